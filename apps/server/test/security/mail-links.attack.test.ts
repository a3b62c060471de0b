/**
 * Finding 2, poisoned links in e-mails: a reset requested with a Host header that names another
 * origin after the brand's host (`127.0.0.1:4300@evil.example`) must mail a link on PUBLIC_URL.
 */
import { expect, it } from 'vitest';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

it.each(['127.0.0.1:4300@evil.example', 'localhost:@evil.example'])(
  'a reset requested with Host %s mails a link to the server itself',
  async (host) => {
    // fetch() will not send a forged Host header; node:http will.
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/users/reset-password-email',
          headers: { host, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: 'user@example.com' }));
    });
    expect(status).toBe(200);
    const mail = await server.mailbox.waitFor(/resetPasswordToken=/, 10_000);
    const link = /(https?:\/\/[^\s"<]+\?resetPasswordToken=[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
    expect(new URL(link.replaceAll('&amp;', '&')).origin).toBe(server.baseUrl);
    server.mailbox.messages.length = 0;
  },
);

it('the harness signs a demo account in', async () => {
  const token = (await server.signIn('user@example.com')).token;
  const res = await server.api('/locals', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
});
