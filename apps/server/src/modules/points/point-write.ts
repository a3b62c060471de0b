/**
 * Point writes (spec 000 §4 write job): the job handler that validates the requested value
 * against the point's kind, function and range, sends it to the building system, stores it as the
 * point's latest reading and records who changed what in the audit log — once per job, even when
 * a crash interrupts it (recovery asks the system whether the value already arrived).
 */
import { z } from 'zod';
import { pointRangeDto } from '@airboard/shared/api';
import { isWithinRange, RELEASE_FUNCTION } from '@airboard/shared/rules';
import type { SiteLink } from '../../bas/building-systems';
import {
  answerWithin,
  NOTHING_TO_RELEASE,
  asReading,
  type BasValue,
  type BuildingAutomationConnector,
} from '../../bas/connector';
import type { DatabaseHandle } from '../../db/connect';
import { valueKind } from '../../db/schema/index';
import {
  INTERRUPTED_MESSAGE,
  JobFailure,
  type JobHandler,
  type JobRow,
} from '../../jobs/job-runner';
import { inIngestTransaction, storeIngestBatch } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';

export const POINT_WRITE_JOB = 'point-write';

/**
 * A point write's payload, as the write route sends it. `by` names who asked when no user did (a
 * schedule: "schedule {name}"), for the audit log.
 */
export interface PointWritePayload {
  function: string;
  arguments: { curVal: unknown };
  by?: string;
}

/** The point's reference in its building system; a point mapped from none has one of ours. */
export const systemRefOf = (point: { id: string; bas_ref: string | null }) =>
  point.bas_ref ?? `airboard:${point.id}`;

const writablePointRow = z.object({
  id: z.string(),
  series_id: z.number(),
  kind: z.enum(valueKind.enumValues),
  range: pointRangeDto.nullable(),
  bas_ref: z.string().nullable(),
  cur_val: z.number().nullable(),
  multi_state_values: z.array(z.string()).nullable(),
  site_id: z.string(),
  commander_license_id: z.string().nullable(),
});
type WritablePoint = z.infer<typeof writablePointRow>;

/**
 * drainLiveState for writes finishing side by side: a caller waits for a refresh that begins after
 * it asked (so it covers the reading just stored), and everyone who asks while one runs shares
 * the next. Many writes at one instant then cost a few refreshes, not one each in a row.
 */
