// The branded kiosk at /kioskbranded: the site's branding colours (background, text, donut,
// icon) and its two logos, or the theme's when the site has none; the score slides before the 3
// component measurements; a signed-in kiosk whose measurements fail says 'Cannot Load Site' and
// goes to sign-in (002 §8), coming back to this kiosk afterwards.
import { DEFAULT_THEME_TOKENS } from '@airboard/shared';
import { messages } from '@airboard/shared/messages';
import { donutColor } from '@airboard/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { buildLocals, buildMeasurement, buildSite } from '../../../test/monitoring-data';
import {
  buildKioskMeasurement,
  buildKioskValues,
  buildPublicKiosk,
  openKiosk,
} from '../test/kiosk-fixtures';

const branding = {
  bgcolor: '#0b2545',
  textcolor: '#f4f1de',
  donutcolor: '#e07a5f',
  iconcolor: '#81b29a',
  logo1center: 'https://cdn.example.com/brand/logo-1.png',
  logo2center: 'https://cdn.example.com/brand/logo-2.png',
};

const values = buildKioskValues({
  results: [buildKioskMeasurement({ name: 'CO2' }), buildKioskMeasurement({ name: 'PM10' })],
  scores: [
    { type: 'scoreOA', name: 'Overall', score: 82 },
    { type: 'scoreAF', name: 'Air Freshness', score: 45 },
  ],
});

function openBranded(siteBranding: Record<string, string>) {
  const frame = buildPublicKiosk({
    kiosk: { name: 'Lobby', type: 'branded' },
    site: { name: 'Harbor Office Tower', timeZone: 'America/New_York', branding: siteBranding },
  });
  return openKiosk('/kioskbranded?kioskId=pub1', {
    '/api/kiosk/pub1': { body: frame },
    '/api/kiosk/pub1/measurements': { body: values },
  });
}

/** The kiosk's whole screen, which carries the background. */
const kioskScreen = () => document.querySelector('[data-variant="branded"]');

/** The coloured arc of the slide's donut. */
function donutArc(): Element | null {
  const carousel = screen.getByRole('region', { name: /current readings/ });
  return within(carousel).getByRole('img', { name: /score/ }).querySelectorAll('circle')[1] ?? null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('branded kiosk', () => {
  it('draws the site’s colours and both logos', async () => {
    openBranded(branding);

    expect(await screen.findByRole('img', { name: 'Harbor Office Tower logo' })).toHaveAttribute(
      'src',
      branding.logo1center,
    );
    expect(screen.getByRole('img', { name: 'Harbor Office Tower second logo' })).toHaveAttribute(
      'src',
      branding.logo2center,
    );
    expect(kioskScreen()).toHaveStyle({
      backgroundColor: branding.bgcolor,
      color: branding.textcolor,
    });
    expect(donutArc()).toHaveAttribute('stroke', branding.donutcolor);
    const firstCard = screen.getAllByRole('listitem')[0]!;
    expect(firstCard.querySelector('svg')).toHaveStyle({ color: branding.iconcolor });
  });

  it('shows the score slides, then the component measurements', async () => {
    openBranded(branding);
    const carousel = await screen.findByRole('region', { name: /current readings/ });
    expect(within(carousel).getByRole('group', { name: '1 of 4' })).toHaveTextContent('Overall');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Overall82/ 100Excellent',
      'Air Freshness45/ 100Poor',
      'CO2912.35ppmGood',
      'PM10912.35ppmGood',
    ]);
  });

  it('falls back to the theme without branding (and ignores colours it cannot read)', async () => {
    openBranded({ bgcolor: 'not-a-colour' });
    await screen.findByRole('region', { name: /current readings/ });

    const theme = DEFAULT_THEME_TOKENS.dark;
    expect(kioskScreen()).toHaveStyle({ backgroundColor: theme.bg1, color: theme.txt1 });
    expect(donutArc()).toHaveAttribute('stroke', theme[donutColor(82)]);
    expect(screen.queryByRole('img', { name: /logo/ })).not.toBeInTheDocument();
  });
});

describe('branded kiosk, signed in', () => {
  const signedIn = (measurementsAnswer: { status?: number; body: unknown }) => {
    saveSessionToken('token');
    return openKiosk('/kioskbranded?siteId=site1', {
      '/locals': { body: buildLocals() },
      '/api/site': { body: { site: buildSite({ branding }) } },
      '/api/measurements': measurementsAnswer,
    });
  };

  it('shows the site’s score slides and 3 component measurements in its branding', async () => {
    signedIn({
      body: {
        results: ['CO2', 'PM10', 'TVOC', 'Humidity'].map((name, i) =>
          buildMeasurement({ objectId: `m${i}`, name }),
        ),
      },
    });
    const list = await screen.findByRole('list', { name: 'Lincoln Elementary: all readings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Overall82/ 100Excellent',
      'CO2912.35ppmGood',
      'PM10912.35ppmGood',
      'TVOC912.35ppmGood',
    ]);
    expect(kioskScreen()).toHaveStyle({ backgroundColor: branding.bgcolor });
  });

  it('goes to sign-in when the measurements fail to load', async () => {
    const { router } = signedIn({ status: 500, body: { errorMessage: 'boom' } });

    expect(await screen.findByText(messages.cannotLoadSite)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe(
      '/kioskbranded?siteId=site1',
    );
  });
});
