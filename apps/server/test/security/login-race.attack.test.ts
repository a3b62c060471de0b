/**
 * Finding 4, the login throttle raced by concurrency: 100 parallel wrong passwords for one
 * account must reach the password check at most LOGIN_MAX_FAILURES_PER_ACCOUNT (10) times; the
 * rest are answered 429 with Retry-After before any hashing.
 */
import { expect, it } from 'vitest';
import { useBuiltServer } from './built-server';

// The server reads all 100 at once (the database has its own thread): the race tests the throttle,
// so the database queue must not turn some away with 503 first (decision 011).
const server = useBuiltServer({ DB_MAX_QUEUED: '1000' });

it('100 parallel wrong passwords: at most 10 are checked (401), the rest get 429', async () => {
  const answers = await Promise.all(
    Array.from({ length: 100 }, () =>
      server.api('/users/projectsWithAuth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'user@example.com', password: 'not-the-password' }),
      }),
    ),
  );
  const statuses = answers.map((res) => res.status);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 429).length).toBe(
    100,
  );
  const refused = answers.find((res) => res.status === 429);
  expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused?.json()).toMatchObject({
    errorMessage: 'Too many attempts. Please try again later.',
  });
});
