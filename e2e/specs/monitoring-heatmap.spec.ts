// The heat map (issue 12, item 6): it opens on alerts today, with the hours still to come drawn as
// "no data yet"; its measurements open on CO2, each mean coloured by the band its thresholds give
// it (an Excellent value is the Excellent colour, whatever else is shown) and written at its usual
// precision; a month fits a wide screen, and on a phone zone names are cut short; a grid that fails
// to load says the spec's 'Error loading Heatmap' and offers Retry.
import { beforeAll, describe, expect, it } from 'vitest';
import type { HeatmapResponse, HeatmapType } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { heatCellColor } from '@airboard/shared/rules';
import { screenshot } from '../support/browser';
import { apiGet, bothWidths, openSite, useMonitorSession } from '../support/monitoring';

/** rgb(…) as #rrggbb, to compare a computed colour with a token. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe.each(bothWidths)('heat map at %s width', (width, viewport) => {
  const session = useMonitorSession('user@example.com', viewport);
  let heatmapPath = '';
  let siteId = '';

  beforeAll(async () => {
    await openSite(session.page, 'Lincoln Elementary');
    siteId = new URL(session.page.url()).pathname.split('/')[4]!;
    heatmapPath = `${new URL(session.page.url()).pathname}/heatmap`;
  });

  /** Each cell's label and fill, read in the session.page at once (hundreds of cells in a month). */
  const cells = () =>
    session.page.evaluate<[string, string][]>(
      `[...document.querySelectorAll('[aria-label="Heat map grid"] td')].map((td) => [
        td.getAttribute('aria-label') ?? '',
        td.getAttribute('data-fill') ?? '',
      ])`,
    );

  it("draws today's alerts, with the hours still to come as no data yet", async () => {
    await session.page.goto(heatmapPath);
    await session.page.getByRole('heading', { level: 1, name: 'Heat Map' }).waitFor();
    await session.page.getByRole('columnheader', { name: 'Zone' }).waitFor();
    const shown = await cells();
    const labels = shown.map(([label]) => label);
    const fills = shown.map(([, fill]) => fill);
    expect(labels.length).toBeGreaterThan(0);
    labels.forEach((label, i) => {
      expect(label.endsWith('no data yet'), label).toBe(fills[i] === 'future');
    });
    // The site's hours after now (the grid's own clock) are still to come.
    const today = await apiGet<{ results: { zones: unknown[]; periods: { start: string }[] } }>(
      session.page,
      `/api/sites/${siteId}/heatmap/alerts?type=alerts&timePeriod=today`,
    );
    const ahead = today.results.periods.filter((p) => Date.parse(p.start) > Date.now()).length;
    expect(fills.filter((f) => f === 'future').length).toBe(ahead * today.results.zones.length);
    await session.page.getByLabel('Colour legend').getByText('No data yet').waitFor();
  });

  /** Whether the period has a CO2 mean yet in some zone (a week begun an hour ago may not). */
  const hasCo2Means = async (period: 'week' | 'month') => {
    const { results } = await apiGet<HeatmapResponse>(
      session.page,
      `/api/sites/${siteId}/heatmap/alerts?type=measurements&measurementType=co2&timePeriod=${period}`,
    );
    return results.periods.some((p) =>
      Object.values(p.zones).some((c) => typeof c.curValue === 'number'),
    );
  };

  it('opens measurements on CO2 and colours each mean by its band', async () => {
    // This Week, unless it began too recently to have a mean (a Sunday's first hour): This Month.
    const period = (await hasCo2Means('week')) ? 'week' : 'month';
    await session.page.goto(heatmapPath);
    await session.page.getByRole('button', { name: 'Measurements' }).click();
    const select = session.page.getByRole('combobox', { name: 'Measurement type' });
    await select.waitFor();
    expect(await select.innerText()).toBe('CO2');
    await session.page.getByRole('combobox', { name: 'Period' }).click();
    await session.page
      .getByRole('option', { name: period === 'week' ? 'This Week' : 'This Month' })
      .click();
    await session.page.getByLabel('Colour legend').getByText('Excellent').waitFor();

    const types = await apiGet<{ results: HeatmapType[] }>(
      session.page,
      `/api/sites/${siteId}/heatmap/measurements`,
    );
    const co2 = types.results.find((t) => t.type === 'co2')!;
    // The legend's swatches are the band colours.
    const swatch = (band: string) =>
      session.page.evaluate<string>(
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
    await screenshot(session.page, `monitoring-heatmap-co2-${period}-${width}`);
  });

  it('says Error loading Heatmap when the grid fails, in a toast and with Retry', async () => {
    // The server fails on the grid's request (every attempt): the types still load.
    const grid = `**/api/sites/${siteId}/heatmap/alerts?**`;
    await session.page.route(grid, (route) =>
      route.fulfill({ status: 500, json: { errorMessage: 'Internal Server Error' } }),
    );
    await session.page.goto(heatmapPath);
    const inline = session.page.getByRole('main').getByText(messages.errorLoadingHeatmap);
    await inline.waitFor();
    // The same words in the toast, outside the page's main column.
    await expect
      .poll(() => session.page.getByText(messages.errorLoadingHeatmap, { exact: true }).count())
      .toBe(2);
    await session.page.unroute(grid);
    await session.page.getByRole('button', { name: 'Retry' }).click();
    await session.page.getByRole('columnheader', { name: 'Zone' }).waitFor();
    expect(await inline.count()).toBe(0);
  });

  it(width === 'desktop' ? 'fits a month on the screen' : 'cuts zone names short', async () => {
    await session.page.goto(heatmapPath);
    await session.page.getByRole('button', { name: 'Measurements' }).click();
    await session.page.getByRole('combobox', { name: 'Period' }).click();
    await session.page.getByRole('option', { name: 'This Month' }).click();
    const grid = session.page.getByRole('region', { name: 'Heat map grid' });
    await grid.getByRole('cell').first().waitFor();
    const gridEl = `document.querySelector('[aria-label="Heat map grid"]')`;
    if (width === 'desktop') {
      const overflow = await session.page.evaluate<number>(
        `${gridEl}.scrollWidth - ${gridEl}.clientWidth`,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } else {
      const widest = await session.page.evaluate<number>(
        `Math.max(...[...${gridEl}.querySelectorAll('tbody th')].map((th) => th.getBoundingClientRect().width))`,
      );
      expect(widest).toBeLessThanOrEqual(96 + 16);
      const pageOverflow = await session.page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);
    }
    await screenshot(session.page, `monitoring-heatmap-month-${width}`);
  });
});
