// Alerts that add up (issue 12, item 5): a zone card counts the open alerts of its sub-zones too,
// so the cards of the site overview add up to the site's open alerts; no measurement shows two
// open alerts of one direction at once (the more severe supersedes); the bell's project-wide
// list names the site of each alert. At desktop and phone widths.
import { describe, expect, it } from 'vitest';
import type { AlertDto, Zone } from '@airboard/shared/api';
import { screenshot } from '../support/browser';
import { apiGet, bothWidths, openSite, useMonitorSession } from '../support/monitoring';

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

describe.each(bothWidths)('alerts at %s width', (width, viewport) => {
  const session = useMonitorSession('user@example.com', viewport);

  it("counts each sub-zone's open alerts on the card of the zone above it", async () => {
    await openSite(session.page, 'Lincoln Elementary');
    const siteId = new URL(session.page.url()).pathname.split('/')[4]!;
    const zones = (await apiGet<{ results: Zone[] }>(session.page, `/api/zones?siteId=${siteId}`))
      .results;
    const { alerts } = await apiGet<{ alerts: AlertDto[] }>(
      session.page,
      `/api/sites/${siteId}/alerts`,
    );
    expect(alerts.length).toBeGreaterThan(0);
    const known = new Set(zones.map((z) => z.objectId));
    const topLevel = zones.filter((z) => z.parent === null || !known.has(z.parent));
    const cards = session.page.getByRole('region', { name: 'Zones' });
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
    await screenshot(session.page, `monitoring-alert-counts-${width}`);
  });

  it('shows at most one open alert per measurement and direction', async () => {
    const { sites } = await apiGet<{ sites: { objectId: string }[] }>(
      session.page,
      '/api?slim=true',
    );
    for (const site of sites) {
      const { alerts } = await apiGet<{ alerts: AlertDto[] }>(
        session.page,
        `/api/sites/${site.objectId}/alerts`,
      );
      const graded = alerts.filter((a) => ['above', 'below'].includes(a.alertConfig.condition));
      const keys = graded.map((a) => `${a.measurement.objectId} ${a.alertConfig.condition}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("names each alert's site in the bell's project-wide list", async () => {
    await session.page.goto('/');
    await session.page.getByRole('button', { name: /^Active Alerts/ }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Active Alerts' });
    const first = dialog.getByRole('list', { name: 'Alerts' }).getByRole('listitem').first();
    await first.waitFor();
    const { sites } = await apiGet<{ sites: { name: string }[] }>(session.page, '/api?slim=true');
    const names = sites.map((s) => s.name);
    const rows = await dialog.getByRole('list', { name: 'Alerts' }).getByRole('listitem').all();
    for (const row of rows) {
      const text = await row.innerText();
      expect(
        names.some((name) => text.includes(` · ${name} · started`)),
        text,
      ).toBe(true);
    }
    await screenshot(session.page, `monitoring-bell-sites-${width}`);
    await session.page.keyboard.press('Escape');
  });
});
