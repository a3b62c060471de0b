// A point write (spec 000 §4, §7): POST the measurement's writable endpoint with the function and
// value, then poll GET /api/jobs/{jobId} every 400 ms until the job completes or fails. Shared by
// the site pages and dashboards.
import { jobResponse, runFunctionResponse, type JobResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { WRITE_JOB_POLL_MS, type WritableValue } from '@airboard/shared/rules';
import { api } from '../../lib/api-client';

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
      { schema: runFunctionResponse },
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
