/** The server's shared behaviour: health, errors, validation, security headers, the SPA fallback. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createProject, createSession, createUser } from './fixtures/factories';
import { useTestApp } from './fixtures/hooks';
import { bearer } from './fixtures/monitoring';

let webDist: string;

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Airboard</title></head><body><div id="root"></div></body></html>',
  );
  // What the web build lists for its first screens (apps/web/first-screen-preloads.ts).
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(
    path.join(webDist, '.vite', 'first-screen-preloads.json'),
    JSON.stringify({
      screens: [
        { paths: ['/'], files: ['/assets/home-1.js', '/assets/navigation-2.js'] },
        {
          paths: [
            '/projects/:projectId/sites/:siteId',
            '/projects/:projectId/sites/:siteId/zones/:zoneId',
          ],
          files: ['/assets/site-3.js', '/assets/navigation-2.js'],
        },
      ],
    }),
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
});
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
});

// Built on the folder above, started once the test routes below are added.
const t = useTestApp(() => ({ ready: false, webDist }));

beforeAll(async () => {
  // Routes that exist only in this test, to reach the error handler's branches.
  const typed = t.app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/test/boom', { config: { public: true } }, () => {
    throw new Error('relation "secret_table" does not exist at /srv/t.app.ts:12');
  });
  typed.post(
    '/api/test/echo',
    {
      config: { public: true },
      schema: { body: z.object({ name: z.string().max(5), count: z.number().int() }) },
    },
    (request) => request.body,
  );
  await t.app.ready();
});

describe('GET /api/health', () => {
  it('reports the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404, signed in or not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ errorMessage: 'Route GET /api/does-not-exist not found' });
  });

  it('names the field and the problem in a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'too long', count: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const { errorMessage } = res.json<{ errorMessage: string }>();
    expect(errorMessage).toContain('body.name');
    expect(errorMessage).toContain('body.count');
  });

  it('rejects malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('errorMessage');
  });

  it('refuses a body over the limit with a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), count: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('errorMessage');
  });

  it('hides stack traces and SQL in a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errorMessage: 'Internal Server Error' });
    expect(res.body).not.toContain('secret_table');
  });
});

describe('security headers', () => {
  it('sends a content security policy and no-sniff on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends Strict-Transport-Security only over https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('caching of private answers', () => {
  it('marks every signed-in API answer no-store', async () => {
    const project = await createProject(t.db);
    const user = await createUser(t.db, { projectIds: [project.id] });
    const token = await createSession(t.db, user.id, project.id);
    for (const url of ['/api/pointtypes', '/locals', '/api/does-not-exist']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the web app its own caching', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/projects/p1' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('the single-page app', () => {
  it('serves index.html for deep links so they survive a reload', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/projects/p1/sites/s1?period=week' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("names the first screen's files in a signed-in browser's index.html, and only there", async () => {
    const page = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const signedIn = 'theme=dark; airboard_signed_in=1';

    const home = await page('/', signedIn);
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toContain('cookie');
    expect(preloads(home.body)).toEqual(['/assets/home-1.js', '/assets/navigation-2.js']);
    expect(home.body).toMatch(/modulepreload[^<]*><\/head>/);
    for (const url of ['/projects/p1/sites/s1?period=week', '/projects/p1/sites/s1/zones/z1/']) {
      expect(preloads((await page(url, signedIn)).body), url).toEqual([
        '/assets/site-3.js',
        '/assets/navigation-2.js',
      ]);
    }
    // Signed out, another screen, a hint not set: index.html as built.
    for (const [url, cookie] of [
      ['/', undefined],
      ['/', 'airboard_signed_in=0'],
      ['/settings', signedIn],
      ['/projects/p1/sites/s1/reports', signedIn],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(preloads(res.body), `${url} ${cookie}`).toEqual([]);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not fall back to the app for API paths or path traversal', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing/here' })).statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(traversal.body).not.toContain('root:');
  });
});

describe('the API documentation', () => {
  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/site']));
  });
});
