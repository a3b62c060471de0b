/**
 * Per-address request limits on the public account calls that send e-mail, look an address up or
 * redeem a code (reset e-mail, signup, verify, token sign-in), through @fastify/rate-limit: a
 * route opts in with `config: { rateLimit: accountRequestLimit }`; all of them share one budget
 * per client address (LOGIN_MAX_FAILURES_PER_IP requests in the throttle's 15-minute window).
 * The counts live in the database (auth/attempt-counters.ts), so they hold across processes and
 * concurrent requests, on PGlite and PostgreSQL alike. Password checks have their own throttle
 * (auth/throttle.ts), which needs the account as well as the address. See decision 012. The
 * public kit and device onboarding calls count in the same store under budgets of their own
 * (modules/kit-onboarding/onboarding-rate-limits.ts).
 */
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect';
import { countAttempt } from '../auth/attempt-counters';
import { THROTTLE_WINDOW_MS, tooManyAttempts } from '../auth/throttle';

/** The route option of a rate-limited account call. */
export const accountRequestLimit: RateLimitOptions = { groupId: 'account-requests' };

/** A @fastify/rate-limit store on the attempt counters; every route shares the same keys. */
function databaseStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const counted = `requests:${key}`;
      countAttempt(db, [counted], timeWindow).then((counts) => {
        const count = counts.get(counted);
        callback(null, { current: count?.count ?? 1, ttl: count?.remainingMs ?? timeWindow });
      }, callback);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

export async function registerAccountRateLimit(
  app: FastifyInstance,
  db: Database,
  perIp: number,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: perIp,
    timeWindow: THROTTLE_WINDOW_MS,
    store: databaseStore(db),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}
