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

  /** Each cell's label and fill, read in the page at once (hundreds of cells in a month). */
  const cells = () =>
    page.evaluate<[string, string][]>(
      `[...document.querySelectorAll('[aria-label="Heat map grid"] td')].map((td) => [
        td.getAttribute('aria-label') ?? '',
        td.getAttribute('data-fill') ?? '',
      ])`,
    );

  it("draws today's alerts, with the hours still to come as no data yet", async () => {
    await page.goto(heatmapPath);
    await page.getByRole('heading', { level: 1, name: 'Heat Map' }).waitFor();
    await page.getByRole('columnheader', { name: 'Zone' }).waitFor();
    const shown = await cells();
    const labels = shown.map(([label]) => label);
    const fills = shown.map(([, fill]) => fill);
    expect(labels.length).toBeGreaterThan(0);
    labels.forEach((label, i) => {
      expect(label.endsWith('no data yet'), label).toBe(fills[i] === 'future');
    });
    // The site's hours after now (the grid's own clock) are still to come.
    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    const today = (await (
      await page.request.get(`/api/sites/${siteId}/heatmap/alerts?type=alerts&timePeriod=today`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { results: { zones: unknown[]; periods: { start: string }[] } };
    const ahead = today.results.periods.filter((p) => Date.parse(p.start) > Date.now()).length;
    expect(fills.filter((f) => f === 'future').length).toBe(ahead * today.results.zones.length);
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
      page.evaluate<string>(
        `getComputedStyle([...document.querySelectorAll('[aria-label="Colour legend"] li')]
          .find((li) => li.textContent.includes('${band}')).querySelector('div')).backgroundColor`,
      );
    const colours = {
      ex: hex(await swatch('Excellent')),
      mo: hex(await swatch('Good')),
      poor: hex(await swatch('Poor')),
    };
    const shown = await cells();
    let checked = 0;
    for (const [label, fill] of shown) {
      const value = /: ([\d.]+) ppm$/.exec(label)?.[1];
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
    const gridEl = `document.querySelector('[aria-label="Heat map grid"]')`;
    if (width === 'desktop') {
      const overflow = await page.evaluate<number>(`${gridEl}.scrollWidth - ${gridEl}.clientWidth`);
      expect(overflow).toBeLessThanOrEqual(0);
    } else {
      const widest = await page.evaluate<number>(
        `Math.max(...[...${gridEl}.querySelectorAll('tbody th')].map((th) => th.getBoundingClientRect().width))`,
      );
      expect(widest).toBeLessThanOrEqual(96 + 16);
      const pageOverflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);
    }
    await screenshot(page, `monitoring-heatmap-month-${width}`);
  });
});
