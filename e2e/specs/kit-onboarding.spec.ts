// Kit and device onboarding (issue 16) in Chromium at phone size, without signing in. The demo
// kit from its link (as the demo admin sees it on the project's kits) through every step to
// Launch Site: each sensor is heard as it is switched on — the e2e server runs without the demo
// simulator, so the spec sends each sensor's first reading itself, with its signal strength, as
// the sensor would — and the new site then shows that reading once the admin signs in. Then, on
// a server of its own whose database holds a kit's sensor with its own link, the device wizard:
// a new site, the room, activation and mounting, and the link sends the installer home once the
// device is onboarded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createIngestKeyResponse,
  getMeasurementsResponse,
  kitDevicesResponse,
  localsResponse,
  projectKitsResponse,
  publicKitResponse,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { openDatabase } from '../../apps/server/src/db/connect';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { createProject } from '../../apps/server/test/fixtures/factories';
import { createKitProducts, createTestKit } from '../../apps/server/test/fixtures/kits';
import {
  exitOf,
  freePort,
  spawnServer,
  untilListening,
  type ServerProcess,
} from '../../apps/server/test/fixtures/server-process';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { phone } from '../support/monitoring';
import { DEMO_PASSWORD, apiSignIn } from '../support/sign-in';

/** The first reading each sensor sends: a CO2 value and a strong signal. */
const CO2_PPM = 612;
const RSSI = -52;

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** Whether the page fits the phone's width (no sideways scrolling). */
const fitsWidth = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

async function next(page: Page, expectedHeading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await heading(page, expectedHeading);
  expect(await fitsWidth(page), `${expectedHeading} fits a phone`).toBe(true);
}

/** The API as the signed-in demo admin (the spec's own calls), and without a session. */
function apiAs(token: string | null) {
  const baseUrl = inject('baseUrl');
  const headers: Record<string, string> =
    token === null ? {} : { authorization: `Bearer ${token}` };
  return {
    async get(url: string): Promise<unknown> {
      const res = await fetch(`${baseUrl}${url}`, { headers });
      expect(res.status, `GET ${url}`).toBe(200);
      return res.json();
    },
    async post(url: string, body: unknown, extra: Record<string, string> = {}): Promise<unknown> {
      const res = await fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { ...headers, ...extra, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, `POST ${url}`).toBe(200);
      return res.json();
    },
  };
}

