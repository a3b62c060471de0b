// The time range a period selection covers (spec 000 §9): Today from midnight, This Week from the
// start of the week, This Month from the first of the month — each up to now — or a custom range
// of whole days, checked by the shared period rule.
import {
  checkPeriodRange,
  DEFAULT_PERIOD,
  type Period,
  type PeriodCheck,
} from '@airboard/shared/rules';
import dayjs, { type Dayjs } from 'dayjs';

export type PeriodSelection = { period: Period; start: Dayjs | null; end: Dayjs | null };
export type TimeRange = { start: Date; end: Date };

export const defaultPeriodSelection: PeriodSelection = {
  period: DEFAULT_PERIOD,
  start: null,
  end: null,
};

export function periodRange(selection: PeriodSelection, now: Dayjs = dayjs()): TimeRange {
  switch (selection.period) {
    case 'day':
      return { start: now.startOf('day').toDate(), end: now.toDate() };
    case 'week':
      return { start: now.startOf('week').toDate(), end: now.toDate() };
    case 'month':
      return { start: now.startOf('month').toDate(), end: now.toDate() };
    case 'custom': {
      const start = (selection.start ?? now).startOf('day');
      const end = (selection.end ?? now).endOf('day');
      return { start: start.toDate(), end: (end.isAfter(now) ? now : end).toDate() };
    }
  }
}

/** The shared period rule on two picked days: from the start of the first to the end of the last. */
export function checkPickedDays(start: Dayjs | null, end: Dayjs | null): PeriodCheck {
  return checkPeriodRange(
    start?.startOf('day').toDate() ?? null,
    end?.endOf('day').toDate() ?? null,
  );
}

/** The date-range label beside the period picker, e.g. "Nov 16, 2026 – Nov 22, 2026". */
export function periodLabel(range: TimeRange): string {
  const format = (d: Date) => dayjs(d).format('MMM D, YYYY');
  return `${format(range.start)} – ${format(range.end)}`;
}
