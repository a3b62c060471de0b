/**
 * The live streams of one server process (issue 20): what each open stream follows, the change
 * feed heard while any is open, and the events they are sent.
 *
 * - A notice about a site nobody here follows costs nothing. Notices about a followed site are
 *   gathered for STREAM_COALESCE_MS, then its changed measurements are read once and the one
 *   event goes to every stream following the site (a zone's stream gets its zone's part): 1,000
 *   readings a second are a few reads a second, not one per reading per tab.
 * - Events carry ids `<process>-<seq>` and the last STREAM_REPLAY_EVENTS are kept, so a stream
 *   that dropped resumes from Last-Event-ID; a closed stream's topics stay followed for
 *   RESUME_WITHIN_MS so nothing is missed meanwhile. An id of another process, too old or unknown,
 *   or from before a topic was followed, gets `reset` (the tab refetches once); so does every
 *   stream when the feed may have missed notices.
 * - A followed job is read when the job runner announces that it settled (or will be retried) on
 *   the change feed, and once more when the feed starts hearing or a stream starts following it
 *   (it may have settled meanwhile): never while it runs.
 * - A kiosk's stream (by the kiosk's public id, no session) is sent the kiosk's whole values
 *   answer when it opens and whenever its site's (or zone's) measurements change, read at most
 *   once per STREAM_KIOSK_READ_MIN_MS per kiosk (the last change always sent). Every
 *   KIOSK_POLL_MS its kiosks are looked up again in one query for all: a revoked or moved kiosk's
 *   stream is ended (reopening checks it as GET /api/kiosk/{id} does), and a live one's screens
 *   leave the heartbeat their polls would have.
 * - Idle streams cost no query: a heartbeat comment every STREAM_HEARTBEAT_MS keeps proxies from
 *   closing them.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobEvent, KioskEvent, LatestEvent, StreamEventName } from '@airboard/shared/api';
import {
  KIOSK_POLL_MS,
  STREAM_COALESCE_MS,
  STREAM_HEARTBEAT_MS,
  STREAM_KIOSK_READ_MIN_MS,
  STREAM_REPLAY_EVENTS,
  STREAM_RETRY_MAX_MS,
  STREAM_RETRY_MS,
} from '@airboard/shared/rules';
import type { ChangeNotice } from '../../db/change-feed';
import type { DatabaseHandle } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { liveKioskPlaces, type KioskPlace } from '../kiosks/public-kiosk.service';
import { readJobEvent, readKioskEvent, readSiteLatest, type Subscription } from './stream.service';

/** How long a closed stream's topics stay followed: a tab reconnecting within it resumes. */
const RESUME_WITHIN_MS = 2 * STREAM_RETRY_MAX_MS;

type StreamRead = 'site' | 'job' | 'kiosk' | 'kiosk check';

export interface LiveStreamOptions {
  heartbeatMs: number;
  coalesceMs: number;
  replayEvents: number;
  /** How often kiosk streams' kiosks are looked up again (and their heartbeats noted). */
  kioskCheckMs: number;
  /** The least time between two reads of a kiosk's values for its streams. */
  kioskReadMinMs: number;
  /**
   * Called before each read the streams cause, with what it reads (tests count them): a site's
   * values, a job, a kiosk's values, or the periodic check of every followed kiosk.
   */
  onRead?: ((what: StreamRead) => void) | undefined;
}

export const defaultLiveStreamOptions: LiveStreamOptions = {
  heartbeatMs: STREAM_HEARTBEAT_MS,
  coalesceMs: STREAM_COALESCE_MS,
  replayEvents: STREAM_REPLAY_EVENTS,
  kioskCheckMs: KIOSK_POLL_MS,
  kioskReadMinMs: STREAM_KIOSK_READ_MIN_MS,
};

/** Where a stream's text goes (the HTTP response); `end` closes it. */
export interface StreamWriter {
  write(text: string): void;
  end(): void;
}

/** An event as kept for replay: the whole of it; each stream is sent its part. */
interface HubEvent {
  seq: number;
  name: StreamEventName;
  siteId?: string;
  jobId?: string;
  /** A kiosk's public id. */
  kioskId?: string;
  data: object;
}

