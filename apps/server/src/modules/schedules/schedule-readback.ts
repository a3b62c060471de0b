/**
 * The 'schedule-readback' job (issue 19): queued with each scheduled point write, due a little
 * after it, it waits for the write job to settle and reads the point back through the building
 * system. Equal: the scheduled write is 'written'. Different: 'notApplied'. The write failed, or
 * the system cannot be read after the job's retries (back-off): 'failed'. Both of the last raise
 * a warning alert on the point ("schedule not applied", schedule-alert.ts); a later write read
 * back equal clears it. The scheduled write is settled once: only while it is still pending.
 */
import { z } from 'zod';
import { scheduleValue, type ScheduleValue } from '@airboard/shared/api';
import type { SiteLink } from '../../bas/building-systems';
import { answerWithin, type BuildingAutomationConnector } from '../../bas/connector';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { enqueueJobs, JobFailure, type JobHandler } from '../../jobs/job-runner';
import { systemRefOf } from '../points/points.service';
import { clearScheduleAlert, raiseScheduleAlert } from './schedule-alert';

export const SCHEDULE_READBACK_JOB = 'schedule-readback';

/** How long after its write a read-back first looks: the write is usually done by then. */
export const READBACK_DELAY_MS = 5_000;
/**
 * Tries of a read-back; the runner waits 2^n s after the n-th, so it waits for a write (whose own
 * retries take a minute or so) and a building system that does not answer for about four minutes.
 */
export const READBACK_MAX_ATTEMPTS = 8;

const payloadSchema = z.object({ writeId: z.string(), writeJobId: z.string() });

/** A read-back to queue: of a scheduled write whose point-write job is `writeJobId`. */
export interface ScheduleReadback {
  projectId: string;
  pointId: string;
  writeId: string;
  writeJobId: string;
}

/** Queues the read-backs of scheduled writes queued `now`, due a little after it. */
export async function queueScheduleReadbacks(
  query: SqlRunner,
  readbacks: readonly ScheduleReadback[],
  now: Date,
): Promise<void> {
  await enqueueJobs(
    query,
    readbacks.map((readback) => ({
      kind: SCHEDULE_READBACK_JOB,
      projectId: readback.projectId,
      pointId: readback.pointId,
      payload: { writeId: readback.writeId, writeJobId: readback.writeJobId },
      runAt: new Date(now.getTime() + READBACK_DELAY_MS),
      maxAttempts: READBACK_MAX_ATTEMPTS,
    })),
  );
}

/** A scheduled write with its write job and what reading its point takes. */
const pendingWriteRow = z.object({
  id: z.string(),
  point_id: z.string(),
  value: scheduleValue,
  status: z.string(),
  job_status: z.string().nullable(),
  job_error: z.string().nullable(),
  job_completed_at: z.date().nullable(),
  bas_ref: z.string().nullable(),
  site_id: z.string(),
  commander_license_id: z.string().nullable(),
});
type PendingWrite = z.infer<typeof pendingWriteRow>;

class WriteNotSettled extends Error {}

/** Whether the system holds the value written: a number as a system stores it (a float). */
function sameValue(readBack: ScheduleValue | null, written: ScheduleValue): boolean {
  return typeof readBack === 'number' && typeof written === 'number'
    ? Math.abs(readBack - written) <= 1e-6 * Math.max(1, Math.abs(written))
    : readBack === written;
}

export function scheduleReadbackJobHandler(
  database: DatabaseHandle,
  systemOf: (site: SiteLink) => BuildingAutomationConnector,
  options: { readTimeoutMs: number },
): JobHandler {
  return {
    concurrency: 4,
    async run(job) {
      const { writeId, writeJobId } = payloadSchema.parse(job.payload);
      const [write] = await database.transaction((query) =>
        query(
          pendingWriteRow,
          `SELECT w.id::text AS id, w.point_id, w.value, w.status, j.status::text AS job_status,
                  j.error_message AS job_error, j.completed_at AS job_completed_at,
                  p.bas_ref, p.site_id, s.commander_license_id
             FROM scheduled_writes w JOIN points p ON p.id = w.point_id JOIN sites s ON s.id = p.site_id
             LEFT JOIN jobs j ON j.id = $2
            WHERE w.id = $1`,
          [writeId, writeJobId],
        ),
      );
      if (!write || write.status !== 'pending') {
        return { skipped: 'The scheduled write was settled or deleted' };
      }
      const lastTry = job.attempts >= job.max_attempts;
      try {
        if (write.job_status === 'failed' || write.job_status === null) {
          return await settle(database, write, {
            status: 'failed',
            error: write.job_error ?? 'The write job is gone',
          });
        }
        if (write.job_status !== 'completed') {
          throw new WriteNotSettled('The scheduled write has not been made yet');
        }
        const system = systemOf({
          id: write.site_id,
          commanderLicenseId: write.commander_license_id,
        });
        const readBack = await answerWithin(
          system.readPoint(systemRefOf({ id: write.point_id, bas_ref: write.bas_ref })),
          options.readTimeoutMs,
          () =>
            new Error(
              `The building system did not answer the read-back within ${Math.ceil(options.readTimeoutMs / 1000)} s`,
            ),
        );
        return await settle(database, write, {
          status: sameValue(readBack, write.value) ? 'written' : 'notApplied',
          readBack,
        });
      } catch (error) {
        if (!lastTry || error instanceof JobFailure) {
          throw error;
        }
        const message = error instanceof Error ? error.message : String(error);
        await settle(database, write, { status: 'failed', error: message });
        throw new JobFailure(message);
      }
    },
  };
}

/**
 * Settles a still-pending scheduled write; a failed or mismatched one raises the point's alert,
 * one written clears it.
 */
async function settle(
  database: DatabaseHandle,
  write: PendingWrite,
  outcome:
    | { status: 'written' | 'notApplied'; readBack: ScheduleValue | null }
    | { status: 'failed'; error: string },
): Promise<Record<string, unknown>> {
  return database.transaction(async (query) => {
    const [settled] = await query(
      z.object({ id: z.string() }),
      `UPDATE scheduled_writes
          SET status = $2, read_back = $3::jsonb, error_message = $4, written_at = $5
        WHERE id = $1 AND status = 'pending' RETURNING id::text AS id`,
      [
        write.id,
        outcome.status,
        'readBack' in outcome ? JSON.stringify(outcome.readBack) : null,
        'error' in outcome ? outcome.error : null,
        outcome.status === 'failed' ? null : (write.job_completed_at?.toISOString() ?? null),
      ],
    );
    if (settled) {
      if (outcome.status === 'written') {
        await clearScheduleAlert(query, write.point_id);
      } else {
        await raiseScheduleAlert(query, write.point_id);
      }
    }
    return { writeId: write.id, status: outcome.status };
  });
}
