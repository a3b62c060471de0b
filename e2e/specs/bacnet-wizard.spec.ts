// A BACnet/IP building through the onboarding wizard (issue 21), over real UDP on loopback: the
// spec serves a simulated air handler, and the superAdmin of the other demo project points Maple
// Street Library's BACnet settings at it. In the wizard the site offers a discovery, which shows
// its progress and then the device with its points; a zone gets the air handler's return-air CO2
// and its supply-air setpoint, step 2 guesses their types, step 3 creates the measurements. The
// zone page then shows the CO2 the device reports, and a setpoint written there reaches the
// device's priority array and reads back; released, the controller's own value is in force
// again. The site's settings are put back after.
import { DEFAULT_BACNET_SETTINGS, type BacnetSettings } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacnetDeviceSimulator } from '../../apps/server/src/bas/bacnet/device-simulator';
import { launchBrowser, screenshot } from '../support/browser';
import { apiGet, apiPut, desktop, monitorAs } from '../support/monitoring';

const SITE = 'Maple Street Library';
const ZONE = 'Air Handler 7';
const DEVICE = 'AHU-7';

let browser: Browser;
let page: Page;
let simulator: BacnetDeviceSimulator;
let site: { objectId: string; projectId: string; name: string };
let before: BacnetSettings;

beforeAll(async () => {
  simulator = await BacnetDeviceSimulator.start([
    { instance: 7001, name: DEVICE, model: 'AHU', objectCount: 20 },
  ]);
  browser = await launchBrowser();
  page = await monitorAs(browser, 'super@example.com', {
    viewport: desktop,
    project: 'Other Portfolio',
  });
  const { sites } = await apiGet<{ sites: (typeof site)[] }>(page, '/api?slim=true');
  site = sites.find((s) => s.name === SITE)!;
  before = await apiGet<BacnetSettings>(page, `/api/sites/${site.objectId}/bacnet`);
  await apiPut(page, `/api/sites/${site.objectId}/bacnet`, {
    ...DEFAULT_BACNET_SETTINGS,
    updatedAt: undefined,
    enabled: true,
    localAddress: '127.0.0.1',
    localPort: 0,
    targetAddresses: simulator.addresses,
    deviceInstanceMin: 7000,
    deviceInstanceMax: 7999,
    apduTimeoutMs: 1_000,
    // The shortest poll the rules allow: the zone page waits for a reading.
    pollIntervalS: 10,
  });
});

afterAll(async () => {
  if (before) {
    await apiPut(page, `/api/sites/${site.objectId}/bacnet`, { ...before, updatedAt: undefined });
  }
  await browser?.close();
  simulator?.stop();
});

const commanderTree = () => page.getByRole('tree', { name: messages.commanderTopology });
const aqTree = () => page.getByRole('tree', { name: messages.aqTopology });

/** Finds the device's point in the Commander Topology and adds it to the selected zone. */
async function addPoint(part: string): Promise<void> {
  const name = `${DEVICE} ${part}`;
  await page.getByRole('searchbox', { name: 'Search points and devices' }).fill(name);
  await commanderTree()
    .getByRole('treeitem', { name: new RegExp(`^${name}\\b`) })
    .first()
    .click();
  await page.getByRole('button', { name: `Add 1 point to ${ZONE}` }).click();
  await page.getByText('Added 1 point', { exact: true }).last().waitFor();
}

