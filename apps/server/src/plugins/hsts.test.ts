import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerHstsOverHttps } from './hsts';

it('sends Strict-Transport-Security over https and not over http', async () => {
  // trustProxy lets the test say which protocol the request came over.
  const app = Fastify({ trustProxy: true });
  registerHstsOverHttps(app);
  app.get('/', () => 'ok');
  const overHttps = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.headers['strict-transport-security']).toBe(
    'max-age=31536000; includeSubDomains',
  );
  const overHttp = await app.inject({ url: '/' });
  expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  await app.close();
});
