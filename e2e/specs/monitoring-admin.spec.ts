// Monitoring as an admin: edit-mode renames (and one the server fails), writable points (a write
// that completes and one the point refuses), and the bell's Active Alerts dialog with paging and
// acknowledgement.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
import { launchBrowser, screenshot } from '../support/browser';
import { monitorAs, openSite } from '../support/monitoring';

describe('monitoring as an admin', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await monitorAs(browser, 'admin@example.com');
    await openSite(page, 'Lincoln Elementary');
    await page
      .getByRole('region', { name: 'Zones' })
      .getByRole('link', { name: /Main Office/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Main Office' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renames a measurement in edit mode, and back', async () => {
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    const rename = async (from: string | RegExp, to: string) => {
      const name = typeof from === 'string' ? `Rename measurement ${from}` : from;
      await page.getByRole('button', { name }).click();
      await page.getByLabel('New measurement name').fill(to);
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText(messages.measurementRenamed(to)).waitFor();
      await page.getByRole('button', { name: `Rename measurement ${to}` }).waitFor();
    };
    // An interrupted earlier run may have left the first name behind.
    await rename(/^Rename measurement (.* )?CO2$/, 'Main Office CO2');
    await rename('Main Office CO2', 'CO2');
    await page.getByRole('switch', { name: 'Edit mode' }).uncheck();
  });

  it('says when a rename fails, and keeps the name', async () => {
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    // The server fails on the rename (a POST of one measurement); reads go through.
    const renameCall = (url: URL) => /^\/api\/measurement\/[^/]+$/.test(url.pathname);
    await page.route(renameCall, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { errorMessage: 'Internal Server Error' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Rename measurement CO2', exact: true }).click();
    await page.getByLabel('New measurement name').fill('Main Office CO2');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText(messages.measurementRenameFailed, { exact: true }).waitFor();
    // The draft stays to try again; cancelled, the old name is still there.
    expect(await page.getByLabel('New measurement name').inputValue()).toBe('Main Office CO2');
    await page.getByRole('button', { name: 'Cancel rename' }).click();
    await page.getByRole('button', { name: 'Rename measurement CO2', exact: true }).waitFor();
    await page.unroute(renameCall);
    await page.getByRole('switch', { name: 'Edit mode' }).uncheck();
  });

  it('writes a setpoint that completes, and refuses one outside the range it shows', async () => {
    const edit = async (value: string) => {
      await page.getByRole('button', { name: 'Change Temperature Setpoint' }).click();
      // The accepted values show before anything is typed (issue 12, item 9).
      await page.getByText(/^Allowed: .+ °F$/).waitFor();
      await page.getByLabel('New Temperature Setpoint').fill(value);
    };
    await edit('71');
    await screenshot(page, 'monitoring-setpoint-editor');
    await page.getByRole('button', { name: 'Save Temperature Setpoint' }).click();
    await page.getByRole('img', { name: 'Saved' }).waitFor({ timeout: 20_000 });
    await page
      .getByRole('region', { name: 'Equipment' })
      .getByText('71°F')
      .waitFor({ timeout: 5000 });

    await edit('500');
    await page.getByText(/^Enter .+ °F$/).waitFor();
    expect(await page.getByRole('button', { name: 'Save Temperature Setpoint' }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('pages through active alerts and acknowledges one', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Active Alerts/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Active Alerts' });
    await dialog.getByRole('list', { name: 'Alerts' }).getByRole('listitem').first().waitFor();
    expect(
      await dialog.getByRole('list', { name: 'Alerts' }).getByRole('listitem').count(),
    ).toBeLessThanOrEqual(5);
    const pages = dialog.getByRole('navigation', { name: 'Alert pages' });
    if ((await pages.count()) > 0) {
      await pages.getByRole('button', { name: 'Go to page 2' }).click();
      await dialog.getByRole('list', { name: 'Alerts' }).getByRole('listitem').first().waitFor();
      await pages.getByRole('button', { name: 'page 1' }).click();
    }
    const acknowledge = dialog.getByRole('button', { name: 'Acknowledge' });
    if ((await acknowledge.count()) > 0) {
      await acknowledge.first().click();
      const form = page.getByRole('dialog', { name: 'Acknowledge alert' });
      await form.getByLabel('Comment').fill('Facilities notified');
      await form.getByRole('button', { name: 'Acknowledge' }).click();
      await form.waitFor({ state: 'detached' });
    }
    await dialog
      .getByText(/Acknowledged by .*Facilities notified|Acknowledged by/)
      .first()
      .waitFor();
  });
});
