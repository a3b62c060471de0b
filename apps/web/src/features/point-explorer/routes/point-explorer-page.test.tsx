// The point explorer: a site is required and the zone waits for it; filters live in the address;
// values with 2 decimals, Bool and multi-state as text, an unknown alarm status as not active;
// the name sent once typing stops; page sizes with All; No Points Found; a failed load; and saved
// filters saved (with each refusal shown and the name kept), applied, renamed and deleted.
import { messages } from '@airboard/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXPLORER_PATH,
  POINTS_PATH,
  QUERIES_PATH,
  buildPoint,
  buildSavedQuery,
  openExplorer,
} from './point-explorer-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SITE_PATH = `${EXPLORER_PATH}?siteId=site1`;
/**
 * A table of 100 MUI rows takes jsdom a few seconds to replace, and over 10 s on a 2-core machine
 * running the other test files beside it (a CI run failed so).
 */
const slowRender = { timeout: 25_000 };
/** The listed points' names: each row's header cell (one role query: it is costly per row). */
const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('point explorer filters', () => {
  it('asks for a site first, with the zone disabled, then lists its points', async () => {
    const { router, searches } = openExplorer();
    expect(await screen.findByText('Choose a site')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveAttribute('aria-disabled', 'true');
    expect(searches).toEqual([]);

    await choose('Site', 'Lincoln Elementary');
    await screen.findByRole('table', { name: 'Points' });
    expect(router.state.location.search).toBe('?siteId=site1');
    expect(screen.getByRole('combobox', { name: 'Zone' })).not.toHaveAttribute('aria-disabled');
    expect(names()).toEqual(['Gym CO2', 'AHU fan', 'Occupancy mode']);
  });

  it('shows values with 2 decimals, texts for Bool and states, zone links and alarm status', async () => {
    openExplorer({ path: SITE_PATH });
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Value', 'Point Type', 'Zone', 'Alarm Status']);
    const [gym, fan, mode] = screen.getAllByRole('row').slice(1);
    expect(gym).toHaveTextContent('912.35 ppm');
    expect(within(gym!).getByText('CO2')).toBeVisible();
    expect(within(gym!).getByRole('link', { name: 'Gymnasium' })).toHaveAttribute(
      'href',
      '/projects/proj1/sites/site1/zones/zone1',
    );
    expect(within(gym!).getByText('Active')).toBeVisible();
    expect(within(fan!).getByText('Stopped')).toBeVisible();
    expect(within(fan!).getByText('Fan status')).toBeVisible();
    expect(within(fan!).getByText('Not active')).toBeVisible();
    expect(within(mode!).getByText('Occupied')).toBeVisible();
  });

  it('filters by zone, type and alarm status through the address', async () => {
    const { router, searches } = openExplorer({ path: SITE_PATH });
    await screen.findByRole('table', { name: 'Points' });
    await choose('Zone', 'Library');
    await waitFor(() => expect(names()).toEqual(['AHU fan']));
    await choose('Zone', 'All zones');
    await choose('Point Type', 'CO2');
    await choose('Alarm Status', 'Active');
    await waitFor(() => expect(names()).toEqual(['Gym CO2']));
    expect(router.state.location.search).toBe('?siteId=site1&pointType=co2&alarmStatus=active');
    expect(searches.at(-1)?.get('limit')).toBe('100');
  });

  it('sends the name once typing stops, and says No Points Found when nothing matches', async () => {
    const { router, searches } = openExplorer({ path: SITE_PATH });
    await screen.findByRole('table', { name: 'Points' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Point name' }), 'nothing here');
    expect(await screen.findByText(messages.noPointsFound)).toBeVisible();
    expect(router.state.location.search).toBe('?siteId=site1&name=nothing+here');
    // One search for the whole name: none for what was typed on the way.
    expect(searches.map((q) => q.get('name')).filter(Boolean)).toEqual(['nothing here']);
  });

  it('pages by 10, 50 or 100, and offers All above 100 points', { timeout: 90_000 }, async () => {
    const many = Array.from({ length: 101 }, (_, i) =>
      buildPoint({ objectId: `p${i}`, name: `Point ${String(i).padStart(3, '0')}` }),
    );
    const { router, searches } = openExplorer({ path: SITE_PATH, points: many });
    await screen.findByRole('table', { name: 'Points' });
    expect(names()).toHaveLength(100);
    await choose('Rows per page:', '10');
    await waitFor(() => expect(names()).toHaveLength(10), slowRender);
    expect(searches.at(-1)?.get('limit')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(names()[0]).toBe('Point 010'), slowRender);
    expect(searches.at(-1)?.get('offset')).toBe('10');
    await choose('Rows per page:', 'All');
    await waitFor(() => expect(names()).toHaveLength(101), slowRender);
    expect(searches.at(-1)?.get('limit')).toBe('10000');
    expect(router.state.location.search).toBe('?siteId=site1&pageSize=all');
  });

  it('says when the points could not be loaded', async () => {
    openExplorer({
      path: SITE_PATH,
      routes: { [POINTS_PATH]: { status: 500, body: { errorMessage: 'Internal Server Error' } } },
    });
    expect(await screen.findByText('The points could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('saved filters', () => {
  it('saves the filters under a name, showing the name rules and refusals', async () => {
    const { calls } = openExplorer({
      path: `${SITE_PATH}&name=co2`,
      queries: [buildSavedQuery()],
    });
    await screen.findByRole('button', { name: 'Apply Gym alarms' });
    await userEvent.click(screen.getByRole('button', { name: 'Save filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save filter' });
    const name = within(dialog).getByRole('textbox', { name: 'Query name' });

    await userEvent.type(name, 'a');
    expect(within(dialog).getByText(messages.queryNameTooShort)).toBeVisible();
    await userEvent.type(name, '!');
    expect(within(dialog).getByText(messages.queryNameCharacters)).toBeVisible();

    await userEvent.clear(name);
    await userEvent.type(name, 'GYM ALARMS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.queryNameTaken)).toBeVisible();
    expect(name).toHaveValue('GYM ALARMS');

    await userEvent.clear(name);
    await userEvent.type(name, 'CO2 points');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Apply CO2 points' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'CO2 points',
      siteId: 'site1',
      zoneId: null,
      pointType: null,
      alarmStatus: null,
      nameFilter: 'co2',
    });
  });

  it('says saving failed on any other error, and keeps the name', async () => {
    openExplorer({
      path: SITE_PATH,
      routes: { [QUERIES_PATH]: { status: 500, body: { errorMessage: 'Internal Server Error' } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save filter' });
    const name = within(dialog).getByRole('textbox', { name: 'Query name' });
    await userEvent.type(name, 'Site points{Enter}');
    expect(await within(dialog).findByText(messages.errorSavingQuery)).toBeVisible();
    expect(name).toHaveValue('Site points');
  });

  it('refuses to save without filters', async () => {
    openExplorer();
    await userEvent.click(await screen.findByRole('button', { name: 'Save filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save filter' });
    expect(within(dialog).getByText(messages.queryWithoutFilters)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('applies a saved filter, renames and deletes one after confirming', async () => {
    const { router, calls } = openExplorer({
      path: `${SITE_PATH}&name=fan`,
      queries: [buildSavedQuery()],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Gym alarms' }));
    await waitFor(() => expect(names()).toEqual(['Gym CO2']));
    expect(router.state.location.search).toBe('?siteId=site1&zoneId=zone1&alarmStatus=active');
    expect(screen.getByRole('searchbox', { name: 'Point name' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'More actions for Gym alarms' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Gym alarms' });
    const name = within(dialog).getByRole('textbox', { name: 'Query name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Gym alerts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('button', { name: 'Apply Gym alerts' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'More actions for Gym alerts' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Gym alerts?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No saved filters yet/)).toBeVisible();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`DELETE ${QUERIES_PATH}/q1`);
  });
});
