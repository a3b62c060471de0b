// Helpers of the monitoring specs: a signed-in page for a demo user (past the welcome modal, which
// shows until the account has completed it once) and the demo's site names.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { finishWelcomeIfShown, signIn } from './sign-in';

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };
/** The two widths the monitoring screens are checked at, for describe.each. */
export const bothWidths = [
  ['desktop', desktop],
  ['phone', phone],
] as const;

export interface MonitorSession {
  browser: Browser;
  page: Page;
}

/**
 * For one describe block: a browser and a page signed in as the demo user at the viewport,
 * opened before its tests and closed after them.
 */
export function useMonitorSession(
  email: string,
  viewport: { width: number; height: number },
): MonitorSession {
  const session = {} as MonitorSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.page = await monitorAs(session.browser, email, { viewport });
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** The headers of an API call as the signed-in page makes it (its session token). */
async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
  return { authorization: `Bearer ${token}` };
}

/** A GET of the API as the signed-in page makes it (its session token). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: await sessionHeaders(page) });
  return (await res.json()) as T;
}

/** A POST of the API as the signed-in page makes it; anything but a 200 throws with the answer. */
export async function apiPost<T>(page: Page, path: string, body: object): Promise<T> {
  const res = await page.request.post(path, { headers: await sessionHeaders(page), data: body });
  if (res.status() !== 200) {
    throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  }
  return (await res.json()) as T;
}

/** A PUT of the API as the signed-in page makes it; throws unless it answers 200. */
export async function apiPut<T>(page: Page, path: string, body: object): Promise<T> {
  const res = await page.request.put(path, { headers: await sessionHeaders(page), data: body });
  if (res.status() !== 200) {
    throw new Error(`PUT ${path} answered ${res.status()}: ${await res.text()}`);
  }
  return (await res.json()) as T;
}

/** A page signed in as the demo user, on the project home of the given project. */
export async function monitorAs(
  browser: Browser,
  email: string,
  options: { viewport?: { width: number; height: number }; project?: string } = {},
): Promise<Page> {
  const page = await newPage(browser, options.viewport);
  await signIn(page, inject('baseUrl'), email, undefined, options.project);
  await finishWelcomeIfShown(page);
  return page;
}

/**
 * The page's next loads of home or a site page come without the first screen the server renders
 * (decision 023), whose data comes with the page: for tests of what the app shows when its own
 * first requests fail. The app's next start (GET /locals) brings the session's cookie back.
 */
export async function withoutFirstScreen(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'airboard_session' });
}

/** Opens a site of the project home by its card. */
export async function openSite(page: Page, name: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Sites' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}
