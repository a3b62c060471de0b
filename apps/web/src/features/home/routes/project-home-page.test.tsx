// Project home: site cards with scores and alert counts, the search rule, the empty and failure
// states, scores hidden for sites without air quality, and the Map View toggle's presence.
import { messages } from '@airboard/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { buildProjectHome, buildSite, fakeApi } from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

const sites = [
  buildSite(),
  buildSite({
    objectId: 'site2',
    name: 'Harbor Office Tower',
    shortName: 'HOT',
    address: '150 N Harbor Dr',
    activeAlertsCount: 1,
    scoreOA: { curScore: 42 },
  }),
  buildSite({
    objectId: 'site3',
    name: 'Riverside Clinic',
    shortName: null,
    address: '27 Riverside Rd',
    aqEnabled: false,
    activeAlertsCount: 0,
  }),
];

function open(home = buildProjectHome({ sites })) {
  saveSessionToken('token');
  vi.stubGlobal('fetch', fakeApi({ '/api': { body: home } }));
  return renderRoute('/');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('project home', () => {
  it('shows the project and a card per site with score and alert count', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Demo Portfolio' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Sites' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('img', { name: 'Overall score 82' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2 active alerts')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Map View' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1 active alert')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/projects/proj1/sites/site1',
    );
  });

  it('hides the score of a site without air quality', async () => {
    open();
    const clinic = (await screen.findByText('Riverside Clinic')).closest('li')!;
    expect(within(clinic).queryByRole('img', { name: /score/ })).not.toBeInTheDocument();
    expect(within(clinic).getByText('0 active alerts')).toBeInTheDocument();
  });

  it('searches name, address and short name ignoring case', async () => {
    open();
    const search = await screen.findByRole('searchbox', { name: 'Search sites' });
    await userEvent.type(search, 'hot');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'RIVERSIDE RD');
    expect(screen.getByText('Riverside Clinic')).toBeInTheDocument();
    expect(screen.queryByText('Harbor Office Tower')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nowhere');
    expect(screen.getByRole('status')).toHaveTextContent('No sites match');
  });

  it('says when the project has no sites', async () => {
    open(buildProjectHome({ sites: [] }));
    expect(await screen.findByText(messages.noSitesForProject)).toBeInTheDocument();
  });

  it('offers Map View only to projects with the map flag', async () => {
    const home = buildProjectHome({ sites });
    open({ ...home, project: { ...home.project, mapView: false } });
    await screen.findByRole('heading', { name: 'Demo Portfolio' });
    expect(screen.queryByRole('switch', { name: 'Map View' })).not.toBeInTheDocument();
  });

  it('shows the powered-by footer of a white-label project', async () => {
    const home = buildProjectHome({ sites });
    open({
      ...home,
      project: { ...home.project, whitelabel: true, poweredByText: 'Powered by Airboard' },
    });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Powered by Airboard');
  });

  it('says Cannot Load Sites when the list fails', async () => {
    saveSessionToken('token');
    vi.stubGlobal('fetch', fakeApi({ '/api': { status: 500, body: { errorMessage: 'boom' } } }));
    renderRoute('/');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      messages.cannotLoadSites,
    );
  });
});
