// The device list: breadcrumbs, the columns with the signal icon by RSSI, the connected chips and
// the last contact; search and paging; the Device Info dialog where only the name can be changed;
// the failed state; and no access for anyone but the project's admins.
import { messages } from '@airboard/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLocals } from '../../../test/monitoring-data';
import { LIST_PATH, buildDevice, openDevices } from './devices-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = async (name: string) => screen.findByRole('row', { name: new RegExp(`^${name}\\b`) });

// Built when a test starts, so "5 minutes ago" is still true however long the tests before it took.
const fourDevices = () => [
  buildDevice(),
  buildDevice({
    objectId: 'dev2',
    name: 'Library sensor',
    serialNumber: 'SN-0002',
    rssi: -70,
    zone: { objectId: 'zone2', name: 'Library' },
  }),
  buildDevice({
    objectId: 'dev3',
    name: 'Attic sensor',
    modelName: 'AirSense Lite',
    serialNumber: 'SN-0003',
    rssi: -90,
    zone: null,
    connected: false,
    lastHeardFrom: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  }),
  buildDevice({
    objectId: 'dev4',
    name: 'Hub',
    modelName: 'AirHub',
    type: 'hub',
    serialNumber: 'HUB-9',
    rssi: null,
    zone: null,
    connected: false,
    lastHeardFrom: null,
  }),
];

