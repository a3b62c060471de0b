/**
 * Scheduled report e-mails (issue 17): a saved report definition e-mailed as CSV once a week to
 * chosen members of the project, on a weekday and at a time of the site's clock. Here: a
 * schedule's limits, when its next e-mail goes out, and the whole days its report covers — both
 * on the site's clock, DST-correct. A time that does not exist on a spring-forward day is sent at
 * the moment clocks jump (the first valid instant after it); a time that comes twice on a
 * fall-back day is sent once, at its first coming.
 */
import { messages } from '../messages';
import { instantOfWallClock, siteDayOf } from '../site-time';
import { roundValue } from './format';
import { minutesOfDay } from './occupied-hours';
import { OPENING_TIME_PATTERN, REPORT_DEFAULT_DAYS } from './reports';

export const REPORT_SCHEDULE_NAME_MAX = 100;
export const REPORT_SCHEDULE_RECIPIENTS_MAX = 50;
/** The whole days before the sending day a scheduled report may cover. */
export const REPORT_SCHEDULE_RANGE_DAYS_MIN = 1;
export const REPORT_SCHEDULE_RANGE_DAYS_MAX = 31;
/** A new schedule covers the week before its sending day, like the report screen's default. */
export const REPORT_SCHEDULE_DEFAULT_RANGE_DAYS = REPORT_DEFAULT_DAYS;
/**
 * The largest CSV attached to a report e-mail, in bytes: mail servers refuse much more (base64
 * adds a third), and each recipient's queued e-mail holds its copy. A larger one is left out and
 * the e-mail says to download it from the app.
 */
export const REPORT_EMAIL_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** A file size in words, in the binary units mail servers count in: "5 MB", "1.5 KB", "100 bytes". */
export function fileSizeLabel(bytes: number): string {
  for (const [unit, size] of [
    ['MB', 1024 * 1024],
    ['KB', 1024],
  ] as const) {
    if (bytes >= size) {
      return `${roundValue(bytes / size)} ${unit}`;
    }
  }
  return `${bytes} bytes`;
}
/** A sending time: "HH:mm" on the site's clock, 00:00 to 23:59. */
export const SEND_AT_PATTERN = OPENING_TIME_PATTERN;
/** ISO weekdays by name: index 0 is weekday 1 (Monday). */
export const ISO_WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** What a schedule's form holds that the user types or picks. */
export interface ReportScheduleChoices {
  name: string;
  sendAt: string;
  rangeDays: number;
  recipientIds: string[];
}

/** Why a schedule cannot be saved as chosen, or null when it can (the form checks before saving). */
export function reportScheduleProblem(choices: ReportScheduleChoices): string | null {
  const name = choices.name.trim();
  if (name === '') {
    return messages.reportScheduleNameRequired;
  }
  if (name.length > REPORT_SCHEDULE_NAME_MAX) {
    return messages.reportScheduleNameTooLong(REPORT_SCHEDULE_NAME_MAX);
  }
  if (!SEND_AT_PATTERN.test(choices.sendAt)) {
    return messages.reportScheduleTimeFormat;
  }
  const { rangeDays } = choices;
  if (
    !Number.isInteger(rangeDays) ||
    rangeDays < REPORT_SCHEDULE_RANGE_DAYS_MIN ||
    rangeDays > REPORT_SCHEDULE_RANGE_DAYS_MAX
  ) {
    return messages.reportScheduleRangeDays(
      REPORT_SCHEDULE_RANGE_DAYS_MIN,
      REPORT_SCHEDULE_RANGE_DAYS_MAX,
    );
  }
  if (choices.recipientIds.length === 0) {
    return messages.reportScheduleNeedsRecipient;
  }
  return choices.recipientIds.length > REPORT_SCHEDULE_RECIPIENTS_MAX
    ? messages.reportScheduleTooManyRecipients(REPORT_SCHEDULE_RECIPIENTS_MAX)
    : null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** ISO weekday (1 Monday … 7 Sunday) of a day given as its UTC midnight. */
const isoWeekdayOf = (day: number) => ((new Date(day).getUTCDay() + 6) % 7) + 1;

/**
 * When a schedule sending on ISO `weekday` at `sendAt` ("HH:mm", the site's clock) next e-mails
 * after `after` (strictly: an e-mail sent at `after` is not sent again).
 */
export function nextSending(weekday: number, sendAt: string, timeZone: string, after: Date): Date {
  const today = siteDayOf(after.getTime(), timeZone);
  const time = minutesOfDay(sendAt) * MINUTE_MS;
  // Today when it is the weekday and the time is still to come; else within the next 7 days.
  for (let day = today; ; day += DAY_MS) {
    if (isoWeekdayOf(day) === weekday) {
      const sending = instantOfWallClock(day + time, timeZone);
      if (sending.getTime() > after.getTime()) {
        return sending;
      }
    }
  }
}

/**
 * What a scheduled report sent at `sending` covers: the `rangeDays` whole days of the site before
 * the sending day, from the site's midnight of the first to that of the sending day (exclusive).
 */
export function scheduledReportRange(
  sending: Date,
  timeZone: string,
  rangeDays: number,
): { startTime: Date; endTime: Date } {
  const day = siteDayOf(sending.getTime(), timeZone);
  return {
    startTime: instantOfWallClock(day - rangeDays * DAY_MS, timeZone),
    endTime: instantOfWallClock(day, timeZone),
  };
}
