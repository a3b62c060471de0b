/**
 * `npm start` builds the server's render of first screens after the server is up (decision 023):
 * until the build is there pages are drawn by the app, and the server uses it once it appears.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { createProject, createSession, createUser } from './fixtures/factories';
import { useTestApp } from './fixtures/hooks';

/** Stands in for apps/web/dist-first-screen/render.js (see first-screen.test.ts). */
const STAND_IN_RENDERER = `
export async function renderFirstScreen({ answer }) {
  const locals = await answer('/locals');
  return locals.status === 200
    ? { html: '<h1>' + JSON.parse(locals.body).project.name + '</h1>', title: null, answers: {} }
    : null;
}
`;

let webRoot: string;

beforeAll(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-late-build-'));
  const dist = path.join(webRoot, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Airboard</title></head><body><div id="root"></div>' +
      '<script type="module" crossorigin src="/assets/app-1.js"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, '.vite', 'first-screen-preloads.json'),
    JSON.stringify({ screens: [{ paths: ['/'], files: ['/assets/home-1.js'] }] }),
  );
});
afterAll(() => {
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const t = useTestApp(
  () => ({ webDist: path.join(webRoot, 'dist'), config: { FIRST_SCREEN_TIMEOUT_MS: 3_000 } }),
  async (db) => {
    const project = await createProject(db, { name: 'Late Portfolio' });
    const user = await createUser(db, { projectIds: [project.id] });
    return { token: await createSession(db, user.id, project.id) };
  },
);

const home = () =>
  t.app.inject({
    method: 'GET',
    url: '/',
    headers: { accept: 'text/html', cookie: `airboard_signed_in=1; ${SESSION_COOKIE}=${t.token}` },
  });

describe('the render of first screens, built after the server started', () => {
  it('leaves pages to the app until it is there, and is used from then on', async () => {
    const before = await home();
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('data-first-screen');

    fs.mkdirSync(path.join(webRoot, 'dist-first-screen'));
    fs.writeFileSync(path.join(webRoot, 'dist-first-screen', 'render.js'), STAND_IN_RENDERER);

    const after = await home();
    expect(after.body).toContain('<div data-first-screen inert><h1>Late Portfolio</h1></div>');
  });
});
