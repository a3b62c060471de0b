// A signed-in browser's first screen, rendered by the server (decision 023; issue 18's LCP): home,
// a site page, the dashboards and a kiosk of a site arrive painted — readable before any of the
// app's JavaScript has run, and inert until the app has taken over — and the app takes over with
// the page's own answers, without asking the API for them again and without an error. Another project's site is not
// drawn, and signing out ends it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE } from '../support/app-routes';
import { appTookOver, launchBrowser, screenshot } from '../support/browser';
import { apiGet, monitorAs, openSite } from '../support/monitoring';

const phone = { width: 390, height: 844 };

type Named = { objectId: string; name: string };

/** The page's document as the server sent it. */
async function documentOf(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  return (await response?.text()) ?? '';
}

describe('a first screen rendered by the server', () => {
  let browser: Browser;
  let page: Page;
  let sitePath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await monitorAs(browser, 'user@example.com', { viewport: phone });
    await openSite(page, DEMO_SITE);
    sitePath = new URL(page.url()).pathname;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows home and the site page before the app has run, inert', async () => {
    // None of the app's scripts: what shows is the server's alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    try {
      await page.goto('/', { waitUntil: 'commit' });
      const home = page.locator('[data-first-screen]');
      expect(await home.getAttribute('inert')).toBe('');
      await home.getByRole('heading', { level: 1, name: 'Demo Portfolio' }).waitFor();
      expect(await home.getByText(DEMO_SITE).isVisible()).toBe(true);
      expect(await page.title()).toBe('Demo Portfolio · Airboard');
      await screenshot(page, 'first-screen-home-390');

      await page.goto(sitePath, { waitUntil: 'commit' });
      const site = page.locator('[data-first-screen]');
      await site.getByRole('heading', { level: 1, name: DEMO_SITE }).waitFor();
      expect(await site.getByText('Cafeteria').first().isVisible()).toBe(true);
      await screenshot(page, 'first-screen-site-390');
    } finally {
      await page.unroute('**/assets/*.js');
    }
  });

  it('is taken over by the app from its own answers, without an error', async () => {
    const asked: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        failures.push(message.text());
      }
    });
    page.on('pageerror', (error) => failures.push(error.message));

    // Each screen's session and data came with the page: the app did not ask for them again.
    for (const [path, heading, answered] of [
      ['/', 'Demo Portfolio', ['/locals', '/api']],
      [sitePath, DEMO_SITE, ['/locals', '/api/site', '/api/zones']],
    ] as const) {
      asked.length = 0;
      const document = await documentOf(page, path);
      expect(document).toContain('<div data-first-screen inert>');
      expect(document).toContain(`>${heading}</h1>`);
      await appTookOver(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(asked.filter((p) => (answered as readonly string[]).includes(p))).toEqual([]);
    }
    // The app works as usual from there: a zone opens from the site page.
    await page.getByRole('region', { name: 'Zones' }).getByRole('link').first().click();
    await page.waitForURL(/\/zones\//);
    expect(failures).toEqual([]);
  });

  it('shows the dashboards and a signed-in kiosk too, and the app takes them over', async () => {
    const { project, sites } = await apiGet<{ project: Named; sites: Named[] }>(
      page,
      '/api?slim=true',
    );
    const site = sites.find((s) => s.name === DEMO_SITE)!;
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    for (const [path, heading, answered] of [
      [
        `/projects/${project.objectId}/dashboards`,
        'Dashboards',
        [`/api/projects/${project.objectId}/dashboards`],
      ],
      [`/kiosk?siteId=${site.objectId}`, DEMO_SITE, ['/api/site', '/api/measurements']],
    ] as const) {
      // Painted before any of the app's scripts has run, inert.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(path, { waitUntil: 'commit' });
      const screen = page.locator('[data-first-screen]');
      await screen.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await screen.getAttribute('inert')).toBe('');
      await page.unroute('**/assets/*.js');
      // Taken over from the page's answers, the data not asked for again.
      asked.length = 0;
      expect(await documentOf(page, path)).toContain(`>${heading}</h1>`);
      await appTookOver(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(asked.filter((p) => (answered as readonly string[]).includes(p))).toEqual([]);
    }
    // The kiosk's readings are the server's, on the screen the app drew.
    await page
      .getByRole('list', { name: /all readings/ })
      .first()
      .waitFor();
    await screenshot(page, 'first-screen-kiosk-390');
  });

  it("does not draw another project's site", async () => {
    const outsider = await monitorAs(browser, 'other@example.com');
    const [otherSite] = (await apiGet<{ sites: Named[] }>(outsider, '/api?slim=true')).sites;
    await outsider.close();
    const projectId = sitePath.split('/')[2]!;

    const document = await documentOf(page, `/projects/${projectId}/sites/${otherSite!.objectId}`);
    expect(document).not.toContain(otherSite!.name);
    await page.getByRole('heading', { level: 1, name: 'Site not found' }).waitFor();
  });

  it('ends with the session: a signed-out browser gets the sign-in page', async () => {
    const leaving = await monitorAs(browser, 'user@example.com');
    expect(await documentOf(leaving, '/')).toContain('data-first-screen');
    await leaving.goto('/logout');
    await leaving.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();

    const document = await documentOf(leaving, '/');
    expect(document).not.toContain('data-first-screen');
    expect(document).not.toContain('Demo Portfolio');
    await leaving.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await leaving.close();
  });
});
