// The kiosk list: breadcrumbs, cards with type, zone, measurements, online state, last contact and
// a revoked link; the empty and failed states; and no access for anyone but the project's admins.
import { messages } from '@airboard/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLocals } from '../../../test/monitoring-data';
import { buildKiosk, openKiosks, revokedKiosk } from './kiosks-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = async (name: string) => screen.findByRole('article', { name });

describe('kiosk list', () => {
  it('shows each kiosk under Sites > site > Kiosks, online or offline with its last contact', async () => {
    openKiosks({
      kiosks: [
        buildKiosk(),
        buildKiosk({
          objectId: 'kiosk2',
          name: 'Gym screen',
          type: 'branded',
          zone: { objectId: 'zone1', name: 'Gymnasium' },
          measurements: [],
          online: false,
          lastSeenAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        }),
        revokedKiosk({ objectId: 'kiosk3', name: 'Old entrance', lastSeenAt: null }),
      ],
    });

    const lobby = await card('Lobby');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Lincoln Elementary' })).toHaveAttribute(
      'href',
      '/projects/proj1/sites/site1',
    );
    expect(within(crumbs).getByText('Kiosks')).toHaveAttribute('aria-current', 'page');

    expect(within(lobby).getByText('Plain')).toBeVisible();
    expect(within(lobby).getByText('Whole site')).toBeVisible();
    expect(within(lobby).getByText('Measurements: CO2')).toBeVisible();
    expect(within(lobby).getByText('Online')).toBeVisible();
    expect(within(lobby).getByText('2 minutes ago')).toHaveAttribute('dateTime');
    expect(within(lobby).getByRole('link', { name: 'Open Lobby (new tab)' })).toHaveAttribute(
      'href',
      'https://airboard.example.com/kiosks/3f2a9c1e8b7d4a6f9e0c1b2a3d4e5f60',
    );

    const gym = await card('Gym screen');
    expect(within(gym).getByText('Branded')).toBeVisible();
    expect(within(gym).getByText('Gymnasium')).toBeVisible();
    expect(within(gym).getByText('Offline')).toBeVisible();
    expect(within(gym).getByText('3 hours ago')).toBeVisible();

    const old = await card('Old entrance');
    expect(within(old).getByText('Link revoked')).toBeVisible();
    expect(within(old).getByText('Not shown on a screen yet')).toBeVisible();
    expect(within(old).queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
  });

  it('tells the exact time of the last contact on hover', async () => {
    openKiosks();
    const lobby = await card('Lobby');
    await userEvent.hover(within(lobby).getByText('2 minutes ago'));
    // On the site's clock (America/Chicago), with the date.
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^\w{3} \d{1,2}, \d{4} \d/);
  });

  it('offers to create the first kiosk when there is none', async () => {
    openKiosks({ kiosks: [] });
    expect(await screen.findByText('No kiosks yet')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create Kiosk' }));
    expect(await screen.findByRole('dialog', { name: 'Create Kiosk' })).toBeVisible();
  });

  it('says when the kiosks cannot be loaded, and tries again', async () => {
    let failing = true;
    openKiosks({
      routes: {
        '/api/kiosks/site/site1': () =>
          failing
            ? { status: 500, body: { errorMessage: 'Internal Server Error' } }
            : { body: { results: [buildKiosk()] } },
      },
    });
    expect(await screen.findByText("The site's kiosks could not be loaded.")).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Lobby')).toBeVisible();
  });

  it('shows a member who is not an admin the no-access message, without asking for kiosks', async () => {
    const { calls } = openKiosks({ locals: buildLocals('user') });
    expect(await screen.findByText(messages.noProjectAccess)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('shows the no-access message when the server refuses the list', async () => {
    openKiosks({
      routes: { '/api/kiosks/site/site1': { status: 403, body: { errorMessage: 'Forbidden' } } },
    });
    expect(await screen.findByText(messages.noProjectAccess)).toBeVisible();
  });
});
