// Telemetry end to end: a reading a device sends with an ingest key becomes the measurement's
// live value (through the live-state worker) and shows on the zone page of a real browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestKeyResponse, latestResponse, type Measurement } from '@airboard/shared/api';
import { launchBrowser, screenshot } from '../support/browser';
import { monitorAs, openSite } from '../support/monitoring';

describe('telemetry', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await monitorAs(browser, 'admin@example.com');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a reading a device sends with an ingest key on the zone page', async () => {
    await openSite(page, 'Riverside Clinic');
    const sitePath = new URL(page.url()).pathname;
    const siteId = sitePath.split('/')[4]!;
    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    const auth = { authorization: `Bearer ${token}` };

    const measurements = (await (
      await page.request.get(`/api/measurements?siteId=${siteId}`, { headers: auth })
    ).json()) as { results: Measurement[] };
    const co2 = measurements.results.find(
      (m) => m.type === 'co2' && m.zone !== null && m.childPoints.length > 0,
    )!;
    const created = await page.request.post('/api/ingestKeys', {
      headers: auth,
      data: { name: 'E2E gateway', siteId },
    });
    expect(created.status()).toBe(200);
    const { results: ingestKey } = createIngestKeyResponse.parse(await created.json());

    // The e2e server runs without the demo simulator, so nothing else moves this value.
    const value = 1234.56;
    const sent = await page.request.post('/api/ingest', {
      headers: { 'x-ingest-key': ingestKey.key },
      data: { readings: [{ point: co2.childPoints[0]!.uuid, ts: Date.now(), value }] },
    });
    expect(await sent.json()).toEqual({ stored: 1, duplicates: 0, rejected: [] });

    // Acknowledged means stored; the live value follows within the worker's second.
    const latestUrl = `/api/site/${siteId}/latest?measurementIds=${encodeURIComponent(JSON.stringify([co2.objectId]))}`;
    await expect
      .poll(
        async () => {
          const res = await page.request.get(latestUrl, { headers: auth });
          return latestResponse.parse(await res.json()).results[co2.objectId]?.curVal?.val;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(value);

    await page.goto(`${sitePath}/zones/${co2.zone!.objectId}`);
    await page.getByRole('heading', { level: 1, name: co2.zone!.name }).waitFor();
    await page.getByText(String(value)).first().waitFor();
    await screenshot(page, 'telemetry-ingested-value');

    // The e2e data folder is kept between runs: put the demo's value back, then retire the key.
    if (co2.curVal !== null) {
      const restored = await page.request.post('/api/ingest', {
        headers: { 'x-ingest-key': ingestKey.key },
        data: {
          readings: [{ point: co2.childPoints[0]!.uuid, ts: Date.now(), value: co2.curVal }],
        },
      });
      expect(restored.status()).toBe(200);
    }
    const revoked = await page.request.post(`/api/ingestKeys/${ingestKey.objectId}/revoke`, {
      headers: auth,
    });
    expect(revoked.status()).toBe(200);
  });
});
