/**
 * The public onboarding calls' budgets per client address (issue 16, abuse): counted by
 * @fastify/rate-limit in the same database store as the account calls (plugins/account-rate-limit.ts,
 * decision 012), so they hold across server processes. Reads and writes are two groups, each
 * shared by its routes; past its budget a call answers 429 with Retry-After.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import { PLACEMENT_CHECK_POLL_MS } from '@airboard/shared/rules';

export const ONBOARDING_LIMIT_WINDOW_MS = 15 * 60_000;

/**
 * Reads per address per window: the placement check asks every PLACEMENT_CHECK_POLL_MS for the
 * whole of an hour-long install (300 asks a window) and the wizard reads its kit and devices
 * beside it; four times that lets a crew behind one school's address install kits side by side.
 */
export const ONBOARDING_READS_PER_WINDOW =
  4 * (ONBOARDING_LIMIT_WINDOW_MS / PLACEMENT_CHECK_POLL_MS);

/**
 * Writes per address per window: a site, then a room and an onboarding per sensor, at an
 * installer's pace of a sensor every few minutes; a hundred leaves room for retries and a second
 * installer, and bounds the sites and rooms a leaked link can make.
 */
export const ONBOARDING_WRITES_PER_WINDOW = 100;

export const onboardingReadLimit: RateLimitOptions = {
  groupId: 'onboarding-reads',
  max: ONBOARDING_READS_PER_WINDOW,
  timeWindow: ONBOARDING_LIMIT_WINDOW_MS,
};

export const onboardingWriteLimit: RateLimitOptions = {
  groupId: 'onboarding-writes',
  max: ONBOARDING_WRITES_PER_WINDOW,
  timeWindow: ONBOARDING_LIMIT_WINDOW_MS,
};
