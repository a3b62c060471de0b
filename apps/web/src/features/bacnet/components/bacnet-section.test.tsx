// The Devices page's BACnet/IP section: its sentence off and on, the dialog's checks next to the
// fields (the shared rules), a save that sends the whole settings and updates the section, and the
// server's refusal said in the dialog with everything typed kept.
import { DEFAULT_BACNET_SETTINGS, type BacnetSettings } from '@airboard/shared/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { callRecorder, fakeApi, type Route } from '../../../test/monitoring-data';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BacnetSection } from './bacnet-section';

const PATH = '/api/sites/site1/bacnet';

const onSettings: BacnetSettings = {
  ...DEFAULT_BACNET_SETTINGS,
  enabled: true,
  targetAddresses: ['192.168.1.20', '192.168.1.21:47809'],
  broadcastAddress: '192.168.1.255',
  deviceInstanceMin: 100,
  deviceInstanceMax: 200,
  pollIntervalS: 30,
  writePriority: 10,
  updatedAt: '2026-11-28T12:00:00.000Z',
};

/** A fake server keeping the settings it is given; `put` answers a save instead when given. */
function openSection(settings: BacnetSettings = DEFAULT_BACNET_SETTINGS, put?: Route) {
  saveSessionToken('token');
  let stored = settings;
  const { calls, record } = callRecorder();
  vi.stubGlobal(
    'fetch',
    fakeApi({
      [PATH]: (url, init) => {
        const call = record(url, init);
        if (call.method === 'PUT') {
          if (put !== undefined) {
            return typeof put === 'function' ? put(url, init) : put;
          }
          stored = { ...(call.body as BacnetSettings), updatedAt: new Date().toISOString() };
        }
        return { body: stored };
      },
    }),
  );
  renderWithProviders(<BacnetSection siteId="site1" />);
  return calls;
}

const sentence = () => screen.findByRole('status');

async function configure() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Configure' }));
  const dialog = await screen.findByRole('dialog', { name: 'BACnet/IP settings' });
  const box = (name: string) => within(dialog).getByRole('textbox', { name });
  /** Replaces a field's text and leaves it. */
  const retype = async (name: string, text: string) => {
    await user.clear(box(name));
    await user.type(box(name), text);
    await user.tab();
  };
  return { user, dialog, box, retype };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BACnet/IP section', () => {
  it('says a site never configured is off', async () => {
    openSection();
    expect(
      await screen.findByRole('heading', { name: 'Building network (BACnet/IP)' }),
    ).toBeVisible();
    expect(await sentence()).toHaveTextContent('Off: this site is not read over BACnet/IP.');
  });

  it('says where an enabled site asks, which devices, how often and at what priority', async () => {
    openSection(onSettings);
    expect(await sentence()).toHaveTextContent(
      'On: asks 192.168.1.20 and 192.168.1.21:47809 and the broadcast address 192.168.1.255 for ' +
        'devices 100 to 200, and reads their mapped points every 30 s. Writes go in at priority 10.',
    );
  });

  it('says read only instead of the priority, and the BBMD it registers with', async () => {
    openSection({
      ...onSettings,
      broadcastAddress: null,
      targetAddresses: ['10.0.0.5'],
      bbmdAddress: '10.1.0.1',
      readOnly: true,
    });
    expect(await sentence()).toHaveTextContent(
      'On: asks 10.0.0.5, registered as a foreign device with the BBMD 10.1.0.1, for devices',
    );
    expect(await sentence()).toHaveTextContent('Read only: nothing is written to its devices.');
  });

  it('says what is wrong next to each field and sends nothing', async () => {
    const calls = openSection();
    const { user, dialog, box, retype } = await configure();
    await user.click(within(dialog).getByRole('switch', { name: 'Read this site over BACnet/IP' }));
    await retype('Target addresses', '192.168.1.300');
    expect(box('Target addresses')).toHaveAccessibleDescription(
      '“192.168.1.300” is not an IPv4 address with an optional port, e.g. 192.168.1.20:47808',
    );
    expect(box('Target addresses')).toBeInvalid();
    await retype('Write priority', '6');
    expect(box('Write priority')).toHaveAccessibleDescription(
      'Priority 6 (minimum on/off) is the controller’s own',
    );
    await retype('Poll interval (s)', '5');
    expect(box('Poll interval (s)')).toHaveAccessibleDescription(
      'Enter a whole number from 10 to 3600',
    );

    // Untouched fields say their problem on Save.
    await user.clear(box('Target addresses'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(box('Target addresses')).toHaveAccessibleDescription(
      'When on, give a broadcast address, a BBMD or at least one target address',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the whole settings and shows them in the section', async () => {
    const calls = openSection();
    expect(await sentence()).toHaveTextContent(/^Off/);
    const { user, dialog, retype } = await configure();
    await user.click(within(dialog).getByRole('switch', { name: 'Read this site over BACnet/IP' }));
    await retype('Target addresses', '127.0.0.1:47809');
    await retype('Poll interval (s)', '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('BACnet/IP settings saved: on')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      enabled: true,
      localAddress: '0.0.0.0',
      localPort: 47808,
      broadcastAddress: null,
      targetAddresses: ['127.0.0.1:47809'],
      bbmdAddress: null,
      deviceInstanceMin: 0,
      deviceInstanceMax: 4_194_302,
      apduTimeoutMs: 3000,
      maxConcurrentRequests: 8,
      pollIntervalS: 15,
      writePriority: 8,
      readOnly: false,
    });
    expect(await sentence()).toHaveTextContent(
      'On: asks 127.0.0.1:47809 for devices 0 to 4194302, and reads their mapped points every 15 s.',
    );
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    const refusal =
      '8.8.8.8 is outside the networks this server may reach over BACnet (10.0.0.0/8, 127.0.0.0/8)';
    openSection(onSettings, { status: 400, body: { errorMessage: refusal } });
    const { user, dialog, box, retype } = await configure();
    await retype('Target addresses', '8.8.8.8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(box('Target addresses')).toHaveValue('8.8.8.8');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    // The section, behind the dialog, still tells the settings saved before.
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('192.168.1.20');
  });

  it('says when the settings could not be loaded, with Retry', async () => {
    saveSessionToken('token');
    vi.stubGlobal('fetch', fakeApi({ [PATH]: { status: 500, body: { errorMessage: 'boom' } } }));
    renderWithProviders(<BacnetSection siteId="site1" />);
    expect(
      await screen.findByText("The site's BACnet/IP settings could not be loaded.", undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Configure' })).toBeDisabled();
  });
});
