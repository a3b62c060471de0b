// Browser helpers for the specs: Debian's Chromium (./chromium), pages that resolve relative URLs
// against the e2e server, and named screenshots.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchBrowser } from './chromium';

const screenshotsDir = fileURLToPath(new URL('../screenshots', import.meta.url));

const desktop = { width: 1280, height: 800 };

/**
 * A page in its own context (fresh storage, so no session leaks between tests). Its goto and
 * reload return once the app has taken over a first screen the server rendered (decision 023),
 * as a user would wait for the page to respond: an element found in the server's markup is gone
 * after the takeover. `waitUntil: 'commit'` returns at once, to look at the server's markup.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = desktop,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') {
      await appTookOver(page);
    }
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appTookOver(page);
    return response;
  };
  return page;
}

/**
 * Waits until the app has taken over the first screen the server rendered in the page (decision
 * 023): until then the page shows the server's markup, inert, which the app then replaces — an
 * element found before that is gone after it.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator('[data-first-screen]').waitFor({ state: 'detached' });
}

/** Saves a screenshot (the full page unless told) as e2e/screenshots/<name>.png; returns its path. */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const file = path.join(screenshotsDir, `${name}.png`);
  // Transitions run to their end first, so a dialog that just opened is not caught half faded in.
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}
