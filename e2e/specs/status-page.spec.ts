// The public status page (issue 17 item 6) in Chromium against the built server with the demo
// data, without a session: /status/cps lists the Demo Portfolio's sites in a table whose first row
// names the columns and whose third column is coloured by each site's status, with each site's
// 90-day history; at phone width nothing but the table scrolls sideways; the page asks the server
// again after 300000 ms (the page's clock faked); and an unknown slug goes to /.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_HISTORY_DAYS, STATUS_PAGE_REFRESH_MS } from '@airboard/shared/rules';
import { demoProjects } from '../../apps/server/src/db/seed/demo-layout';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { bothWidths } from '../support/monitoring';

const demoSites = demoProjects
  .find((project) => project.statusSlug === 'cps')!
  .sites.map((site) => site.name)
  .sort();
const COLUMNS = ['Site', 'Status', 'Data freshness', 'Active alerts', 'Last reading'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Counts the page's status calls. Routing also turns the page's HTTP cache off, so each call the
 * page makes reaches the server (which may answer it from its own cache).
 */
async function countStatusCalls(page: Page, slug: string): Promise<{ count: number }> {
  const calls = { count: 0 };
  await page.route(`**/api/status/${slug}`, async (route) => {
    calls.count += 1;
    await route.continue();
  });
  return calls;
}

describe.each(bothWidths)('the demo status page (%s)', (width, viewport) => {
  it('lists the demo sites with coloured status cells and their history', async () => {
    const page = await newPage(browser, viewport);
    await page.goto('/status/cps');
    const table = page.getByRole('table', { name: 'Site status' });
    await table.waitFor();

    const rows = table.getByRole('row');
    expect(await rows.first().getByRole('columnheader').allInnerTexts()).toEqual(COLUMNS);
    // Other specs on this server may have onboarded more sites into the demo project.
    const listed = await table.getByRole('rowheader').allInnerTexts();
    expect(listed).toEqual(expect.arrayContaining(demoSites));

    // The third column's cells are coloured, one colour per status.
    const thirdColumn = rows.locator('td:nth-of-type(2)');
    expect(await thirdColumn.count()).toBe(listed.length);
    const cells = await page.evaluate<[string, string][]>(
      `[...document.querySelectorAll('tbody tr td:nth-of-type(2)')]
         .map((cell) => [cell.dataset.status, getComputedStyle(cell).backgroundColor])`,
    );
    const colours = new Map<string, string>();
    for (const [status, colour] of cells) {
      expect(['operational', 'degraded', 'offline']).toContain(status);
      expect(colour).not.toBe('rgba(0, 0, 0, 0)');
      expect(colours.get(status) ?? colour, status).toBe(colour);
      colours.set(status, colour);
    }
    expect(new Set(colours.values()).size).toBe(colours.size);

    for (const site of demoSites) {
      const history = page.getByRole('region', { name: `${site}, last 90 days` });
      expect(await history.getByRole('listitem').count()).toBe(STATUS_HISTORY_DAYS);
      expect(await history.getByText(/of hours with fresh data over 90 days/).count()).toBe(1);
    }
    // Nothing but the table scrolls sideways, at phone width too.
    expect(
      await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
    ).toBe(true);
    await screenshot(page, `status-page-${width}`);
    await page.context().close();
  });
});

describe('refresh and failure', () => {
  it('asks the server again every 300000 ms', async () => {
    const page = await newPage(browser);
    const calls = await countStatusCalls(page, 'cps');
    await page.clock.install();
    await page.goto('/status/cps');
    await page.getByRole('table', { name: 'Site status' }).waitFor();
    expect(calls.count).toBe(1);

    await page.clock.fastForward(STATUS_PAGE_REFRESH_MS - 5_000);
    expect(calls.count).toBe(1);
    await page.clock.fastForward(5_000);
    await expect.poll(() => calls.count).toBe(2);
    await page.getByRole('table', { name: 'Site status' }).waitFor();
    await page.context().close();
  });

  it('goes to / for an unknown slug (and from there a visitor to sign-in)', async () => {
    const page = await newPage(browser);
    const calls = await countStatusCalls(page, 'no-such-page');
    await page.goto('/status/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('from')).toBe('/');
    // The server was asked (the client retries a failed GET a few times), then no more.
    const asked = calls.count;
    expect(asked).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(calls.count).toBe(asked);
    await page.context().close();
  });
});