describe('device list', () => {
  it('shows each device under Sites > site > Devices with its signal, connection and last contact', async () => {
    openDevices({ devices: fourDevices() });

    const gym = await row('Gym sensor');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Lincoln Elementary' })).toHaveAttribute(
      'href',
      '/projects/proj1/sites/site1',
    );
    expect(within(crumbs).getByText('Devices')).toHaveAttribute('aria-current', 'page');

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Device Name',
      'Model Name',
      'Serial Number',
      'RSSI',
      'Zone',
      'Connected',
      'Last Heard From',
      'Actions',
    ]);

    expect(within(gym).getByText('AirSense Pro')).toBeVisible();
    expect(within(gym).getByText('SN-0001')).toBeVisible();
    expect(within(gym).getByText('-50')).toBeVisible();
    expect(within(gym).getByRole('img', { name: 'Strong signal' })).toBeInTheDocument();
    expect(within(gym).getByText('Gymnasium')).toBeVisible();
    expect(within(gym).getByText('Yes')).toBeVisible();
    expect(within(gym).getByText('5 minutes ago')).toHaveAttribute('dateTime');

    const library = await row('Library sensor');
    expect(within(library).getByText('-70')).toBeVisible();
    expect(within(library).getByRole('img', { name: 'Medium signal' })).toBeInTheDocument();

    const attic = await row('Attic sensor');
    expect(within(attic).getByText('-90')).toBeVisible();
    expect(within(attic).getByRole('img', { name: 'Weak signal' })).toBeInTheDocument();
    expect(within(attic).getByText('No')).toBeVisible();
    expect(within(attic).getByText('3 hours ago')).toBeVisible();

    const hub = await row('Hub');
    expect(within(hub).getByRole('img', { name: 'No signal reading' })).toBeInTheDocument();
    expect(within(hub).getByText('No')).toBeVisible();
    expect(within(hub).getByText('Never')).toBeVisible();
  });

  it('tells the exact time of the last contact on hover', async () => {
    openDevices();
    const gym = await row('Gym sensor');
    await userEvent.hover(within(gym).getByText('5 minutes ago'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^\w{3} \d{1,2}, \d{4} \d/);
  });

  it('searches by name, model, serial number and zone', async () => {
    openDevices({ devices: fourDevices() });
    await row('Gym sensor');
    const search = screen.getByRole('searchbox', { name: 'Search devices' });
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByRole('rowheader').textContent);

    await userEvent.type(search, 'library');
    expect(names()).toEqual(['Library sensor']);

    await userEvent.clear(search);
    await userEvent.type(search, 'lite');
    expect(names()).toEqual(['Attic sensor']);

    await userEvent.clear(search);
    await userEvent.type(search, 'hub-9');
    expect(names()).toEqual(['Hub']);

    await userEvent.clear(search);
    await userEvent.type(search, 'gymnasium');
    expect(names()).toEqual(['Gym sensor']);

    await userEvent.clear(search);
    await userEvent.type(search, 'boiler');
    expect(screen.getByText('No devices')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows 10 devices a page', async () => {
    const devices = Array.from({ length: 12 }, (_, i) =>
      buildDevice({
        objectId: `dev${i + 1}`,
        name: `Sensor ${String(i + 1).padStart(2, '0')}`,
        serialNumber: `SN-${i + 1}`,
      }),
    );
    openDevices({ devices });
    await row('Sensor 01');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 12')).toBeVisible();
    expect(screen.queryByRole('row', { name: /^Sensor 11/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('11–12 of 12')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(await row('Sensor 12')).toBeVisible();
  });

  it('says when the site has no devices', async () => {
    openDevices({ devices: [] });
    expect(await screen.findByText('No devices')).toBeVisible();
  });

  it('says when the devices cannot be loaded, and tries again', async () => {
    let failing = true;
    openDevices({
      routes: {
        [LIST_PATH]: () =>
          failing
            ? { status: 500, body: { errorMessage: 'Internal Server Error' } }
            : { body: { results: [buildDevice()] } },
      },
    });
    expect(await screen.findByText("The site's devices could not be loaded.")).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await row('Gym sensor')).toBeVisible();
  });

  it('shows a member who is not an admin the no-access message, without asking for devices', async () => {
    const { calls } = openDevices({ locals: buildLocals('user') });
    expect(await screen.findByText(messages.noProjectAccess)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('shows the no-access message when the server refuses the list', async () => {
    openDevices({ routes: { [LIST_PATH]: { status: 403, body: { errorMessage: 'Forbidden' } } } });
    expect(await screen.findByText(messages.noProjectAccess)).toBeVisible();
  });
});

describe('Device Info', () => {
  const withMetadata = () => buildDevice({ metadata: { firmware: '1.4.2', installer: 'Acme' } });

  it('changes only the name, and says so', async () => {
    const { calls } = openDevices({ devices: [withMetadata()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gym sensor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device Info' });

    const name = within(dialog).getByRole('textbox', { name: 'Device Name' });
    expect(name).not.toHaveAttribute('readonly');
    const readOnly = within(dialog)
      .getAllByRole('textbox')
      .filter((box) => box !== name);
    // Model, serial, RSSI, zone, connected, last heard and the two metadata fields.
    expect(readOnly).toHaveLength(8);
    for (const box of readOnly) {
      expect(box).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByRole('textbox', { name: 'Model Name' })).toHaveValue('AirSense Pro');
    expect(within(dialog).getByRole('textbox', { name: 'Serial Number' })).toHaveValue('SN-0001');
    expect(within(dialog).getByRole('textbox', { name: 'RSSI' })).toHaveValue('-50 dBm (strong)');
    expect(within(dialog).getByRole('textbox', { name: 'Zone' })).toHaveValue('Gymnasium');
    expect(within(dialog).getByRole('textbox', { name: 'Connected' })).toHaveValue('Yes');
    const lastHeard = within(dialog).getByRole<HTMLInputElement>('textbox', {
      name: 'Last Heard From',
    });
    expect(lastHeard.value).toMatch(/^\w{3} \d{1,2}, \d{4} .* \(5 minutes ago\)$/);
    expect(within(dialog).getByRole('textbox', { name: 'firmware' })).toHaveValue('1.4.2');
    expect(within(dialog).getByRole('textbox', { name: 'installer' })).toHaveValue('Acme');

    await userEvent.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(name, '  Gym hall  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved Gym hall')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/devices/dev1', body: { deviceName: 'Gym hall' } },
    ]);
    expect(await row('Gym hall')).toBeVisible();
  });

  it('opens from a click on the row', async () => {
    openDevices();
    await userEvent.click(within(await row('Gym sensor')).getByText('AirSense Pro'));
    expect(await screen.findByRole('dialog', { name: 'Device Info' })).toBeVisible();
  });

  it('shows a refused save in the dialog and keeps the typed name', async () => {
    openDevices({
      routes: {
        '/api/devices/dev1': {
          status: 400,
          body: { errorMessage: 'body.deviceName: too long' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gym sensor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device Info' });
    const name = within(dialog).getByRole('textbox', { name: 'Device Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Gym hall');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('body.deviceName: too long');
    expect(name).toHaveValue('Gym hall');
    expect(screen.getByRole('dialog', { name: 'Device Info' })).toBeVisible();
  });
});
