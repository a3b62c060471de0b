// Kiosks (issue 15) in Chromium against the built server: the kiosk list under Sites > site >
// Kiosks at both widths; a kiosk created with two measurements from the picker, renamed and
// shared — by a real e-mail, a copied link and a QR code whose downloaded PNG decodes to that
// link; the link opened in a fresh context without a session at three screen sizes with no scroll
// bars, a card per measurement with its rating, and the demo's branded kiosk with its logos; the
// link revoked (the screen says it is not active, no QR code), re-issued (the old link stays
// dead) and the kiosk deleted; /kioskdemo and the signed-in kiosk addresses; no access for a
// member who is not an admin. Last, on a server of its own, a lobby screen whose server stops: it
// says how old its data is, backs off, and recovers by itself once the server is back — the
// screen's clock faked so its minute-long polls take no real time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Kiosk } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { KIOSK_POLL_MS, kioskRetryDelay } from '@airboard/shared/rules';
import { openDatabase } from '../../apps/server/src/db/connect';
import { newObjectId } from '../../apps/server/src/db/ids';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import * as s from '../../apps/server/src/db/schema/index';
import { createProject, createSite } from '../../apps/server/test/fixtures/factories';
import { createKioskRow } from '../../apps/server/test/fixtures/kiosks';
import {
  exitOf,
  freePort,
  spawnServer,
  untilListening,
  type ServerProcess,
} from '../../apps/server/test/fixtures/server-process';
import { waitForMail } from '../support/accounts-env';
import { launchBrowser, screenshot } from '../support/browser';
import { apiGet, bothWidths, desktop, useMonitorSession } from '../support/monitoring';

type SlimSite = { objectId: string; projectId: string; name: string };

/** The demo site whose kiosks these tests use, and its zone the new kiosk shows. */
const SITE = 'Lincoln Elementary';
const ZONE = 'Gymnasium';
/** The screens a kiosk must fill without scroll bars: 1080p both ways, and 720p. */
const screens = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
  { width: 1280, height: 720 },
] as const;
const RATINGS = ['Excellent', 'Good', 'Poor', 'Warning', 'Critical'];

/** Tries of one GET by the web app's API client (apps/web/src/lib/api-client.ts) before it fails. */
const GET_ATTEMPTS = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function demoSite(page: Page): Promise<SlimSite> {
  const { sites } = await apiGet<{ sites: SlimSite[] }>(page, '/api?slim=true');
  const site = sites.find((candidate) => candidate.name === SITE);
  expect(site, `demo site ${SITE}`).toBeDefined();
  return site!;
}

async function siteKiosks(page: Page, siteId: string): Promise<Kiosk[]> {
  return (await apiGet<{ results: Kiosk[] }>(page, `/api/kiosks/site/${siteId}`)).results;
}

/** A kiosk card of the list, by the kiosk's name. */
const kioskCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Kiosks' }).getByRole('article', { name, exact: true });

/** The kiosk screen's cards, one per carousel item. */
const readings = (page: Page) => page.getByRole('list', { name: /: all readings$/ });

/**
 * Turns the page's HTTP cache off. The public kiosk answers may be kept by browsers for 5 s
 * (decision 019, `Cache-Control: public, max-age=5`), so a reload straight after a revoke, or a
 * poll on a faked clock, could be answered from the cache instead of the server.
 */
