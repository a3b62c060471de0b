/**
 * What the live stream (GET /api/stream, issue 20) reads: its topics, checked each as its read
 * route checks it before the stream opens, and the current state it pushes when the change feed
 * says something changed — a site's changed measurements, zone and site scores in one query, a
 * point write's job as GET /api/jobs/{jobId} answers it, or a kiosk's values as its public call
 * answers them.
 */
import { z } from 'zod';
import {
  streamTopic,
  zoneScores,
  type JobEvent,
  type JobResponse,
  type KioskEvent,
  type LatestEvent,
  type StreamTopic,
} from '@airboard/shared/api';
import { STREAM_TOPICS_MAX } from '@airboard/shared/rules';
import type { DatabaseHandle } from '../../db/connect';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { siteForMember, zoneForMember } from '../../plugins/access';
import type { AuthContext } from '../../plugins/auth';
import { jobForMember, readJob } from '../jobs/jobs.service';
import {
  KIOSK_NOT_FOUND,
  liveKioskPlaces,
  readKioskContent,
  type KioskPlace,
} from '../kiosks/public-kiosk.service';

/** What one stream follows: sites whole, zones (with their site), point-write jobs, kiosks. */
export interface Subscription {
  siteIds: ReadonlySet<string>;
  /** Zone id → its site's id. */
  zones: ReadonlyMap<string, string>;
  jobIds: ReadonlySet<string>;
  /** Public id → where the kiosk is (its changes are its site's or zone's). */
  kiosks: ReadonlyMap<string, KioskPlace>;
}

/** The `topics` query as topics: 400 when empty, too many or not topics. */
export function parseTopics(topics: string): StreamTopic[] {
  const parts = [...new Set(topics.split(',').map((t) => t.trim()))].filter((t) => t !== '');
  if (parts.length === 0 || parts.length > STREAM_TOPICS_MAX) {
    throw new HttpError(400, `Give 1 to ${STREAM_TOPICS_MAX} topics`);
  }
  return parts.map((part) => {
    const parsed = streamTopic.safeParse(part);
    if (!parsed.success) {
      throw new HttpError(400, `Unknown topic: ${part.slice(0, 80)}`);
    }
    return parsed.data;
  });
}

/**
 * The subscription, when the caller may read every topic (as its read route: a member of the
 * site's, the zone's or the job's project — 401 without a session; a live kiosk's public id for
 * a kiosk, session or not), with the jobs' and kiosks' current state; else the read route's 404.
 */
export async function authorizeTopics(
  database: DatabaseHandle,
  auth: AuthContext | null,
  topics: readonly StreamTopic[],
): Promise<{ subscription: Subscription; jobs: JobEvent[]; kiosks: KioskEvent[] }> {
  const siteIds = new Set<string>();
  const zones = new Map<string, string>();
  const jobs: JobEvent[] = [];
  const kioskIds: string[] = [];
  const member = () => {
    if (!auth) {
      throw unauthorized();
    }
    return auth;
  };
  await Promise.all(
    topics.map(async (topic) => {
      const [kind, id] = topic.split(':') as ['site' | 'zone' | 'job' | 'kiosk', string];
      if (kind === 'kiosk') {
        kioskIds.push(id);
      } else if (kind === 'site') {
        siteIds.add((await siteForMember(database.db, member(), id)).id);
      } else if (kind === 'zone') {
        const zone = await zoneForMember(database.db, member(), id);
        zones.set(zone.id, zone.siteId);
      } else {
        jobs.push(jobEventOf(await jobForMember(database, member(), id)));
      }
    }),
  );
  const kiosks = await liveKioskPlaces(database.db, kioskIds);
  if (kiosks.size < kioskIds.length) {
    throw notFound(KIOSK_NOT_FOUND);
  }
  return {
    subscription: { siteIds, zones, jobIds: new Set(jobs.map((j) => j.objectId)), kiosks },
    jobs,
    kiosks: await Promise.all(kioskIds.map((id) => readKioskEvent(database, id))),
  };
}

/** A kiosk's current `kiosk` event: what its public values call answers, read now. */
export async function readKioskEvent(
  database: DatabaseHandle,
  publicId: string,
): Promise<KioskEvent> {
  return { kioskId: publicId, content: (await readKioskContent(database.db, publicId)).answer };
}

/** The `job` event of a job's answer (GET /api/jobs/{jobId}), in brief. */
function jobEventOf(job: JobResponse['results']): JobEvent {
  return {
    objectId: job.objectId,
    status: job.status,
    errorMessage: job.errorMessage,
    arguments: job.arguments,
    completedAt: job.completedAt,
  };
}

/** A job's current `job` event; null once it is gone. */
export async function readJobEvent(
  database: DatabaseHandle,
  jobId: string,
): Promise<JobEvent | null> {
  const job = await readJob(database, jobId);
  return job ? jobEventOf(job.answer) : null;
}

const isoTime = z
  .string()
  .nullable()
  .transform((ts) => (ts === null ? null : new Date(ts).toISOString()));

const siteLatestRow = z.object({
  project_id: z.string(),
  site_scores: zoneScores,
  measurements: z.array(
    z.object({
      objectId: z.string(),
      zoneId: z.string().nullable(),
      curVal: z.number().nullable(),
      curValTs: isoTime,
      curScore: z.number().nullable(),
      isAlerting: z.boolean(),
    }),
  ),
  zones: z.array(z.object({ objectId: z.string(), scores: zoneScores })),
});

/**
 * The current values of a site's measurements (those named), their zones' scores and the site's,
 * in one query: what every stream following the site or one of its zones is sent. Null when the
 * site is gone.
 */
export async function readSiteLatest(
  database: DatabaseHandle,
  siteId: string,
  measurementIds: readonly string[],
): Promise<{ projectId: string; event: LatestEvent } | null> {
  const [row] = await database.transaction((query) =>
    query(
      siteLatestRow,
      `WITH m AS (
         SELECT id, zone_id, cur_val, cur_val_ts, cur_score, is_alerting
           FROM measurements WHERE site_id = $1 AND id = ANY($2::text[]))
       SELECT s.project_id, s.scores AS site_scores,
              coalesce((SELECT json_agg(json_build_object(
                          'objectId', m.id, 'zoneId', m.zone_id, 'curVal', m.cur_val,
                          'curValTs', m.cur_val_ts, 'curScore', m.cur_score, 'isAlerting', m.is_alerting)
                        ORDER BY m.id) FROM m), '[]'::json) AS measurements,
              coalesce((SELECT json_agg(json_build_object(
                          'objectId', z.id, 'scores', z.scores) ORDER BY z.id)
                          FROM zones z WHERE z.id IN (SELECT zone_id FROM m)), '[]'::json) AS zones
         FROM sites s WHERE s.id = $1`,
      [siteId, measurementIds],
    ),
  );
  if (!row) {
    return null;
  }
  return {
    projectId: row.project_id,
    event: {
      siteId,
      measurements: row.measurements,
      zones: row.zones,
      siteScores: row.site_scores,
    },
  };
}
