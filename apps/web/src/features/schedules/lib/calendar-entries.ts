// Holiday calendar entries as people read and type them: "2026-12-24", "2026-12-21 to
// 2027-01-01", "Third Monday of January"; and a new entry of each kind to start from.
import type { HolidayCalendarEntry } from '@airboard/shared/api';
import { scheduleWeekdayName } from '@airboard/shared/rules';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type EntryWeek = Extract<HolidayCalendarEntry, { kind: 'weekNDay' }>['week'];
export const WEEK_NAMES: Record<EntryWeek, string> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
  4: 'Fourth',
  5: 'Fifth',
  last: 'Last',
};

export const ENTRY_KINDS = [
  { kind: 'date', label: 'A date' },
  { kind: 'range', label: 'Dates from … to' },
  { kind: 'weekNDay', label: 'Every year, e.g. third Monday of January' },
] as const;

export function entryLabel(entry: HolidayCalendarEntry): string {
  switch (entry.kind) {
    case 'date':
      return entry.date;
    case 'range':
      return `${entry.from} to ${entry.to}`;
    case 'weekNDay':
      return `${WEEK_NAMES[entry.week]} ${scheduleWeekdayName(entry.weekday)} of ${MONTH_NAMES[entry.month - 1]}`;
  }
}

/** A new entry of a kind, on `today` ("YYYY-MM-DD") where it needs a date. */
export function newEntry(kind: HolidayCalendarEntry['kind'], today: string): HolidayCalendarEntry {
  switch (kind) {
    case 'date':
      return { kind, date: today };
    case 'range':
      return { kind, from: today, to: today };
    case 'weekNDay':
      return { kind, month: 1, week: 3, weekday: 1 };
  }
}
