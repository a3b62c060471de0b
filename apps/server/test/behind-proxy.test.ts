/**
 * Behind nginx (issue 20, docs/deploy.md): every request arrives from the proxy, so with
 * TRUST_PROXY naming it the client address the sign-in throttle counts is the one the proxy
 * forwards in X-Forwarded-For — one client's failures do not lock out the others — while a client
 * that is not the proxy cannot choose its address by sending the header itself.
 */
import { describe, expect, it } from 'vitest';
import { post } from './fixtures/accounts';
import { useTestApp } from './fixtures/hooks';

const t = useTestApp({
  config: {
    TRUST_PROXY: '127.0.0.1',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: 100,
    LOGIN_MAX_FAILURES_PER_IP: 2,
  },
});

/** A wrong password for `username` from `remoteAddress`, forwarding `client` as the proxy would. */
const failFrom = (remoteAddress: string, client: string, username: string) =>
  post(t.app, '/users/projectsWithAuth', { username, password: 'wrong-password' }, undefined, {
    remoteAddress,
    headers: { 'x-forwarded-for': client },
  });

describe('TRUST_PROXY', () => {
  it('counts failed sign-ins per forwarded client address', async () => {
    for (const n of [1, 2]) {
      expect((await failFrom('127.0.0.1', '203.0.113.1', `a${n}@example.test`)).statusCode).toBe(
        401,
      );
    }
    expect((await failFrom('127.0.0.1', '203.0.113.1', 'a3@example.test')).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out.
    expect((await failFrom('127.0.0.1', '203.0.113.2', 'a3@example.test')).statusCode).toBe(401);
  });

  it('ignores the header from an address that is not the proxy', async () => {
    for (const n of [1, 2]) {
      await failFrom('198.51.100.7', `192.0.2.${n}`, `b${n}@example.test`);
    }
    expect((await failFrom('198.51.100.7', '192.0.2.3', 'b3@example.test')).statusCode).toBe(429);
  });
});
