// The demo kiosk (/kioskdemo, signed in): the plain kiosk of the project's first site with which
// of how many it is, the next site after a minute, and round again after the last.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import {
  buildLocals,
  buildMeasurement,
  buildProjectHome,
  buildSite,
} from '../../../test/monitoring-data';
import { openKiosk } from '../test/kiosk-fixtures';
import { KIOSK_DEMO_SITE_MS } from './kiosk-demo-page';

const sites = [
  buildSite({ objectId: 'site1', name: 'Lincoln Elementary' }),
  buildSite({ objectId: 'site2', name: 'Harbor Office Tower' }),
];

function openDemo() {
  saveSessionToken('token');
  return openKiosk('/kioskdemo', {
    '/locals': { body: buildLocals() },
    '/api': { body: buildProjectHome({ sites }) },
    '/api/site': (url) => ({
      body: { site: sites.find((s) => s.objectId === url.searchParams.get('siteId')) },
    }),
    '/api/measurements': (url) => ({
      body: {
        results: [
          buildMeasurement({ name: `CO2 of ${url.searchParams.get('siteId')}`, zone: null }),
        ],
      },
    }),
  });
}

const kioskTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('demo kiosk', () => {
  it('shows each site’s kiosk for a minute, in turn', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openDemo();

    expect(await kioskTitle('Lincoln Elementary')).toBeVisible();
    expect(screen.getByTestId('demo-site')).toHaveTextContent(
      'Showing Lincoln Elementary · site 1 of 2',
    );
    expect(await screen.findAllByText('CO2 of site1')).not.toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(KIOSK_DEMO_SITE_MS));
    expect(await kioskTitle('Harbor Office Tower')).toBeVisible();
    expect(screen.getByTestId('demo-site')).toHaveTextContent('site 2 of 2');
    expect(await screen.findAllByText('CO2 of site2')).not.toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(KIOSK_DEMO_SITE_MS));
    expect(await kioskTitle('Lincoln Elementary')).toBeVisible();
  });
});
