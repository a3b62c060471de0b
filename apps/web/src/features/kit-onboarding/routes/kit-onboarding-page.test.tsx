// The kit wizard (/konboarding/{id}): its steps in order with their progress for a hub and the one
// sensor not yet onboarded, Next waiting for the names, the writes it makes with the link, the
// placement check, completion (toast, spinner, Launch Site), a failed save that keeps what was
// typed, and the link's failure pages.
import { messages } from '@airboard/shared/messages';
import {
  ONBOARDING_COMPLETION_SPINNER_MS,
  PLACEMENT_CHECK_POLL_MS,
  PLACEMENT_CLOCK_SKEW_MS,
} from '@airboard/shared/rules';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_NOT_VALID } from '../components/link-states';
import { KIT_LINK, buildKit, kitDevices, openKitOnboarding } from './onboarding-test-setup';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const progress = () => screen.getByRole('progressbar', { name: 'Onboarding progress' });
const next = () => screen.getByRole('button', { name: 'Next' });

/** Lets fake time pass, running the timers and what they start. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** From Get Started to the room of the sensor still to onboard, naming the site. */
async function walkToRoom(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Get Started' }));
  await heading('Name your site');
  await user.type(screen.getByRole('textbox', { name: 'Site name' }), 'Lincoln Elementary');
  await user.click(next());
  await heading('Attach the antennas');
  await user.click(next());
  await heading('Connect ethernet and power');
  await user.click(next());
  await heading('Place the hub');
  await user.click(next());
  await heading('Which room is this sensor for?');
}

async function walkToCompletion(user: UserEvent) {
  await walkToRoom(user);
  await user.type(screen.getByRole('textbox', { name: 'Room name' }), 'Library');
  await user.click(next());
  await heading('Switch on the sensor');
  await user.click(next());
  await heading('Mount the sensor');
  await user.click(next());
}

