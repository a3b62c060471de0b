// Wizard step 3: the units, 'Create Equipment Measurement', and 'Create Measurements' posting the
// mapping — success says the server's message and 'You have finshed onboarding' and leads to the
// site; failure says 'Cannot Save Measurements' and keeps the mapping.
import type { SaveOnboardingBody } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredMapping } from '../lib/mapping-storage';
import { openWizard, storeLobbyMapping } from './wizard-test-setup';

afterEach(() => {
  vi.unstubAllGlobals();
});

const save = () => screen.findByRole('button', { name: messages.createMeasurements });

describe('onboarding step 3', () => {
  it('posts the mapping with the units and leads to the site', async () => {
    const user = userEvent.setup();
    const mapping = storeLobbyMapping('Zone Temp', 'SF-S');
    let body: SaveOnboardingBody | undefined;
    openWizard('/onboarding3?siteId=site2', {
      '/api/onboarding/measurements/': (_url, init) => {
        body = JSON.parse(init?.body as string) as SaveOnboardingBody;
        return { body: { msg: 'Created 2 measurements', created: { zones: 0, measurements: 2 } } };
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Units' }));
    await user.click(screen.getByRole('option', { name: /^Metric/ }));
    await user.click(await save());

    expect(await screen.findByText(messages.finishedOnboarding)).toBeVisible();
    expect(screen.getByText('Created 2 measurements')).toBeVisible();
    expect(body).toEqual({ topology: mapping, siteId: 'site2', units: 'metric' });
    expect(await screen.findByRole('link', { name: 'Open Harbor Office Tower' })).toHaveAttribute(
      'href',
      '/projects/proj1/sites/site2',
    );
    expect(readStoredMapping('site2')).toBeNull();
  });

  it("says 'Cannot Save Measurements' and keeps everything", async () => {
    const user = userEvent.setup();
    const mapping = storeLobbyMapping('SF-S');
    openWizard('/onboarding3?siteId=site2', {
      '/api/onboarding/measurements/': { status: 500, body: { errorMessage: 'Down' } },
    });
    await user.click(await save());
    expect(await screen.findAllByText(messages.cannotSaveMeasurements)).not.toHaveLength(0);
    expect(readStoredMapping('site2')).toEqual(mapping);
    expect(screen.getByRole('button', { name: messages.createMeasurements })).toBeEnabled();
  });

  it('gathers the equipment values of a zone into one Equipment measurement', async () => {
    const user = userEvent.setup();
    storeLobbyMapping('SF-S', 'DMP-POS', 'Zone Temp');
    openWizard('/onboarding3?siteId=site2');
    expect(
      await screen.findByText('SF-S (1 point), DMP-POS (1 point), Zone Temp (1 point)'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: messages.createEquipmentMeasurement }));
    expect(screen.getByText('Zone Temp (1 point), Equipment (2 points)')).toBeVisible();
  });
});
