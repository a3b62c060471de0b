/**
 * The public onboarding calls are rate-limited per client address (issue 16, abuse): past the
 * write budget of a window a write is a 429 with Retry-After, whatever link it carries, while
 * other addresses and the reads (a budget of their own) go on.
 */
import { expect, it } from 'vitest';
import { ONBOARDING_LINK_HEADER } from '@airboard/shared/api';
import { PLACEMENT_CHECK_POLL_MS } from '@airboard/shared/rules';
import { newPublicId } from '../../db/ids';
import { useTestApp } from '../../../test/fixtures/hooks';
import {
  ONBOARDING_LIMIT_WINDOW_MS,
  ONBOARDING_READS_PER_WINDOW,
  ONBOARDING_WRITES_PER_WINDOW,
} from './onboarding-rate-limits';

const t = useTestApp();

const write = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sites',
    remoteAddress,
    headers: { [ONBOARDING_LINK_HEADER]: newPublicId() },
    payload: { name: 'Guessed' },
  });

it('answers 429 past the write budget of an address; other addresses and reads go on', async () => {
  const prober = '203.0.113.7';
  for (let i = 0; i < ONBOARDING_WRITES_PER_WINDOW; i++) {
    expect((await write(prober)).statusCode).toBe(404);
  }
  const refused = await write(prober);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  expect((await write('203.0.113.8')).statusCode).toBe(404);
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/kits/${newPublicId()}`,
    remoteAddress: prober,
  });
  expect(read.statusCode).toBe(404);
  expect(read.headers['x-ratelimit-limit']).toBe(String(ONBOARDING_READS_PER_WINDOW));
  // Enough for the placement check's polling of a whole window, and more.
  expect(ONBOARDING_READS_PER_WINDOW).toBeGreaterThan(
    ONBOARDING_LIMIT_WINDOW_MS / PLACEMENT_CHECK_POLL_MS,
  );
});
