// The public kiosk a shared link opens (/kiosks/{id}, no session): the site, zone and clock, the
// carousel and a card per measurement with its rating; a link that is unknown or revoked gets a
// calm "not active" page and is not asked again; a failed poll turns the screen to its 'data is
// N minutes old' state with the values kept and the 'Cannot Load Site' toast, and the next answer
// brings it back; values that stopped arriving are called old although the server answers.
import { messages } from '@airboard/shared/messages';
import { KIOSK_POLL_MS, kioskRetryDelay } from '@airboard/shared/rules';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildKioskMeasurement,
  buildKioskValues,
  buildPublicKiosk,
  openKiosk,
} from '../test/kiosk-fixtures';
import { KIOSK_NOT_ACTIVE } from '../components/kiosk-states';

const routes = {
  '/api/kiosk/pub1': { body: buildPublicKiosk() },
  '/api/kiosk/pub1/measurements': { body: buildKioskValues() },
};

/** The banner that says the data is old, if it is shown. */
const oldDataBanner = () => screen.queryByText(/data is \d+ minutes? old/);

/** Lets fake time pass, running the timers and what they start. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('public kiosk', () => {
  it('shows the site, the zone, the carousel and a rated card per measurement', async () => {
    openKiosk('/kiosks/pub1', routes);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lincoln Elementary' }),
    ).toBeVisible();
    expect(screen.getByText('Main Lobby')).toBeVisible();
    expect(screen.getByTestId('kiosk-clock')).toHaveTextContent(/\d{1,2}:\d{2}/);

    const carousel = screen.getByRole('region', { name: 'Main Lobby: current readings' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(carousel).getByRole('group', { name: '1 of 5' });
    expect(within(slide).getByRole('heading', { level: 2, name: 'CO2' })).toBeVisible();
    expect(slide).toHaveTextContent('912.35ppm');
    expect(within(slide).getByRole('img', { name: 'CO2 score 64' })).toBeVisible();

    const cards = within(screen.getByRole('list', { name: 'Main Lobby: all readings' }));
    const items = cards.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CO2912.35ppmGood',
      'Temperature71.5°FExcellent',
      'Humidity22%Poor',
      'PM2.518.2µg/m³Warning',
      'TVOC1430ppbCritical',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/Updated/)).toHaveTextContent('Updated 1 min ago');
    expect(oldDataBanner()).not.toBeInTheDocument();
  });

  it('moves the carousel on every 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openKiosk('/kiosks/pub1', routes);
    const carousel = await screen.findByRole('region', { name: /current readings/ });
    await pass(10_000);
    expect(within(carousel).getByRole('group', { name: '2 of 5' })).toHaveTextContent(
      'Temperature',
    );
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
  });

  it('says calmly that an unknown or revoked link is not active, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = openKiosk('/kiosks/gone', {});

    expect(await screen.findByRole('heading', { level: 1, name: KIOSK_NOT_ACTIVE })).toBeVisible();
    const asked = server.calls.length;
    await pass(KIOSK_POLL_MS * 5);
    expect(server.calls).toHaveLength(asked);
    expect(screen.queryByText(messages.cannotLoadSite)).not.toBeInTheDocument();
  });

  it('shows how old the data is when the server cannot be reached, then recovers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = openKiosk('/kiosks/pub1', routes);
    await screen.findByRole('heading', { level: 1, name: 'Lincoln Elementary' });
    expect(oldDataBanner()).not.toBeInTheDocument();

    server.down = true;
    await pass(KIOSK_POLL_MS);
    expect(await screen.findByText(/data is 2 minutes old/)).toHaveTextContent(
      'Cannot reach the server',
    );
    expect(await screen.findByText(messages.cannotLoadSite)).toBeVisible();
    // The last values stay on the screen.
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('CO2912.35ppmGood');

    // Still down at the first retry: still saying so.
    await pass(kioskRetryDelay(1));
    expect(oldDataBanner()).toHaveTextContent('Cannot reach the server');

    server.down = false;
    const before = server.count('/api/kiosk/pub1/measurements');
    await pass(kioskRetryDelay(2));
    expect(server.count('/api/kiosk/pub1/measurements')).toBe(before + 1);
    expect(oldDataBanner()).not.toBeInTheDocument();
    expect(screen.getByText(/Updated/)).toHaveTextContent(/Updated \d+ min ago/);
  });

  it('calls the data old when values stop arriving although the server answers', async () => {
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    openKiosk('/kiosks/pub1', {
      ...routes,
      '/api/kiosk/pub1/measurements': {
        body: buildKioskValues({
          results: [buildKioskMeasurement({ curValTs: old })],
          generatedAt: new Date().toISOString(),
        }),
      },
    });
    expect(await screen.findByText(/data is 20 minutes old/)).toHaveTextContent('No new readings');
  });

  it('shows a branded kiosk as branded, its score slides first', async () => {
    openKiosk('/kiosks/pub1', {
      '/api/kiosk/pub1': { body: buildPublicKiosk({ kiosk: { name: 'Lobby', type: 'branded' } }) },
      '/api/kiosk/pub1/measurements': {
        body: buildKioskValues({
          results: [buildKioskMeasurement()],
          scores: [{ type: 'scoreOA', name: 'Overall', score: 82 }],
        }),
      },
    });
    const carousel = await screen.findByRole('region', { name: /current readings/ });
    expect(within(carousel).getByRole('heading', { level: 2, name: 'Overall' })).toBeVisible();
    expect(carousel).toHaveTextContent('82/ 100Excellent');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
