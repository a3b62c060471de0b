// The Reports tab (issue 17, items 1 and 2) against the demo data, as the demo admin at desktop
// and phone width: 'Please select measurements' with none, two measurements chosen in the
// multi-measurement selector, Generate Report (a table and a chart each), and Download CSV (the
// browser's download of the streamed file: its header row and a data row); then the summary block
// and 'Occupied hours only' (the default opening hours), whose report counts fewer readings.
import fs from 'node:fs';
import { messages } from '@airboard/shared/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { apiGet, bothWidths, useMonitorSession } from '../support/monitoring';

type SlimSite = { objectId: string; name: string; projectId: string };

async function harbor(page: Page): Promise<SlimSite> {
  const { sites } = await apiGet<{ sites: SlimSite[] }>(page, '/api?slim=true');
  return sites.find((s) => s.name === 'Harbor Office Tower')!;
}

/** The readings a report table counts: its last column, summed over the intervals. */
async function countedReadings(table: Locator): Promise<number> {
  const counts = (await table.locator('tbody tr td:last-child').allTextContents()).map(Number);
  return counts.reduce((sum, n) => sum + n, 0);
}

describe.each(bothWidths)('reports at %s width', (width, viewport) => {
  const session = useMonitorSession('admin@example.com', viewport);

  it('asks for measurements, generates a report and downloads its CSV', async () => {
    const { page } = session;
    const site = await harbor(page);
    await page.goto(
      width === 'phone'
        ? `/reports?siteId=${site.objectId}`
        : `/projects/${site.projectId}/sites/${site.objectId}/reports`,
    );
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByText(messages.selectMeasurementsForReport).waitFor();

    await page.getByRole('button', { name: 'Select Measurements' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox').first().waitFor();
    await dialog.getByRole('checkbox').nth(0).check();
    await dialog.getByRole('checkbox').nth(1).check();
    await dialog.getByRole('button', { name: messages.confirmSelection }).click();
    await page.getByRole('button', { name: 'Generate Report' }).click();

    const tables = page.getByRole('table', { name: / intervals$/ });
    await tables.nth(1).waitFor();
    expect(await tables.count()).toBe(2);
    // The default: the 7 days before today, one interval per day.
    expect(await tables.nth(0).getByRole('row').count()).toBe(1 + 7);
    await page
      .getByRole('img', { name: / report chart$/ })
      .first()
      .waitFor();
    expect(
      await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
    ).toBe(true);
    await screenshot(page, `reports-${width}`, { fullPage: false });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Harbor Office Tower report \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = fs.readFileSync(await download.path(), 'utf8');
    const [header, first] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'site,zone,measurement,unit,interval start,min,max,avg,min score,max score,avg score,count',
    );
    expect(first).toMatch(/^Harbor Office Tower,.*,\d{4}-\d{2}-\d{2}T00:00:00[+-]\d{2}:\d{2},/);
    // Seven days of each of the two measurements.
    expect(text.trimEnd().split('\r\n')).toHaveLength(1 + 2 * 7);

    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText(/^Worst zone: /).waitFor();
    expect(await summary.getByRole('list', { name: / by score$/ }).count()).toBeGreaterThan(0);
    const allDay = await countedReadings(tables.nth(0));
    expect(allDay).toBeGreaterThan(0);
    await page.getByRole('switch', { name: 'Occupied hours only (Mon–Fri 07:00–18:00)' }).check();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('region', { name: 'Summary (occupied hours only)' }).waitFor();
    await tables.nth(1).waitFor();
    const occupied = await countedReadings(tables.nth(0));
    // 11 of 24 hours on weekdays only: well under half the readings.
    expect(occupied).toBeGreaterThan(0);
    expect(occupied).toBeLessThan(allDay / 2);
    await screenshot(page, `reports-occupied-${width}`, { fullPage: false });
  });
});
