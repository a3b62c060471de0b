/**
 * Throttling of password checks and account e-mails (security requirement 8), counted in the
 * database (auth/attempt-counters.ts) so it holds under concurrency and across server processes.
 *
 * Policy for a password check (sign-in, a reset token, the current password in Settings), in a
 * 15-minute window that starts at a key's first attempt:
 * - An attempt is reserved BEFORE the password is hashed, by one atomic statement on three keys:
 *   the address (all accounts), the (account, address) pair, and the account (all addresses).
 *   Only attempts within the limits go on to the hash; the rest get 429 with Retry-After and
 *   their reservation is taken back. So N parallel wrong passwords reach the hash at most
 *   `perAccount` times, whatever N is.
 * - A failure keeps its reservation; a success takes it back and forgets the pair's failures.
 * - Limits: `perIp` failures per address; `perAccount` failures per (account, address) pair. One
 *   address cannot lock the account for others (OWASP, Authentication Cheat Sheet: account
 *   lockout): an address without failures on the account can still sign in with the right
 *   password. Against guessing from many addresses, the account also has a ceiling of
 *   ACCOUNT_CEILING_FACTOR × perAccount failures from all addresses; past it, each address gets
 *   one attempt per window on that account (so the owner's right password still goes through).
 * - Unknown accounts are counted exactly like known ones, so a 429 tells nothing about existence.
 *
 * Account e-mails (reset, signup) count every request per address (the e-mail one), which bounds
 * the e-mails one mailbox receives; per client address they are limited by @fastify/rate-limit
 * (plugins/account-rate-limit.ts).
 */
import type { Database } from '../db/connect';
import { HttpError } from '../lib/http-error';
import {
  countAttempt,
  forgetAttempts,
  uncountAttempt,
  type AttemptCount,
} from './attempt-counters';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** The account's ceiling over all addresses, as a multiple of the per-pair limit. */
export const ACCOUNT_CEILING_FACTOR = 10;

export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
}

/** The one answer of every throttle and rate limit: 429, and when to try again. */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  return new HttpError(429, 'Too many attempts. Please try again later.', {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: ThrottleLimits,
  ) {}

  /**
   * Runs one password check for the account from the address, within the limits: throws 429
   * before `check` runs when the attempt is over a limit; otherwise returns what `check` found,
   * counting a null (wrong password, unknown token) as a failure.
   */
  async attempt<T>(account: string, ip: string, check: () => Promise<T | null>): Promise<T | null> {
    const keys = {
      account: `account:${account}`,
      pair: `pair:${ip} ${account}`,
      ip: `ip:${ip}`,
    };
    const counts = await countAttempt(this.db, Object.values(keys), THROTTLE_WINDOW_MS);
    const over = (key: string, limit: number): AttemptCount[] => {
      const count = counts.get(key);
      return count && count.count > limit ? [count] : [];
    };
    const accountCeiling = this.limits.perAccount * ACCOUNT_CEILING_FACTOR;
    const pairLimit = over(keys.account, accountCeiling).length > 0 ? 1 : this.limits.perAccount;
    const blocked = [...over(keys.ip, this.limits.perIp), ...over(keys.pair, pairLimit)];
    if (blocked.length > 0) {
      await uncountAttempt(this.db, Object.values(keys));
      throw tooManyAttempts(Math.max(...blocked.map((b) => b.remainingMs)));
    }
    const found = await check();
    if (found !== null) {
      await uncountAttempt(this.db, [keys.account, keys.ip]);
      await forgetAttempts(this.db, [keys.pair]);
    }
    return found;
  }

  /** For calls where every request counts (an e-mail sent to the address): 429 past the limit. */
  async countRequest(account: string): Promise<void> {
    const key = `mail:${account}`;
    const count = (await countAttempt(this.db, [key], THROTTLE_WINDOW_MS)).get(key);
    if (count && count.count > this.limits.perAccount) {
      throw tooManyAttempts(count.remainingMs);
    }
  }
}
