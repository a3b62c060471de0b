/**
 * Time periods of the site, zone and dashboard pages (spec 000 §5, 001 §5): day, week, month or
 * custom; default week; a custom range needs both dates, start not after end, and at most 60 days.
 */
import { messages } from '../messages';

export const periodValues = ['day', 'week', 'month', 'custom'] as const;
export type Period = (typeof periodValues)[number];
export const DEFAULT_PERIOD: Period = 'week';
export const MAX_CUSTOM_PERIOD_DAYS = 60;
const DAY_MS = 86_400_000;

export type CustomPeriodCheck =
  { status: 'incomplete' } | { status: 'valid' } | { status: 'invalid'; message: string };

/**
 * Checks a custom range: incomplete when either date is missing (the spec: nothing happens),
 * invalid with the spec's message, or valid.
 */
export function checkCustomPeriod(start: Date | null, end: Date | null): CustomPeriodCheck {
  if (!start || !end) {
    return { status: 'incomplete' };
  }
  if (start.getTime() > end.getTime()) {
    return { status: 'invalid', message: messages.startAfterEnd };
  }
  if (end.getTime() - start.getTime() > MAX_CUSTOM_PERIOD_DAYS * DAY_MS) {
    return { status: 'invalid', message: messages.periodTooLong };
  }
  return { status: 'valid' };
}
