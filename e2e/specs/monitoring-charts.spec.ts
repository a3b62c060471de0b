// Measurement cards and their charts (issue 12, items 1, 2 and 11): an alerting measurement's
// chart stands out from its card in the dark and the light theme, at desktop and phone width; a
// long period is drawn as hourly averages that match the readings, with each hour's range as a band;
// the card opens its detail from the name, the value and the chart, and by keyboard with a
// visible focus ring.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  siteTrendsResponse,
  trendResponse,
  type Measurement,
  type TrendResult,
} from '@airboard/shared/api';
import { appTookOver, screenshot } from '../support/browser';
import { bothWidths, useMonitorSession } from '../support/monitoring';

type Rgba = [number, number, number, number];

const parseRgb = (css: string): Rgba => {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
};
/** WCAG relative luminance of an opaque colour. */
const luminance = ([r, g, b]: Rgba) => {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
/** Contrast of a (possibly translucent) line colour drawn over an opaque background. */
function contrast(line: Rgba, background: Rgba): number {
  const a = line[3];
  const drawn: Rgba = [0, 1, 2].map((i) => line[i]! * a + background[i]! * (1 - a)) as Rgba;
  const [hi, lo] = [luminance(drawn), luminance(background)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A colour as CSS writes it (#rgb, #rrggbb, rgb() or rgba()) as channels. */
function parseColour(css: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  return parseRgb(css);
}

/** A card's computed style property, read by the card's measurement id. */
const cardStyle = (
  page: Page,
  measurementId: string,
  property: 'backgroundColor' | 'outlineStyle',
) =>
  page.evaluate<string>(
    `getComputedStyle(document.querySelector('[data-measurement-id="${measurementId}"]')).${property}`,
  );

/** The chart line's colour and its card's background. */
async function lineAndCard(page: Page, measurementId: string): Promise<{ line: Rgba; card: Rgba }> {
  const card = page.locator(`[data-measurement-id="${measurementId}"]`);
  const line = await card.locator('[data-line-color]').getAttribute('data-line-color');
  return {
    line: parseColour(line ?? ''),
    card: parseRgb(await cardStyle(page, measurementId, 'backgroundColor')),
  };
}

/** A zone of a demo site with an alerting measurement, found through the API as the page sees it. */
async function alertingMeasurement(
  page: Page,
): Promise<{ path: string; measurement: Measurement }> {
  const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
  const auth = { authorization: `Bearer ${token}` };
  const home = (await (await page.request.get('/api?slim=true', { headers: auth })).json()) as {
    sites: { objectId: string; projectId: string }[];
  };
  for (const site of home.sites) {
    const { results } = (await (
      await page.request.get(`/api/measurements?siteId=${site.objectId}`, { headers: auth })
    ).json()) as { results: Measurement[] };
    const alerting = results.find((m) => m.isAlerting && m.zone !== null);
    if (alerting) {
      return {
        path: `/projects/${site.projectId}/sites/${site.objectId}/zones/${alerting.zone!.objectId}`,
        measurement: alerting,
      };
    }
  }
  throw new Error('the demo data has no alerting measurement');
}

const cardOf = (page: Page, measurement: Measurement) =>
  page.locator(`[data-measurement-id="${measurement.objectId}"]`);

describe.each(bothWidths)('measurement charts at %s width', (width, viewport) => {
  const session = useMonitorSession('user@example.com', viewport);

  it('draws an alerting chart that stands out from its card in the dark and the light theme', async () => {
    const { path, measurement } = await alertingMeasurement(session.page);
    await session.page.goto(path);
    await appTookOver(session.page);
    // Charts are drawn as they come into view (a phone shows a few cards at a time).
    await cardOf(session.page, measurement).scrollIntoViewIfNeeded();
    await cardOf(session.page, measurement).locator('[data-line-color]').waitFor();
    const card = cardOf(session.page, measurement);
    await card.locator('[data-line-color]').waitFor();
    for (const theme of ['dark', 'light'] as const) {
      const toggle = session.page.getByRole('button', {
        name: `Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`,
      });
      if ((await toggle.count()) === 0) {
        await session.page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
        await toggle.waitFor();
      }
      const colours = await lineAndCard(session.page, measurement.objectId);
      expect(contrast(colours.line, colours.card), `${theme} theme`).toBeGreaterThanOrEqual(3);
      await screenshot(session.page, `monitoring-alerting-chart-${theme}-${width}`);
    }
    // The demo user's saved theme goes back to dark for the specs after this one.
    await session.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await session.page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  });

  it('draws eight days as hourly averages matching the readings, with the range as a band', async () => {
    const { path, measurement } = await alertingMeasurement(session.page);
    await session.page.goto(path);
    await appTookOver(session.page);
    // Charts are drawn as they come into view (a phone shows a few cards at a time).
    await cardOf(session.page, measurement).scrollIntoViewIfNeeded();
    await cardOf(session.page, measurement).locator('[data-line-color]').waitFor();
    const answer = session.page.waitForResponse(
      (response) =>
        response.status() === 200 &&
        response.url().includes(`/api/site/${measurement.siteId}/trends`) &&
        new URL(response.url()).searchParams.get('pointIds')!.includes(measurement.objectId) &&
        new URL(response.url()).searchParams.get('startTime') !== null &&
        Date.now() - Date.parse(new URL(response.url()).searchParams.get('startTime')!) >
          4 * 86_400_000,
    );
    // Eight whole days of the demo's five-minute readings: too many to draw raw.
    await session.page.getByRole('combobox', { name: 'Time period' }).click();
    await session.page.getByRole('option', { name: 'Custom' }).click();
    for (const [name, daysAgo] of [
      ['Start date', 9],
      ['End date', 1],
    ] as const) {
      const day = new Date(Date.now() - daysAgo * 86_400_000);
      await session.page
        .getByRole('group', { name })
        .getByRole('spinbutton', { name: 'Month' })
        .click();
      await session.page.keyboard.type(
        `${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}${day.getFullYear()}`,
      );
    }
    const month = siteTrendsResponse.parse(await (await answer).json()).results[
      measurement.objectId
    ]!;
    expect(month.resolution).toBe('hourly');
    expect(month.band).toHaveLength(month.data.length);
    await cardOf(session.page, measurement).locator('[data-band="hourly"]').waitFor();

    // Each drawn hour (at its middle) is the average of that hour's readings, read raw.
    const token = await session.page.evaluate<string>("localStorage.getItem('airboard.token')");
    const hours = month.data.filter(([, v]) => v !== null);
    for (const [at, average] of [0.2, 0.5, 0.8].map((f) => hours[Math.floor(f * hours.length)]!)) {
      const from = new Date(at - 1_800_000).toISOString();
      const to = new Date(at + 1_800_000).toISOString();
      const raw = await session.page.request.get(
        `/api/trendData?siteId=${measurement.siteId}&pointId=${measurement.objectId}&startTime=${from}&endTime=${to}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const readings: TrendResult['data'] = trendResponse.parse(await raw.json()).results.data;
      const values = readings.map(([, v]) => v!);
      expect(values.length).toBeGreaterThan(0);
      expect(average!).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 6);
      const band = month.band!.find(([ts]) => ts === at)!;
      expect(band.slice(1)).toEqual([Math.min(...values), Math.max(...values)]);
    }
    await cardOf(session.page, measurement)
      .getByRole('button', { name: /^Open .* details$/ })
      .click();
    await session.page.getByRole('dialog').locator('[data-band="hourly"]').waitFor();
    await screenshot(session.page, `monitoring-month-band-${width}`);
    await session.page.keyboard.press('Escape');
  });

  it('opens the detail from the name, the value and the chart, and by keyboard with a ring', async () => {
    const { path, measurement } = await alertingMeasurement(session.page);
    await session.page.goto(path);
    await appTookOver(session.page);
    // Charts are drawn as they come into view (a phone shows a few cards at a time).
    await cardOf(session.page, measurement).scrollIntoViewIfNeeded();
    await cardOf(session.page, measurement).locator('[data-line-color]').waitFor();
    const card = cardOf(session.page, measurement);
    await card.locator('[data-line-color]').waitFor();
    const dialog = session.page.getByRole('dialog');
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    // The name (top left), the value (below it) and the chart (bottom) of the card.
    for (const [x, y] of [
      [box.x + 24, box.y + 20],
      [box.x + 24, box.y + 60],
      [box.x + box.width / 2, box.y + box.height - 20],
    ] as const) {
      await session.page.mouse.click(x, y);
      await dialog.waitFor();
      await session.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    const button = card.getByRole('button', { name: `Open ${measurement.name} details` });
    await button.focus();
    await session.page.keyboard.press('Shift+Tab');
    await session.page.keyboard.press('Tab');
    const outline = await cardStyle(session.page, measurement.objectId, 'outlineStyle');
    expect(outline).toBe('solid');
    await session.page.keyboard.press('Enter');
    await dialog.waitFor();
    await session.page.keyboard.press('Escape');
  });
});
