/**
 * Alert text messages (issue 22): how a mobile number is verified and how many texts a person gets.
 * A code is 6 digits, lives 10 minutes and survives 5 wrong guesses; at most 5 codes an hour go to
 * one user (a text costs money and can be used to pester a stranger's phone). Alert texts are capped
 * at 20 an hour per user (after that they are held and sent as one digest when the hour is over),
 * and each text fits one SMS segment of the GSM-7 alphabet (alertText, digestText). Quiet hours
 * are read on the clock of the alert's site (quietHoursEnd); texts in them are held, not dropped.
 */
import { instantOfWallClock, siteDayOf, wallClockMs } from '../site-time';
import { minutesOfDay } from './occupied-hours';
import { OPENING_TIME_PATTERN } from './reports';

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_CODES_PER_HOUR = 5;

export const SMS_ALERTS_PER_HOUR = 20;
/** One GSM-7 segment: a longer text is split (and billed) as several. */
export const SMS_MAX_LENGTH = 160;

/** A time of day for quiet hours, 'HH:MM' on a 24-hour clock (as opening hours are written). */
export const isTimeOfDay = (text: string): boolean => OPENING_TIME_PATTERN.test(text);

/** Whether `time` ('HH:MM') falls within quiet hours from start to end, which may span midnight. */
export function inQuietHours(time: string, quiet: { start: string; end: string }): boolean {
  if (quiet.start === quiet.end) {
    return false;
  }
  return quiet.start < quiet.end
    ? time >= quiet.start && time < quiet.end
    : time >= quiet.start || time < quiet.end;
}

/** The rolling window of the send limit for codes and of the alert-text cap. */
export const SMS_WINDOW_MS = 60 * 60_000;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The time of day ('HH:MM') on the site's clock at an instant. */
export function siteTimeOfDay(instant: Date, timeZone: string): string {
  const wall = wallClockMs(instant.getTime(), timeZone);
  const minutes = Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * When the quiet hours the instant falls in end on the site's clock (texts held in them go then);
 * null when the instant is not in quiet hours.
 */
export function quietHoursEnd(
  instant: Date,
  quiet: { start: string; end: string },
  timeZone: string,
): Date | null {
  if (!inQuietHours(siteTimeOfDay(instant, timeZone), quiet)) {
    return null;
  }
  const wall = wallClockMs(instant.getTime(), timeZone);
  let end = siteDayOf(instant.getTime(), timeZone) + minutesOfDay(quiet.end) * MINUTE_MS;
  if (end <= wall) {
    end += DAY_MS;
  }
  return instantOfWallClock(end, timeZone);
}

/** The GSM 03.38 basic alphabet (one septet each) and its extension (two: escape + char). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

/** Septets the text takes in GSM-7; null when a character is not in the alphabet. */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) {
      length += 1;
    } else if (GSM7_EXTENSION.includes(char)) {
      length += 2;
    } else {
      return null;
    }
  }
  return length;
}

/** Look-alikes of characters our names and units use that GSM-7 lacks. */
const GSM7_LOOK_ALIKES: Record<string, string> = {
  '›': '>',
  '‹': '<',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '°': '',
  µ: 'u',
  '·': '.',
  '\t': ' ',
};

/**
 * The text in the GSM-7 alphabet, so it goes as one 160-character segment, not as UCS-2 (70):
 * look-alikes replaced ('µg/m³' → 'ug/m3', '°F' → 'F'), accents the alphabet lacks dropped
 * ('ô' → 'o'), anything else '?'.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (gsm7Length(char) !== null) {
      out += char;
      continue;
    }
    const alike = GSM7_LOOK_ALIKES[char];
    if (alike !== undefined) {
      out += alike;
      continue;
    }
    // NFKD splits 'ô' into 'o' + accent and '³' into '3'.
    const folded = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += folded !== '' && gsm7Length(folded) !== null ? folded : '?';
  }
  return out;
}

/** The text cut to `max` septets, ending in '...' when cut. */
export function cutGsm7(text: string, max: number): string {
  if ((gsm7Length(text) ?? Infinity) <= max) {
    return text;
  }
  let cut = '';
  for (const char of text) {
    if ((gsm7Length(`${cut}${char}...`) ?? Infinity) > max) {
      break;
    }
    cut += char;
  }
  return `${cut.trimEnd()}...`;
}

/** What an alert text says: the alert's level, where and what was measured, and links to it. */
export interface AlertTextFacts {
  level: 'critical' | 'warning' | 'info';
  measurement: string;
  value: number | null;
  unit: string;
  site: string;
  zone: string | null;
  /** The zone's page (when the alert has a zone) and the site's page. */
  zoneLink: string | null;
  siteLink: string;
}

const LEVELS = { critical: 'Critical', warning: 'Warning', info: 'Info' } as const;
/** The shortest place name kept before the place is cut no further. */
const MIN_PLACE = 12;

/** The alert without its link, as a held alert is listed in a digest: "Critical: CO2 1700 ppm at Room 101, Lincoln". */
export function alertSummary(facts: AlertTextFacts, placeLength = Infinity): string {
  const value =
    facts.value === null
      ? ''
      : ` ${Number(facts.value.toFixed(1))}${facts.unit ? ` ${facts.unit}` : ''}`;
  const place = cutGsm7(
    toGsm7(facts.zone ? `${facts.zone}, ${facts.site}` : facts.site),
    placeLength,
  );
  return toGsm7(`${LEVELS[facts.level]}: ${facts.measurement}${value} at `) + place;
}

/**
 * An alert text within one GSM-7 segment: the summary and the zone's link; when that is too long,
 * the site's (shorter) link, then the place cut, then the summary cut, and last no link at all.
 */
export function alertText(facts: AlertTextFacts): string {
  const links = [facts.zoneLink, facts.siteLink].filter((link): link is string => link !== null);
  const fits = (text: string) => (gsm7Length(text) ?? Infinity) <= SMS_MAX_LENGTH;
  for (const link of links) {
    const full = `${alertSummary(facts)} ${link}`;
    if (fits(full)) {
      return full;
    }
  }
  const link = facts.siteLink;
  const room = SMS_MAX_LENGTH - link.length - 1;
  const placeCut = alertSummary(facts, MIN_PLACE);
  if (room >= 20) {
    return `${cutGsm7(placeCut, room)} ${link}`;
  }
  return cutGsm7(placeCut, SMS_MAX_LENGTH);
}

/** The one text for alerts held back (over the hourly cap, or in quiet hours), within one segment. */
export function digestText(summaries: readonly string[]): string {
  const head = `${summaries.length} more alert${summaries.length === 1 ? '' : 's'}: `;
  return cutGsm7(toGsm7(head + summaries.join('; ')), SMS_MAX_LENGTH);
}

/** A number as the audit log and the log show it: country code and last 4 digits, '+1•••••••4567'. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const country = e164.startsWith('+1') ? '1' : digits.slice(0, Math.min(2, digits.length - 4));
  return `+${country}${'•'.repeat(Math.max(digits.length - country.length - 4, 0))}${digits.slice(-4)}`;
}
