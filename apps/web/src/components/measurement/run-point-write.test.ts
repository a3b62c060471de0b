// A point write waits for its job: by polling GET /api/jobs/{jobId} while no stream carries it,
// and by the state the stream pushes into the cache as soon as it arrives.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeJob } from '../../lib/live-stream/cache-merge';
import { saveSessionToken } from '../../lib/session-token';
import { fakeApi } from '../../test/monitoring-data';
import { runPointWrite } from './run-point-write';

const write = { endpoint: '/api/points/p1/runFunction', functionName: 'numWrite', value: 21 };
const job = (status: string, errorMessage: string | null = null) => ({
  results: {
    objectId: 'j1',
    status,
    function: 'numWrite',
    errorMessage,
    arguments: { curVal: 21 },
    createdAt: '2026-11-28T07:00:00.000Z',
    completedAt: null,
  },
});

function serve(jobStates: string[]) {
  const looks: string[] = [];
  saveSessionToken('token');
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/api/points/p1/runFunction': {
        body: { successMessage: 'Queued', results: { jobId: 'j1' } },
      },
      '/api/jobs/j1': () => {
        const status = jobStates[Math.min(looks.length, jobStates.length - 1)]!;
        looks.push(status);
        return { body: job(status) };
      },
    }),
  );
  return looks;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runPointWrite', () => {
  it('polls the job while no stream carries it, until it completes', async () => {
    const looks = serve(['pending', 'running', 'completed']);
    const done = await runPointWrite(write, new QueryClient());
    expect(done.status).toBe('completed');
    expect(looks).toEqual(['pending', 'running', 'completed']);
  });

  it('ends with the state the stream pushes, without waiting for the next look', async () => {
    const looks = serve(['running']);
    const queryClient = new QueryClient();
    const writing = runPointWrite(write, queryClient);
    await vi.waitFor(() => expect(looks).toHaveLength(1));
    const started = Date.now();
    mergeJob(queryClient, { ...job('failed', 'Device offline').results, status: 'failed' });
    await expect(writing).rejects.toThrow('Device offline');
    expect(Date.now() - started).toBeLessThan(200);
    expect(looks).toHaveLength(1);
  });
});
