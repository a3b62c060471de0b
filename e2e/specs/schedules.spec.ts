// Schedules (issue 19) against the demo data, as the demo admin at desktop and phone width: on
// Lincoln Elementary (canBeScheduled) a new group of one writable point that is in no group yet,
// a block drawn with the pointer on Monday, the next 14 days previewed before saving, saved and
// listed; the week grid scrolls inside its box, never the page; the zone page names the group
// under the point's value; then the group is deleted after confirming. At desktop width, a group
// is applied: an exception starting in the coming half hour, the server's test clock moved past
// its start (the e2e server runs with AIRBOARD_TEST_CLOCK), the scheduled write made and read
// back, and the zone page shows the value and the schedule's next change.
import { wallClockMs } from '@airboard/shared';
import type { ScheduledWritesResponse, ScheduleGroup, Site, Zone } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { apiGet, apiPost, bothWidths, desktop, useMonitorSession } from '../support/monitoring';

/**
 * A writable measurement of the site (of the kind, when given) whose write point is in no group:
 * its zone, its name as the selector labels it, and the measurement.
 */
async function freeWritable(page: Page, siteId: string, kind?: 'Number') {
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
      if (m.writable && point && !taken.has(point.objectId) && (!kind || m.kind === kind)) {
        return {
          zone: zone.name,
          zoneId: zone.objectId,
          label: m.unit ? `${m.name} (${m.unit})` : m.name,
          measurement: m,
        };
      }
    }
  }
  throw new Error('Lincoln Elementary has no writable point outside a schedule group');
}

const noPageScroll = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

type FreeWritable = Awaited<ReturnType<typeof freeWritable>>;

/** Lincoln Elementary, whose Schedules tab is open; a free writable point of it. */
async function openSchedules(page: Page, kind?: 'Number') {
  const { sites } = await apiGet<{ sites: Site[] }>(page, '/api?slim=true');
  const site = sites.find((s) => s.name === 'Lincoln Elementary')!;
  await page.goto(`/projects/${site.projectId}/sites/${site.objectId}/schedules`);
  await page.getByRole('heading', { level: 1, name: 'Schedules' }).waitFor();
  return { site, point: await freeWritable(page, site.objectId, kind) };
}

/** Opens a new group's editor with its name and the point chosen; the editor. */
async function newGroup(page: Page, name: string, point: FreeWritable) {
  await page.getByRole('button', { name: 'New schedule group' }).first().click();
  const editor = page.getByRole('region', { name: 'New schedule group' });
  await editor.getByRole('textbox', { name: 'Name' }).fill(name);
  await editor.getByRole('button', { name: 'Select points' }).click();
  const selector = page.getByRole('dialog', { name: 'Select measurements' });
  await selector
    .getByRole('group', { name: point.zone, exact: true })
    .getByRole('checkbox', { name: point.label, exact: true })
    .check();
  await selector.getByRole('button', { name: messages.confirmSelection }).click();
  await editor.getByRole('list', { name: 'Points of the group' }).getByText(point.zone).waitFor();
  return editor;
}

/** Deletes the group from its card on the Schedules tab, after confirming. */
async function deleteGroup(page: Page, name: string) {
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await card.waitFor({ state: 'detached' });
}

describe.each(bothWidths)('schedules at %s width', (width, viewport) => {
  const session = useMonitorSession('admin@example.com', viewport);

  it('creates a group, draws a block, previews and saves it, then deletes it', async () => {
    const { page } = session;
    const { site, point } = await openSchedules(page);
    const name = `E2E ${width} ${Date.now()}`;
    const editor = await newGroup(page, name, point);
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
    await deleteGroup(page, name);
  });
});

