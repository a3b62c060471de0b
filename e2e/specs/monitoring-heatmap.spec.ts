// The heat map (issue 12, item 6): it opens on alerts today, with the hours still to come drawn as
// "no data yet"; its measurements open on CO2, each mean coloured by the band its thresholds give
// it (an Excellent value is the Excellent colour, whatever else is shown) and written at its usual
// precision; a month fits a wide screen, and on a phone zone names are cut short.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeatmapType } from '@airboard/shared/api';
import { heatCellColor } from '@airboard/shared/rules';
import { launchBrowser, screenshot } from '../support/browser';
import { monitorAs, openSite, phone } from '../support/monitoring';

/** rgb(…) as #rrggbb, to compare a computed colour with a token. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe.each([
  ['desktop', { width: 1440, height: 900 }],
  ['phone', phone],
] as const)('heat map at %s width', (width, viewport) => {
  let browser: Browser;
  let page: Page;
  let heatmapPath = '';
  let siteId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await monitorAs(browser, 'user@example.com', { viewport });
    await openSite(page, 'Lincoln Elementary');
    siteId = new URL(page.url()).pathname.split('/')[4]!;
    heatmapPath = `${new URL(page.url()).pathname}/heatmap`;
  });

  afterAll(async () => {
    await browser?.close();
  });

  const cells = () => page.getByRole('region', { name: 'Heat map grid' }).getByRole('cell');

  it("draws today's alerts, with the hours still to come as no data yet", async () => {
    await page.goto(heatmapPath);
    await page.getByRole('heading', { level: 1, name: 'Heat Map' }).waitFor();
    await page.getByRole('columnheader', { name: 'Zone' }).waitFor();
    const labels = await cells().evaluateAll((tds) =>
      tds.map((td) => td.getAttribute('aria-label') ?? ''),
    );
    const fills = await cells().evaluateAll((tds) => tds.map((td) => td.getAttribute('data-fill')));
    expect(labels.length).toBeGreaterThan(0);
    labels.forEach((label, i) => {
      expect(label.endsWith('no data yet'), label).toBe(fills[i] === 'future');
    });
    // Unless it is the day's last hour, some hours are still to come.
    if (new Date().getHours() < 23) {
      expect(fills).toContain('future');
    }
    await page.getByLabel('Colour legend').getByText('No data yet').waitFor();
  });

  it('opens measurements on CO2 and colours each mean by its band', async () => {
    await page.goto(heatmapPath);
    await page.getByRole('button', { name: 'Measurements' }).click();
    const select = page.getByRole('combobox', { name: 'Measurement type' });
    await select.waitFor();
    expect(await select.innerText()).toBe('CO2');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'This Week' }).click();
    await page.getByLabel('Colour legend').getByText('Excellent').waitFor();

    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    const types = (await (
      await page.request.get(`/api/sites/${siteId}/heatmap/measurements`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { results: HeatmapType[] };
    const co2 = types.results.find((t) => t.type === 'co2')!;
    // The legend's swatches are the band colours.
    const swatch = (band: string) =>
      page
        .getByLabel('Colour legend')
        .getByRole('listitem')
        .filter({ hasText: band })
        .locator('div')
        .first()
        .evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).backgroundColor);
    const colours = {
      ex: hex(await swatch('Excellent')),
      mo: hex(await swatch('Good')),
      poor: hex(await swatch('Poor')),
    };
    const shown = await cells().evaluateAll((tds) =>
      tds.map((td) => [td.getAttribute('aria-label') ?? '', td.getAttribute('data-fill') ?? '']),
    );
    let checked = 0;
    for (const [label, fill] of shown) {
      const value = /: ([\d.]+) ppm$/.exec(label!)?.[1];
      if (value === undefined) {
        continue;
      }
      // Usual precision: a CO2 mean is a whole number of ppm.
      expect(value, label).toMatch(/^\d+$/);
      expect(fill, label).toBe(colours[heatCellColor(Number(value), co2.threshold!)]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    await screenshot(page, `monitoring-heatmap-co2-week-${width}`);
  });

  it(width === 'desktop' ? 'fits a month on the screen' : 'cuts zone names short', async () => {
    await page.goto(heatmapPath);
    await page.getByRole('button', { name: 'Measurements' }).click();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'This Month' }).click();
    const grid = page.getByRole('region', { name: 'Heat map grid' });
    await grid.getByRole('cell').first().waitFor();
    if (width === 'desktop') {
      const overflow = await grid.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } else {
      const widest = await grid
        .getByRole('rowheader')
        .evaluateAll((ths) => Math.max(...ths.map((th) => th.getBoundingClientRect().width)));
      expect(widest).toBeLessThanOrEqual(96 + 16);
      const pageOverflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);
    }
    await screenshot(page, `monitoring-heatmap-month-${width}`);
  });
});
