// The preview of a group being edited: its next days of values computed in the browser by the
// same rules the scheduler runs (schedulePreview), as a step line for the app's trend chart —
// each change drawn as a vertical edge at its instant, on the site's wall clock — and as a list
// of changes to read. On/off is drawn as 1/0 and a state as its place in the list (1, 2, …).
import type { HolidayCalendar, ScheduleValue } from '@airboard/shared/api';
import { schedulePreview, type ScheduleProgram, type ScheduleStep } from '@airboard/shared/rules';
import dayjs from 'dayjs';
import { formatOnSite } from '../../../lib/site-time';

/** The steps, or null while the program is not one the rules can read (an exception half typed). */
export function previewSteps(
  program: ScheduleProgram,
  calendars: readonly HolidayCalendar[],
  timeZone: string,
  now: Date,
): ScheduleStep[] | null {
  try {
    return schedulePreview(program, calendars, timeZone, now);
  } catch {
    return null;
  }
}

/** An instant moved so that the chart, which labels the browser's clock, reads the site's. */
const onSiteWallClock = (at: Date, timeZone: string): number =>
  dayjs(formatOnSite(at, timeZone, 'YYYY-MM-DDTHH:mm:ss')).valueOf();

export function chartValue(value: ScheduleValue, states: readonly string[]): number {
  if (typeof value === 'number') {
    return value;
  }
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  return states.indexOf(value) + 1;
}

/** The steps as [time, value] pairs of a line that holds each value until the next change. */
export function stepLine(
  steps: readonly ScheduleStep[],
  timeZone: string,
  states: readonly string[],
): [number, number][] {
  return steps.flatMap((step, i) => {
    const at = onSiteWallClock(step.at, timeZone);
    const value = chartValue(step.value, states);
    const before = steps[i - 1];
    return before
      ? [
          [at, chartValue(before.value, states)] as [number, number],
          [at, value] as [number, number],
        ]
      : [[at, value] as [number, number]];
  });
}
