// A point write (spec 000 §4, §7): POST the measurement's writable endpoint with the function and
// value, then wait for the job to complete or fail: pushed by the tab's live stream (issue 20) when
// it is open, else by polling GET /api/jobs/{jobId} every 400 ms. Shared by the site pages and
// dashboards.
import {
  IDEMPOTENCY_KEY_HEADER,
  jobResponse,
  runFunctionResponse,
  type JobEvent,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { WRITE_JOB_POLL_MS, type WritableValue } from '@airboard/shared/rules';
import type { QueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '../../lib/api-client';
import { jobQueryKey } from '../../lib/live-stream/cache-merge';
import { holdLiveTopics, isLiveFor, liveStreamOf } from '../../lib/live-stream/live-topics';

export type PointWrite = { endpoint: string; functionName: string; value: WritableValue };

export class PointWriteError extends Error {}

/** The job's state once it completed or failed (pushed or polled); nothing while it runs. */
type FinishedJob = Pick<JobEvent, 'objectId' | 'status' | 'errorMessage' | 'completedAt'>;

const finished = (job: FinishedJob | undefined): job is FinishedJob =>
  job?.status === 'completed' || job?.status === 'failed';

/**
 * Waits WRITE_JOB_POLL_MS, or less when the job's pushed state changes or the stream begins
 * carrying the job first.
 */
function nextLook(queryClient: QueryClient, jobId: string, topic: string): Promise<void> {
  const stream = liveStreamOf(queryClient);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unwatchStream();
      unwatchJob();
      resolve();
    };
    const timer = setTimeout(done, WRITE_JOB_POLL_MS);
    const unwatchStream = stream.subscribe(() => {
      if (isLiveFor(stream.status(), [topic])) {
        done();
      }
    });
    const key = JSON.stringify(jobQueryKey(jobId));
    const unwatchJob = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === key) {
        done();
      }
    });
  });
}

/**
 * The job once finished. While the stream carries the job's topic, its state is pushed; one GET
 * per opened stream covers a job that finished before the stream carried it. Otherwise it polls.
 */
async function waitForJob(queryClient: QueryClient, jobId: string): Promise<FinishedJob> {
  const topic = `job:${jobId}`;
  const stream = liveStreamOf(queryClient);
  const release = holdLiveTopics(queryClient, [topic]);
  let lookedOnConnection = -1;
  try {
    for (;;) {
      await nextLook(queryClient, jobId, topic);
      const pushed = queryClient.getQueryData<JobEvent>(jobQueryKey(jobId));
      if (finished(pushed)) {
        return pushed;
      }
      const status = stream.status();
      const live = isLiveFor(status, [topic]);
      if (!live || status.connection !== lookedOnConnection) {
        lookedOnConnection = live ? status.connection : -1;
        const { results: job } = await api.get(`/api/jobs/${encodeURIComponent(jobId)}`, {
          schema: jobResponse,
        });
        if (finished(job)) {
          return job;
        }
      }
    }
  } finally {
    release();
    queryClient.removeQueries({ queryKey: jobQueryKey(jobId), exact: true });
  }
}

/** Resolves with the finished job; rejects with the job's errorMessage or 'Point write failed'. */
export async function runPointWrite(
  write: PointWrite,
  queryClient: QueryClient,
): Promise<FinishedJob> {
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
  const job = await waitForJob(queryClient, jobId);
  if (job.status === 'failed') {
    throw new PointWriteError(job.errorMessage ?? messages.pointWriteFailed);
  }
  return job;
}
