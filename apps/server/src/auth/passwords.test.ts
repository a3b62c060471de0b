/**
 * Password storage (security requirement 7): argon2id with at least 19 MiB, t=2, p=1, and the
 * whole password as typed — no truncation (bcrypt's 72 bytes) and no case folding.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id with m ≥ 19 MiB, t = 2, p = 1', async () => {
    const hash = await hashPassword('correct horse');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(match).not.toBeNull();
    const [, memory, time, parallelism] = match!.map(Number);
    expect(memory).toBeGreaterThanOrEqual(19_456);
    expect(time).toBe(2);
    expect(parallelism).toBe(1);
  });

  it('cover the whole password: a long one differs from its prefix in its last character', async () => {
    const long = `${'a'.repeat(100)}b`;
    const hash = await hashPassword(long);
    expect(await verifyPassword(hash, long)).toBe(true);
    expect(await verifyPassword(hash, 'a'.repeat(100))).toBe(false);
    expect(await verifyPassword(hash, `${'a'.repeat(100)}c`)).toBe(false);
  });

  it('are case-sensitive and keep non-ASCII characters', async () => {
    const hash = await hashPassword('Grüße-Paßwort');
    expect(await verifyPassword(hash, 'Grüße-Paßwort')).toBe(true);
    expect(await verifyPassword(hash, 'grüße-paßwort')).toBe(false);
    expect(await verifyPassword(hash, 'Grusse-Passwort')).toBe(false);
  });

  it('refuse a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
