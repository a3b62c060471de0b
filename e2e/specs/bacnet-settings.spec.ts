// A site's BACnet/IP settings (issue 21) on its Devices page, as the demo's admin: switched on
// with one target address and kept over a reload, an address outside the networks the server
// allows refused by the server in the dialog, and switched off again so the shared server's site
// is left as it was found. The dialog is looked at on a desktop and on a phone (390 px: the fields
// stack, nothing scrolls sideways).
import type { BacnetSettings } from '@airboard/shared/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { apiGet, desktop, phone, useMonitorSession } from '../support/monitoring';

const SITE = 'Harbor Office Tower';
const TARGET = '127.0.0.1:47809';

async function siteId(page: Page): Promise<string> {
  const { sites } = await apiGet<{ sites: { objectId: string; name: string }[] }>(
    page,
    '/api?slim=true',
  );
  return sites.find((s) => s.name === SITE)!.objectId;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');

describe('BACnet/IP settings on the Devices page', () => {
  const session = useMonitorSession('admin@example.com', desktop);

  it('switches BACnet on with a target, keeps it, shows a refusal, and switches it off', async () => {
    const { page } = session;
    const id = await siteId(page);
    const before = await apiGet<BacnetSettings>(page, `/api/sites/${id}/bacnet`);
    expect(before.enabled, 'the demo site starts with BACnet off').toBe(false);

    await page.goto(`/devices?siteId=${id}`);
    const section = page.getByRole('region', { name: 'Building network (BACnet/IP)' });
    const sentence = section.getByRole('status');
    await sentence.getByText(/^Off/).waitFor();

    const dialog = page.getByRole('dialog', { name: 'BACnet/IP settings' });
    const open = async () => {
      await section.getByRole('button', { name: 'Configure' }).click();
      await dialog.waitFor();
    };
    const targets = dialog.getByRole('textbox', { name: 'Target addresses' });
    const enabled = dialog.getByRole('switch', { name: 'Read this site over BACnet/IP' });

    await open();
    await enabled.check();
    await targets.fill(TARGET);
    await screenshot(page, 'bacnet-settings-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await sentence.getByText(`On: asks ${TARGET} for devices`).waitFor();

    await page.reload();
    await sentence.getByText(`On: asks ${TARGET} for devices`).waitFor();

    // The server alone knows the networks it may reach: its refusal is said, the input kept.
    await open();
    await targets.fill('8.8.8.8');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('8.8.8.8');
    expect(await targets.inputValue()).toBe('8.8.8.8');

    // As found: off, with the targets it had.
    await targets.fill(before.targetAddresses.join('\n'));
    await enabled.uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await sentence.getByText(/^Off/).waitFor();
    const after = await apiGet<BacnetSettings>(page, `/api/sites/${id}/bacnet`);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });
});

describe('the BACnet/IP dialog on a phone', () => {
  const session = useMonitorSession('admin@example.com', phone);

  it('stacks its fields without sideways scrolling', async () => {
    const { page } = session;
    await page.goto(`/devices?siteId=${await siteId(page)}`);
    const section = page.getByRole('region', { name: 'Building network (BACnet/IP)' });
    await section.getByRole('status').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await section.getByRole('button', { name: 'Configure' }).click();
    const dialog = page.getByRole('dialog', { name: 'BACnet/IP settings' });
    await dialog.waitFor();
    const port = await dialog.getByRole('textbox', { name: 'Local port' }).boundingBox();
    const address = await dialog.getByRole('textbox', { name: 'Local address' }).boundingBox();
    expect(port!.y, 'the port below the address').toBeGreaterThan(address!.y);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'bacnet-settings-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
