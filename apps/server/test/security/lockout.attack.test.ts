/**
 * Finding 5, anyone can lock an account: failures from one address must not block the right
 * password from another address that has no failures on the account. The attacker and the owner
 * connect from two loopback addresses (127.0.0.2 and 127.0.0.3), which the server sees as two
 * clients.
 */
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-layout';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

/** POST /users/projectsWithAuth from a given local address; the status and body. */
function projectsWithAuth(localAddress: string, password: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress,
        method: 'POST',
        path: '/users/projectsWithAuth',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ username: 'admin@example.com', password }));
  });
}

it('the right password from a fresh address signs in after another address made 12 failures', async () => {
  for (let i = 0; i < 12; i += 1) {
    await projectsWithAuth('127.0.0.2', 'guess-number-' + String(i));
  }
  expect((await projectsWithAuth('127.0.0.2', DEMO_PASSWORD)).status).toBe(429);
  const owner = await projectsWithAuth('127.0.0.3', DEMO_PASSWORD);
  expect(owner.status).toBe(200);
  expect((JSON.parse(owner.body) as { projects: unknown[] }).projects.length).toBeGreaterThan(0);
});
