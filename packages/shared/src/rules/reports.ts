/**
 * Report rules (spec 002 §9, issue 17): the default range (the 7 days before today, whole days on
 * the site's clock), the interval a report is cut into (hourly up to 2 days, daily beyond, or what
 * the user picks), how a CSV cell is kept from being read as a spreadsheet formula, and how a
 * site's opening hours are checked and written for the 'Occupied hours only' filter.
 */
import { minutesOfDay, type OpeningHours } from './occupied-hours';

/** The interval sizes a report may be cut into. */
export const REPORT_INTERVALS = ['hour', 'day', 'week'] as const;
export type ReportIntervalSize = (typeof REPORT_INTERVALS)[number];
/** An interval size in words, as the report screen and the scheduled e-mails name it. */
export const REPORT_INTERVAL_LABELS: Record<ReportIntervalSize, string> = {
  hour: 'Hourly',
  day: 'Daily',
  week: 'Weekly',
};

/** Days before today the default range starts at. */
export const REPORT_DEFAULT_DAYS = 7;
/** The longest range whose default interval is an hour; longer ones get days. */
export const HOURLY_REPORT_MAX_MS = 2 * 24 * 3_600_000;

/** The interval a range gets unless the user picks one: hourly up to 2 days, daily beyond. */
export function defaultReportInterval(startTime: Date, endTime: Date): ReportIntervalSize {
  return endTime.getTime() - startTime.getTime() <= HOURLY_REPORT_MAX_MS ? 'hour' : 'day';
}

/**
 * A report cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first)
 * is prefixed with an apostrophe (OWASP "CSV injection"); numbers are written as numbers and
 * never pass through here.
 */
export function neutralizeCsvText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a quote, comma or line break, quotes doubled. */
export function csvField(value: string | number | null): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'number') {
    return String(value);
  }
  const text = neutralizeCsvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record with its CRLF line end. */
export const csvRecord = (values: (string | number | null)[]): string =>
  `${values.map(csvField).join(',')}\r\n`;

/** An opening or closing time on the site's clock, 00:00 to 23:59. */
export const OPENING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Closing at midnight, the end of the day. */
export const CLOSING_AT_MIDNIGHT = '24:00';

/** Why opening hours cannot be kept, or null when they can. */
export function openingHoursProblem(hours: OpeningHours): string | null {
  const { weekdays, open, close } = hours;
  if (weekdays.length === 0 || new Set(weekdays).size !== weekdays.length) {
    return 'Choose each opening day once';
  }
  if (weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) {
    return 'Weekdays go from 1 (Monday) to 7 (Sunday)';
  }
  if (!OPENING_TIME_PATTERN.test(open)) {
    return 'Opening time must be HH:mm';
  }
  if (close !== CLOSING_AT_MIDNIGHT && !OPENING_TIME_PATTERN.test(close)) {
    return 'Closing time must be HH:mm or 24:00';
  }
  return minutesOfDay(close) > minutesOfDay(open) ? null : 'Closing time must be after opening';
}

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Opening hours in words: "Mon–Fri 07:00–18:00", "Mon, Wed–Fri 08:00–24:00". */
export function openingHoursLabel(hours: OpeningHours): string {
  const days = [...hours.weekdays].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) {
      run.push(day);
    } else {
      runs.push([day]);
    }
  }
  const name = (day: number) => WEEKDAY_NAMES[day - 1];
  const dayWords = runs
    .map((run) => (run.length === 1 ? name(run[0]!) : `${name(run[0]!)}–${name(run.at(-1)!)}`))
    .join(', ');
  return `${dayWords} ${hours.open}–${hours.close}`;
}