export function sharedDrain(database: DatabaseHandle): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = () =>
    (running = drainLiveState(database)
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      }));
  return () => {
    if (next) {
      return next;
    }
    if (!running) {
      return start();
    }
    next = running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** The value to send, or a JobFailure naming what is wrong with it. */
export function validateWrite(point: WritablePoint, fn: string, value: unknown): BasValue {
  const wanted =
    /bool/i.test(fn) || point.kind === 'Bool'
      ? 'Bool'
      : /str/i.test(fn) || point.kind === 'String'
        ? 'String'
        : 'Number';
  if (wanted === 'Bool') {
    if (typeof value !== 'boolean') {
      throw new JobFailure('Value must be true or false for this point');
    }
    return value;
  }
  if (wanted === 'String') {
    if (typeof value !== 'string') {
      throw new JobFailure('Value must be text for this point');
    }
    const states = point.multi_state_values;
    if (states && states.length > 0 && !states.includes(value)) {
      throw new JobFailure(`Value must be one of: ${states.join(', ')}`);
    }
    return value;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new JobFailure('Value must be a number for this point');
  }
  if (!isWithinRange(value, point.range)) {
    const { min, max } = point.range ?? {};
    throw new JobFailure(
      `Value ${value} is outside the point's range (${min ?? '-∞'} to ${max ?? '∞'})`,
    );
  }
  return value;
}

/** Sends the value, or fails with the reason when the system does not confirm it in time. */
function writeWithin(
  connector: BuildingAutomationConnector,
  ref: string,
  value: BasValue,
  timeoutMs: number,
): Promise<void> {
  return answerWithin(
    connector.writePoint(ref, value),
    timeoutMs,
    () =>
      new JobFailure(
        `The building system did not confirm the write within ${Math.ceil(timeoutMs / 1000)} s`,
      ),
  );
}

/** Releases the override, or fails with the reason (no overrides, no confirmation in time). */
function releaseWithin(
  connector: BuildingAutomationConnector,
  ref: string,
  timeoutMs: number,
): Promise<BasValue | null> {
  if (!connector.releasePoint) {
    return Promise.reject(new JobFailure(NOTHING_TO_RELEASE));
  }
  return answerWithin(
    connector.releasePoint(ref),
    timeoutMs,
    () =>
      new JobFailure(
        `The building system did not confirm the release within ${Math.ceil(timeoutMs / 1000)} s`,
      ),
  );
}

/**
 * `systemOf` gives the building system a site's points are written to (the site's own when it is
 * linked to one).
 */
export function pointWriteHandler(
  database: DatabaseHandle,
  systemOf: (site: SiteLink) => BuildingAutomationConnector,
  options: { writeTimeoutMs: number },
): JobHandler {
  const load = async (job: JobRow) => {
    const [point] = await database.transaction((query) =>
      query(
        writablePointRow,
        `SELECT p.id, p.series_id, coalesce(m.kind, p.kind) AS kind, p.range, p.bas_ref, p.cur_val, m.multi_state_values,
                p.site_id, s.commander_license_id
           FROM points p JOIN sites s ON s.id = p.site_id LEFT JOIN measurements m ON m.id = p.measurement_id
          WHERE p.id = $1`,
        [job.point_id],
      ),
    );
    if (!point) {
      throw new JobFailure('The point no longer exists');
    }
    const payload = job.payload as unknown as PointWritePayload;
    // A release sends no value: the system's own takes over (issue 21).
    const value =
      payload.function === RELEASE_FUNCTION
        ? null
        : validateWrite(point, payload.function, payload.arguments.curVal);
    const connector = systemOf({
      id: point.site_id,
      commanderLicenseId: point.commander_license_id,
    });
    return { point, value, connector, ref: systemRefOf(point) };
  };

  // Writes finishing together share one live-state refresh instead of one each.
  const refreshLiveState = sharedDrain(database);

  /**
   * Stores the value and its audit row in one transaction (the audit row is keyed by job, so it
   * is written once), then brings the live state up to date.
   */
  const settle = async (job: JobRow, point: WritablePoint, value: BasValue | null) => {
    const reading = asReading(value, point.multi_state_values);
    await inIngestTransaction(database, async (query, mode) => {
      if (reading !== null) {
        await storeIngestBatch(query, mode, [
          { seriesId: point.series_id, ts: new Date(), value: reading },
        ]);
      }
      // Looked up among the point's own audit rows (an index), not the whole log.
      await query(
        `INSERT INTO audit_log (user_id, project_id, action, object_type, object_id, old_value, new_value, details)
         SELECT $1, $2, 'point.write', 'point', $3, $4::jsonb, $5::jsonb,
                jsonb_strip_nulls(jsonb_build_object('jobId', $6::text, 'by', $7::text))
          WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE object_type = 'point' AND object_id = $3
                               AND action = 'point.write' AND details->>'jobId' = $6::text)`,
        [
          job.created_by,
          job.project_id,
          point.id,
          JSON.stringify(point.cur_val),
          JSON.stringify(value),
          job.id,
          (job.payload as unknown as PointWritePayload).by ?? null,
        ],
      );
    });
    if (reading !== null) {
      // The job completes with the new value already showing, not up to a second later.
      await refreshLiveState();
    }
  };

  return {
    // Writes to different points go out side by side; each waits for its system's confirmation
    // (tens of milliseconds or more), so it takes a dozen to keep the database busy when a
    // schedule writes 200 points at once (docs/performance.md). Each has at most one statement
    // waiting for the database at a time, which leaves most of DB_MAX_QUEUED to requests.
    concurrency: 12,
    async run(job) {
      const { point, value, connector, ref } = await load(job);
      if (value === null) {
        // Released, the point shows what is in force then (the controller's own value).
        const inForce = await releaseWithin(connector, ref, options.writeTimeoutMs);
        await settle(job, point, inForce);
        return { curVal: inForce };
      }
      // A retried job whose value already reached the system is not sent again.
      if ((await connector.readPoint(ref)) !== value) {
        await writeWithin(connector, ref, value, options.writeTimeoutMs);
      }
      await settle(job, point, value);
      return { curVal: value };
    },
    async recover(job) {
      try {
        const { point, value, connector, ref } = await load(job);
        // A release is sent again: releasing twice is releasing once.
        if (value !== null && (await connector.readPoint(ref)) === value) {
          await settle(job, point, value);
          return 'completed';
        }
      } catch (error) {
        if (error instanceof JobFailure) {
          return { failed: error.message };
        }
        throw error;
      }
      return job.attempts < job.max_attempts ? 'retry' : { failed: INTERRUPTED_MESSAGE };
    },
  };
}
