// The grid labels its periods on the site's clock, not the browser's: under TZ=UTC a site in
// Kolkata still shows its own days and hours (finding 15 of issue 11).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HeatmapGrid } from './heatmap-grid';

const zone = { objectId: 'zone000001', name: 'Lobby' };
const cells = { [zone.objectId]: { alerts: 1 } };

describe('HeatmapGrid', () => {
  it("names day columns by the site's dates", () => {
    renderWithProviders(
      <HeatmapGrid
        unit=""
        result={{
          type: 'alerts',
          timezone: 'Asia/Kolkata',
          granularity: 'day',
          zones: [zone],
          // The site's midnights of 2 and 3 November (+5:30): still 1 and 2 November in UTC.
          periods: [
            { start: '2026-11-01T18:30:00.000Z', zones: cells },
            { start: '2026-11-02T18:30:00.000Z', zones: cells },
          ],
        }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Nov 2' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nov 3' })).toBeInTheDocument();
  });

  it("names hour columns by the site's hours (Kathmandu's start a quarter past UTC hours)", () => {
    renderWithProviders(
      <HeatmapGrid
        unit=""
        result={{
          type: 'alerts',
          timezone: 'Asia/Kathmandu',
          granularity: 'hour',
          zones: [zone],
          periods: [
            { start: '2026-11-01T18:15:00.000Z', zones: cells },
            { start: '2026-11-01T19:15:00.000Z', zones: cells },
          ],
        }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: '12am' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '1am' })).toBeInTheDocument();
  });
});
