// A signed-in browser's index.html for home, a site page, the dashboards and a kiosk of a site
// names that screen's files, so they download with the app instead of after it has run (issue
// 18's LCP; apps/web/first-screen-preloads.ts lists them, apps/server/src/plugins/
// first-screen-preloads.ts names them). Checked against what the screen really loads: each named
// file is one the screen needs, and nothing its first screen needs is left out. A signed-out
// visitor of / gets index.html as built. A page whose first screen the server rendered (decision
// 023) names the same files to its start script instead.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SITE } from '../support/app-routes';
import { launchBrowser } from '../support/browser';
import { apiGet, monitorAs, openSite, withoutFirstScreen } from '../support/monitoring';

/** The module scripts an index.html names: its entry and the files preloaded with it. */
const scriptsNamed = (html: string) =>
  new Set(
    [
      ...html.matchAll(
        /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g,
      ),
    ].map((m) => m[1]!),
  );

/** The scripts a page with a rendered first screen names to its start script: entry, preloads. */
const scriptsStarted = (html: string) => {
  const [, app = '', preload = ''] = /data-app="([^"]+)" data-preload="([^"]*)"/.exec(html) ?? [];
  return new Set([app, ...preload.split(' ')].filter((file) => file !== ''));
};

describe('first-screen preloads', () => {
  let browser: Browser;
  let page: Page;
  let plainIndex: Set<string>;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await monitorAs(browser, 'user@example.com');
    // As a browser without the signed-in hint gets it.
    plainIndex = scriptsNamed(await (await fetch(`${inject('baseUrl')}/`)).text());
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * The scripts a load of `path` asks for until its first screen shows (and those of them asked
   * for before the page's load event: after it the app fetches what it may need once the server
   * has gone, such as its dialogs, which no first screen waits for), and its index.html's named
   * scripts. `hinted`: with the signed-in hint (the app sets it again as it starts).
   */
  async function load(path: string, ready: (p: Page) => Promise<void>, hinted: boolean) {
    if (!hinted) {
      await page.context().clearCookies();
    }
    // The page as the app draws it: the server renders none (the app's start sets the cookie again).
    await withoutFirstScreen(page);
    const fresh = await page.context().newPage();
    const asked: { file: string; at: number }[] = [];
    fresh.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
        asked.push({ file: pathname, at: Date.now() });
      }
    });
    const response = await fresh.goto(path);
    const named = scriptsNamed(await response!.text());
    await ready(fresh);
    // When the load event came (epoch ms), or never yet: null.
    const loadedAt = await fresh.evaluate<number | null>(
      "(() => { const start = performance.getEntriesByType('navigation')[0].loadEventStart; return start > 0 ? performance.timeOrigin + start : null; })()",
    );
    const beforeLoad = asked.filter(({ at }) => loadedAt === null || at < loadedAt);
    await fresh.close();
    return {
      named,
      asked: new Set(asked.map(({ file }) => file)),
      beforeLoad: new Set(beforeLoad.map(({ file }) => file)),
    };
  }

  async function check(path: string, ready: (p: Page) => Promise<void>) {
    // What the screen needs: asked for by a load whose index.html named nothing but the entry.
    const needed = await load(path, ready, false);
    expect(needed.named).toEqual(plainIndex);
    const preloaded = await load(path, ready, true);
    const screenFiles = [...preloaded.named].filter((file) => !plainIndex.has(file));
    expect(screenFiles.length, 'files named for the screen').toBeGreaterThan(3);
    // Each named file is one the screen loads…
    expect(screenFiles.filter((file) => !needed.asked.has(file))).toEqual([]);
    // …and everything it asked for before the page had loaded is named.
    expect([...needed.beforeLoad].filter((file) => !preloaded.named.has(file))).toEqual([]);
    // With the session's cookie (set again as the app starts signed in and asks for the session:
    // home does, a kiosk does not), the page comes with its first screen and names the same
    // files to start once it is painted.
    await page.goto('/');
    await page.getByRole('list', { name: 'Sites' }).waitFor();
    const rendered = await (await page.context().request.get(path)).text();
    expect(rendered).toContain('data-first-screen');
    expect(scriptsStarted(rendered)).toEqual(preloaded.named);
  }

  it('names home’s files for a signed-in browser, and nothing for a signed-out one', async () => {
    await check('/', (p) =>
      p.getByRole('list', { name: 'Sites' }).getByRole('link').first().waitFor(),
    );
  });

  it('names the dashboards’ files and a signed-in kiosk’s', async () => {
    const { project, sites } = await apiGet<{
      project: { objectId: string };
      sites: { objectId: string; name: string }[];
    }>(page, '/api?slim=true');
    await check(`/projects/${project.objectId}/dashboards`, (p) =>
      p.getByRole('heading', { level: 1, name: 'Dashboards' }).waitFor(),
    );
    const site = sites.find((s) => s.name === DEMO_SITE)!;
    await check(`/kiosk?siteId=${site.objectId}`, (p) =>
      p.getByRole('heading', { level: 1, name: DEMO_SITE }).waitFor(),
    );
  });

  it('names a site page’s files', async () => {
    await page.goto('/');
    await openSite(page, DEMO_SITE);
    await check(new URL(page.url()).pathname, (p) =>
      p.getByRole('heading', { level: 1, name: DEMO_SITE }).waitFor(),
    );
  });
});
