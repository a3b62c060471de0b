// Helpers of the monitoring specs: a signed-in page for a demo user (past the welcome modal, which
// shows until the account has completed it once) and the demo's site names.
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newPage } from './browser';
import { finishWelcomeIfShown, signIn } from './sign-in';

export const phone = { width: 390, height: 844 };

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

/** Opens a site of the project home by its card. */
export async function openSite(page: Page, name: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Sites' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}
