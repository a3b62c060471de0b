/**
 * The demo's readings keep the shape of real buildings (issue 18, item 6): classrooms fill on
 * school days and sit at the outdoor level at night and at weekends, no two days peak alike, rooms
 * keep their own timing, the cafeteria peaks at lunch, temperature moves with inertia, faults
 * happen once, some Lincoln alert is open whatever hour the demo is loaded, values do not depend
 * on the order they are sampled in, and Lincoln's setpoints and ionizers keep the program of its
 * schedules (issue 19) on the district holiday calendar, in the history loaded too; a setpoint
 * written live moves its room with inertia.
 */
import { describe, expect, it } from 'vitest';
import { findAlertEpisodes } from '../../telemetry/alerts/alert-rule';
import { calendarDayAt, calendarIncludes } from '@airboard/shared/rules';
import {
  DAY,
  dayOf,
  HOUR,
  isHoliday,
  localMs,
  MINUTE,
  openingHours,
  realMs,
} from './demo-calendar';
import {
  CLASSROOM_OCCUPIED_F,
  CLASSROOM_UNOCCUPIED_F,
  districtHolidayEntries,
} from './demo-schedules';
import { writtenSetpointOffset, type SetpointWrite } from './demo-room-air';
import { buildDemoSeries, writableChanges, writableValueAt, type DemoSeries } from './demo-series';
import { historyCalendar, statusReadings } from './load/history';
import { defaultAlertRules } from './point-type-catalogue';
import { sampleSignal, type SeriesSpec } from './signal-model';

const STEP = 5 * MINUTE;
const CHICAGO = 'America/Chicago';
/** A Friday morning in Chicago, in the heating season. */
const NOVEMBER = Date.parse('2026-11-20T15:00:00Z');
/** A summer afternoon: the school runs its summer session. */
const JULY = Date.parse('2026-07-24T20:00:00Z');

const CLASSROOMS = ['r101', 'r102', 'r201', 'r202', 'upper'];

/** The instant of a Chicago clock time. */
const chicago = (date: string, hour: number) =>
  realMs(CHICAGO, Date.parse(`${date}T00:00:00Z`) + hour * HOUR);

function find(anchor: number, basRef: string): DemoSeries {
  const found = buildDemoSeries(anchor).series.find((s) => s.basRef === `demo:${basRef}`);
  if (!found) {
    throw new Error(`no demo series ${basRef}`);
  }
  return found;
}

/** The series' room without its one-off events: its everyday life. */
const everyday = (spec: SeriesSpec): SeriesSpec => ({
  ...spec,
  incidents: [],
  room: spec.room && { ...spec.room, events: [] },
});

