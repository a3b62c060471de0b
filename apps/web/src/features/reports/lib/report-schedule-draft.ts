// A scheduled e-mail as its dialog starts (issue 17): a new one takes the report screen's choices
// (measurements, CSV layout, interval, occupied hours, and its number of days when a schedule may
// cover that many), to be sent on Mondays at 08:00 to the user; an edited one is the schedule as
// saved. And a schedule's sending in words, "Mondays at 08:00".
import type { ReportSchedule, ReportScheduleInput } from '@airboard/shared/api';
import { reportScheduleInput } from '@airboard/shared/api';
import {
  ISO_WEEKDAY_NAMES,
  REPORT_SCHEDULE_DEFAULT_RANGE_DAYS,
  REPORT_SCHEDULE_RANGE_DAYS_MAX,
  REPORT_SCHEDULE_RANGE_DAYS_MIN,
} from '@airboard/shared/rules';
import type { CsvChoice } from '../api/download-report-csv';
import type { IntervalChoice } from '../components/report-options';

export type ReportScreenChoices = {
  measurementIds: string[];
  csv: CsvChoice;
  interval: IntervalChoice;
  occupiedOnly: boolean;
  /** The number of days the screen's range holds; null when it has none. */
  days: number | null;
  /** The signed-in user, who gets the e-mail unless they choose otherwise. */
  userId: string | null;
};

export function newScheduleDraft(choices: ReportScreenChoices): ReportScheduleInput {
  const { days } = choices;
  const fits =
    days !== null &&
    days >= REPORT_SCHEDULE_RANGE_DAYS_MIN &&
    days <= REPORT_SCHEDULE_RANGE_DAYS_MAX;
  return {
    name: '',
    measurementIds: choices.measurementIds,
    format: choices.csv.format,
    interval: choices.interval === 'auto' ? null : choices.interval,
    occupiedOnly: choices.occupiedOnly,
    rangeDays: fits ? days : REPORT_SCHEDULE_DEFAULT_RANGE_DAYS,
    weekday: 1,
    sendAt: '08:00',
    recipientIds: choices.userId ? [choices.userId] : [],
  };
}

/** The saved schedule's fields the dialog edits (the rest is the server's). */
export const scheduleAsInput = (schedule: ReportSchedule): ReportScheduleInput =>
  reportScheduleInput.parse(schedule);

/** "Mondays at 08:00". */
export const sendingInWords = ({
  weekday,
  sendAt,
}: Pick<ReportScheduleInput, 'weekday' | 'sendAt'>) =>
  `${ISO_WEEKDAY_NAMES[weekday - 1]}s at ${sendAt}`;
