// The project's kits under the device list: each kit's status, site and devices onboarded; its
// link copied, shown as a QR code, revoked and re-issued after asking; Register kit by typed
// serial numbers or a CSV file, the file's rows and bad lines shown before sending, and the
// server's 409 said in the dialog with everything entered kept; and nothing of it for members.
import { messages } from '@airboard/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLocals } from '../../../test/monitoring-data';
import { KITS_PATH, buildKit, openDevices } from './devices-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NEW_KIT = 'Airboard Multi-Sensor kit of Jan 5, 2026 10:30 AM';
const harborKit = buildKit({
  objectId: 'kit2',
  site: { objectId: 'site9', name: 'Harbor Office Tower' },
  status: 'in_progress',
  devices: { total: 4, onboarded: 2 },
});
const doneKit = buildKit({
  objectId: 'kit3',
  product: { objectId: 'prodHub', name: 'Airboard Hub' },
  site: { objectId: 'site1', name: 'Lincoln Elementary' },
  status: 'done',
  devices: { total: 2, onboarded: 2 },
  completedAt: '2026-01-06T16:30:00.000Z',
  expiresAt: '2026-01-09T16:30:00.000Z',
});

const kitCard = (name: string) => screen.findByRole('article', { name });
const posts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST');

describe('the kits list', () => {
  it('shows each kit with its status, site and devices onboarded', async () => {
    openDevices({ kits: [buildKit(), harborKit, doneKit] });
    const kits = await screen.findByRole('list', { name: 'Kits' });
    expect(within(kits).getAllByRole('listitem')).toHaveLength(3);

    const fresh = within(kits).getAllByRole('article')[0]!;
    expect(within(fresh).getByRole('heading', { name: 'Airboard Multi-Sensor kit' })).toBeVisible();
    expect(within(fresh).getByText('Not started')).toBeVisible();
    expect(within(fresh).getByText('Site: Not started')).toBeVisible();
    expect(within(fresh).getByText('Devices onboarded: 1 of 2')).toBeVisible();
    expect(within(fresh).getByRole('button', { name: `Copy link of ${NEW_KIT}` })).toBeVisible();

    const harbor = within(kits).getAllByRole('article')[1]!;
    expect(within(harbor).getByText('In progress')).toBeVisible();
    expect(within(harbor).getByText('Site: Harbor Office Tower')).toBeVisible();
    expect(within(harbor).getByText('Devices onboarded: 2 of 4')).toBeVisible();
    expect(
      within(harbor).getByRole('button', {
        name: 'Copy link of Airboard Multi-Sensor kit for Harbor Office Tower',
      }),
    ).toBeVisible();

    const done = within(kits).getAllByRole('article')[2]!;
    expect(within(done).getByRole('heading', { name: 'Airboard Hub kit' })).toBeVisible();
    expect(within(done).getByText('Done')).toBeVisible();
    expect(within(done).getByText('Devices onboarded: 2 of 2')).toBeVisible();
    expect(within(done).getByText('Link expired Jan 9, 2026 10:30 AM')).toBeVisible();
  });

  it('says when the project has no kits yet', async () => {
    openDevices();
    expect(
      await screen.findByText(
        'No kits yet — register one to get an onboarding link for the installer',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register kit' })).toBeVisible();
  });

  it('says when the kits cannot be loaded, and tries again, the devices still shown', async () => {
    let failing = true;
    openDevices({
      routes: {
        [KITS_PATH]: () =>
          failing
            ? { status: 500, body: { errorMessage: 'Internal Server Error' } }
            : { body: { results: [harborKit] } },
      },
    });
    expect(await screen.findByText("The project's kits could not be loaded.")).toBeVisible();
    expect(screen.getByRole('table', { name: 'Devices' })).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Site: Harbor Office Tower')).toBeVisible();
  });

  it('shows a member who is not an admin the no-access message, without kits', async () => {
    const { calls } = openDevices({ locals: buildLocals('user'), kits: [harborKit] });
    expect(await screen.findByText(messages.noProjectAccess)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register kit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Kits' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe("a kit's link", () => {
  it('is copied, and says so', async () => {
    const user = userEvent.setup();
    openDevices({ kits: [buildKit()] });
    await user.click(await screen.findByRole('button', { name: `Copy link of ${NEW_KIT}` }));
    expect(await screen.findByText(messages.copied)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(buildKit().link);
  });

  it("unfolds the kit's devices, each not yet onboarded with its own link to copy", async () => {
    const user = userEvent.setup();
    openDevices({ kits: [buildKit()] });
    const card = await kitCard(NEW_KIT);
    const show = within(card).getByRole('button', { name: 'Show devices' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);

    const devices = within(card).getByRole('list', { name: `Devices of ${NEW_KIT}` });
    const [hub, sensor] = within(devices).getAllByRole('listitem');
    expect(hub).toHaveTextContent('Airboard Hub HUB-2001Hub · HUB-2001');
    expect(within(hub!).getByRole('img', { name: 'Onboarded' })).toBeVisible();
    expect(within(hub!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      within(sensor!).getByRole('button', {
        name: 'Copy the onboarding link of Airboard Multi-Sensor MS-2002',
      }),
    );
    expect(await navigator.clipboard.readText()).toBe(buildKit().deviceLinks[1]!.link);
    expect(within(card).getByRole('button', { name: 'Hide devices' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows as a QR code to download, with the link to copy', async () => {
    openDevices({ kits: [buildKit()] });
    await userEvent.click(await screen.findByRole('button', { name: `QR code of ${NEW_KIT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Onboarding link' });
    const image = await within(dialog).findByRole('img', { name: `QR code of ${NEW_KIT}'s link` });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByRole('textbox', { name: 'Onboarding link' })).toHaveValue(
      buildKit().link,
    );

    const saved: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href });
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Download Image of ${NEW_KIT}'s QR code` }),
    );
    expect(saved).toEqual([
      {
        download: 'Airboard Multi-Sensor kit of Jan 5, 2026 10-30 AM.png',
        href: image.getAttribute('src'),
      },
    ]);
  });

  it('is revoked only once confirmed, leaving only Re-issue', async () => {
    const { calls } = openDevices({ kits: [buildKit()] });
    const openMenu = async () => {
      await userEvent.click(
        await screen.findByRole('button', { name: `More actions for ${NEW_KIT}` }),
      );
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Revoke link' }));
      return screen.findByRole('dialog', { name: `Revoke the link of ${NEW_KIT}?` });
    };

    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);

    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('The kit’s link is revoked')).toBeVisible();
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/api/kits/kit1/revoke', body: undefined },
    ]);
    const card = await kitCard(NEW_KIT);
    expect(await within(card).findByText('Link revoked')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Re-issue the link of ${NEW_KIT}`]);
  });

  it('is re-issued once confirmed, the old one said to stop working', async () => {
    const revoked = buildKit({ revokedAt: '2026-01-06T00:00:00.000Z' });
    const { calls } = openDevices({ kits: [revoked] });
    await userEvent.click(
      await screen.findByRole('button', { name: `Re-issue the link of ${NEW_KIT}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Re-issue the link of ${NEW_KIT}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-issue link' }));
    expect(await screen.findByText('The kit has a new link')).toBeVisible();
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/api/kits/kit1/reissue', body: undefined },
    ]);
    expect(await screen.findByRole('button', { name: `Copy link of ${NEW_KIT}` })).toBeVisible();
    expect(screen.queryByText('Link revoked')).not.toBeInTheDocument();

    // A live link's re-issue warns that the current one stops working.
    await userEvent.click(screen.getByRole('button', { name: `More actions for ${NEW_KIT}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Re-issue link' }));
    expect(
      await screen.findByText(/replace the current ones, which stop working at once/),
    ).toBeVisible();
  });
});

describe('Register kit', () => {
  const openRegister = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Register kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register kit' });
    await within(dialog).findByRole('textbox', { name: 'Hub serial number' });
    return dialog;
  };

  it('registers the typed hub and sensors, each of its product, and lists the new kit', async () => {
    const { calls } = openDevices();
    const dialog = await openRegister();
    const register = within(dialog).getByRole('button', { name: 'Register kit' });
    expect(register).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Hub product' })).toHaveTextContent(
      'Airboard Hub (AB-HUB-1)',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Sensor product' })).toHaveTextContent(
      'Airboard Multi-Sensor (AB-MS-6)',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Hub serial number' }),
      ' HUB-7 ',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Sensor serial numbers' }),
      'MS-1{Enter}{Enter}MS-2{Enter}MS-1',
    );
    expect(within(dialog).getByRole('list', { name: 'Problems' })).toHaveTextContent(
      'Line 4: MS-1 is listed twice',
    );
    expect(register).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Sensor serial numbers' }),
      '{Backspace}3',
    );
    expect(within(dialog).queryByRole('list', { name: 'Problems' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('4 devices to register: 1 hub and 3 sensors')).toBeVisible();
    await userEvent.click(register);

    expect(await screen.findByText('Registered a kit of 4 devices')).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: KITS_PATH,
        body: {
          devices: [
            { serialNumber: 'HUB-7', productId: 'prodHub' },
            { serialNumber: 'MS-1', productId: 'prodMs' },
            { serialNumber: 'MS-2', productId: 'prodMs' },
            { serialNumber: 'MS-3', productId: 'prodMs' },
          ],
        },
      },
    ]);
    // The new kit's link is shown at once, to hand to the installer.
    const link = await screen.findByRole('dialog', { name: 'Onboarding link' });
    await userEvent.click(within(link).getByRole('button', { name: 'Close' }));
    const kits = await screen.findByRole('list', { name: 'Kits' });
    expect(within(kits).getByText('Devices onboarded: 0 of 4')).toBeVisible();
  });

  it('reads a CSV file, shows its rows and its bad lines, and registers it once fixed', async () => {
    const user = userEvent.setup();
    const { calls } = openDevices();
    const dialog = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Upload CSV' }));
    const input = within(dialog).getByLabelText<HTMLInputElement>('Choose CSV file');
    const csv = (lines: string[]) => {
      const text = lines.join('\n');
      const file = new File([text], 'kit.csv', { type: 'text/csv' });
      // jsdom's File lacks the browsers' text().
      return Object.assign(file, { text: () => Promise.resolve(text) });
    };

    await user.upload(
      input,
      csv(['serialNumber,model', 'HUB-7,Airboard Hub', 'MS-1,', 'MS-2,AirThing 9', ',AB-MS-6']),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'kit.csv: 3 serial numbers read',
    );
    const rows = within(within(dialog).getByRole('table', { name: 'Serial numbers read' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['HUB-7Airboard Hub', 'MS-1Airboard Multi-Sensor']);
    const problems = within(dialog).getByRole('list', { name: 'Problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 4: no product “AirThing 9”', 'Line 5: no serial number']);
    expect(within(dialog).getByRole('button', { name: 'Register kit' })).toBeDisabled();

    await user.upload(input, csv(['HUB-7,Airboard Hub', 'MS-1', 'MS-2,AB-MS-6', 'MS-3']));
    expect(await within(dialog).findByText('kit.csv: 4 serial numbers read')).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Problems' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register kit' }));

    expect(await screen.findByText('Registered a kit of 4 devices')).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: KITS_PATH,
        body: {
          devices: [
            { serialNumber: 'HUB-7', productId: 'prodHub' },
            { serialNumber: 'MS-1', productId: 'prodMs' },
            { serialNumber: 'MS-2', productId: 'prodMs' },
            { serialNumber: 'MS-3', productId: 'prodMs' },
          ],
        },
      },
    ]);
  });

  it('says which serial numbers are already registered, keeping everything entered', async () => {
    const taken = 'Serial numbers already registered: MS-2';
    openDevices({
      routes: {
        [KITS_PATH]: (_url, init) =>
          init?.method === 'POST'
            ? { status: 409, body: { errorMessage: taken } }
            : { body: { results: [] } },
      },
    });
    const dialog = await openRegister();
    const hub = within(dialog).getByRole('textbox', { name: 'Hub serial number' });
    const sensors = within(dialog).getByRole('textbox', { name: 'Sensor serial numbers' });
    await userEvent.type(hub, 'HUB-7');
    await userEvent.type(sensors, 'MS-1{Enter}MS-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register kit' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByRole('dialog', { name: 'Register kit' })).toBeVisible();
    expect(hub).toHaveValue('HUB-7');
    expect(sensors).toHaveValue('MS-1\nMS-2');
  });
});