/** Readings of the `days` before the anchor, grouped by local day. */
function byDay(spec: SeriesSpec, anchor: number, days: number) {
  const grouped = new Map<number, { hour: number; value: number }[]>();
  for (let t = anchor - days * DAY + STEP; t <= anchor; t += STEP) {
    const local = localMs(CHICAGO, t);
    const day = dayOf(local);
    const value = sampleSignal(spec, t);
    if (value !== null) {
      grouped.set(day, [...(grouped.get(day) ?? []), { hour: (local - day * DAY) / HOUR, value }]);
    }
  }
  return grouped;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const weekday = (day: number) => (day + 4) % 7;
/** Whole days a school is open on, within the sample (the anchor's own day left out). */
const schoolDays = (days: Map<number, unknown>, anchor: number) =>
  [...days.keys()].filter(
    (d) => d < dayOf(localMs(CHICAGO, anchor)) && openingHours('school', d) !== null,
  );

describe('classroom CO2', () => {
  it('peaks at 800-1,400 ppm on school days and falls back to the outdoor level at night', () => {
    for (const room of CLASSROOMS) {
      const days = byDay(everyday(find(NOVEMBER, `lincoln/${room}/co2`).spec), NOVEMBER, 28);
      const open = schoolDays(days, NOVEMBER);
      const peaks = open.map((d) => Math.max(...days.get(d)!.map((r) => r.value)));
      const nights = open.map((d) =>
        Math.min(
          ...days
            .get(d)!
            .filter((r) => r.hour < 5)
            .map((r) => r.value),
        ),
      );
      // Most school days fill the room (a snow day does not).
      expect(median(peaks), room).toBeGreaterThanOrEqual(750);
      expect(median(peaks), room).toBeLessThanOrEqual(1400);
      expect(median(peaks) - median(nights), room).toBeGreaterThan(300);
      expect(median(nights), room).toBeLessThan(460);
    }
  });

  it('stays flat at weekends', () => {
    for (const room of CLASSROOMS) {
      const days = byDay(everyday(find(NOVEMBER, `lincoln/${room}/co2`).spec), NOVEMBER, 28);
      for (const [day, readings] of days) {
        if (weekday(day) === 0 || weekday(day) === 6) {
          const values = readings.map((r) => r.value);
          expect(Math.max(...values) - Math.min(...values), `${room} on day ${day}`).toBeLessThan(
            80,
          );
        }
      }
    }
  });

  it('peaks differently from one school day to the next, by 10 % or more', () => {
    for (const room of CLASSROOMS) {
      const days = byDay(everyday(find(NOVEMBER, `lincoln/${room}/co2`).spec), NOVEMBER, 28);
      const peaks = schoolDays(days, NOVEMBER)
        .map((d) => Math.max(...days.get(d)!.map((r) => r.value)))
        .filter((peak) => peak > 600);
      expect(peaks.length, room).toBeGreaterThanOrEqual(12);
      const spread = (Math.max(...peaks) - Math.min(...peaks)) / median(peaks);
      expect(spread, room).toBeGreaterThanOrEqual(0.1);
      // And not by chance on one odd day: consecutive days differ too.
      const steps = peaks.slice(1).map((p, i) => Math.abs(p - peaks[i]!) / median(peaks));
      expect(median(steps), room).toBeGreaterThan(0.02);
    }
  });

  it('fills each room at its own time', () => {
    const firstRise = (room: string, day: number) => {
      const days = byDay(everyday(find(NOVEMBER, `lincoln/${room}/co2`).spec), NOVEMBER, 14);
      return days.get(day)!.find((r) => r.value > 650)?.hour;
    };
    const day = schoolDays(
      byDay(find(NOVEMBER, 'lincoln/r201/co2').spec, NOVEMBER, 14),
      NOVEMBER,
    ).at(-1)!;
    const rises = CLASSROOMS.map((room) => firstRise(room, day));
    expect(new Set(rises).size).toBeGreaterThan(2);
    for (const rise of rises) {
      expect(rise).toBeGreaterThan(7.3);
      expect(rise).toBeLessThan(8.6);
    }
  });
});

describe('the cafeteria', () => {
  it('peaks at lunch on school days', () => {
    const days = byDay(everyday(find(NOVEMBER, 'lincoln/cafeteria/co2').spec), NOVEMBER, 21);
    for (const day of schoolDays(days, NOVEMBER)) {
      const readings = days.get(day)!;
      const peak = readings.reduce((a, b) => (b.value > a.value ? b : a));
      if (peak.value > 600) {
        expect(peak.hour, `day ${day}`).toBeGreaterThan(10.5);
        expect(peak.hour, `day ${day}`).toBeLessThan(13);
      }
    }
  });
});

describe('temperature', () => {
  it('never steps by more than 1 °F in 5 minutes, in winter or in summer', () => {
    for (const anchor of [NOVEMBER, JULY]) {
      const series = buildDemoSeries(anchor).series.filter((s) => s.signal === 'temperature');
      for (const { basRef, spec } of series) {
        const ordinary = everyday(spec);
        let previous: number | null = null;
        let largest = 0;
        for (let t = anchor - 60 * DAY; t <= anchor; t += STEP) {
          const value = sampleSignal(ordinary, t);
          if (previous !== null && value !== null) {
            largest = Math.max(largest, Math.abs(value - previous));
          }
          previous = value;
        }
        expect(largest, basRef).toBeLessThanOrEqual(1);
      }
    }
  });

  it('warms up before the school day and cools slowly after it', () => {
    const days = byDay(find(NOVEMBER, 'lincoln/r201/temperature').spec, NOVEMBER, 7);
    const day = schoolDays(days, NOVEMBER).at(-1)!;
    const at = (hour: number) => days.get(day)!.find((r) => Math.abs(r.hour - hour) < 0.01)!.value;
    expect(at(5)).toBeLessThan(66);
    expect(at(9)).toBeGreaterThan(70);
    expect(at(18)).toBeGreaterThan(at(20));
    expect(at(20)).toBeGreaterThan(at(5));
  });
});

describe('a written setpoint', () => {
  /** The room's temperature every 5 minutes over [from, to) with `writes` to its setpoint. */
  function written(spec: SeriesSpec, writes: SetpointWrite[], from: number, to: number) {
    const samples: { t: number; model: number; value: number }[] = [];
    for (let t = from; t < to; t += STEP) {
      const warmer = writtenSetpointOffset(spec, spec.room!, writes, t);
      samples.push({ t, model: sampleSignal(spec, t)!, value: sampleSignal(spec, t, warmer)! });
    }
    return samples;
  }

  it('moves the room towards it over tens of minutes, without a jump, and back after', () => {
    // A school day: the teacher of Room 102 asks for 75 °F at 09:00; the schedule writes 64 at
    // 15:30, as the model's own program does.
    const spec = everyday(find(NOVEMBER, 'lincoln/r102/temperature').spec);
    const writes = [
      { at: chicago('2026-11-18', 9), value: 75 },
      { at: chicago('2026-11-18', 15.5), value: CLASSROOM_UNOCCUPIED_F },
    ];
    const day = written(spec, writes, chicago('2026-11-18', 6), chicago('2026-11-19', 6));
    const at = (hour: number) =>
      day.find((s) => Math.abs(s.t - chicago('2026-11-18', hour)) < STEP / 2)!;
    // Nothing before the write; then no jump: 5 minutes later it has barely moved.
    expect(at(8.9).value).toBe(at(8.9).model);
    expect(at(9).value).toBe(at(9).model);
    expect(at(9.08).value - at(9.08).model).toBeLessThan(0.6);
    expect(at(9.08).value - at(9.08).model).toBeGreaterThan(0.1);
    // Tens of minutes: halfway after about half an hour, most of the way after an hour and a half.
    expect(at(9.5).value - at(9.5).model).toBeGreaterThan(1);
    expect(at(9.5).value - at(9.5).model).toBeLessThan(3);
    expect(at(10.5).value - at(10.5).model).toBeGreaterThan(2.8);
    expect(at(10.5).value).toBeGreaterThan(74);
    // The schedule's setback ends the difference, as gradually; by the morning it is gone.
    expect(at(16).value - at(16).model).toBeGreaterThan(1);
    expect(day.at(-1)!.value - day.at(-1)!.model).toBeLessThan(0.15);
    for (let i = 1; i < day.length; i++) {
      expect(Math.abs(day[i]!.value - day[i - 1]!.value)).toBeLessThanOrEqual(1);
    }
  });

  it('changes nothing when it is what the model already does (the schedule writing its program)', () => {
    const spec = find(NOVEMBER, 'lincoln/r201/temperature').spec;
    const writes = [
      { at: chicago('2026-11-17', 7), value: CLASSROOM_OCCUPIED_F },
      { at: chicago('2026-11-17', 15.5), value: CLASSROOM_UNOCCUPIED_F },
    ];
    for (const s of written(spec, writes, chicago('2026-11-17', 6), chicago('2026-11-18', 6))) {
      expect(s.value).toBe(s.model);
    }
  });

  it('never steps the room by more than 1 °F in 5 minutes, even from one end of the range to the other', () => {
    for (const anchor of [NOVEMBER, JULY]) {
      const rooms = buildDemoSeries(anchor).series.filter(
        (s) => s.signal === 'temperature' && s.zone.extras.includes('setpoint'),
      );
      for (const { basRef, spec } of rooms) {
        const ordinary = everyday(spec);
        // Full range at the worst moments: as the air handler starts, and as it stops.
        const day = anchor - 2 * DAY;
        const writes = [
          { at: day - 3 * HOUR, value: 80 },
          { at: day + 2 * HOUR, value: 60 },
          { at: day + 2.5 * HOUR, value: 80 },
        ];
        const samples = written(ordinary, writes, day - 4 * HOUR, day + 12 * HOUR);
        for (let i = 1; i < samples.length; i++) {
          const step = Math.abs(samples[i]!.value - samples[i - 1]!.value);
          expect(step, `${basRef} ${new Date(samples[i]!.t).toISOString()}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe('incidents', () => {
  it("open Room 201's CO2 alert on a few days, not on every school day", () => {
    const { spec } = find(NOVEMBER, 'lincoln/r201/co2');
    const rule = defaultAlertRules.find(
      (r) => r.pointType === 'cO2Sensor' && r.alertType === 'warning',
    )!;
    const ts: number[] = [];
    const values: number[] = [];
    for (let t = NOVEMBER - 60 * DAY; t <= NOVEMBER; t += STEP) {
      ts.push(t);
      values.push(sampleSignal(spec, t)!);
    }
    const episodes = findAlertEpisodes(rule, ts, values);
    expect(episodes.length).toBeGreaterThanOrEqual(1); // the stuck damper
    expect(episodes.length).toBeLessThanOrEqual(4);
  });

  it('keep an alert open at Lincoln Elementary whatever the hour the demo is loaded', () => {
    const rule = defaultAlertRules.find((r) => r.pointType === 'ionLevel')!;
    for (let anchor = NOVEMBER; anchor < NOVEMBER + 7 * DAY; anchor += 2 * HOUR + 25 * MINUTE) {
      const { spec } = find(anchor, 'lincoln/library/ionLevel');
      const ts: number[] = [];
      const values: number[] = [];
      for (let t = anchor - 8 * HOUR; t <= anchor; t += STEP) {
        ts.push(t);
        values.push(sampleSignal(spec, t)!);
      }
      const last = findAlertEpisodes(rule, ts, values).at(-1);
      expect(last?.clearedAt, new Date(anchor).toISOString()).toBeNull();
    }
  });

  it('come out the same for the same anchor, in whatever order they are sampled', () => {
    const a = find(NOVEMBER, 'lincoln/gym/temperature').spec;
    const b = find(NOVEMBER, 'lincoln/gym/temperature').spec;
    const forwards: (number | null)[] = [];
    for (let t = NOVEMBER - 3 * DAY; t <= NOVEMBER; t += STEP) {
      forwards.push(sampleSignal(a, t));
    }
    // Newest first, as the history loads.
    const backwards: (number | null)[] = [];
    for (let t = NOVEMBER; t >= NOVEMBER - 3 * DAY; t -= STEP) {
      backwards.push(sampleSignal(b, t));
    }
    expect(backwards.reverse()).toEqual(forwards);
  });
});

describe('schedules', () => {
  it('name the days the school is closed for a holiday in the district calendar', () => {
    const entries = districtHolidayEntries(2026);
    const first = Date.parse('2025-01-01T00:00:00Z') / DAY;
    const last = Date.parse('2029-12-31T00:00:00Z') / DAY;
    for (let day = first; day <= last; day++) {
      const named = calendarIncludes(entries, calendarDayAt(day * DAY));
      expect(named, calendarDayAt(day * DAY).date).toBe(isHoliday('school', day));
    }
  });

  it("keep the classrooms' setpoints and the ionizers to their weekly program, holidays skipped", () => {
    const setpoint = find(NOVEMBER, 'lincoln/r102/setpoint').spec;
    const ionizer = buildDemoSeries(NOVEMBER).writables.find(
      (w) => w.basRef === 'demo:lincoln/r101/ionizerStatus',
    )!;
    const at = (date: string, hour: number) => ({
      setpoint: sampleSignal(setpoint, chicago(date, hour)),
      ionizer: writableValueAt(ionizer, chicago(date, hour)),
    });
    const occupied = { setpoint: CLASSROOM_OCCUPIED_F, ionizer: 1 };
    const unoccupied = { setpoint: CLASSROOM_UNOCCUPIED_F, ionizer: 0 };
    expect(at('2026-11-19', 6.25)).toEqual(unoccupied);
    expect(at('2026-11-19', 6.75)).toEqual({ ...unoccupied, ionizer: 1 });
    expect(at('2026-11-19', 7)).toEqual(occupied);
    expect(at('2026-11-19', 15.25)).toEqual(occupied);
    expect(at('2026-11-19', 15.5)).toEqual({ ...occupied, setpoint: CLASSROOM_UNOCCUPIED_F });
    expect(at('2026-11-19', 16)).toEqual(unoccupied);
    expect(at('2026-11-21', 10)).toEqual(unoccupied); // Saturday
    expect(at('2026-11-26', 10)).toEqual(unoccupied); // Thanksgiving
    expect(at('2026-11-27', 10)).toEqual(unoccupied); // and the day after
  });

  it("load the ionizers' history as their program: on 06:30-16:00 on school days, stepping", () => {
    const calendar = historyCalendar(NOVEMBER, 28);
    const ionizers = buildDemoSeries(NOVEMBER).writables.filter(
      (w) => w.site.key === 'lincoln' && w.kind === 'ionizerStatus',
    );
    expect(ionizers).toHaveLength(5);
    for (const ionizer of ionizers) {
      const changes = writableChanges(ionizer, calendar.start, NOVEMBER)!;
      const values = statusReadings(changes, calendar);
      const readings = [...values.entries()].filter(([, v]) => !Number.isNaN(v));
      const schoolDayHours = new Map<number, { hour: number; value: number }[]>();
      for (const [i, value] of readings) {
        const t = calendar.slot(i);
        // Every reading is what the program commands then.
        expect(value, `${ionizer.basRef} ${new Date(t).toISOString()}`).toBe(
          writableValueAt(ionizer, t),
        );
        const local = localMs(CHICAGO, t);
        const day = dayOf(local);
        if (openingHours('school', day) !== null) {
          schoolDayHours.set(day, [
            ...(schoolDayHours.get(day) ?? []),
            { hour: (local - day * DAY) / HOUR, value },
          ]);
        }
      }
      // About 25 readings a day, not 288: a reading every hour, and each change.
      expect(readings.length).toBeLessThan(28 * 28);
      expect(readings.length).toBeGreaterThanOrEqual(28 * 24);
      // Whole days only: the history begins and ends at the anchor's hour.
      const days = [...schoolDayHours].slice(1, -1);
      expect(days.length).toBeGreaterThanOrEqual(15);
      for (const [, hours] of days) {
        const at = (hour: number) => hours.find((h) => Math.abs(h.hour - hour) < 0.01)?.value;
        expect([at(5), at(6), at(6 + 25 / 60), at(6.5), at(7), at(12), at(15)]).toEqual([
          0, 0, 0, 1, 1, 1, 1,
        ]);
        expect([at(15 + 55 / 60), at(16), at(17), at(23)]).toEqual([1, 0, 0, 0]);
      }
    }
  });

  it('warm a scheduled classroom towards its occupied setpoint and let it cool after', () => {
    const days = byDay(find(NOVEMBER, 'lincoln/r102/temperature').spec, NOVEMBER, 7);
    const day = schoolDays(days, NOVEMBER).at(-1)!;
    const at = (hour: number) => days.get(day)!.find((r) => Math.abs(r.hour - hour) < 0.01)!.value;
    expect(at(5)).toBeLessThan(CLASSROOM_UNOCCUPIED_F + 2);
    expect(at(11)).toBeGreaterThan(CLASSROOM_OCCUPIED_F - 1.5);
    expect(at(22)).toBeLessThan(at(15));
  });
});
