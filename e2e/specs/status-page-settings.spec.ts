// Publishing the public status page from Settings (issue 17) in Chromium against the built server
// with the demo data. The Other Portfolio publishes none, so its superAdmin publishes it on a phone
// under a new address (typed, Enter saves), a visitor opens /status/{address} and sees its site,
// then it is unpublished after the confirm dialog and the visitor's next visit goes to / (and from
// there to sign-in), as the status page does on any failure. The demo project's /status/cps stays
// as other specs expect it; its admin sees its link at desktop width, and a plain member no
// section at all. The Other Portfolio ends unpublished, as the demo data has it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { desktop, monitorAs, phone } from '../support/monitoring';

const OTHER_PROJECT = 'Other Portfolio';
const OTHER_SITE = 'Maple Street Library';
/** A fresh address per run: the server is shared, and an address is one project's. */
const slug = `e2e-other-${Date.now().toString(36)}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const section = (page: Page) => page.getByRole('region', { name: 'Public status page' });

/** What a visitor without a session sees at /status/{slug}: where the page ends up. */
async function visit(address: string): Promise<{ page: Page; table: boolean }> {
  const page = await newPage(browser);
  await page.goto(`/status/${address}`);
  const table = page.getByRole('table', { name: 'Site status' });
  const signIn = page.getByRole('heading', { level: 1, name: 'Sign in' });
  await Promise.race([table.waitFor(), signIn.waitFor()]);
  return { page, table: await table.isVisible() };
}

describe('an admin publishes and unpublishes the status page on a phone', () => {
  let admin: Page;

  beforeAll(async () => {
    admin = await monitorAs(browser, 'super@example.com', {
      viewport: phone,
      project: OTHER_PROJECT,
    });
  });

  afterAll(async () => {
    // Whatever failed above, the Other Portfolio ends as the demo data has it: unpublished.
    await admin?.evaluate(`(async () => {
      const headers = { authorization: 'Bearer ' + localStorage.getItem('airboard.token') };
      const { project } = await fetch('/locals', { headers }).then((r) => r.json());
      await fetch('/api/projects/' + project.objectId + '/statusPage', { method: 'DELETE', headers });
    })()`);
  });

  it('publishes under a new address that a visitor can open', async () => {
    await admin.goto('/settings');
    const settings = section(admin);
    await settings.getByText(/^Not published/).waitFor();
    const address = settings.getByRole('textbox', { name: 'Address' });
    await address.fill('-bad');
    await settings.getByText('The address cannot start or end with a hyphen').waitFor();
    await address.fill(slug);
    await address.press('Enter');

    const link = settings.getByRole('textbox', { name: 'Status page link' });
    await link.waitFor();
    expect(await link.inputValue()).toMatch(new RegExp(`/status/${slug}$`));
    // The toast says so, then leaves the link in sight for the screenshot.
    const toast = admin.getByText(`Status page published at /status/${slug}`);
    await toast.waitFor();
    await toast.waitFor({ state: 'hidden', timeout: 15_000 });
    expect(
      await admin.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
    ).toBe(true);
    await screenshot(admin, 'status-page-settings-phone');

    const visitor = await visit(slug);
    expect(visitor.table).toBe(true);
    expect(await visitor.page.getByRole('rowheader').allInnerTexts()).toContain(OTHER_SITE);
    await visitor.page.context().close();
  });

  it('unpublishes after asking; the address then sends a visitor to /', async () => {
    const settings = section(admin);
    await settings.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Unpublish the status page?' });
    await dialog.waitFor();
    await screenshot(admin, 'status-page-settings-unpublish-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await settings.getByText(/^Not published/).waitFor();
    expect(await settings.getByRole('textbox', { name: 'Status page link' }).count()).toBe(0);

    const visitor = await visit(slug);
    expect(visitor.table).toBe(false);
    const url = new URL(visitor.page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('from')).toBe('/');
    await visitor.page.context().close();
  });

  it('left the demo project’s /status/cps as it was', async () => {
    const visitor = await visit('cps');
    expect(visitor.table).toBe(true);
    await visitor.page.context().close();
  });
});

describe('who sees the section', () => {
  it('shows the demo admin the published /status/cps link at desktop width', async () => {
    const page = await monitorAs(browser, 'admin@example.com', { viewport: desktop });
    await page.goto('/settings');
    const link = section(page).getByRole('textbox', { name: 'Status page link' });
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/status\/cps$/);
    expect(await section(page).getByRole('textbox', { name: 'Address' }).inputValue()).toBe('cps');
    await screenshot(page, 'status-page-settings-desktop');
    await page.context().close();
  });

  it('shows a plain member no section', async () => {
    const page = await monitorAs(browser, 'user@example.com', { viewport: desktop });
    await page.goto('/settings');
    await page.getByText(/Signed in as/).waitFor();
    expect(await section(page).count()).toBe(0);
    await page.context().close();
  });
});
