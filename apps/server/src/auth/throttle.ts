/**
 * Throttling of failed sign-ins, resets and signups (security requirement 8): failures are
 * counted per account and per client address in a sliding window; past the limit the caller gets
 * 429 with Retry-After until the oldest failure leaves the window. Kept in memory: one server
 * process owns the sign-in path, and a restart forgetting counts only loosens, never locks out.
 */
import { HttpError } from '../lib/http-error';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Above this many tracked keys, stale ones are swept, so memory stays bounded under a flood. */
const SWEEP_ABOVE_KEYS = 10_000;

export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
}

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when the account or the address has used up its failures. */
  check(account: string, ip: string): void {
    const wait = Math.max(
      this.waitMs(`a:${account}`, this.limits.perAccount),
      this.waitMs(`i:${ip}`, this.limits.perIp),
    );
    if (wait > 0) {
      throw new HttpError(429, 'Too many attempts. Please try again later.', {
        'retry-after': String(Math.ceil(wait / 1000)),
      });
    }
  }

  /** For calls where every request counts (e-mails sent, lookups): check, then count it. */
  countAttempt(account: string, ip: string): void {
    this.check(account, ip);
    this.recordFailure(account, ip);
  }

  recordFailure(account: string, ip: string): void {
    if (this.failures.size > SWEEP_ABOVE_KEYS) {
      for (const key of [...this.failures.keys()]) {
        this.recent(key);
      }
    }
    for (const key of [`a:${account}`, `i:${ip}`]) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  /** A successful sign-in clears the account's count (not the address's). */
  recordSuccess(account: string): void {
    this.failures.delete(`a:${account}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - THROTTLE_WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) {
      this.failures.delete(key);
    }
    return list;
  }

  private waitMs(key: string, limit: number): number {
    const list = this.recent(key);
    if (list.length < limit) {
      return 0;
    }
    const oldest = list[list.length - limit] ?? this.now();
    return oldest + THROTTLE_WINDOW_MS - this.now();
  }
}
