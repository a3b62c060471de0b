/**
 * A signed-in browser's first screen, rendered by the server (decision 023): the session's cookie
 * that /locals sets and /logout clears, and the page the server sends with the screen in it. The
 * web app's server build is stood in for by a small renderer (below) that asks the API as the
 * screens do and draws what it is told; the real one is tested in the browser
 * (e2e/specs/first-screen.spec.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { createProject, createSession, createUser } from './fixtures/factories';
import { useTestApp } from './fixtures/hooks';
import { bearer } from './fixtures/monitoring';

/**
 * Stands in for apps/web/dist-first-screen/render.js: draws the session's project from /locals and
 * the width it is laid out at, and says what another asked path answered. A page of /slow never
 * finishes.
 */
const STAND_IN_RENDERER = `
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderFirstScreen({ url, mediaWidth, answer }) {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/slow') {
    return new Promise(() => undefined);
  }
  const locals = await answer('/locals');
  if (locals.status !== 200) {
    return null;
  }
  const body = JSON.parse(locals.body);
  const asked = searchParams.get('ask');
  const other = asked ? await answer(asked) : null;
  return {
    html: '<h1>' + escape(body.project.name) + '</h1><p>' + mediaWidth + '</p>' +
      (other ? '<p id="other">' + other.status + '</p>' : ''),
    title: escape(body.project.name) + ' · Airboard',
    answers: { '/locals': body },
  };
}
`;

const INDEX =
  '<!doctype html><html><head><title>Airboard</title></head><body><div id="root"></div>' +
  '<script type="module" crossorigin src="/assets/app-1.js"></script></body></html>';

let webRoot: string;

beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-first-screen-'));
  const dist = path.join(webRoot, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(
    path.join(dist, '.vite', 'first-screen-preloads.json'),
    JSON.stringify({
      screens: [
        { paths: ['/', '/slow'], files: ['/assets/home-1.js'] },
        { paths: ['/projects/:projectId/sites/:siteId'], files: ['/assets/site-2.js'] },
      ],
    }),
  );
  fs.mkdirSync(path.join(webRoot, 'dist-first-screen'));
  fs.writeFileSync(path.join(webRoot, 'dist-first-screen', 'render.js'), STAND_IN_RENDERER);
});
afterAll(() => {
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const t = useTestApp(
  () => ({
    webDist: path.join(webRoot, 'dist'),
    config: { TRUST_PROXY: '127.0.0.1', FIRST_SCREEN_TIMEOUT_MS: 3_000 },
  }),
  async (db) => {
    const project = await createProject(db, { name: 'North </script><script>alert(1)</script>' });
    const other = await createProject(db, { name: 'Other Portfolio' });
    const user = await createUser(db, { projectIds: [project.id] });
    const outsider = await createUser(db, { projectIds: [other.id], email: 'out@example.com' });
    return {
      token: await createSession(db, user.id, project.id),
      outsiderToken: await createSession(db, outsider.id, other.id),
    };
  },
);

const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers, ...(cookie ? { cookie } : {}) },
  });
const signedIn = (token: string) => `airboard_signed_in=1; ${SESSION_COOKIE}=${token}`;
const rendered = (body: string) =>
  /<div data-first-screen inert>([\s\S]*?)<\/div><\/div><script/.exec(body)?.[1];
const answersOf = (body: string): unknown =>
  JSON.parse(
    /<script type="application\/json" id="first-screen-answers">([^<]*)<\/script>/.exec(
      body,
    )?.[1] ?? 'null',
  );

describe("the session's cookie", () => {
  it('is set by GET /locals to the bearer token: HttpOnly, SameSite=Strict, for the session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/locals', headers: bearer(t.token) });

    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBe(
      `${SESSION_COOKIE}=${t.token}; Path=/; Max-Age=1209600; HttpOnly; SameSite=Strict`,
    );
  });

  it('is Secure when the request came over https (through the proxy)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/locals',
      headers: { ...bearer(t.token), 'x-forwarded-proto': 'https' },
    });

    expect(res.headers['set-cookie']).toMatch(/; Secure$/);
  });

  it('is not set without a session, and is cleared by /logout', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/locals' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['set-cookie']).toBeUndefined();

    const user = await createUser(t.db, { email: 'leaving@example.com' });
    const token = await createSession(t.db, user.id);
    const out = await t.app.inject({
      method: 'GET',
      url: '/logout',
      headers: { ...bearer(token), accept: 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toBe(
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`,
    );
  });
});

describe('a first screen rendered by the server', () => {
  it("comes in the page, inert, with its title and its answers, for this browser's eyes only", async () => {
    const res = await page('/', signedIn(t.token));

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    expect(rendered(res.body)).toBe(
      '<h1>North &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</h1><p>1280</p>',
    );
    expect(res.body).toContain(
      '<title>North &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; · Airboard</title>',
    );
    // The app and the screen's files download once the page has been painted.
    expect(res.body).toContain(
      '<script defer src="/first-screen-start.js" data-app="/assets/app-1.js" data-preload="/assets/home-1.js"></script>',
    );
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('<script type="module"');
    // The answers cannot end their script element: the project's name arrives whole.
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(answersOf(res.body)).toMatchObject({
      '/locals': { project: { name: 'North </script><script>alert(1)</script>' } },
    });
  });

  it("is the other project's user's own project for that user", async () => {
    const res = await page('/', signedIn(t.outsiderToken));

    expect(rendered(res.body)).toBe('<h1>Other Portfolio</h1><p>1280</p>');
    expect(res.body).not.toContain('North');
  });

  it("is laid out at the window's width the app said, else a phone's for a phone", async () => {
    const said = await page('/', `${signedIn(t.token)}; airboard_width=768`);
    const byHint = await page('/', signedIn(t.token), { 'sec-ch-ua-mobile': '?1' });
    const byAgent = await page('/', signedIn(t.token), {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
    });
    const nonsense = await page('/', `${signedIn(t.token)}; airboard_width=99999`);

    expect(rendered(said.body)).toContain('<p>768</p>');
    expect(rendered(byHint.body)).toContain('<p>390</p>');
    expect(rendered(byAgent.body)).toContain('<p>390</p>');
    expect(rendered(nonsense.body)).toContain('<p>1280</p>');
  });

  it('asks the API only: any other path is refused', async () => {
    const api = await page('/?ask=%2Fapi%2Fhealth', signedIn(t.token));
    const file = await page('/?ask=%2Findex.html', signedIn(t.token));

    expect(rendered(api.body)).toContain('<p id="other">200</p>');
    expect(rendered(file.body)).toContain('<p id="other">404</p>');
  });

  it('is not rendered without the cookie, with a session that has ended, or off a first screen', async () => {
    const user = await createUser(t.db, { email: 'gone@example.com' });
    const ended = await createSession(t.db, user.id);
    await t.app.inject({
      method: 'GET',
      url: '/logout',
      headers: { ...bearer(ended), accept: 'application/json' },
    });

    for (const [url, cookie] of [
      ['/', 'airboard_signed_in=1'],
      ['/', signedIn(ended)],
      ['/', `airboard_signed_in=1; ${SESSION_COOKIE}=not a token`],
      ['/settings', signedIn(t.token)],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.body, `${url} ${cookie}`).not.toContain('data-first-screen');
      expect(res.body, `${url} ${cookie}`).not.toContain('first-screen-answers');
    }
  });

  it('gives way to the app when it is not done in time', async () => {
    const started = Date.now();
    const res = await page('/slow', signedIn(t.token));

    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-first-screen');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
  });
});
