// The point explorer (issue 17 items 4 and 5) against the demo data as the demo admin: a site is
// required before any search; the site with the most points filtered by type and name; page sizes
// (All once more than 100 match); a filter saved, the view reloaded from its address and the saved
// filter applied from a bare page (the address round trip), then deleted; 'No Points Found' for a
// name that matches nothing; and the page at phone width without sideways scrolling.
import type { ExplorerPointType, PointsResponse, SavedQuery } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { apiGet, desktop, phone, useMonitorSession } from '../support/monitoring';

type SlimHome = {
  project: { objectId: string };
  sites: { objectId: string; name: string }[];
};

/** The project, and its site with the most points (the demo's busiest building). */
async function busiestSite(page: Page) {
  const home = await apiGet<SlimHome>(page, '/api?slim=true');
  const totals = await Promise.all(
    home.sites.map(async (site) => {
      const { total } = await apiGet<PointsResponse>(
        page,
        `/api/querypoints/points?siteId=${site.objectId}&limit=1`,
      );
      return { site, total };
    }),
  );
  const busiest = totals.sort((a, b) => b.total - a.total)[0]!;
  return { projectId: home.project.objectId, ...busiest };
}

const rows = (page: Page) => page.getByRole('table', { name: 'Points' }).getByRole('row');

/** Waits until the table shows this many points (its rows below the header row). */
const rowCount = (page: Page, count: number) =>
  expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(count + 1);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the point explorer on a desktop', () => {
  const session = useMonitorSession('admin@example.com', desktop);

  it('needs a site, filters by type and name, and pages by 10 and All', async () => {
    const { page } = session;
    const { projectId, site, total } = await busiestSite(page);
    expect(total, 'the demo site has points').toBeGreaterThan(10);
    await page.goto(`/projects/${projectId}/pointexplorer`);
    await page.getByText(messages.pointSearchNeedsSite, { exact: false }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Zone' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    await choose(page, 'Site', site.name);
    await rows(page).nth(1).waitFor();
    expect(new URL(page.url()).searchParams.get('siteId')).toBe(site.objectId);
    expect(await rows(page).count()).toBe(Math.min(total, 100) + 1);
    await screenshot(page, 'point-explorer-desktop', { fullPage: false });

    // Page sizes: 10, then All when more than 100 points match.
    await choose(page, 'Rows per page:', '10');
    await rowCount(page, 10);
    const allOffered = total > 100;
    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    expect(await page.getByRole('option', { name: 'All' }).count()).toBe(allOffered ? 1 : 0);
    await page.keyboard.press('Escape');
    if (allOffered) {
      await choose(page, 'Rows per page:', 'All');
      await rowCount(page, Math.min(total, 10_000));
      expect(new URL(page.url()).searchParams.get('pageSize')).toBe('all');
    }

    // A point type of the project's, then a name fragment of a point of that type.
    const { results: types } = await apiGet<{ results: ExplorerPointType[] }>(
      page,
      `/api/querypoints/point/types?projectId=${projectId}`,
    );
    const typed = await Promise.all(
      types.map(async (type) => ({
        type,
        page: await apiGet<PointsResponse>(
          page,
          `/api/querypoints/points?siteId=${site.objectId}&pointType=${type.type}&limit=1`,
        ),
      })),
    );
    const used = typed.find((t) => t.page.total > 0)!;
    await choose(page, 'Point Type', used.type.name);
    await rowCount(page, Math.min(used.page.total, allOffered ? 10_000 : 10));
    const pointName = used.page.results[0]!.name;
    // Trimmed as the page trims what is typed ("AHU-1 CO2" gives "ahu-1").
    const fragment = pointName.slice(0, 6).trim().toLowerCase();
    await page.getByRole('searchbox', { name: 'Point name' }).fill(fragment);
    await page.waitForURL((url) => url.searchParams.get('name') === fragment);
    // The table shows the new answer once the debounced search returns: until then the last one.
    await expect
      .poll(async () => {
        const names = await rows(page).getByRole('rowheader').allInnerTexts();
        return names.length > 0 && names.every((name) => name.toLowerCase().includes(fragment));
      })
      .toBe(true);
    await rows(page).filter({ hasText: pointName }).first().waitFor();

    await page.getByRole('searchbox', { name: 'Point name' }).fill('no point is named this');
    await page.getByText(messages.noPointsFound).waitFor();
    await screenshot(page, 'point-explorer-no-points', { fullPage: false });
  });

  it('saves a filter, reloads its view from the address, applies and deletes it', async () => {
    const { page } = session;
    const { projectId, site } = await busiestSite(page);
    const view = `/projects/${projectId}/pointexplorer?siteId=${site.objectId}&alarmStatus=not_active&pageSize=10`;
    await page.goto(view);
    await rows(page).nth(1).waitFor();
    const shown = await rows(page).getByRole('rowheader').allInnerTexts();

    const name = `E2E view ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'Save filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save filter' });
    await dialog.getByRole('textbox', { name: 'Query name' }).fill('x');
    await dialog.getByText(messages.queryNameTooShort).waitFor();
    await dialog.getByRole('textbox', { name: 'Query name' }).fill(name);
    await screenshot(page, 'point-explorer-save-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: `Apply ${name}` }).waitFor();

    // The same name again, in another case: refused with the spec's message, the name kept.
    await page.getByRole('button', { name: 'Save filter' }).click();
    await dialog.getByRole('textbox', { name: 'Query name' }).fill(name.toUpperCase());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(messages.queryNameTaken).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Query name' }).inputValue()).toBe(
      name.toUpperCase(),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A reload keeps the view: the filters live in the address.
    await page.reload();
    await rows(page).nth(1).waitFor();
    expect(await rows(page).getByRole('rowheader').allInnerTexts()).toEqual(shown);

    // From a bare page, the saved filter brings the same view back.
    await page.goto(`/projects/${projectId}/pointexplorer`);
    await page.getByRole('button', { name: `Apply ${name}` }).click();
    await page.waitForURL((url) => url.searchParams.get('alarmStatus') === 'not_active');
    expect(new URL(page.url()).searchParams.get('siteId')).toBe(site.objectId);
    await rows(page).nth(1).waitFor();

    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('button', { name: `Apply ${name}` }).waitFor({ state: 'detached' });
    const { results } = await apiGet<{ results: SavedQuery[] }>(
      page,
      `/api/querypoints/queries?projectId=${projectId}`,
    );
    expect(results.map((q) => q.name)).not.toContain(name);
  });
});

describe('the point explorer on a phone', () => {
  const session = useMonitorSession('admin@example.com', phone);

  it('shows the filters and table without sideways page scrolling', async () => {
    const { page } = session;
    const { projectId, site } = await busiestSite(page);
    await page.goto(`/projects/${projectId}/pointexplorer?siteId=${site.objectId}&pageSize=10`);
    await rows(page).nth(1).waitFor();
    expect(
      await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
    ).toBe(true);
    await screenshot(page, 'point-explorer-phone');
  });
});