const QUARTER_MS = 15 * 60_000;
/** An instant on the site's clock as the exception's date-time fields take it: 2026-11-28T07:15. */
const onSite = (at: Date, timeZone: string) =>
  new Date(wallClockMs(at.getTime(), timeZone)).toISOString().slice(0, 16);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a schedule applied on the server test clock', () => {
  const session = useMonitorSession('admin@example.com', desktop);

  it("writes an exception's value once the clock passes its start; the zone page shows it", async () => {
    const { page } = session;
    const { site, point } = await openSchedules(page, 'Number');
    const { measurement } = point;
    // Two values the point accepts, the event's other than the point's value now.
    const low = Math.ceil(measurement.writable?.range?.min ?? 0);
    const high = Math.floor(measurement.writable?.range?.max ?? 100);
    const event = measurement.curVal === high ? high - 1 : high;
    const unit = measurement.unit;

    // The server's clock (ahead of the browser's after an earlier move): the event starts at the
    // second quarter hour after it and lasts an hour.
    const clock = (body: object) =>
      apiPost<{ results: { now: string; dueJobs: number } }>(page, '/api/test/clock', body);
    const now = new Date((await clock({ advanceMs: 0 })).results.now);
    const start = new Date((Math.floor(now.getTime() / QUARTER_MS) + 2) * QUARTER_MS);
    const end = new Date(start.getTime() + 4 * QUARTER_MS);

    const name = `E2E applied ${Date.now()}`;
    const editor = await newGroup(page, name, point);
    await editor
      .getByRole('spinbutton', { name: 'Default value (outside the blocks)' })
      .fill(`${low}`);
    await editor.getByRole('button', { name: 'Add exception' }).click();
    const exception = editor.getByRole('group', { name: /^Exception / });
    await exception.getByLabel('From').fill(onSite(start, site.timeZone));
    await exception.getByLabel('To').fill(onSite(end, site.timeZone));
    await exception.getByRole('spinbutton', { name: 'Value' }).fill(`${event}`);
    await exception.getByRole('textbox', { name: 'Note' }).fill('Evening event');
    const preview = editor.getByRole('region', { name: 'Next 14 days' });
    await preview.scrollIntoViewIfNeeded();
    await preview
      .getByRole('list', { name: 'Coming changes' })
      .getByText(`${onSite(start, site.timeZone).slice(11)} → ${event} ${unit}`.trim(), {
        exact: false,
      })
      .first()
      .waitFor();
    await editor.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('article', { name }).waitFor();
    const { results: groups } = await apiGet<{ results: ScheduleGroup[] }>(
      page,
      `/api/sites/${site.objectId}/scheduleGroups`,
    );
    const group = groups.find((g) => g.name === name)!;

    // Past the event's start on the server's clock: its transition runs now, writes the point
    // and, a few seconds on that clock later, reads it back.
    const moved = await clock({ advanceToIso: new Date(start.getTime() + 60_000).toISOString() });
    expect(moved.results.dueJobs).toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        async () =>
          (
            await apiGet<ScheduledWritesResponse>(
              page,
              `/api/sites/${site.objectId}/scheduleGroups/${group.objectId}/writes`,
            )
          ).results.map((w) => ({
            at: Date.parse(w.scheduledAt),
            value: w.value,
            status: w.status,
          })),
        { timeout: 30_000, interval: 500 },
      )
      .toEqual([{ at: start.getTime(), value: event, status: 'written' }]);

    // The zone page: the point's value is the event's, and the note names the next change, back
    // to the default value at the event's end.
    await page.goto(`/projects/${site.projectId}/sites/${site.objectId}/zones/${point.zoneId}`);
    const card = page.locator(`[data-measurement-id="${measurement.objectId}"]`);
    await card.getByText(new RegExp(`^${event}\\s*${escaped(unit)}$`)).waitFor();
    const next = `${low}${unit ? ` ${escaped(unit)}` : ''} at (.+, )?${onSite(end, site.timeZone).slice(11)}`;
    await card.getByText(new RegExp(`^Schedule ${escaped(name)}: next ${next}$`)).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'schedules-applied-zone', { fullPage: false });

    await page.getByRole('link', { name, exact: true }).click();
    await deleteGroup(page, name);
  });
});
