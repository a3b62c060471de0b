/**
 * The live stream's numbers (issue 20): how often an idle stream says it is alive, how many topics
 * one may carry, how long changes of a site are gathered into one event, and how soon a dropped
 * stream is tried again.
 */

/** A comment line this often keeps proxies from closing an idle stream and shows it is alive. */
export const STREAM_HEARTBEAT_MS = 15_000;
/** Topics one stream may subscribe to. */
export const STREAM_TOPICS_MAX = 50;
/** Changes of one site within this long become one event (1,000 readings/s are not 1,000 events). */
export const STREAM_COALESCE_MS = 250;
/**
 * A kiosk's values are read for its streams at most this often, however often its site changes:
 * a kiosk answer is the whole screen, and a busy site changes several times a second.
 */
export const STREAM_KIOSK_READ_MIN_MS = 1_000;
/** Events a server keeps per process so a stream that dropped can resume with Last-Event-ID. */
export const STREAM_REPLAY_EVENTS = 1_000;
/** The first retry after a drop; doubled per failure up to STREAM_RETRY_MAX_MS. */
export const STREAM_RETRY_MS = 1_000;
export const STREAM_RETRY_MAX_MS = 30_000;
/** A stream without any line (not even a heartbeat) for this long is taken for dead. */
export const STREAM_SILENCE_MS = 2 * STREAM_HEARTBEAT_MS + 5_000;