describe('a BACnet/IP site in the onboarding wizard', () => {
  it('discovers the site with its progress shown, and lists the device', async () => {
    await page.goto(`/onboarding?siteId=${site.objectId}`);
    const panel = page.getByText(/This site is read over BACnet\/IP\. Discover its devices/);
    await panel.waitFor();
    await screenshot(page, 'bacnet-wizard-before-discovery', { fullPage: false });
    await page.getByRole('button', { name: 'Discover devices' }).click();
    await page.getByText(/^BACnet\/IP: 1 device, \d+ points, discovered/).waitFor();
    await commanderTree()
      .getByRole('treeitem', { name: new RegExp(`^${DEVICE}`) })
      .waitFor();
    await screenshot(page, 'bacnet-wizard-discovered', { fullPage: false });
  });

  it('maps the CO2 and the setpoint into a zone and creates their measurements', async () => {
    await page.getByRole('button', { name: messages.addZone, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: messages.addZone });
    await dialog.getByLabel('Zone Name').fill(ZONE);
    await dialog.getByRole('button', { name: messages.addZone }).click();
    await aqTree()
      .getByRole('treeitem', { name: new RegExp(`^${ZONE}`), selected: true })
      .waitFor();
    await addPoint('RA-CO2');
    await addPoint('SA-T-SP');

    await page.getByRole('button', { name: messages.selectPointTypes }).click();
    await page.getByRole('heading', { level: 1, name: messages.selectPointTypes }).waitFor();
    await page.getByRole('button', { name: messages.guessPointTypes }).click();
    await screenshot(page, 'bacnet-wizard-point-types', { fullPage: false });

    await page.getByRole('link', { name: messages.createMeasurements }).click();
    await page.getByRole('heading', { level: 1, name: messages.createMeasurements }).waitFor();
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/onboarding/measurements/'),
    );
    await page.getByRole('button', { name: messages.createMeasurements }).click();
    expect((await answer).status()).toBe(200);
    await page.getByText(messages.finishedOnboarding).waitFor();
  });

  it('shows the polled CO2 on the zone page and writes the setpoint to the device', async () => {
    const zones = await apiGet<{ results: { objectId: string; name: string }[] }>(
      page,
      `/api/zones?siteId=${site.objectId}`,
    );
    const zone = zones.results.find((z) => z.name === ZONE)!;
    await page.goto(`/projects/${site.projectId}/sites/${site.objectId}/zones/${zone.objectId}`);
    await page.getByRole('heading', { level: 1, name: ZONE }).waitFor();

    // The device's CO2 changes; the server's next poll reads it and the page shows it.
    const device = simulator.device(7001);
    const object = (part: string) => device.objects.find((o) => o.name === `${DEVICE} ${part}`)!;
    device.setPresentValue(object('RA-CO2').ref, 1234);
    const co2 = async () => {
      const { results } = await apiGet<{ results: { name: string; curVal: number | null }[] }>(
        page,
        `/api/measurements?siteId=${site.objectId}&zoneId=${zone.objectId}&accessFilter=true`,
      );
      return results.find((m) => m.name === `${DEVICE} RA-CO2`)?.curVal;
    };
    await expect.poll(co2, { timeout: 40_000, interval: 1_000 }).toBe(1234);
    await page
      .getByText(/^1,?234\s*ppm$/)
      .first()
      .waitFor({ timeout: 30_000 });

    // A setpoint written on the zone page goes to the device at priority 8 and reads back.
    const setpoint = `${DEVICE} SA-T-SP`;
    await page.getByRole('button', { name: `Change ${setpoint}` }).click();
    await page.getByLabel(`New ${setpoint}`).fill('60');
    await page.getByRole('button', { name: `Save ${setpoint}` }).click();
    await expect.poll(() => object('SA-T-SP').presentValue, { timeout: 15_000 }).toBe(60);
    expect(object('SA-T-SP').command?.priorities[7]).toBe(60);
    await page
      .getByText(/^60\s*°F$/)
      .first()
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'bacnet-wizard-zone', { fullPage: false });

    // Released, the priority is empty again and the controller's own value is in force.
    await page.getByRole('button', { name: `Release ${setpoint}` }).click();
    await expect
      .poll(() => object('SA-T-SP').command?.priorities[7], { timeout: 15_000 })
      .toBeNull();
    expect(object('SA-T-SP').presentValue).toBe(55);
    await page
      .getByText(/^55\s*°F$/)
      .first()
      .waitFor({ timeout: 30_000 });
  });
});
