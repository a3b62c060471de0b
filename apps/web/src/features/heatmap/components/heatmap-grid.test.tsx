// The grid labels its periods on the site's clock, not the browser's: under TZ=UTC a site in
// Kolkata still shows its own days and hours (finding 15 of issue 11). Means are coloured by their
// thresholds' band and written at their usual precision; periods to come are "no data yet". The
// cells are one Tab stop that the arrow keys move.
import { DEFAULT_THEME_TOKENS } from '@airboard/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HeatmapGrid } from './heatmap-grid';

const zone = { objectId: 'zone000001', name: 'Lobby' };
const cells = { [zone.objectId]: { alerts: 1 } };

/** An alerts grid of the first hours of 2 November (UTC), with each zone's count per hour. */
function alertHours(zones: { objectId: string; name: string }[], counts: number[][]) {
  return {
    type: 'alerts' as const,
    timezone: 'UTC',
    granularity: 'hour' as const,
    zones,
    periods: counts[0]!.map((_count, h) => ({
      start: new Date(Date.UTC(2026, 10, 2, h)).toISOString(),
      zones: Object.fromEntries(zones.map((z, i) => [z.objectId, { alerts: counts[i]![h]! }])),
    })),
  };
}

describe('HeatmapGrid', () => {
  it("names day columns by the site's dates", () => {
    renderWithProviders(
      <HeatmapGrid
        measurement={null}
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
        measurement={null}
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
    expect(screen.getByRole('columnheader', { name: 'Nov 2, 12am' })).toHaveTextContent('12am');
    expect(screen.getByRole('columnheader', { name: 'Nov 2, 1am' })).toHaveTextContent('1am');
  });

  const co2 = {
    type: 'co2',
    name: 'CO2',
    unit: 'ppm',
    threshold: { Excellent: 800, Good: 1000, Poor: 1500 },
    scoreType: 'scoreAQ' as const,
    scoreOrder: 1,
  };
  const means = (values: (number | null)[]) => ({
    type: 'measurements' as const,
    timezone: 'UTC',
    granularity: 'hour' as const,
    zones: [zone],
    periods: values.map((curValue, i) => ({
      start: new Date(Date.UTC(2026, 10, 2, i)).toISOString(),
      zones: { [zone.objectId]: { curValue } },
    })),
  });

  it('colours a mean by the band of its thresholds, not by the range shown', () => {
    renderWithProviders(
      <HeatmapGrid
        measurement={co2}
        result={means([743.27, 760, 1200])}
        now={new Date('2026-11-03T00:00:00Z')}
      />,
    );
    const cell = (name: string) => screen.getByRole('cell', { name });
    // 743 and 760 ppm are both Excellent, though 743 is the lowest shown.
    const fill = (name: string) => cell(name).getAttribute('data-fill');
    const { dark, light } = DEFAULT_THEME_TOKENS;
    expect([dark.ex, light.ex]).toContain(fill('Lobby, Nov 2, 12am: 743 ppm'));
    expect([dark.ex, light.ex]).toContain(fill('Lobby, Nov 2, 1am: 760 ppm'));
    expect([dark.poor, light.poor]).toContain(fill('Lobby, Nov 2, 2am: 1200 ppm'));
    expect(cell('Lobby, Nov 2, 12am: 743 ppm')).toHaveTextContent('743');
    expect(screen.getByText('up to 800 ppm')).toBeInTheDocument();
  });

  it('draws the hours still to come as "no data yet", not as zero alerts', () => {
    renderWithProviders(
      <HeatmapGrid
        measurement={null}
        result={alertHours([zone], [[0, 0]])}
        now={new Date('2026-11-02T00:30:00Z')}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Lobby, Nov 2, 12am: 0 alerts' })).toHaveAttribute(
      'data-fill',
      'empty',
    );
    expect(screen.getByRole('cell', { name: 'Lobby, Nov 2, 1am: no data yet' })).toHaveAttribute(
      'data-fill',
      'future',
    );
  });

  it('is one Tab stop, from which the arrow keys, Home and End move between cells', async () => {
    const user = userEvent.setup();
    const other = { objectId: 'zone000002', name: 'Gym' };
    renderWithProviders(
      <HeatmapGrid
        measurement={null}
        result={alertHours(
          [zone, other],
          [
            [0, 1, 2],
            [0, 0, 0],
          ],
        )}
        now={new Date('2026-11-02T01:30:00Z')}
      />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    // The Tab stop is the current period of the first zone.
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Lobby, Nov 2, 1am: 1 alert');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Lobby, Nov 2, 2am: no data yet');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Lobby, Nov 2, 2am: no data yet');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Gym, Nov 2, 2am: no data yet');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Gym, Nov 2, 12am: 0 alerts');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('Lobby, Nov 2, 12am: 0 alerts');
    // Tab leaves the grid from the cell last visited, which is then the one Tab comes back to.
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([document.activeElement]);
  });
});
