// Schedules (issue 19) against the demo data, as the demo admin at desktop and phone width: on
// Lincoln Elementary (canBeScheduled) a new group of one writable point that is in no group yet,
// a block drawn with the pointer on Monday, the next 14 days previewed before saving, saved and
// listed; the week grid scrolls inside its box, never the page; the zone page names the group
// under the point's value; then the group is deleted after confirming.
import type { ScheduleGroup, Zone } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { apiGet, bothWidths, useMonitorSession } from '../support/monitoring';

type SlimSite = { objectId: string; name: string; projectId: string };

/** A writable measurement of the site whose write point is in no group: its zone and name. */
async function freeWritable(page: Page, siteId: string) {
  const { results: groups } = await apiGet<{ results: ScheduleGroup[] }>(
    page,
    `/api/sites/${siteId}/scheduleGroups`,
  );
  const taken = new Set(groups.flatMap((g) => g.pointIds));
  const { results: zones } = await apiGet<{ results: Zone[] }>(
    page,
    `/api/zones?siteId=${siteId}&withMeasurements=true`,
  );
  for (const zone of zones) {
    for (const m of zone.measurements ?? []) {
      const point = m.childPoints.find((p) => m.writable?.endpoint.includes(p.uuid));
      if (m.writable && point && !taken.has(point.objectId)) {
        return {
          zone: zone.name,
          zoneId: zone.objectId,
          label: m.unit ? `${m.name} (${m.unit})` : m.name,
        };
      }
    }
  }
  throw new Error('Lincoln Elementary has no writable point outside a schedule group');
}

const noPageScroll = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

describe.each(bothWidths)('schedules at %s width', (width, viewport) => {
  const session = useMonitorSession('admin@example.com', viewport);

  it('creates a group, draws a block, previews and saves it, then deletes it', async () => {
    const { page } = session;
    const { sites } = await apiGet<{ sites: SlimSite[] }>(page, '/api?slim=true');
    const site = sites.find((s) => s.name === 'Lincoln Elementary')!;
    await page.goto(`/projects/${site.projectId}/sites/${site.objectId}/schedules`);
    await page.getByRole('heading', { level: 1, name: 'Schedules' }).waitFor();
    const point = await freeWritable(page, site.objectId);

    await page.getByRole('button', { name: 'New schedule group' }).first().click();
    const editor = page.getByRole('region', { name: 'New schedule group' });
    const name = `E2E ${width} ${Date.now()}`;
    await editor.getByRole('textbox', { name: 'Name' }).fill(name);
    await editor.getByRole('button', { name: 'Select points' }).click();
    const selector = page.getByRole('dialog', { name: 'Select measurements' });
    await selector
      .getByRole('group', { name: point.zone, exact: true })
      .getByRole('checkbox', { name: point.label, exact: true })
      .check();
    await selector.getByRole('button', { name: messages.confirmSelection }).click();
    await editor.getByRole('list', { name: 'Points of the group' }).getByText(point.zone).waitFor();
    await screenshot(page, `schedules-editor-${width}`, { fullPage: false });

    // Drawn with the pointer: from 08:00 to 11:45 on Monday.
    const monday = editor.getByRole('group', { name: 'Monday', exact: true });
    await monday.scrollIntoViewIfNeeded();
    const box = (await monday.boundingBox())!;
    const quarter = box.height / 96;
    await page.mouse.move(box.x + box.width / 2, box.y + 32 * quarter + 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 40 * quarter + 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, box.y + 47 * quarter + 2, { steps: 5 });
    await page.mouse.up();
    const block = editor.getByRole('button', { name: /^Monday 08:00–12:00, / });
    await block.waitFor();
    expect(await noPageScroll(page)).toBe(true);
    await screenshot(page, `schedules-week-${width}`, { fullPage: false });

    const preview = editor.getByRole('region', { name: 'Next 14 days' });
    await preview.scrollIntoViewIfNeeded();
    await preview.getByRole('img', { name: 'Preview of the next 14 days' }).waitFor();
    await preview
      .getByRole('list', { name: 'Coming changes' })
      .getByText(/ 08:00 → /)
      .first()
      .waitFor();
    await screenshot(page, `schedules-preview-${width}`, { fullPage: false });

    await editor.getByRole('button', { name: 'Create group' }).click();
    const card = page.getByRole('article', { name });
    await card.waitFor();
    expect(await noPageScroll(page)).toBe(true);
    await screenshot(page, `schedules-list-${width}`);

    // The zone page names the group under the point's value, with its next change.
    await page.goto(`/projects/${site.projectId}/sites/${site.objectId}/zones/${point.zoneId}`);
    const note = page.getByRole('link', { name, exact: true });
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, `schedules-zone-note-${width}`, { fullPage: false });
    await note.click();
    await card.waitFor();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
  });
});