describe('the demo kit, onboarded on a phone from its link', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('goes from Get Started to Launch Site, hears each sensor, and the site shows its readings', async () => {
    const { token } = await apiSignIn(inject('baseUrl'), 'admin@example.com');
    const admin = apiAs(token);
    const visitor = apiAs(null);
    const { project } = localsResponse.parse(await admin.get('/locals'));
    const projectId = project!.objectId;
    // The demo seeds one kit still in its box; its link is the one the admins hand out.
    const { results: kits } = projectKitsResponse.parse(
      await admin.get(`/api/projects/${projectId}/kits`),
    );
    const demoKit = kits.find((k) => k.status === 'not_started' && k.revokedAt === null);
    expect(demoKit, 'the demo kit, not started').toBeDefined();
    const { linkId } = demoKit!;
    const { results: devices } = kitDevicesResponse.parse(
      await visitor.get(`/api/kits/${linkId}/devices`),
    );
    const sensors = devices.filter((d) => d.type !== 'hub');
    expect(sensors.length).toBeGreaterThan(0);

    const page = await newPage(browser, phone);
    await page.goto(`/konboarding/${linkId}`);
    await heading(page, 'Set up your air quality kit');
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'kit-onboarding-welcome-phone');

    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page, 'Name your site');
    const siteName = 'Maple Court Library';
    await page.getByRole('textbox', { name: 'Site name' }).fill(siteName);
    await next(page, 'Attach the antennas');
    await screenshot(page, 'kit-onboarding-antenna-phone');
    await next(page, 'Connect ethernet and power');
    await next(page, 'Place the hub');
    await screenshot(page, 'kit-onboarding-hub-phone');
    await next(page, 'Which room is this sensor for?');

    // The site exists now: a gateway key for it sends the sensors' first readings.
    const { results: kit } = publicKitResponse.parse(await visitor.get(`/api/kits/${linkId}`));
    const siteId = kit.site!.objectId;
    const { results: ingestKey } = createIngestKeyResponse.parse(
      await admin.post('/api/ingestKeys', { name: 'E2E kit gateway', siteId }),
    );

    const rooms: { name: string; zoneId: string }[] = [];
    for (const [index, sensor] of sensors.entries()) {
      if (index > 0) {
        await next(page, 'Which room is this sensor for?');
      }
      await page.getByText(sensor.serialNumber).waitFor();
      const room = `Room ${101 + index}`;
      await page.getByRole('textbox', { name: 'Room name' }).fill(room);
      await next(page, 'Switch on the sensor');
      const check = page.getByRole('status');
      await check.getByText('Waiting for the sensor…').waitFor();

      // The sensor is onboarded into its room: its CO2 point takes its first reading.
      const { results: measurements } = getMeasurementsResponse.parse(
        await admin.get(`/api/measurements?siteId=${siteId}`),
      );
      const co2 = measurements.find(
        (m) => m.zone?.name === room && m.type === 'co2' && m.childPoints.length > 0,
      );
      expect(co2, `the CO2 measurement of ${room}`).toBeDefined();
      rooms.push({ name: room, zoneId: co2!.zone!.objectId });
      const sent = await visitor.post(
        '/api/ingest',
        {
          readings: [
            { point: co2!.childPoints[0]!.uuid, ts: Date.now(), value: CO2_PPM, rssi: RSSI },
          ],
        },
        { 'x-ingest-key': ingestKey.key },
      );
      expect(sent).toMatchObject({ stored: 1 });

      await check.getByText('Heard just now').waitFor({ timeout: 30_000 });
      await check.getByRole('img', { name: 'Strong signal' }).waitFor();
      if (index === 0) {
        await screenshot(page, 'kit-onboarding-sensor-heard-phone');
      }
      await next(page, 'Mount the sensor');
    }

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(messages.finishedOnboarding).waitFor();
    await heading(page, 'Your site is ready');
    const launch = page.getByRole('link', { name: 'Launch Site' });
    const sitePath = `/projects/${projectId}/sites/${siteId}`;
    expect(await launch.getAttribute('href')).toBe(sitePath);
    const list = page.getByRole('list', { name: 'Devices' });
    expect(await list.getByRole('listitem').count()).toBe(devices.length);
    for (const room of rooms) {
      await list
        .getByRole('listitem')
        .filter({ hasText: `${room.name} · Heard` })
        .waitFor();
    }
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, 'kit-onboarding-complete-phone');

    // The installer has no account: the site asks to sign in, then opens with its new rooms.
    await launch.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === sitePath, { timeout: 20_000 });
    await heading(page, siteName);
    await page.goto(`${sitePath}/zones/${rooms[0]!.zoneId}`);
    await heading(page, rooms[0]!.name);
    await page.getByText(String(CO2_PPM)).first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'kit-onboarding-new-site-room-phone');
    await page.context().close();
  });
});

describe('a device onboarded by its own link', () => {
  let dataDir = '';
  let baseUrl = '';
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let deviceLink = '';

  beforeAll(async () => {
    // Always the embedded database of the folder below, never a developer's DATABASE_URL (the
    // server inherits this environment).
    delete process.env.DATABASE_URL;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-e2e-device-link-'));
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await migrateDatabase(handle);
      const { db } = handle;
      const project = await createProject(db, { name: 'Device Link Test' });
      const kit = await createTestKit(db, project.id, await createKitProducts(db), { sensors: 1 });
      deviceLink = kit.sensors[0]!.onboardingToken;
    } finally {
      await handle.close();
    }
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = spawnServer({ port, dataDir, built: true });
    await untilListening(server);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      await exited;
    }
    if (dataDir !== '') {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('puts a sensor into a new site and its room, then sends the link home', async () => {
    const context = await browser!.newContext({ baseURL: baseUrl, viewport: phone });
    const page = await context.newPage();
    await page.goto(`/do/${deviceLink}`);
    // The project has no site yet: the installer names one.
    await heading(page, 'Name the site');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Site name' }).fill('Annex');
    await screenshot(page, 'device-onboarding-site-phone');
    await next(page, 'Which room is this sensor for?');
    await page.getByRole('textbox', { name: 'Room name' }).fill('Lab');
    await next(page, 'Switch on the sensor');
    await page.getByRole('status').getByText('Waiting for the sensor…').waitFor();
    await next(page, 'Mount the sensor');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(messages.finishedOnboarding).waitFor();
    await heading(page, 'Your site is ready');
    const launch = page.getByRole('link', { name: 'Launch Site' });
    expect(await launch.getAttribute('href')).toMatch(/^\/projects\/\w+\/sites\/\w+$/);
    await page.getByRole('list', { name: 'Devices' }).getByText('Lab Sensor').waitFor();
    await screenshot(page, 'device-onboarding-complete-phone');

    // Onboarded now: the link leads home (which asks a visitor to sign in).
    await page.goto(`/do/${deviceLink}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/');
    await context.close();
  });
});
