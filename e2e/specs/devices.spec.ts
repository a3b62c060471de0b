// The device list (issue 16, item 1) against the demo's devices (Harbor Office Tower's hub and
// multi-sensors, one of them not heard from for three days), as an admin at desktop and phone
// width: the columns, signal icons and connected chips, the search, and a rename in the Device
// Info dialog where only the name can change. Below the devices, the project's kits (item 5): a kit
// registered by its serial numbers, its link copied and revoked, on a phone. A member who is not
// admin sees no access.
import type { AdminKit, Device } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/browser';
import { apiGet, bothWidths, desktop, phone, useMonitorSession } from '../support/monitoring';

type SlimSite = { objectId: string; name: string; projectId: string };

async function harbor(page: Page): Promise<SlimSite> {
  const { sites } = await apiGet<{ sites: SlimSite[] }>(page, '/api?slim=true');
  return sites.find((s) => s.name === 'Harbor Office Tower')!;
}

describe.each(bothWidths)('the device list at %s width', (width, viewport) => {
  const session = useMonitorSession('admin@example.com', viewport);

  it('lists the devices with signal and connection, searches, and fits the page', async () => {
    const { page } = session;
    const site = await harbor(page);
    await page.goto(`/devices?siteId=${site.objectId}`);
    const table = page.getByRole('table', { name: 'Devices' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(
      expect.arrayContaining([
        'Device Name',
        'Model Name',
        'Serial Number',
        'RSSI',
        'Zone',
        'Connected',
        'Last Heard From',
      ]),
    );
    const { results } = await apiGet<{ results: Device[] }>(
      page,
      `/api/sites/${site.objectId}/devices`,
    );
    // The hub reports -42 dBm: strong. A sensor silent for three days is not connected.
    const hub = table.getByRole('row').filter({ hasText: 'Harbor Hub' });
    await hub.getByRole('img', { name: 'Strong signal' }).waitFor();
    const silent = results.find((d) => !d.connected);
    expect(silent, 'a demo device not heard from for three days').toBeDefined();
    expect(await table.getByRole('row').filter({ hasText: silent!.name }).innerText()).toContain(
      'No',
    );
    // No page-wide sideways scrolling, even on a phone: the table scrolls in its own box.
    expect(
      await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
    ).toBe(true);
    await screenshot(page, `devices-list-${width}`, { fullPage: false });

    await page.getByRole('searchbox', { name: 'Search devices' }).fill('HUB-0001');
    await table.getByRole('row').filter({ hasText: 'Harbor Hub' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    await page.getByRole('searchbox', { name: 'Search devices' }).fill('');
  });
});

describe('renaming a device', () => {
  const session = useMonitorSession('admin@example.com', desktop);

  it('changes only the name in Device Info', async () => {
    const { page } = session;
    const site = await harbor(page);
    await page.goto(`/devices?siteId=${site.objectId}`);
    await page.getByRole('button', { name: 'Edit Harbor Hub' }).click();
    const dialog = page.getByRole('dialog', { name: 'Device Info' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Serial Number' }).isEditable()).toBe(false);
    expect(await dialog.getByRole('textbox', { name: 'firmware' }).inputValue()).toBe('2.4.1');
    await dialog.getByRole('textbox', { name: 'Device Name' }).fill('  Harbor Gateway  ');
    await screenshot(page, 'devices-info-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved Harbor Gateway').waitFor();
    await page.getByRole('table', { name: 'Devices' }).getByText('Harbor Gateway').waitFor();
    const { results } = await apiGet<{ results: Device[] }>(
      page,
      `/api/sites/${site.objectId}/devices`,
    );
    expect(results.find((d) => d.serialNumber === 'HUB-0001')?.name).toBe('Harbor Gateway');
  });
});

describe("the project's kits", () => {
  const session = useMonitorSession('admin@example.com', phone);

  it('registers a kit by its serial numbers, copies its link and revokes it', async () => {
    const { page } = session;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: inject('baseUrl'),
    });
    const site = await harbor(page);
    await page.goto(`/devices?siteId=${site.objectId}`);
    await page.getByRole('button', { name: 'Register kit' }).click();
    const register = page.getByRole('dialog', { name: 'Register kit' });
    // Unique per run: a serial number is registered once for good.
    const serials = [1, 2].map((n) => `E2E-${Date.now()}-${n}`);
    await register.getByRole('textbox', { name: 'Sensor serial numbers' }).fill(serials.join('\n'));
    await register.getByText('2 devices to register: 0 hubs and 2 sensors').waitFor();
    await screenshot(page, 'devices-kit-register-phone', { fullPage: false });
    await register.getByRole('button', { name: 'Register kit' }).click();
    await page.getByText('Registered a kit of 2 devices').waitFor();

    // Its link is shown at once; the newest kit heads the list.
    const linkDialog = page.getByRole('dialog', { name: 'Onboarding link' });
    const link = await linkDialog.getByRole('textbox', { name: 'Onboarding link' }).inputValue();
    await linkDialog.getByRole('img', { name: /^QR code of / }).waitFor();
    await linkDialog.getByRole('button', { name: 'Close' }).click();
    const { results } = await apiGet<{ results: AdminKit[] }>(
      page,
      `/api/projects/${site.projectId}/kits`,
    );
    expect(results[0]).toMatchObject({ link, status: 'not_started', devices: { total: 2 } });
    const kit = page.getByRole('list', { name: 'Kits' }).getByRole('listitem').first();
    await kit.getByText('Site: Not started').waitFor();
    await kit.getByText('Devices onboarded: 0 of 2').waitFor();
    expect(
      await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
    ).toBe(true);

    await kit.getByRole('button', { name: /^Copy link of / }).click();
    await page.getByText(messages.copied, { exact: true }).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);

    // Each device has its own link too, to put it in by itself; it opens that device's wizard.
    await kit.getByRole('button', { name: 'Show devices' }).click();
    await kit
      .getByRole('button', {
        name: `Copy the onboarding link of Airboard Multi-Sensor ${serials[0]}`,
      })
      .click();
    const deviceLink = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(deviceLink).toBe(results[0]!.deviceLinks[0]!.link);
    const device = await page.request.get(`/api/devices/${deviceLink.split('/do/')[1]}`);
    expect(device.ok()).toBe(true);

    await kit.getByRole('button', { name: /^More actions for / }).click();
    await page.getByRole('menuitem', { name: 'Revoke link' }).click();
    const confirm = page.getByRole('dialog', { name: /^Revoke the link of / });
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await kit.getByText('Link revoked').waitFor();
    expect(await kit.getByRole('button', { name: /^Copy link/ }).count()).toBe(0);
    await kit.getByRole('button', { name: /^Re-issue the link of / }).waitFor();
    await kit.scrollIntoViewIfNeeded();
    await screenshot(page, 'devices-kit-revoked-phone', { fullPage: false });
    // The installer's link no longer opens the kit.
    const opened = await page.request.get(`/api/kits/${results[0]!.linkId}`);
    expect(opened.ok()).toBe(false);
  });
});

describe('the device list for a member who is not admin', () => {
  const session = useMonitorSession('user@example.com', desktop);

  it('shows no access, and the server refuses the list', async () => {
    const { page } = session;
    const site = await harbor(page);
    await page.goto(`/devices?siteId=${site.objectId}`);
    await page.getByText(messages.noProjectAccess).waitFor();
    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    const refused = await page.request.get(`/api/sites/${site.objectId}/devices`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
  });
});
