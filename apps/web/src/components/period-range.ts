// The time range a period selection covers (spec 000 §9), on the site's clock whatever the
// browser's zone: Today from the site's midnight, This Week from the start of its week (Sunday),
// This Month from the 1st — each up to now — or a custom range of whole site days, checked by the
// shared period rule. Ranges are [start, end): a custom range ends at the site's midnight after
// its last day (or now, if sooner).
import {
  checkPeriodRange,
  DEFAULT_PERIOD,
  type Period,
  type PeriodCheck,
} from '@airboard/shared/rules';
import dayjs, { type Dayjs } from 'dayjs';
import { addDays, calendarDay, formatOnSite, siteDay, siteMidnight } from '../lib/site-time';

export type PeriodSelection = { period: Period; start: Dayjs | null; end: Dayjs | null };
/** [start, end) and the site's zone it was cut in (labels read it on the same clock). */
export type TimeRange = { start: Date; end: Date; timeZone: string };

export const defaultPeriodSelection: PeriodSelection = {
  period: DEFAULT_PERIOD,
  start: null,
  end: null,
};

export function periodRange(
  selection: PeriodSelection,
  timeZone: string,
  now: Date = new Date(),
): TimeRange {
  const today = siteDay(now, timeZone);
  const from = (day: string) => ({ start: siteMidnight(day, timeZone), end: now, timeZone });
  switch (selection.period) {
    case 'day':
      return from(today);
    case 'week':
      return from(dayjs.utc(today).startOf('week').format('YYYY-MM-DD'));
    case 'month':
      return from(dayjs.utc(today).startOf('month').format('YYYY-MM-DD'));
    case 'custom': {
      const first = selection.start ? calendarDay(selection.start) : today;
      const last = selection.end ? calendarDay(selection.end) : today;
      const end = siteMidnight(addDays(last, 1), timeZone);
      return {
        start: siteMidnight(first, timeZone),
        end: end.getTime() > now.getTime() ? now : end,
        timeZone,
      };
    }
  }
}

/**
 * The shared period rule on two picked calendar days: from the start of the first to the end of
 * the last, counted in whole days (the site's daylight-saving hour does not change the count).
 */
export function checkPickedDays(start: Dayjs | null, end: Dayjs | null): PeriodCheck {
  return checkPeriodRange(
    start ? siteMidnight(calendarDay(start), 'UTC') : null,
    end ? new Date(siteMidnight(addDays(calendarDay(end), 1), 'UTC').getTime() - 1) : null,
  );
}

/** The date-range label beside the period picker, e.g. "Nov 16, 2026 – Nov 22, 2026". */
export function periodLabel(range: TimeRange): string {
  const format = (d: Date) => formatOnSite(d, range.timeZone, 'MMM D, YYYY');
  // The range's last instant is just before its end.
  return `${format(range.start)} – ${format(new Date(range.end.getTime() - 1))}`;
}