describe('kit onboarding', () => {
  it('goes through Get Started, the site and hub, then only the sensor not yet onboarded, with its progress', async () => {
    const user = userEvent.setup();
    openKitOnboarding();

    await heading('Set up your air quality kit');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Getting started');
    expect(screen.getByText('2 sensors: AirSense Multi')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await heading('Name your site');
    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 3 · Site');
    const siteName = screen.getByRole('textbox', { name: 'Site name' });
    expect(next()).toBeDisabled();
    await user.type(siteName, '   ');
    expect(next()).toBeDisabled();
    await user.clear(siteName);
    await user.type(siteName, '  Lincoln Elementary  ');
    await user.click(next());

    for (const title of ['Attach the antennas', 'Connect ethernet and power', 'Place the hub']) {
      await heading(title);
      expect(progress()).toHaveAttribute('aria-valuenow', '33');
      await user.click(next());
    }

    await heading('Which room is this sensor for?');
    expect(progress()).toHaveAttribute('aria-valuenow', '67');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 2 of 3 · Sensors');
    // The sensor onboarded before (SN-0001) gets no steps: only SN-0002, the one to do.
    expect(screen.getByText('SN-0002')).toBeVisible();
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Room name' }), 'Library');
    await user.click(next());

    await heading('Switch on the sensor');
    expect(progress()).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('img', { name: 'Switching on the AirSense Multi' })).toHaveAttribute(
      'src',
      '/onboarding/airsense-multi.svg',
    );
    await user.click(next());
    await heading('Mount the sensor');
    await user.click(next());

    await heading('Finishing up…');
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 3 of 3 · Done');
  });

  it('creates the site, onboards the hub, makes the room and onboards the sensor, each with the link', async () => {
    const user = userEvent.setup();
    const { calls, links } = openKitOnboarding();
    await walkToCompletion(user);
    await heading('Finishing up…');

    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/sites',
        body: { name: 'Lincoln Elementary', kitId: 'kit1', productId: 'prod1' },
      },
      {
        method: 'POST',
        path: '/api/devices/hub1/onboard',
        body: { name: 'AirHub SN-HUB1', siteId: 'site9' },
      },
      { method: 'POST', path: '/api/sites/site9/zones', body: { name: 'Library' } },
      {
        method: 'POST',
        path: '/api/devices/sen2/onboard',
        body: { name: 'Library Sensor', zoneId: 'zone-Library' },
      },
    ]);
    expect(links).toEqual([KIT_LINK, KIT_LINK, KIT_LINK, KIT_LINK]);
  });

  it('goes back a step with what was typed kept', async () => {
    const user = userEvent.setup();
    openKitOnboarding();
    await walkToRoom(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Place the hub');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Name your site');
    expect(screen.getByRole('textbox', { name: 'Site name' })).toHaveValue('Lincoln Elementary');
  });

  it('offers the name of the site the kit already has', async () => {
    const user = userEvent.setup();
    openKitOnboarding({ kit: buildKit({ site: { objectId: 'site9', name: 'Harbor Office' } }) });
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    await heading('Name your site');
    expect(screen.getByRole('textbox', { name: 'Site name' })).toHaveValue('Harbor Office');
    expect(next()).toBeEnabled();
  });

  it('says when the sensor is heard on the activate step, with its signal, and lets the installer go on before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { hear } = openKitOnboarding();
    await walkToRoom(user);
    await user.type(screen.getByRole('textbox', { name: 'Room name' }), 'Library');
    await user.click(next());
    await heading('Switch on the sensor');

    const check = screen.getByRole('status');
    expect(check).toHaveTextContent('Waiting for the sensor…');
    expect(next()).toBeEnabled();

    hear('sen2', -52);
    await pass(PLACEMENT_CHECK_POLL_MS);
    expect(await within(check).findByText('Heard just now')).toBeVisible();
    expect(within(check).getByRole('img', { name: 'Strong signal' })).toBeInTheDocument();
    expect(check).toHaveTextContent('-52dBm');

    // Each step watches anew: mounting, begun well after that reading, waits for the next one.
    await pass(PLACEMENT_CLOCK_SKEW_MS);
    await user.click(next());
    await heading('Mount the sensor');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the sensor…');
  });

  it('finishes with the toast, then after the spinner the checkmark, every device and Launch Site', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { hear } = openKitOnboarding();
    await walkToCompletion(user);

    expect(await screen.findByText(messages.finishedOnboarding)).toBeVisible();
    await heading('Finishing up…');
    expect(screen.getByText('Setting up Lincoln Elementary…')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Launch Site' })).not.toBeInTheDocument();

    hear('hub1', -40);
    await pass(ONBOARDING_COMPLETION_SPINNER_MS);
    await heading('Your site is ready');
    expect(screen.getByText('Lincoln Elementary is set up.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Launch Site' })).toHaveAttribute(
      'href',
      '/projects/proj1/sites/site9',
    );

    await pass(PLACEMENT_CHECK_POLL_MS);
    const devices = within(screen.getByRole('list', { name: 'Devices' }));
    const items = devices.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('AirHub SN-HUB1Hub · Heard just now');
    expect(within(items[0]!).getByRole('img', { name: 'Strong signal' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Gym SensorGym · Heard 5 minutes ago');
    expect(within(items[1]!).getByRole('img', { name: 'Medium signal' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Library SensorLibrary · Not heard yet');
    expect(within(items[2]!).getByRole('img', { name: 'No signal reading' })).toBeInTheDocument();
  });

  it('keeps the typed name when the save fails, and says why', async () => {
    const user = userEvent.setup();
    openKitOnboarding({
      routes: { '/api/sites': { status: 500, body: { errorMessage: 'Internal Server Error' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    await user.type(await screen.findByRole('textbox', { name: 'Site name' }), 'Lincoln');
    await user.click(next());

    expect(await screen.findByText('Internal Server Error')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Name your site' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Site name' })).toHaveValue('Lincoln');
    expect(next()).toBeEnabled();
  });

  it('says plainly that a link the server does not know is not valid', async () => {
    openKitOnboarding({
      routes: { [`/api/kits/${KIT_LINK}`]: { status: 404, body: { errorMessage: 'Not Found' } } },
    });
    expect(await heading(LINK_NOT_VALID)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('does not ask the server about a link of the wrong shape', async () => {
    const { calls } = openKitOnboarding({ link: 'not-a-link' });
    expect(await heading(LINK_NOT_VALID)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('says Error in fetching site when the kit cannot be loaded, and tries again', async () => {
    let failing = true;
    const user = userEvent.setup();
    openKitOnboarding({
      routes: {
        [`/api/kits/${KIT_LINK}/devices`]: () =>
          failing
            ? { status: 500, body: { errorMessage: 'Internal Server Error' } }
            : { body: { results: kitDevices() } },
      },
    });
    expect(await heading(messages.errorFetchingSite)).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await heading('Set up your air quality kit')).toBeVisible();
  });
});
