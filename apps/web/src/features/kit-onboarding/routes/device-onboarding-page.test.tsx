// The device wizard (/do/{id}): a device onboarded already goes home; a hub chooses its site and is
// done; a sensor gets a new site, its room, activation and mounting; the writes carry the link;
// and a link the server does not know is said to be not valid.
import { messages } from '@airboard/shared/messages';
import { ONBOARDING_COMPLETION_SPINNER_MS } from '@airboard/shared/rules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_NOT_VALID } from '../components/link-states';
import { DEVICE_LINK, buildOnboardingDevice, openDeviceOnboarding } from './onboarding-test-setup';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const progress = () => screen.getByRole('progressbar', { name: 'Onboarding progress' });
const next = () => screen.getByRole('button', { name: 'Next' });
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('device onboarding', () => {
  it('sends a device that is onboarded already to the home page', async () => {
    const { router } = openDeviceOnboarding({
      device: buildOnboardingDevice({ onboarded: true }),
    });
    // Home asks a visitor without a session to sign in, and to come back there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/');
  });

  it('shows a hub only the site step: it is onboarded into the chosen site, then done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls, links } = openDeviceOnboarding({
      device: buildOnboardingDevice({ objectId: 'hub1', name: 'AirHub SN-HUB1', type: 'hub' }),
    });

    await heading('Choose the site');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 3 · Site');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Harbor Office Tower' }));
    await user.click(next());

    await heading('Finishing up…');
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(await screen.findByText(messages.finishedOnboarding)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/devices/hub1/onboard',
        body: { name: 'AirHub SN-HUB1', siteId: 'site2' },
      },
    ]);
    expect(links).toEqual([DEVICE_LINK]);

    await pass(ONBOARDING_COMPLETION_SPINNER_MS);
    expect(await screen.findByRole('link', { name: 'Launch Site' })).toHaveAttribute(
      'href',
      '/projects/proj1/sites/site2',
    );
  });

  it('takes a sensor through a new site, its room, activation and mounting', async () => {
    const user = userEvent.setup();
    const { calls, links } = openDeviceOnboarding();

    await heading('Choose the site');
    await user.click(screen.getByRole('radio', { name: 'A new site' }));
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Site name' }), 'Annex');
    await user.click(next());

    await heading('Which room is this sensor for?');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 2 of 3 · Sensors');
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Room name' }), 'Lab');
    await user.click(next());
    await heading('Switch on the sensor');
    await user.click(next());
    await heading('Mount the sensor');
    await user.click(next());
    await heading('Finishing up…');

    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/sites', body: { name: 'Annex' } },
      { method: 'POST', path: '/api/sites/site9/zones', body: { name: 'Lab' } },
      {
        method: 'POST',
        path: '/api/devices/sen2/onboard',
        body: { name: 'Lab Sensor', zoneId: 'zone-Lab' },
      },
    ]);
    expect(links).toEqual([DEVICE_LINK, DEVICE_LINK, DEVICE_LINK]);
  });

  it('asks for the name alone when the project has no site yet', async () => {
    const user = userEvent.setup();
    const { calls } = openDeviceOnboarding({ sites: [] });
    await heading('Name the site');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Site name' }), 'Annex');
    await user.click(next());
    await heading('Which room is this sensor for?');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/sites', body: { name: 'Annex' } },
    ]);
  });

  it('does not make the new site twice when the installer comes back to the site step', async () => {
    const user = userEvent.setup();
    const { calls } = openDeviceOnboarding();
    await heading('Choose the site');
    await user.click(screen.getByRole('radio', { name: 'A new site' }));
    await user.type(screen.getByRole('textbox', { name: 'Site name' }), 'Annex');
    await user.click(next());
    await heading('Which room is this sensor for?');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await heading('Choose the site');
    expect(screen.getByRole('radio', { name: 'Annex' })).toBeChecked();
    await user.click(next());
    await heading('Which room is this sensor for?');
    expect(calls.filter((c) => c.path === '/api/sites')).toHaveLength(1);
  });

  it('says plainly that a link the server does not know is not valid', async () => {
    openDeviceOnboarding({
      routes: {
        [`/api/devices/${DEVICE_LINK}`]: { status: 404, body: { errorMessage: 'Not Found' } },
      },
    });
    expect(await heading(LINK_NOT_VALID)).toBeVisible();
  });
});
