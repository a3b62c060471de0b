// The multi-measurement selector: the source rule, searching, selecting by type, CANCEL/CONFIRM.
import { messages } from '@airboard/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { buildMeasurement, buildZone, fakeApi } from '../../../test/monitoring-data';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MultiMeasurementSelector } from './multi-measurement-selector';

const zones = [
  buildZone({
    measurements: [
      buildMeasurement(),
      buildMeasurement({ objectId: 'm2', name: 'Humidity', type: 'relativehumidity', unit: '%' }),
    ],
  }),
  buildZone({
    objectId: 'zone2',
    name: 'Library',
    measurements: [
      buildMeasurement({ objectId: 'm3', zone: { objectId: 'zone2', name: 'Library' } }),
    ],
  }),
];

function open(source?: string) {
  saveSessionToken('token');
  vi.stubGlobal('fetch', fakeApi({ '/api/zones': { body: { results: zones } } }));
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <MultiMeasurementSelector
      open
      siteId="site1"
      source={source}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MultiMeasurementSelector', () => {
  it('refuses a source other than none or "schedule"', () => {
    open('kiosk');
    expect(screen.getByText(messages.invalidSource)).toBeVisible();
    expect(screen.getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
  });

  it('selects every measurement of a type and confirms', async () => {
    const { onConfirm } = open('schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'All CO2' }));
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(onConfirm).toHaveBeenCalledWith(['m1', 'm3']);
  });

  it('searches zones and measurements', async () => {
    open();
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search measurements' }),
      '%',
    );
    expect(screen.getByRole('checkbox', { name: 'Humidity (%)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'CO2 (ppm)' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search measurements' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search zones' }), 'libr');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('cancels', async () => {
    const { onCancel } = open();
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