async function withoutHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** Waits until the locator matches exactly `count` elements. */
async function waitForCount(locator: Locator, count: number): Promise<void> {
  for (let tries = 0; (await locator.count()) !== count; tries += 1) {
    if (tries > 100) {
      throw new Error(`expected ${count} of ${locator.toString()}, found ${await locator.count()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each card of the kiosk screen carries one of the 002 §4 ratings; returns them in order. */
async function cardRatings(page: Page): Promise<string[]> {
  const cards = readings(page).getByRole('listitem');
  const ratings: string[] = [];
  for (const card of await cards.all()) {
    const rating = (await card.locator('[data-rating]').getAttribute('data-rating')) ?? '';
    expect(RATINGS, `rating of ${await card.innerText()}`).toContain(rating);
    expect(await card.innerText()).toContain(rating);
    ratings.push(rating);
  }
  return ratings;
}

/**
 * The kiosk fills the viewport without scroll bars, and neither a card nor the carousel clips
 * what it says: they hide their overflow, so text cut off (or cut short with an ellipsis) would
 * not show as a scroll bar.
 */
async function expectFitsScreen(page: Page, what: string): Promise<void> {
  const [scrollWidth, innerWidth, scrollHeight, innerHeight] = await page.evaluate<
    [number, number, number, number]
  >(
    '[document.documentElement.scrollWidth, innerWidth, document.documentElement.scrollHeight, innerHeight]',
  );
  expect(scrollWidth, `${what}: page width`).toBeLessThanOrEqual(innerWidth);
  expect(scrollHeight, `${what}: page height`).toBeLessThanOrEqual(innerHeight);
  // A box cut off either way; a line inside it cut short (an ellipsis cuts only across: a line's
  // glyphs may reach a pixel or two below its line box without anything being hidden).
  const clipped = await page.evaluate<string[]>(`(() => {
    const cutAcross = (el) => el.scrollWidth > el.clientWidth + 1;
    const cut = (el) => cutAcross(el) || el.scrollHeight > el.clientHeight + 1;
    const boxes = document.querySelectorAll(
      'ul[aria-label$=": all readings"] > li, section[aria-roledescription="carousel"]',
    );
    return Array.from(boxes)
      .filter((box) =>
        cut(box) ||
        Array.from(box.querySelectorAll('*')).some(
          (el) => getComputedStyle(el).overflow === 'hidden' && el.clientWidth > 0 && cutAcross(el),
        ),
      )
      .map((box) => box.textContent);
  })()`);
  expect(clipped, `${what}: cards or slides whose text is cut off`).toEqual([]);
}

/** Shows the kiosk at each screen size, checks it fits, and saves `kiosk-<kind>-<w>x<h>`. */
async function checkAtEachScreen(page: Page, kind: string): Promise<void> {
  for (const size of screens) {
    await page.setViewportSize(size);
    const orientation = size.height > size.width ? 'portrait' : 'landscape';
    // The screen lays itself out again when it turns (002): wait for the new layout.
    await page.locator(`[data-orientation="${orientation}"]`).waitFor();
    await readings(page).getByRole('listitem').first().waitFor();
    await expectFitsScreen(page, `${kind} at ${size.width}×${size.height}`);
    await screenshot(page, `kiosk-${kind}-${size.width}x${size.height}`, { fullPage: false });
  }
}

describe.each(bothWidths)('kiosk list at %s width', (width, viewport) => {
  const session = useMonitorSession('admin@example.com', viewport);

  it("lists the site's kiosks under Sites > site > Kiosks", async () => {
    const { page } = session;
    const site = await demoSite(page);
    await page.goto(`/kiosks?siteId=${site.objectId}`);
    await page.getByRole('heading', { level: 1, name: 'Kiosks' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await crumbs.getByRole('link', { name: 'Sites' }).getAttribute('href')).toBe('/');
    expect(await crumbs.getByRole('link', { name: SITE }).getAttribute('href')).toBe(
      `/projects/${site.projectId}/sites/${site.objectId}`,
    );
    expect(await crumbs.getByText('Kiosks').getAttribute('aria-current')).toBe('page');

    // The demo's two kiosks of the site: a plain one of its first zone, a branded one of it all.
    const plain = kioskCard(page, `${SITE} Lobby`);
    await plain.waitFor();
    expect(await plain.innerText()).toMatch(/Plain[\s\S]*Main Office/);
    expect(await plain.innerText()).toContain('Measurements: CO2, PM2.5, Temperature, Humidity');
    await plain.getByRole('link', { name: `Open ${SITE} Lobby (new tab)` }).waitFor();
    const branded = kioskCard(page, `${SITE} Lobby (branded)`);
    expect(await branded.innerText()).toMatch(/Branded[\s\S]*Whole site/);
    expect(await branded.innerText()).toContain('Measurements: CO2, Temperature, Humidity');
    for (const card of [plain, branded]) {
      expect(await card.innerText()).toMatch(/Online|Offline/);
      await card.getByRole('button', { name: /^Share / }).waitFor();
    }
    await screenshot(page, `kiosks-list-${width}`);
  });
});

describe('a kiosk from creation to deletion', () => {
  const session = useMonitorSession('admin@example.com', desktop);
  const created = 'E2E Entrance';
  const name = 'E2E Front Entrance';
  /** The visitor: a context of its own, with no session. */
  let visitorContext: BrowserContext;
  let visitor: Page;
  let site: SlimSite;
  let link = '';

  beforeAll(async () => {
    visitorContext = await session.browser.newContext({ viewport: screens[0] });
    visitor = await visitorContext.newPage();
    await withoutHttpCache(visitor);
  });
  afterAll(async () => {
    await visitorContext?.close();
  });

  const openShare = async () => {
    const { page } = session;
    await kioskCard(page, name)
      .getByRole('button', { name: `Share ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Share ${name}` });
    await dialog.waitFor();
    return dialog;
  };
  const runFromMenu = async (command: string) => {
    const { page } = session;
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: command }).click();
  };

  it('creates a plain kiosk with two measurements from the picker, and renames it', async () => {
    const { page } = session;
    site = await demoSite(page);
    await page.goto(`/kiosks?siteId=${site.objectId}`);
    await page.getByRole('button', { name: 'Create Kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Kiosk' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(created);
    expect(await dialog.getByRole('combobox', { name: 'Type' }).innerText()).toBe('Plain');
    await dialog.getByRole('combobox', { name: 'Zone' }).click();
    await page.getByRole('option', { name: ZONE, exact: true }).click();
    await dialog.getByText('A plain kiosk shows up to 6 measurements. 0 of 6 picked').waitFor();

    await dialog.getByRole('button', { name: 'Pick measurements' }).click();
    const picker = page.getByRole('dialog', { name: 'Select measurements' });
    await picker.getByRole('searchbox', { name: 'Search zones' }).fill(ZONE);
    const zone = picker.getByRole('group', { name: ZONE, exact: true });
    await zone.getByLabel('CO2 (ppm)').check();
    await zone.getByLabel('Temperature (°F)').check();
    await picker.getByRole('button', { name: messages.confirmSelection }).click();
    await picker.waitFor({ state: 'detached' });
    const picked = dialog.getByRole('list', { name: 'Picked measurements' });
    expect(await picked.getByRole('listitem').allInnerTexts()).toEqual([
      `CO2 · ${ZONE}`,
      `Temperature · ${ZONE}`,
    ]);
    await dialog.getByText('2 of 6 picked.').waitFor();
    await screenshot(page, 'kiosk-create-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText(`Created ${created}`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = kioskCard(page, created);
    expect(await card.innerText()).toMatch(
      new RegExp(`Plain[\\s\\S]*${ZONE}[\\s\\S]*Not shown on a screen yet`),
    );
    expect(await card.innerText()).toContain('Measurements: CO2, Temperature');

    await page.getByRole('button', { name: `Edit ${created}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${created}` });
    const nameField = edit.getByRole('textbox', { name: 'Name' });
    expect(await nameField.inputValue()).toBe(created);
    await edit.getByRole('button', { name: `Remove CO2 · ${ZONE}` }).waitFor();
    await nameField.fill(name);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved ${name}`).waitFor();
    await kioskCard(page, name).waitFor();
    expect(await kioskCard(page, created).count()).toBe(0);

    const kiosk = (await siteKiosks(page, site.objectId)).find((k) => k.name === name);
    expect(kiosk).toMatchObject({ type: 'plain', zone: { name: ZONE } });
    expect(kiosk!.measurements.map((m) => m.name)).toEqual(['CO2', 'Temperature']);
    // At least 128 random bits (base64url: 22 characters for 16 bytes).
    expect(kiosk!.uuid).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    link = new URL(`/kiosks/${kiosk!.uuid}`, inject('baseUrl')).href;
    expect(
      await kioskCard(page, name)
        .getByRole('link', { name: /^Open / })
        .getAttribute('href'),
    ).toBe(link);
  });

  it('shares it by e-mail: an address is needed, then the link arrives in the mailbox', async () => {
    const { page } = session;
    const dialog = await openShare();
    expect(await dialog.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const send = dialog.getByRole('button', { name: `Send ${name}'s link` });
    await send.click();
    await dialog.getByText(messages.shareNeedsEmail).waitFor();
    await screenshot(page, 'kiosk-share-email-desktop', { fullPage: false });

    const recipient = `lobby.screen.${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'Email addresses' }).fill(recipient);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: `Remove ${recipient}` }).waitFor();
    await send.click();
    await page.getByText(messages.kioskShared(name)).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const mail = await waitForMail(new RegExp(`To: ${escapeRegExp(recipient)}`));
    expect(mail).toContain(name);
    expect(mail).toContain(SITE);
    expect(mail).toContain(link);
  });

  it('copies the link', async () => {
    const { page } = session;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: inject('baseUrl'),
    });
    const dialog = await openShare();
    await dialog.getByRole('tab', { name: 'Link' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Link' });
    expect(await panel.getByRole('textbox', { name: 'Public link' }).inputValue()).toBe(link);
    await panel.getByRole('button', { name: `Copy ${name}'s link` }).click();
    await page.getByText(messages.copied, { exact: true }).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
    await screenshot(page, 'kiosk-share-link-desktop', { fullPage: false });
  });

  it('draws the QR code of the link, downloaded as a PNG that decodes to it', async () => {
    const { page } = session;
    const dialog = page.getByRole('dialog', { name: `Share ${name}` });
    await dialog.getByRole('tab', { name: 'QR Code' }).click();
    await dialog.getByRole('img', { name: `QR code of ${name}'s link` }).waitFor();
    await screenshot(page, 'kiosk-share-qr-desktop', { fullPage: false });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: `Download Image of ${name}'s QR code` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}.png`);
    const png = PNG.sync.read(fs.readFileSync(await download.path()));
    expect(png.width).toBeGreaterThanOrEqual(256);
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(code?.data).toBe(link);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the kiosk at the link without a session, fitting each screen', async () => {
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: SITE }).waitFor();
    expect(await visitorContext.cookies()).toEqual([]);
    await visitor.getByText(ZONE, { exact: true }).first().waitFor();
    expect(await visitor.evaluate<string | null>("localStorage.getItem('airboard.token')")).toBe(
      null,
    );
    expect(await visitor.title()).toBe(`${ZONE} · ${SITE}`);
    const carousel = visitor.getByRole('region', { name: `${ZONE}: current readings` });
    await carousel.getByRole('group', { name: '1 of 2' }).waitFor();
    const cards = readings(visitor).getByRole('listitem');
    await waitForCount(cards, 2);
    const texts = await cards.allInnerTexts();
    expect(texts[0]).toMatch(/^CO2\s*[\d.,]+\s*ppm/);
    expect(texts[1]).toMatch(/^Temperature\s*[\d.,]+\s*°F/);
    expect(await cardRatings(visitor)).toHaveLength(2);
    await visitor.getByText(/^Updated (just now|\d+ min ago)$/).waitFor();
    await checkAtEachScreen(visitor, 'plain');
  });

  it("shows the demo's branded kiosk in the site's colours with both logos", async () => {
    const { page } = session;
    const branded = (await siteKiosks(page, site.objectId)).find((k) => k.type === 'branded');
    expect(branded?.url, 'the demo branded kiosk').toBeTruthy();
    await visitor.setViewportSize(screens[0]);
    await visitor.goto(new URL(branded!.url!, inject('baseUrl')).href);
    await visitor.getByRole('heading', { level: 1, name: SITE }).waitFor();
    await visitor.locator('[data-variant="branded"]').waitFor();
    for (const logo of [`${SITE} logo`, `${SITE} second logo`]) {
      const image = visitor.getByRole('img', { name: logo, exact: true });
      await image.waitFor();
      // Drawn, not a broken image.
      const drawnWidth = await visitor.evaluate<number>(
        `document.querySelector('img[alt="${logo}"]').naturalWidth`,
      );
      expect(drawnWidth, `${logo} drawn`).toBeGreaterThan(0);
    }
    // The score slides come first (Overall leads), then the three component measurements.
    const carousel = visitor.getByRole('region', { name: `${SITE}: current readings` });
    await carousel.getByRole('group', { name: /^1 of \d$/ }).waitFor();
    expect(await carousel.getByRole('heading', { level: 2 }).innerText()).toBe('Overall');
    const cards = readings(visitor).getByRole('listitem');
    await cards.last().waitFor();
    const texts = await cards.allInnerTexts();
    expect(texts[0]).toMatch(/^Overall\s*\d+\s*\/ 100/);
    expect(texts.slice(-3).map((t) => t.split('\n')[0])).toEqual([
      'CO2',
      'Temperature',
      'Humidity',
    ]);
    expect(await cardRatings(visitor)).toHaveLength(texts.length);
    await checkAtEachScreen(visitor, 'branded');
  });

  it('revokes the link: the screen says it is not active and there is no QR code', async () => {
    const { page } = session;
    await visitor.goto(link);
    await readings(visitor).getByRole('listitem').first().waitFor();

    await runFromMenu('Revoke link');
    const confirm = page.getByRole('dialog', { name: `Revoke ${name}'s link?` });
    expect(await confirm.innerText()).toContain('stop working at once');
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await page.getByText(`${name}'s link is revoked`).waitFor();
    const card = kioskCard(page, name);
    await card.getByText('Link revoked').waitFor();
    expect(await card.getByRole('link', { name: /^Open / }).count()).toBe(0);

    // The server forgets its cached answers at once: the public calls are the 404 of any unknown id.
    const publicId = new URL(link).pathname.split('/').pop()!;
    for (const call of [`/api/kiosk/${publicId}`, `/api/kiosk/${publicId}/measurements`]) {
      expect((await visitor.request.get(new URL(call, link).href)).status(), call).toBe(404);
    }
    await visitor.reload();
    await visitor
      .getByRole('heading', { level: 1, name: 'This kiosk link is not active' })
      .waitFor();
    expect(await readings(visitor).count()).toBe(0);
    await screenshot(visitor, 'kiosk-not-active-1280x720', { fullPage: false });

    const dialog = await openShare();
    await dialog.getByText(/link is revoked/).waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await dialog.getByRole('tab', { name: 'QR Code' }).click();
    await dialog.getByText(messages.noQrCode).waitFor();
    expect(await dialog.getByRole('img').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /Download Image/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('re-issues a new link that works while the old one stays dead', async () => {
    const { page } = session;
    await runFromMenu('Re-issue link');
    const confirm = page.getByRole('dialog', { name: `Re-issue ${name}'s link?` });
    await confirm.getByRole('button', { name: 'Re-issue link' }).click();
    await page.getByText(`${name} has a new link`).waitFor();
    const open = kioskCard(page, name).getByRole('link', { name: `Open ${name} (new tab)` });
    await open.waitFor();
    const newLink = (await open.getAttribute('href')) ?? '';
    expect(newLink).toMatch(/\/kiosks\/[A-Za-z0-9_-]{22,}$/);
    expect(newLink).not.toBe(link);

    await visitor.goto(newLink);
    await visitor.getByRole('heading', { level: 1, name: SITE }).waitFor();
    await waitForCount(readings(visitor).getByRole('listitem'), 2);
    // The plain kiosk takes the public id as a route parameter too (/kiosk/{id}).
    const { origin, pathname } = new URL(newLink);
    await visitor.goto(`${origin}/kiosk/${pathname.split('/').pop()!}`);
    await visitor.locator('[data-variant="plain"]').waitFor();
    await waitForCount(readings(visitor).getByRole('listitem'), 2);
    await visitor.goto(link);
    await visitor
      .getByRole('heading', { level: 1, name: 'This kiosk link is not active' })
      .waitFor();
    link = newLink;
  });

  it('deletes the kiosk once the deletion is confirmed', async () => {
    const { page } = session;
    await runFromMenu('Delete');
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    expect(await confirm.innerText()).toContain('cannot be undone');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Deleted ${name}`).waitFor();
    await kioskCard(page, name).waitFor({ state: 'detached' });
    await kioskCard(page, `${SITE} Lobby`).waitFor();
    expect((await siteKiosks(page, site.objectId)).map((k) => k.name)).not.toContain(name);
    await visitor.goto(link);
    await visitor
      .getByRole('heading', { level: 1, name: 'This kiosk link is not active' })
      .waitFor();
  });

  it("shows /kioskdemo and the signed-in kiosk addresses of a site's kiosks", async () => {
    const { page } = session;
    await page.goto('/kioskdemo');
    const caption = page.getByTestId('demo-site');
    await caption.waitFor();
    const shown = /^Showing (.+) · site 1 of (\d+)$/.exec(await caption.innerText());
    expect(shown, 'the demo caption').not.toBeNull();
    await page.getByRole('heading', { level: 1, name: shown![1], exact: true }).waitFor();
    await readings(page).getByRole('listitem').first().waitFor();
    await cardRatings(page);
    await screenshot(page, 'kiosk-demo-desktop', { fullPage: false });

    // /kiosk of a zone from the site's own calls, and /kioskbranded of a public kiosk id.
    const demo = (await siteKiosks(page, site.objectId)).find((k) => k.type === 'plain')!;
    await page.goto(`/kiosk?siteId=${site.objectId}&zoneId=${demo.zone!.objectId}`);
    await page.getByRole('heading', { level: 1, name: SITE }).waitFor();
    await page.getByRole('list', { name: `${demo.zone!.name}: all readings` }).waitFor();
    await page.locator('[data-variant="plain"]').waitFor();
    await page.goto(`/kioskbranded?kioskId=${demo.uuid}`);
    await page.locator('[data-variant="branded"]').waitFor();
    await page.getByRole('img', { name: `${SITE} logo`, exact: true }).waitFor();
  });
});

describe('kiosks for a member who is not an admin', () => {
  const session = useMonitorSession('user@example.com', desktop);

  it('says there is no access, and the API refuses the list', async () => {
    const { page } = session;
    const site = await demoSite(page);
    await page.goto(`/kiosks?siteId=${site.objectId}`);
    await page.getByText(messages.noProjectAccess).waitFor();
    expect(await page.getByRole('list', { name: 'Kiosks' }).count()).toBe(0);
    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    const res = await page.request.get(`/api/kiosks/site/${site.objectId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(403);
  });
});

describe('a lobby screen whose server stops', () => {
  const publicId = 'StaleE2eKiosk_0123456789';
  let dataDir = '';
  let port = 0;
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let co2Id = '';

  /** Sets the CO2 reading in the (stopped) server's database, as the telemetry would. */
  const setCo2 = async (value: number, at: Date) => {
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await handle.db
        .update(s.measurements)
        .set({ curVal: value, curValTs: at, curScore: 88, curScoreTs: at })
        .where(eq(s.measurements.id, co2Id));
    } finally {
      await handle.close();
    }
  };
  const start = async () => {
    server = spawnServer({ port, dataDir, built: true });
    await untilListening(server);
  };
  const stop = async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      await exited;
    }
  };

  beforeAll(async () => {
    // Always the embedded database of the folder below, never a developer's DATABASE_URL (the
    // server inherits this environment).
    delete process.env.DATABASE_URL;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-e2e-kiosk-'));
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await migrateDatabase(handle);
      const { db } = handle;
      const project = await createProject(db, { name: 'Stale Test' });
      const site = await createSite(db, project.id, { name: 'Harbour School' });
      const [zone] = await db
        .insert(s.zones)
        .values({ id: newObjectId(), siteId: site.id, name: 'Front Hall' })
        .returning();
      const now = new Date();
      co2Id = newObjectId();
      const temperatureId = newObjectId();
      await db.insert(s.measurements).values([
        {
          id: co2Id,
          siteId: site.id,
          zoneId: zone!.id,
          name: 'CO2',
          type: 'co2',
          unit: 'ppm',
          scoreType: 'scoreAQ',
          curVal: 612,
          curValTs: now,
          curScore: 91,
          curScoreTs: now,
        },
        {
          id: temperatureId,
          siteId: site.id,
          zoneId: zone!.id,
          name: 'Temperature',
          type: 'spacetemperature',
          unit: '°F',
          scoreType: 'scoreOW',
          position: 1,
          curVal: 70.5,
          curValTs: now,
          curScore: 62,
          curScoreTs: now,
        },
      ]);
      await createKioskRow(
        db,
        { projectId: project.id, siteId: site.id },
        {
          uuid: publicId,
          name: 'Front Hall screen',
          zoneId: zone!.id,
          measurementIds: [co2Id, temperatureId],
        },
      );
    } finally {
      await handle.close();
    }
    port = await freePort();
    await start();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stop();
    if (dataDir !== '') {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says how old its data is while the server is down, backs off, and recovers', async () => {
    const context = await browser!.newContext({ viewport: screens[2] });
    const page = await context.newPage();
    // On this compressed clock every poll must reach the server, not the 5 s browser cache.
    await withoutHttpCache(page);
    const polls = { failed: 0, answered: 0, inFlight: 0 };
    const isPoll = (url: string) => url.endsWith(`/api/kiosk/${publicId}/measurements`);
    page.on('request', (request) => {
      if (isPoll(request.url())) {
        polls.inFlight += 1;
      }
    });
    page.on('requestfailed', (request) => {
      if (isPoll(request.url())) {
        polls.inFlight -= 1;
        polls.failed += 1;
      }
    });
    page.on('requestfinished', (request) => {
      if (isPoll(request.url())) {
        polls.inFlight -= 1;
        polls.answered += 1;
      }
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      navigations += frame === page.mainFrame() ? 1 : 0;
    });
    /** Moves the screen's clock on in small steps, letting each poll finish before the next. */
    const advance = async (ms: number, until?: () => Promise<boolean>): Promise<number> => {
      const step = 250;
      let passed = 0;
      while (passed < ms && !(until && (await until()))) {
        await page.clock.runFor(step);
        passed += step;
        for (let waits = 0; polls.inFlight > 0 && waits < 200; waits += 1) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
      return passed;
    };

    try {
      await page.clock.install();
      await page.goto(`http://127.0.0.1:${port}/kiosks/${publicId}`);
      await page.getByRole('heading', { level: 1, name: 'Harbour School' }).waitFor();
      const cards = readings(page).getByRole('listitem');
      await waitForCount(cards, 2);
      expect(await cards.first().innerText()).toMatch(/^CO2\s*612\s*ppm/);
      const banner = page.getByText(/data is \d+ minutes? old/);
      expect(await banner.count()).toBe(0);
      // From here the screen's time moves only when the test moves it.
      const pageNow = await page.evaluate<number>('Date.now()');
      await page.clock.pauseAt(pageNow + 1_000);
      const loads = navigations;

      await stop();
      await advance(KIOSK_POLL_MS);
      await advance(2_000, async () => (await banner.count()) > 0);
      await banner.waitFor();
      expect(polls.failed, 'the minute poll, tried and failed').toBe(GET_ATTEMPTS);
      expect(await banner.innerText()).toMatch(
        /^Cannot reach the server\s*·\s*data is \d+ minutes? old$/,
      );
      await page.getByText(messages.cannotLoadSite).waitFor();
      // The values stay on the screen under the banner.
      expect(await cards.first().innerText()).toMatch(/^CO2\s*612\s*ppm/);
      expect(await cardRatings(page)).toEqual(['Excellent', 'Good']);
      await expectFitsScreen(page, 'stale kiosk');
      await screenshot(page, 'kiosk-stale-1280x720', { fullPage: false });

      // Retries back off: 5, 10, 20, then 30 s apart — four in the next 80 s, not one a second.
      const failedPolls = polls.failed;
      const retries = [1, 2, 3, 4].map(kioskRetryDelay);
      expect(retries).toEqual([5_000, 10_000, 20_000, 30_000]);
      await advance(80_000);
      expect((polls.failed - failedPolls) / GET_ATTEMPTS).toBe(4);
      expect(await banner.count()).toBe(1);

      // The telemetry moved on while the server was down (a reading of the screen's "now", whose
      // clock is ahead of the real one); then the server comes back.
      await setCo2(655, new Date(await page.evaluate<number>('Date.now()')));
      await start();
      const answeredBefore = polls.answered;
      const recovered = async () => polls.answered > answeredBefore && (await banner.count()) === 0;
      await advance(KIOSK_POLL_MS, recovered);
      expect(await recovered(), 'recovered within a minute of the server coming back').toBe(true);
      await banner.waitFor({ state: 'detached' });
      await cards.first().filter({ hasText: '655' }).waitFor();
      expect(await cards.first().innerText()).toMatch(/^CO2\s*655\s*ppm/);
      await page.getByText(/^Updated just now$/).waitFor();
      // Recovered by asking again, never by reloading the page.
      expect(navigations).toBe(loads);
      await screenshot(page, 'kiosk-recovered-1280x720', { fullPage: false });
    } finally {
      await context.close();
    }
  });
});