interface OpenStream {
  subscription: Subscription;
  writer: StreamWriter;
}

export interface StreamHub {
  /**
   * Starts a stream: resumes after `lastEventId` when it can (else `reset`), sends the followed
   * jobs' and kiosks' current state, then every event of its topics. Returns its close.
   */
  open(
    subscription: Subscription,
    lastEventId: string | undefined,
    writer: StreamWriter,
    now: { jobs: readonly JobEvent[]; kiosks: readonly KioskEvent[] },
  ): () => void;
  /** Ends every stream (the server is closing) and stops hearing the feed. */
  stop(): void;
}

const isFinished = (job: JobEvent) => job.status === 'completed' || job.status === 'failed';

export function createStreamHub(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  options: LiveStreamOptions,
  /** Notes that a screen shows the kiosk (its object id), as its polls do. */
  kioskSeen: (kioskId: string) => void,
): StreamHub {
  const processId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  let seq = 0;
  /** Resuming from before this seq misses what the feed may have lost: `reset`. */
  let resetBefore = 0;
  const kept: HubEvent[] = [];
  const streams = new Set<OpenStream>();
  /** Streams following each site (whole or by a zone) and each job, closed ones for a while. */
  const siteFollowers = new Map<string, number>();
  /** Since which seq each followed site has been followed without a break. */
  const followedSince = new Map<string, number>();
  const lingering = new Set<NodeJS.Timeout>();
  const jobFollowers = new Map<string, number>();
  /** Followed jobs not finished yet, with the status last sent. */
  const unfinishedJobs = new Map<string, JobEvent['status']>();
  /** Streams following each kiosk (by public id), and where each followed kiosk is. */
  const kioskFollowers = new Map<string, number>();
  const kioskPlaces = new Map<string, KioskPlace>();
  /** When each followed kiosk was last read, and the reads waiting for their turn. */
  const kioskReadAt = new Map<string, number>();
  const kioskTurns = new Map<string, NodeJS.Timeout>();
  let unsubscribe: (() => void) | null = null;
  /** The feed hears every notice (its LISTEN is up): a job read now misses nothing after. */
  let feedHears = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let kioskCheck: NodeJS.Timeout | undefined;

  const pendingSites = new Map<string, { measurementIds: Set<string>; alerts: boolean }>();
  const pendingJobs = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  /** Sites whose values and alerts the stream is sent (whole, or a zone's part). */
  const sitesOf = (s: Subscription) => new Set([...s.siteIds, ...s.zones.values()]);
  /** Sites whose changes the stream depends on: those, and its kiosks' sites. */
  const followedSites = (s: Subscription) =>
    new Set([...sitesOf(s), ...[...s.kiosks.values()].map((k) => k.siteId)]);
  const count = (counts: Map<string, number>, keys: Iterable<string>, by: 1 | -1) => {
    for (const key of keys) {
      const n = (counts.get(key) ?? 0) + by;
      if (n > 0) {
        counts.set(key, n);
      } else {
        counts.delete(key);
      }
    }
  };
  const follow = (s: Subscription) => {
    for (const siteId of followedSites(s)) {
      if (!siteFollowers.has(siteId)) {
        followedSince.set(siteId, seq);
      }
    }
    count(siteFollowers, followedSites(s), 1);
    count(jobFollowers, s.jobIds, 1);
    count(kioskFollowers, s.kiosks.keys(), 1);
    s.kiosks.forEach((place, publicId) => kioskPlaces.set(publicId, place));
  };
  const unfollow = (s: Subscription) => {
    count(siteFollowers, followedSites(s), -1);
    count(jobFollowers, s.jobIds, -1);
    count(kioskFollowers, s.kiosks.keys(), -1);
    for (const siteId of followedSites(s)) {
      if (!siteFollowers.has(siteId)) {
        followedSince.delete(siteId);
      }
    }
    for (const jobId of s.jobIds) {
      if (!jobFollowers.has(jobId)) {
        unfinishedJobs.delete(jobId);
      }
    }
    for (const publicId of s.kiosks.keys()) {
      if (!kioskFollowers.has(publicId)) {
        kioskPlaces.delete(publicId);
        kioskReadAt.delete(publicId);
        clearTimeout(kioskTurns.get(publicId));
        kioskTurns.delete(publicId);
      }
    }
    if (streams.size === 0 && siteFollowers.size === 0 && jobFollowers.size === 0) {
      stopListening();
    }
  };

  /** The part of an event a stream is sent, or null when it concerns none of its topics. */
  function partFor(event: HubEvent, s: Subscription): object | null {
    switch (event.name) {
      case 'reset':
        return event.data;
      case 'job':
        return s.jobIds.has(event.jobId!) ? event.data : null;
      case 'kiosk':
        return s.kiosks.has(event.kioskId!) ? event.data : null;
      case 'alerts':
        return sitesOf(s).has(event.siteId!) ? event.data : null;
      case 'latest': {
        if (s.siteIds.has(event.siteId!)) {
          return event.data;
        }
        const latest = event.data as LatestEvent;
        const inZone = (zoneId: string | null) => zoneId !== null && s.zones.has(zoneId);
        const measurements = latest.measurements.filter((m) => inZone(m.zoneId));
        const zones = latest.zones.filter((z) => inZone(z.objectId));
        return measurements.length > 0 || zones.length > 0
          ? { ...latest, measurements, zones }
          : null;
      }
    }
  }

  const format = (id: number, name: StreamEventName, data: object) =>
    `id: ${processId}-${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

  /** Keeps the event for replay and sends each stream its part. */
  function emit(event: Omit<HubEvent, 'seq'>): void {
    const stored = { ...event, seq: ++seq };
    kept.push(stored);
    if (kept.length > options.replayEvents) {
      kept.shift();
    }
    for (const stream of streams) {
      const part = partFor(stored, stream.subscription);
      if (part) {
        stream.writer.write(format(stored.seq, stored.name, part));
      }
    }
  }

  const read = <T>(what: StreamRead, reading: () => Promise<T>) => {
    options.onRead?.(what);
    return reading();
  };

  async function flush(): Promise<void> {
    flushTimer = undefined;
    const sites = [...pendingSites];
    const jobs = [...pendingJobs];
    pendingSites.clear();
    pendingJobs.clear();
    for (const [siteId, change] of sites) {
      if (!siteFollowers.has(siteId)) {
        continue;
      }
      try {
        const latest = await read('site', () =>
          readSiteLatest(database, siteId, [...change.measurementIds]),
        );
        if (!latest) {
          continue;
        }
        if (latest.event.measurements.length > 0) {
          emit({ name: 'latest', siteId, data: latest.event });
        }
        if (change.alerts) {
          emit({ name: 'alerts', siteId, data: { siteId, projectId: latest.projectId } });
        }
        const zoneIds = new Set(latest.event.measurements.map((m) => m.zoneId));
        await Promise.all(
          [...kioskPlaces]
            .filter(([, place]) => place.siteId === siteId)
            .filter(([, place]) => place.zoneId === null || zoneIds.has(place.zoneId))
            .map(([publicId]) => kioskChanged(publicId)),
        );
      } catch (error) {
        log.warn({ err: error, siteId }, 'live stream: site not read');
      }
    }
    await Promise.all(jobs.map(readJob));
  }

  /**
   * A followed kiosk's values changed: read now, or, when it was read less than kioskReadMinMs
   * ago, once that time is up (one read for every change meanwhile).
   */
  function kioskChanged(publicId: string): Promise<void> {
    if (kioskTurns.has(publicId)) {
      return Promise.resolve();
    }
    const wait = (kioskReadAt.get(publicId) ?? -Infinity) + options.kioskReadMinMs - Date.now();
    if (wait <= 0) {
      return readKiosk(publicId);
    }
    const turn = setTimeout(() => {
      kioskTurns.delete(publicId);
      flushing = flushing.then(() => readKiosk(publicId));
    }, wait);
    turn.unref();
    kioskTurns.set(publicId, turn);
    return Promise.resolve();
  }

  /** Sends a followed kiosk's values; a kiosk gone meanwhile ends its streams. */
  async function readKiosk(publicId: string): Promise<void> {
    if (!kioskPlaces.has(publicId)) {
      return;
    }
    kioskReadAt.set(publicId, Date.now());
    try {
      const event = await read('kiosk', () => readKioskEvent(database, publicId));
      emit({ name: 'kiosk', kioskId: publicId, data: event });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) {
        endStreams((s) => s.kiosks.has(publicId));
      } else {
        log.warn({ err: error }, 'live stream: kiosk not read');
      }
    }
  }

  /** Ends the open streams that match: their tabs reopen them, and are checked again then. */
  function endStreams(match: (s: Subscription) => boolean): void {
    for (const stream of streams) {
      if (match(stream.subscription)) {
        stream.writer.end();
      }
    }
  }

  /**
   * Looks the open streams' kiosks up again (one query): a stream whose kiosk was revoked,
   * deleted or moved ends; the screens of the others count as seen, as a poll would.
   */
  async function checkKiosks(): Promise<void> {
    const shown = new Set([...streams].flatMap((s) => [...s.subscription.kiosks.keys()]));
    if (shown.size === 0) {
      return;
    }
    try {
      const places = await read('kiosk check', () => liveKioskPlaces(database.db, [...shown]));
      const moved = (publicId: string, place: KioskPlace) => {
        const now = places.get(publicId);
        return now?.siteId !== place.siteId || now?.zoneId !== place.zoneId;
      };
      endStreams((s) => [...s.kiosks].some(([publicId, place]) => moved(publicId, place)));
      places.forEach((place) => kioskSeen(place.kioskId));
    } catch (error) {
      log.warn({ err: error }, 'live stream: kiosks not checked');
    }
  }

  /** Sends a followed job's state when it changed; follows it no longer once finished. */
  async function readJob(jobId: string): Promise<void> {
    if (!jobFollowers.has(jobId)) {
      return;
    }
    try {
      const job = await read('job', () => readJobEvent(database, jobId));
      if (!job) {
        unfinishedJobs.delete(jobId);
        return;
      }
      if (unfinishedJobs.get(jobId) !== job.status) {
        emit({ name: 'job', jobId, data: job });
      }
      if (isFinished(job)) {
        unfinishedJobs.delete(jobId);
      } else {
        unfinishedJobs.set(jobId, job.status);
      }
    } catch (error) {
      log.warn({ err: error, jobId }, 'live stream: job not read');
    }
  }

  const scheduleFlush = () => {
    flushTimer ??= setTimeout(() => {
      flushing = flushing.then(flush);
    }, options.coalesceMs);
  };

  function hear(notice: ChangeNotice): void {
    if (notice.kind === 'job') {
      if (jobFollowers.has(notice.jobId)) {
        pendingJobs.add(notice.jobId);
        scheduleFlush();
      }
      return;
    }
    if (!siteFollowers.has(notice.siteId)) {
      return;
    }
    const pending = pendingSites.get(notice.siteId) ?? { measurementIds: new Set(), alerts: false };
    notice.measurementIds.forEach((id) => pending.measurementIds.add(id));
    pending.alerts ||= notice.alerts;
    pendingSites.set(notice.siteId, pending);
    scheduleFlush();
  }

  /** The feed may have lost notices: every stream refetches, and older ids cannot resume. */
  function gap(): void {
    emit({ name: 'reset', data: {} });
    resetBefore = seq;
  }

  /** Reads the jobs again (their runner's announcement may have come before it was heard). */
  function rereadJobs(jobIds: Iterable<string>): void {
    for (const jobId of jobIds) {
      if (unfinishedJobs.has(jobId)) {
        pendingJobs.add(jobId);
      }
    }
    if (pendingJobs.size > 0) {
      scheduleFlush();
    }
  }

  /** Heard while any stream is open; the heartbeat and the kiosks' check likewise. */
  function startListening(): void {
    unsubscribe = database.changes.subscribe({
      notice: hear,
      gap,
      listening() {
        feedHears = true;
        rereadJobs(unfinishedJobs.keys());
        // What kiosks were sent when their streams opened may have changed before it heard.
        flushing = flushing
          .then(() => Promise.all([...kioskPlaces.keys()].map(readKiosk)))
          .then(() => undefined);
      },
    });
    heartbeat = setInterval(() => {
      for (const stream of streams) {
        stream.writer.write(': heartbeat\n\n');
      }
    }, options.heartbeatMs);
    kioskCheck = setInterval(() => {
      flushing = flushing.then(checkKiosks);
    }, options.kioskCheckMs);
    heartbeat.unref();
    kioskCheck.unref();
  }

  function stopListening(): void {
    unsubscribe?.();
    unsubscribe = null;
    feedHears = false;
    clearInterval(heartbeat);
    clearInterval(kioskCheck);
    clearTimeout(flushTimer);
    flushTimer = undefined;
    pendingSites.clear();
    pendingJobs.clear();
  }

  /** What a stream resuming after `lastEventId` is sent first. */
  function resume(stream: OpenStream, lastEventId: string | undefined): void {
    const match = /^(.+)-(\d+)$/.exec(lastEventId ?? '');
    const last = match?.[1] === processId ? Number(match[2]) : null;
    const oldest = kept[0]?.seq ?? seq + 1;
    if (lastEventId === undefined || lastEventId === '') {
      // A first stream starts now; its id lets it resume from here should it drop at once.
      stream.writer.write(`retry: ${STREAM_RETRY_MS}\nid: ${processId}-${seq}\n\n`);
      return;
    }
    stream.writer.write(`retry: ${STREAM_RETRY_MS}\n\n`);
    const missed = (siteId: string) => (followedSince.get(siteId) ?? Infinity) > last!;
    if (
      last === null ||
      last > seq ||
      last < resetBefore ||
      last < oldest - 1 ||
      [...followedSites(stream.subscription)].some(missed)
    ) {
      stream.writer.write(format(seq, 'reset', {}));
      return;
    }
    for (const event of kept) {
      const part = event.seq > last ? partFor(event, stream.subscription) : null;
      if (part) {
        stream.writer.write(format(event.seq, event.name, part));
      }
    }
  }

  return {
    open(subscription, lastEventId, writer, now) {
      const stream = { subscription, writer };
      if (!unsubscribe) {
        startListening();
      }
      streams.add(stream);
      // Resumed before its own topics count: were they followed all along since its last id?
      resume(stream, lastEventId);
      follow(subscription);
      // The jobs' and kiosks' state now, without an id: it is this stream's alone.
      for (const job of now.jobs) {
        writer.write(`event: job\ndata: ${JSON.stringify(job)}\n\n`);
        if (!isFinished(job)) {
          unfinishedJobs.set(job.objectId, job.status);
        }
      }
      for (const kiosk of now.kiosks) {
        writer.write(`event: kiosk\ndata: ${JSON.stringify(kiosk)}\n\n`);
      }
      subscription.kiosks.forEach((place) => kioskSeen(place.kioskId));
      // A job may have settled between its reading and now, unheard: read once more.
      if (feedHears) {
        rereadJobs(subscription.jobIds);
      }
      let closed = false;
      return () => {
        if (closed) {
          return;
        }
        closed = true;
        streams.delete(stream);
        // Its topics stay followed a while, should the tab come back with Last-Event-ID.
        const linger = setTimeout(() => {
          lingering.delete(linger);
          unfollow(subscription);
        }, RESUME_WITHIN_MS);
        linger.unref();
        lingering.add(linger);
      };
    },
    stop() {
      for (const stream of [...streams]) {
        stream.writer.end();
      }
      streams.clear();
      lingering.forEach(clearTimeout);
      lingering.clear();
      siteFollowers.clear();
      followedSince.clear();
      jobFollowers.clear();
      unfinishedJobs.clear();
      kioskFollowers.clear();
      kioskPlaces.clear();
      stopListening();
    },
  };
}
