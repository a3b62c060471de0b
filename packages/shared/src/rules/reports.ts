/**
 * Report rules (spec 002 §9, issue 17): the default range (the 7 days before today, whole days on
 * the site's clock), the interval a report is cut into (hourly up to 2 days, daily beyond, or what
 * the user picks), and how a CSV cell is kept from being read as a spreadsheet formula.
 */

/** The interval sizes a report may be cut into. */
export const REPORT_INTERVALS = ['hour', 'day', 'week'] as const;
export type ReportIntervalSize = (typeof REPORT_INTERVALS)[number];

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
