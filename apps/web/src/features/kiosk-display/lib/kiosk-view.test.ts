// A kiosk view's slides — a branded kiosk's scores before its measurements, a plain kiosk's
// measurements only — and the data's age taken from the newest reading.
import { describe, expect, it } from 'vitest';
import { buildKioskMeasurement } from '../test/kiosk-fixtures';
import { kioskSlides, newestReadingAt, type KioskView } from './kiosk-view';

const view: KioskView = {
  siteName: 'Lincoln Elementary',
  zoneName: null,
  timeZone: 'America/Chicago',
  branding: {},
  measurements: [buildKioskMeasurement({ name: 'CO2' }), buildKioskMeasurement({ name: 'PM10' })],
  scores: [{ type: 'scoreOA', name: 'Overall', score: 82 }],
};

describe('kioskSlides', () => {
  it('puts a branded kiosk’s score slides before its measurements', () => {
    expect(kioskSlides(view, 'branded').map((s) => s.kind)).toEqual([
      'score',
      'measurement',
      'measurement',
    ]);
  });

  it('shows only the measurements on a plain kiosk', () => {
    expect(kioskSlides(view, 'plain').map((s) => s.kind)).toEqual(['measurement', 'measurement']);
  });

  it('keys measurements apart even with the same name', () => {
    const twins = { ...view, measurements: [view.measurements[0]!, view.measurements[0]!] };
    const keys = kioskSlides(twins, 'plain').map((s) => s.key);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('newestReadingAt', () => {
  it('takes the newest reading, ignoring measurements without one', () => {
    const measurements = [
      buildKioskMeasurement({ curValTs: '2026-01-01T10:00:00.000Z' }),
      buildKioskMeasurement({ curValTs: null }),
      buildKioskMeasurement({ curValTs: '2026-01-01T10:05:00.000Z' }),
    ];
    expect(newestReadingAt(measurements, 0)).toBe(Date.parse('2026-01-01T10:05:00.000Z'));
  });

  it('falls back when no measurement has a reading', () => {
    expect(newestReadingAt([buildKioskMeasurement({ curValTs: null })], 42)).toBe(42);
    expect(newestReadingAt([], null)).toBeNull();
  });
});
