/**
 * A job as the writable-value editor polls it (spec 000 §7): its status, errorMessage and the
 * value it writes. Only members of the job's project see it.
 */
import { z } from 'zod';
import { messages } from '@airboard/shared';
import type { JobResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { jobStatus } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import { isMember } from '../../plugins/access';

const jobRow = z.object({
  id: z.string(),
  status: z.enum(jobStatus.enumValues),
  project_id: z.string().nullable(),
  payload: z.object({
    function: z.string().optional(),
    arguments: z.object({ curVal: z.unknown() }).partial().optional(),
  }),
  error_message: z.string().nullable(),
  created_at: z.date(),
  completed_at: z.date().nullable(),
});

export async function jobForMember(
  database: DatabaseHandle,
  auth: AuthContext,
  jobId: string,
): Promise<JobResponse['results']> {
  const job = await readJob(database, jobId);
  if (!job?.projectId || !(await isMember(database.db, auth.userId, job.projectId))) {
    throw notFound('Job not found');
  }
  return job.answer;
}

/**
 * A job as GET /api/jobs/{jobId} answers it, with its project (whose members may see it), or null
 * for an unknown job. No access check: the caller makes it (the live stream checked its topics).
 */
export async function readJob(
  database: DatabaseHandle,
  jobId: string,
): Promise<{ projectId: string | null; answer: JobResponse['results'] } | null> {
  const [job] = await database.transaction((query) =>
    query(
      jobRow,
      `SELECT id, status, project_id, payload, error_message, created_at, completed_at FROM jobs WHERE id = $1`,
      [jobId],
    ),
  );
  if (!job) {
    return null;
  }
  const curVal = job.payload.arguments?.curVal;
  return {
    projectId: job.project_id,
    answer: {
      objectId: job.id,
      status: job.status,
      function: job.payload.function ?? null,
      // A failed job always says why; a retry's interim error is not shown while pending.
      errorMessage:
        job.status === 'failed' ? (job.error_message ?? messages.pointWriteFailed) : null,
      arguments: {
        curVal:
          typeof curVal === 'number' || typeof curVal === 'boolean' || typeof curVal === 'string'
            ? curVal
            : null,
      },
      createdAt: job.created_at.toISOString(),
      completedAt: job.completed_at?.toISOString() ?? null,
    },
  };
}
