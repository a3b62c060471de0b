// The one conversion of a measurement for lobby screens (the server's public answer and the
// signed-in kiosk): only what a screen draws, with the most severe open alert and the card's
// rating; a kiosk with nothing picked shows the scored measurements first, up to its type's limit;
// the score slides come from the latest scores.
import { describe, expect, it } from 'vitest';
import { BRANDED_KIOSK_COMPONENT_MEASUREMENTS, KIOSK_MAX_MEASUREMENTS } from '../rules/kiosk';
import {
  defaultKioskMeasurements,
  kioskMeasurement,
  kioskScoresOf,
  toKioskMeasurement,
} from './kiosks';
import type { Measurement } from './measurements';

function buildMeasurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    objectId: 'm1',
    uuid: '00000000-0000-4000-8000-000000000001',
    siteId: 'site1',
    name: 'CO2',
    type: 'co2',
    kind: 'Number',
    unit: 'ppm',
    curVal: 912.345,
    curValTs: '2026-01-01T00:00:00.000Z',
    curScore: 64,
    scoreType: 'scoreAQ',
    activeText: null,
    inactiveText: null,
    multiStateValues: null,
    writable: { functions: ['set'], endpoint: '/api/points/p1/write', range: null },
    isAlerting: false,
    description: 'Carbon dioxide',
    threshold: { Excellent: 800, Good: 1000, Poor: 1500 },
    extendedDescription: null,
    section: 'Air Quality',
    createdAt: '2026-01-01T00:00:00.000Z',
    zone: { objectId: 'zone1', name: 'Gymnasium' },
    alerts: [],
    childMeasurements: [],
    childPoints: [],
    sensorCount: 1,
    ...overrides,
  };
}

const alert = (alertType: 'info' | 'warning' | 'critical', id: string) => ({
  objectId: id,
  alertType,
  message: `${alertType} alert`,
  startedAt: '2026-01-01T00:00:00.000Z',
});

describe('toKioskMeasurement', () => {
  it('keeps exactly the public shape: no ids, no zone, no write endpoint', () => {
    const converted = toKioskMeasurement(buildMeasurement());
    expect(kioskMeasurement.strict().parse(converted)).toEqual(converted);
    expect(converted).toMatchObject({ name: 'CO2', curVal: 912.345, unit: 'ppm', rating: 'Good' });
  });

  it('names the most severe open alert, and rates the card by it', () => {
    const both = buildMeasurement({
      curScore: 90,
      isAlerting: true,
      alerts: [alert('warning', 'a1'), alert('critical', 'a2')],
    });
    expect(toKioskMeasurement(both)).toMatchObject({ alertType: 'critical', rating: 'Critical' });
    const warning = buildMeasurement({ curScore: 90, alerts: [alert('warning', 'a1')] });
    expect(toKioskMeasurement(warning)).toMatchObject({ alertType: 'warning', rating: 'Warning' });
  });

  it('does not call an info alert a warning', () => {
    const info = buildMeasurement({ curScore: 80, alerts: [alert('info', 'a1')] });
    expect(toKioskMeasurement(info)).toMatchObject({ alertType: null, rating: 'Excellent' });
  });

  it('has no rating without a score or an alert', () => {
    expect(toKioskMeasurement(buildMeasurement({ curScore: null })).rating).toBeNull();
  });
});

describe('defaultKioskMeasurements', () => {
  const list = [
    buildMeasurement({ objectId: 'u1', name: 'Occupancy', curScore: null }),
    ...Array.from({ length: 7 }, (_, i) =>
      buildMeasurement({ objectId: `s${i}`, name: `Scored ${i}`, curScore: 50 + i }),
    ),
    buildMeasurement({ objectId: 'u2', name: 'Fan', curScore: null }),
  ];

  it('shows a plain kiosk’s 6, the scored first in their order', () => {
    const shown = defaultKioskMeasurements(list, 'plain').map((m) => m.name);
    expect(shown).toHaveLength(KIOSK_MAX_MEASUREMENTS);
    expect(shown).toEqual(['Scored 0', 'Scored 1', 'Scored 2', 'Scored 3', 'Scored 4', 'Scored 5']);
  });

  it('shows the unscored after the scored when there is room', () => {
    const shown = defaultKioskMeasurements([list[0]!, list[1]!, list[8]!], 'plain').map(
      (m) => m.name,
    );
    expect(shown).toEqual(['Scored 0', 'Occupancy', 'Fan']);
  });

  it('shows a branded kiosk’s 3 component measurements', () => {
    expect(defaultKioskMeasurements(list, 'branded')).toHaveLength(
      BRANDED_KIOSK_COMPONENT_MEASUREMENTS,
    );
  });
});

describe('kioskScoresOf', () => {
  it('makes the score slides of the latest scores', () => {
    const ts = '2026-01-01T00:00:00.000Z';
    const slides = kioskScoresOf({
      scoreOA: { ts, val: 81.6 },
      scoreAQ: { ts, val: 0 },
      scoreAF: { ts, val: 70.2 },
      scoreEQ: { ts, val: 90 },
    });
    expect(slides).toEqual([
      { type: 'scoreOA', name: 'Overall', score: 82 },
      { type: 'scoreAF', name: 'Air Freshness', score: 70 },
    ]);
  });
});
