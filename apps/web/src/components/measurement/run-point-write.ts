// A point write (spec 000 §4, §7): POST the measurement's writable endpoint with the function and
// value, then poll GET /api/jobs/{jobId} every 400 ms until the job completes or fails. Shared by
// the site pages and dashboards.
import {
  IDEMPOTENCY_KEY_HEADER,
  jobResponse,
  runFunctionResponse,
  type JobResponse,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { WRITE_JOB_POLL_MS, type WritableValue } from '@airboard/shared/rules';
import { api, newIdempotencyKey } from '../../lib/api-client';

export type PointWrite = { endpoint: string; functionName: string; value: WritableValue };

export class PointWriteError extends Error {}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the finished job; rejects with the job's errorMessage or 'Point write failed'. */
export async function runPointWrite(write: PointWrite): Promise<JobResponse['results']> {
  let jobId: string;
  try {
    const started = await api.post(
      write.endpoint,
      { function: write.functionName, arguments: { curVal: write.value } },
      // One key per write: if the answer is lost and the client sends it again, it is one write.
      { schema: runFunctionResponse, headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } },
    );
    jobId = started.results.jobId;
  } catch (error) {
    throw new PointWriteError(error instanceof Error ? error.message : messages.pointWriteFailed);
  }
  for (;;) {
    await wait(WRITE_JOB_POLL_MS);
    const { results: job } = await api.get(`/api/jobs/${encodeURIComponent(jobId)}`, {
      schema: jobResponse,
    });
    if (job.status === 'completed') {
      return job;
    }
    if (job.status === 'failed') {
      throw new PointWriteError(job.errorMessage ?? messages.pointWriteFailed);
    }
  }
}
