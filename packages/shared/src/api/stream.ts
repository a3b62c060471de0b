/**
 * Live updates pushed to the browser (issue 20): one Server-Sent Events stream per tab,
 * GET /api/stream?topics=site:<id>,zone:<id>,job:<id>, with the session's token in the
 * Authorization header — the web app reads it with fetch, not EventSource, which cannot send one.
 * A lobby screen has no session: its kiosk's public id is its credential (`kiosk:<public id>`,
 * as in GET /api/kiosk/{id}), and it is sent what that route's values call answers, never an
 * object id (decision 019). Each event names what changed, small, so a tab merges it into what it shows
 * (TanStack Query's cache) instead of refetching everything. A stream that cannot resume from
 * Last-Event-ID sends `reset`: the tab refetches what it shows once. Screens keep their polling
 * (the spec's intervals) as the fallback when no stream is open.
 */
import { z } from 'zod';
import { objectIdSchema } from './common';
import { jobStatuses } from './jobs';
import { kioskMeasurementsResponse } from './kiosks';
import { writeValue } from './points';
import { zoneScores } from './sites';

/**
 * A subscription: a site's or a zone's live values and alerts, one point write's job, or what a
 * kiosk shows (by its public id; needs no session, the others do).
 */
export const streamTopic = z.union([
  z.templateLiteral(['site:', objectIdSchema]),
  z.templateLiteral(['zone:', objectIdSchema]),
  z.templateLiteral(['job:', objectIdSchema]),
  z.templateLiteral(['kiosk:', objectIdSchema]),
]);
export type StreamTopic = z.infer<typeof streamTopic>;

export const streamQuery = z.object({
  /** Comma-separated topics, at most STREAM_TOPICS_MAX (rules/live-stream.ts). */
  topics: z.string(),
});

/** `latest`: measurements of a site whose latest value, score or alert state changed. */
export const latestEvent = z.object({
  siteId: z.string(),
  measurements: z.array(
    z.object({
      objectId: z.string(),
      zoneId: z.string().nullable(),
      curVal: z.number().nullable(),
      curValTs: z.string().nullable(),
      curScore: z.number().nullable(),
      isAlerting: z.boolean(),
    }),
  ),
  /** The scores (every type) of the zones of those measurements, and the site's own. */
  zones: z.array(z.object({ objectId: z.string(), scores: zoneScores })),
  siteScores: zoneScores,
});
export type LatestEvent = z.infer<typeof latestEvent>;

/** `alerts`: alerts of a site opened or cleared; the tab refetches its alert lists and bell. */
export const alertsEvent = z.object({ siteId: z.string(), projectId: z.string() });
export type AlertsEvent = z.infer<typeof alertsEvent>;

/** `job`: a point write's job changed state (what GET /api/jobs/{jobId} answers, in brief). */
export const jobEvent = z.object({
  objectId: z.string(),
  status: z.enum(jobStatuses),
  errorMessage: z.string().nullable(),
  arguments: z.object({ curVal: writeValue }),
  completedAt: z.string().nullable(),
});
export type JobEvent = z.infer<typeof jobEvent>;

/**
 * `kiosk`: a kiosk's values changed — GET /api/kiosk/{id}/measurements's answer, whole (a lobby
 * screen knows no ids to merge by). Also sent when its stream opens.
 */
export const kioskEvent = z.object({
  /** The public id of its topic. */
  kioskId: z.string(),
  content: kioskMeasurementsResponse,
});
export type KioskEvent = z.infer<typeof kioskEvent>;

/** The events' names (the SSE `event:` field) and their data (`data:`, JSON). */
export const streamEvents = {
  latest: latestEvent,
  alerts: alertsEvent,
  job: jobEvent,
  kiosk: kioskEvent,
  /** The stream could not resume where Last-Event-ID says: refetch what the tab shows. */
  reset: z.object({}),
} as const;
export type StreamEventName = keyof typeof streamEvents;
