/**
 * Time periods of the site, zone and dashboard pages (spec 000 §5, 001 §5): day, week, month or
 * custom; default week. Every range of days — a custom period picked in the browser, a heat map's
 * local days, a report or trend request — follows one rule: both ends given, the start not after
 * the end, and the last day at most 60 days after the first.
 */
import { messages } from '../messages';

export const periodValues = ['day', 'week', 'month', 'custom'] as const;
export type Period = (typeof periodValues)[number];
export const DEFAULT_PERIOD: Period = 'week';
const MAX_CUSTOM_PERIOD_DAYS = 60;
const DAY_MS = 86_400_000;
/**
 * The longest span of instants a period may cover: its first day and the 60 days after it, plus
 * the hour a daylight-saving change adds to a run of local days.
 */
const MAX_PERIOD_SPAN_MS = (MAX_CUSTOM_PERIOD_DAYS + 1) * DAY_MS + 3_600_000;

export type PeriodCheck =
  { status: 'incomplete' } | { status: 'valid' } | { status: 'invalid'; message: string };

/**
 * Checks a period given by its first and last instant: `start` at or after the start of its first
 * day, `end` at most the end of its last day (the instant before the next day starts). Incomplete
 * when either is missing (the spec: nothing happens), invalid with the spec's message, or valid.
 */
export function checkPeriodRange(start: Date | null, end: Date | null): PeriodCheck {
  if (!start || !end) {
    return { status: 'incomplete' };
  }
  if (start.getTime() > end.getTime()) {
    return { status: 'invalid', message: messages.startAfterEnd };
  }
  if (end.getTime() - start.getTime() > MAX_PERIOD_SPAN_MS) {
    return { status: 'invalid', message: messages.periodTooLong };
  }
  return { status: 'valid' };
}
