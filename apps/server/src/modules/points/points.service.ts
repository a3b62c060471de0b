/**
 * Point writes as the API takes them (spec 000 §7): the point, when the caller administers its
 * project (spec 000 §1 gives writes to admin and superAdmin; decision 009) and it offers the
 * function, and the durable write job queued for it (run by point-write.ts).
 */
import { z } from 'zod';
import type { RunFunctionBody } from '@airboard/shared/api';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { enqueueJob, enqueueJobOnce, enqueueJobs } from '../../jobs/job-runner';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import { memberRole, requireAdministrator } from '../../plugins/access';
import { POINT_WRITE_JOB, type PointWritePayload } from './point-write';

export { systemRefOf } from './point-write';

const writablePointRow = z.object({
  id: z.string(),
  project_id: z.string(),
  functions: z.array(z.string()),
});

/**
 * Queues the write and returns its job id; 404 for a point of another project, 403 for a member
 * who does not administer the project, 400 for a function it lacks. With an idempotency key, the
 * same key from the same user is the same write: its job id again, and nothing queued (422 when
 * the key was used for another write).
 */
export async function queuePointWrite(
  database: DatabaseHandle,
  auth: AuthContext,
  uuid: string,
  write: RunFunctionBody,
  idempotencyKey?: string,
): Promise<string> {
  const [point] = await database.transaction((query) =>
    query(
      writablePointRow,
      `SELECT p.id, s.project_id,
              array(SELECT DISTINCT unnest(p.functions || coalesce(m.writable_functions, '{}'))) AS functions
         FROM points p JOIN sites s ON s.id = p.site_id
         LEFT JOIN measurements m ON m.id = p.measurement_id
        WHERE p.uuid = $1::uuid`,
      [uuid],
    ),
  );
  const role = point ? await memberRole(database.db, auth.userId, point.project_id) : null;
  if (!point || !role) {
    throw notFound('Point not found');
  }
  requireAdministrator(role, 'Only admins may write to points');
  if (!point.functions.includes(write.function)) {
    throw new HttpError(400, `This point has no function ${write.function}`);
  }
  const job = {
    kind: POINT_WRITE_JOB,
    projectId: point.project_id,
    pointId: point.id,
    createdBy: auth.userId,
    payload: { function: write.function, arguments: write.arguments },
  };
  if (idempotencyKey === undefined) {
    return database.transaction((query) => enqueueJob(query, job));
  }
  const queued = await database.transaction((query) => enqueueJobOnce(query, job, idempotencyKey));
  if (!queued.sameRequest) {
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  }
  return queued.id;
}

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used for another write';

/** A write no user asked for (a schedule's, issue 19); `by` names who did in the audit log. */
export interface UnattendedPointWrite {
  projectId: string;
  pointId: string;
  function: string;
  value: unknown;
  by: string;
}

/**
 * Queues such writes in one statement, inside the caller's transaction; their job ids, in order.
 * Validation, sending and the audit log are the write job's, as for a write from the API.
 */
export function queueUnattendedPointWrites(
  query: SqlRunner,
  writes: readonly UnattendedPointWrite[],
): Promise<string[]> {
  return enqueueJobs(
    query,
    writes.map((write) => ({
      kind: POINT_WRITE_JOB,
      projectId: write.projectId,
      pointId: write.pointId,
      createdBy: null,
      payload: {
        function: write.function,
        arguments: { curVal: write.value },
        by: write.by,
      } satisfies PointWritePayload,
    })),
  );
}
