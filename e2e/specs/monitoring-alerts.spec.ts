// Alerts that add up (issue 12, item 5): a zone card counts the open alerts of its sub-zones too,
// so the cards of the site overview add up to the site's open alerts; no measurement shows two
// open alerts of one direction at once (the more severe supersedes); the bell's project-wide
// list names the site of each alert. At desktop and phone widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertDto, Zone } from '@airboard/shared/api';
import { launchBrowser, screenshot } from '../support/browser';
import { monitorAs, openSite, phone } from '../support/monitoring';

/** A GET of the API as the signed-in page makes it. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

/** A zone's id with those of every zone below it. */
function subtree(zones: Zone[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const zone of zones) {
      if (zone.parent !== null && ids.has(zone.parent) && !ids.has(zone.objectId)) {
        ids.add(zone.objectId);
        grew = true;
      }
    }
  }
  return ids;
}

describe.each([
  ['desktop', { width: 1440, height: 900 }],
  ['phone', phone],
] as const)('alerts at %s width', (width, viewport) => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await monitorAs(browser, 'user@example.com', { viewport });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("counts each sub-zone's open alerts on the card of the zone above it", async () => {
    await openSite(page, 'Lincoln Elementary');
    const siteId = new URL(page.url()).pathname.split('/')[4]!;
    const zones = (await apiGet<{ results: Zone[] }>(page, `/api/zones?siteId=${siteId}`)).results;
    const { alerts } = await apiGet<{ alerts: AlertDto[] }>(page, `/api/sites/${siteId}/alerts`);
    expect(alerts.length).toBeGreaterThan(0);
    const known = new Set(zones.map((z) => z.objectId));
    const topLevel = zones.filter((z) => z.parent === null || !known.has(z.parent));
    const cards = page.getByRole('region', { name: 'Zones' });
    let carded = 0;
    for (const zone of topLevel) {
      const ids = subtree(zones, zone.objectId);
      const open = alerts.filter((a) => a.measurement.zone && ids.has(a.measurement.zone.objectId));
      carded += open.length;
      const card = cards.getByRole('link', { name: new RegExp(zone.name) });
      const text = await card.innerText();
      if (open.length === 0) {
        expect(text, zone.name).not.toMatch(/active alert/);
      } else {
        expect(text, zone.name).toContain(
          open.length === 1 ? '1 active alert' : `${open.length} active alerts`,
        );
      }
    }
    // Every open alert of a zone is on some card.
    expect(carded).toBe(alerts.filter((a) => a.measurement.zone).length);
    await screenshot(page, `monitoring-alert-counts-${width}`);
  });

  it('shows at most one open alert per measurement and direction', async () => {
    const { sites } = await apiGet<{ sites: { objectId: string }[] }>(page, '/api?slim=true');
    for (const site of sites) {
      const { alerts } = await apiGet<{ alerts: AlertDto[] }>(
        page,
        `/api/sites/${site.objectId}/alerts`,
      );
      const graded = alerts.filter((a) => ['above', 'below'].includes(a.alertConfig.condition));
      const keys = graded.map((a) => `${a.measurement.objectId} ${a.alertConfig.condition}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("names each alert's site in the bell's project-wide list", async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Active Alerts/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Active Alerts' });
    const first = dialog.getByRole('list', { name: 'Alerts' }).getByRole('listitem').first();
    await first.waitFor();
    const { sites } = await apiGet<{ sites: { name: string }[] }>(page, '/api?slim=true');
    const names = sites.map((s) => s.name);
    const rows = await dialog.getByRole('list', { name: 'Alerts' }).getByRole('listitem').all();
    for (const row of rows) {
      const text = await row.innerText();
      expect(
        names.some((name) => text.includes(` · ${name} · started`)),
        text,
      ).toBe(true);
    }
    await screenshot(page, `monitoring-bell-sites-${width}`);
    await page.keyboard.press('Escape');
  });
});
