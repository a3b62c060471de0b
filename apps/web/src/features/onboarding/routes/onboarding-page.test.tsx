// Wizard step 1: staff only; the site list with its statuses; the two trees by keyboard (pick a
// point, add it to the selected zone, the §5 messages), the search, nested zones and relegate; the
// mapping kept per site in the browser and started over; the load failures.
import type { LocalsResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLocals } from '../../../test/monitoring-data';
import { readStoredMapping } from '../lib/mapping-storage';
import { buildTopology, fixtureCommander, topologyNode } from '../onboarding-fixtures';
import { openWizard, storeLobbyMapping } from './wizard-test-setup';

type Answer = { status?: number; body: unknown };

function open(
  path: string,
  { locals, topology }: { locals?: LocalsResponse; topology?: Answer } = {},
) {
  return openWizard(path, {
    ...(locals ? { '/locals': { body: locals } } : {}),
    ...(topology ? { '/api/onboarding/site2': topology } : {}),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const commanderTree = () => screen.findByRole('tree', { name: messages.commanderTopology });
const aqTree = () => screen.getByRole('tree', { name: messages.aqTopology });
const item = (tree: HTMLElement, name: RegExp) => within(tree).getByRole('treeitem', { name });

describe('onboarding step 1', () => {
  it('shows no access to a member who is not staff', async () => {
    open('/onboarding', { locals: buildLocals('admin') });
    expect(await screen.findByText(messages.noProjectAccess)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows no access when the server refuses the topology', async () => {
    open('/onboarding?siteId=site2', { topology: { status: 403, body: { errorMessage: 'No' } } });
    expect(await screen.findByText(messages.noProjectAccess)).toBeVisible();
  });

  it('lists the sites with #, Name and Status, and opens a site', async () => {
    const user = userEvent.setup();
    const { router } = open('/onboarding');
    const table = await screen.findByRole('table', { name: 'Sites to onboard' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '#NameStatus',
      '1Lincoln ElementaryComplete',
      '2Harbor Office TowerStart',
    ]);
    await user.click(within(rows[2]!).getByRole('link', { name: 'Start Harbor Office Tower' }));
    expect(router.state.location.search).toBe('?siteId=site2');
    expect(await commanderTree()).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Map Devices to Zones' })).toBeVisible();
  });

  it("says 'Cannot Load Sites' when the list fails", async () => {
    openWizard('/onboarding', { '/api': { status: 500, body: {} } });
    expect(await screen.findAllByText(messages.cannotLoadSites)).not.toHaveLength(0);
  });

  it("says 'Cannot Load Topology' with Retry when the topology fails", async () => {
    open('/onboarding?siteId=site2', { topology: { status: 500, body: {} } });
    expect(await screen.findAllByText(messages.cannotLoadTopology)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('maps points by keyboard, with the §5 messages, and keeps the mapping', async () => {
    const user = userEvent.setup();
    const view = open('/onboarding?siteId=site2');
    const commander = await commanderTree();

    // Arrow keys walk the tree; Right opens a device and Space picks a point.
    await user.click(item(commander, /^AHU-1/));
    expect(item(commander, /^AHU-1/)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(item(commander, /^FLT-ALM/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item(commander, /^SA-T/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.selectANode)).toBeVisible();

    await user.click(item(aqTree(), /^Lobby/));
    expect(item(aqTree(), /^Lobby/)).toHaveAttribute('aria-selected', 'true');
    item(commander, /^SA-T/).focus();
    await user.keyboard('{Enter}');
    await user.click(within(item(aqTree(), /^Lobby/)).getByText('Lobby'));
    await user.keyboard('{ArrowRight}');
    expect(item(aqTree(), /^SA-T/)).toBeVisible();
    expect(readStoredMapping('site2')?.filter((n) => n.type === 'point')).toHaveLength(1);

    item(commander, /^SA-T/).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.pointAlreadyInZone('SA-T', 'Lobby'))).toBeVisible();

    // Coming back restores it; Start over drops it.
    view.unmount();
    open('/onboarding?siteId=site2');
    await commanderTree();
    expect(screen.getByText(/1 point mapped/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Start over?' })).getByRole('button', {
        name: 'Start over',
      }),
    );
    expect(readStoredMapping('site2')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });

  it("refuses a point type the measurement does not take: 'Cannot Add … to …'", async () => {
    const user = userEvent.setup();
    const topology = buildTopology();
    const co2 = {
      ...topology.aq[1]!,
      id: 'm1',
      name: 'CO2',
      type: 'measurement' as const,
      parent: 'zone9',
      parents: ['site2', 'zone9'],
      depth: 2,
      accepts: ['cO2Sensor'],
      measurementType: 'co2',
    };
    open('/onboarding?siteId=site2', {
      topology: { body: { results: { ...topology, aq: [...topology.aq, co2] } } },
    });
    const commander = await commanderTree();
    await user.click(item(aqTree(), /^Lobby/));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(item(aqTree(), /^CO2/)).toHaveFocus();
    await user.keyboard(' ');
    await user.click(item(commander, /^AHU-1/));
    await user.click(item(commander, /^SF-S/));
    await user.click(screen.getByRole('button', { name: 'Add 1 point to CO2' }));
    expect(
      await screen.findByText(messages.cannotAddPointType('equipmentValue', 'co2')),
    ).toBeVisible();
  });

  it('searches from 2 characters after 200 ms, and orders by points', async () => {
    const user = userEvent.setup();
    open('/onboarding?siteId=site2');
    const commander = await commanderTree();
    const search = screen.getByRole('searchbox', { name: 'Search points and devices' });
    await user.type(search, 'z');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(commander).getAllByRole('treeitem')).toHaveLength(2);
    await user.type(search, 'n');
    expect(await within(commander).findByRole('treeitem', { name: /^ZN-RH/ })).toBeVisible();
    expect(within(commander).getAllByRole('treeitem')).toHaveLength(2);
    await user.clear(search);
    await user.click(screen.getByRole('button', { name: messages.sortByPoints }));
    await waitFor(() => expect(within(commander).getAllByRole('treeitem')).toHaveLength(7));
  });

  it('creates zones from devices, nests a zone and relegates it', async () => {
    const user = userEvent.setup();
    open('/onboarding?siteId=site2');
    await commanderTree();
    await user.click(screen.getByRole('button', { name: messages.createZonesFromDevices }));
    expect(item(aqTree(), /^AHU-1/)).toBeVisible();
    expect(item(aqTree(), /^VAV-101 RM101/)).toBeVisible();

    await user.click(item(aqTree(), /^AHU-1/));
    await user.click(screen.getByRole('button', { name: messages.addZone }));
    const dialog = screen.getByRole('dialog', { name: messages.addZone });
    await user.type(within(dialog).getByLabelText('Zone Name'), 'Mechanical Room{Enter}');
    const nested = item(aqTree(), /^Mechanical Room/);
    expect(nested).toHaveAttribute('aria-level', '3');
    expect(nested).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Move out one level' }));
    expect(item(aqTree(), /^Mechanical Room/)).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('button', { name: 'Move out one level' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: messages.defaultPoints }));
    expect(await screen.findByText('Added 5 points')).toBeVisible();
  });

  it('removes what it added with Delete', async () => {
    const user = userEvent.setup();
    open('/onboarding?siteId=site2');
    await commanderTree();
    await user.click(screen.getByRole('button', { name: messages.createZonesFromDevices }));
    await user.click(item(aqTree(), /^AHU-1/));
    await user.keyboard('{Delete}');
    await waitFor(() =>
      expect(within(aqTree()).queryByRole('treeitem', { name: /^AHU-1/ })).not.toBeInTheDocument(),
    );
    expect(item(aqTree(), /^Harbor Office Tower/)).toHaveFocus();
  });

  it('says when Refresh finds the building system unchanged', async () => {
    const user = userEvent.setup();
    open('/onboarding?siteId=site2');
    await commanderTree();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The building system has not changed.')).toBeVisible();
  });

  it('lists what Refresh found changed, keeps the mapping, and drops gone points on request', async () => {
    const user = userEvent.setup();
    storeLobbyMapping('SA-T', 'Zone Temp');
    // The system after an installer's visit: SA-T gone, Zone Temp renamed, a CO2 sensor added.
    const vav = fixtureCommander.find((n) => n.name === 'VAV-101 RM101')!;
    const changed = [
      ...fixtureCommander
        .filter((n) => n.name !== 'SA-T')
        .map((n) => (n.name === 'Zone Temp' ? { ...n, name: 'ZN-T' } : n)),
      topologyNode({
        id: 'point:vav101.co2',
        name: 'ZN-CO2',
        type: 'point',
        parent: vav.id,
        parents: vav.parents.concat(vav.id),
        depth: 2,
        deviceId: vav.deviceId,
        deviceName: vav.name,
        originalDeviceRef: 'vav101.co2',
      }),
    ];
    openWizard('/onboarding?siteId=site2', {
      '/api/onboarding/site2': (url) => ({
        body: {
          results: buildTopology(
            url.searchParams.get('refresh') === 'true' ? { commander: changed } : {},
          ),
        },
      }),
    });
    await commanderTree();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    const dialog = await screen.findByRole('dialog', { name: 'The building system changed' });
    const list = (name: string) => within(dialog).getByRole('region', { name });
    expect(list('New: 1 point')).toHaveTextContent('ZN-CO2VAV-101 RM101');
    expect(list('Renamed: 1 point')).toHaveTextContent('Zone Temp → ZN-TVAV-101 RM101');
    expect(list('Removed: 1 point')).toHaveTextContent('SA-TAHU-1 · Mapped in this browser');
    expect(
      within(dialog).getByText(
        '1 point mapped in this browser is gone from the building system: saving would refuse it.',
      ),
    ).toBeVisible();

    // The renamed point keeps its place; the gone one leaves only when asked.
    await user.click(within(dialog).getByRole('button', { name: 'Remove from mapping' }));
    expect(await screen.findByText('Removed 1 point from the mapping')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      readStoredMapping('site2')
        ?.filter((n) => n.type === 'point')
        .map((n) => n.name),
    ).toEqual(['Zone Temp']);
    // The new point waits, unmapped, in Commander Topology.
    const commander = await commanderTree();
    await user.click(item(commander, /^VAV-101 RM101/));
    expect(item(commander, /^ZN-CO2/)).toBeVisible();
  });
});
