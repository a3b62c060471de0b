// The wizard's BACnet discovery panel: a site never discovered offers to discover it; a started
// discovery shows its progress as the server reports it ("Device 2 of 3, 40 points") until it
// completes, then says what was found and tells the wizard once; a device that could not be read
// and a failed discovery are said with their reasons.
import type { BacnetDiscovery } from '@airboard/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { callRecorder, fakeApi } from '../../../test/monitoring-data';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BacnetDiscoveryPanel } from './bacnet-discovery-panel';

const PATH = '/api/sites/site1/bacnet/discovery';

const none: BacnetDiscovery = {
  status: 'none',
  devicesTotal: 0,
  devicesDone: 0,
  pointsFound: 0,
  failedDevices: [],
  devicesKnown: 0,
  pointsKnown: 0,
  startedAt: null,
  finishedAt: null,
  errorMessage: null,
};
const running = (
  devicesTotal: number,
  devicesDone: number,
  pointsFound: number,
): BacnetDiscovery => ({
  ...none,
  status: 'running',
  devicesTotal,
  devicesDone,
  pointsFound,
  startedAt: new Date().toISOString(),
});
const completed: BacnetDiscovery = {
  ...running(3, 3, 150),
  status: 'completed',
  devicesKnown: 3,
  pointsKnown: 150,
  finishedAt: new Date().toISOString(),
};

/**
 * A fake server: the first state until a discovery is started, then the next ones, each when the
 * test calls `advance` (the last one for good).
 */
function openPanel([before, ...after]: BacnetDiscovery[]) {
  saveSessionToken('token');
  let step = -1;
  const { calls, record } = callRecorder();
  vi.stubGlobal(
    'fetch',
    fakeApi({
      [PATH]: (url, init) => {
        const call = record(url, init);
        if (call.method === 'POST') {
          step = 0;
          return { status: 202, body: after[0] };
        }
        return { body: step >= 0 ? after[step] : before };
      },
    }),
  );
  const onDiscovered = vi.fn();
  renderWithProviders(<BacnetDiscoveryPanel siteId="site1" onDiscovered={onDiscovered} />);
  const advance = () => {
    step = Math.min(step + 1, after.length - 1);
  };
  return { calls, onDiscovered, advance };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BacnetDiscoveryPanel', () => {
  it('starts a discovery, follows its progress and tells the wizard when it completes', async () => {
    const { calls, onDiscovered, advance } = openPanel([
      none,
      running(0, 0, 0),
      running(3, 1, 60),
      completed,
    ]);
    expect(
      await screen.findByText(/This site is read over BACnet\/IP\. Discover its devices/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discover devices' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
    expect(await screen.findByText(/Looking for devices…/)).toBeInTheDocument();
    expect(onDiscovered).not.toHaveBeenCalled();
    advance();
    expect(
      await screen.findByText(/Device 2 of 3, 60 points/, {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    advance();
    expect(
      await screen.findByText(
        /BACnet\/IP: 3 devices, 150 points, discovered/,
        {},
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
    expect(onDiscovered).toHaveBeenCalledTimes(1);
    expect(onDiscovered).toHaveBeenCalledWith(expect.objectContaining({ status: 'completed' }));
    expect(screen.getByRole('button', { name: 'Discover again' })).toBeEnabled();
  });

  it('names a device that could not be read', async () => {
    openPanel([
      { ...completed, failedDevices: [{ instance: 3003, reason: 'did not answer (offline?)' }] },
    ]);
    expect(
      await screen.findByText('Device 3003 could not be read: did not answer (offline?)'),
    ).toBeInTheDocument();
  });

  it('says why a discovery failed and what the topology still shows', async () => {
    openPanel([{ ...completed, status: 'failed', errorMessage: 'The port 47808 is in use' }]);
    expect(
      await screen.findByText(/The BACnet discovery failed: The port 47808 is in use/),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The topology shows the last discovery's 3 devices, 150 points."),
    ).toBeInTheDocument();
  });
});
