// Wizard step 2: a point type per mapped point from the catalogue's names, kept with the mapping
// (a point's own measurement follows it), 'Guess Point Types', on to step 3, the empty mapping and
// 'Cannot Retrieve Point Types'.
import { messages } from '@airboard/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredMapping } from '../lib/mapping-storage';
import { openWizard, storeLobbyMapping } from './wizard-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('onboarding step 2', () => {
  it('shows a point type for every mapped point and keeps a change', async () => {
    const user = userEvent.setup();
    storeLobbyMapping('Zone Temp', 'ZN-RH', 'SF-S');
    openWizard('/onboarding2?siteId=site2');
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.selectPointTypes }),
    ).toBeVisible();
    await screen.findByRole('table');
    // The catalogue's names follow the table, once the point types have loaded.
    await waitFor(() =>
      expect(within(rowOf('Zone Temp')).getByRole('combobox')).toHaveTextContent(
        'Space Temperature',
      ),
    );
    expect(within(rowOf('ZN-RH')).getByRole('combobox')).toHaveTextContent('Equipment Value');

    await user.click(within(rowOf('ZN-RH')).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Humidity' }));
    const stored = readStoredMapping('site2')!;
    const rh = stored.find((n) => n.type === 'point' && n.name === 'ZN-RH')!;
    expect(rh.pointType).toBe('humiditySensor');
    expect(stored.find((n) => n.id === rh.parent)).toMatchObject({
      pointType: 'humiditySensor',
      measurementType: 'relativehumidity',
    });

    await user.click(screen.getByRole('button', { name: messages.guessPointTypes }));
    expect(within(rowOf('ZN-RH')).getByRole('combobox')).toHaveTextContent('Equipment Value');

    expect(screen.getByRole('link', { name: messages.createMeasurements })).toHaveAttribute(
      'href',
      '/onboarding3?siteId=site2',
    );
  });

  it('says when nothing is mapped yet', async () => {
    openWizard('/onboarding2?siteId=site2');
    expect(await screen.findByText('No points are mapped yet')).toBeVisible();
  });

  it("says 'Cannot Retrieve Point Types' and still offers the types", async () => {
    const user = userEvent.setup();
    storeLobbyMapping('SF-S');
    openWizard('/onboarding2?siteId=site2', { '/api/pointtypes': { status: 500, body: {} } });
    expect(await screen.findAllByText(messages.cannotRetrievePointTypes)).not.toHaveLength(0);
    await user.click(within(rowOf('SF-S')).getByRole('combobox'));
    expect(screen.getAllByRole('option')).toHaveLength(25);
  });
});
