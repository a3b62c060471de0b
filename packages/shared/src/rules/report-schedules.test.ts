import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  fileSizeLabel,
  nextSending,
  REPORT_EMAIL_ATTACHMENT_MAX_BYTES,
  REPORT_SCHEDULE_NAME_MAX,
  REPORT_SCHEDULE_RECIPIENTS_MAX,
  reportScheduleProblem,
  scheduledReportRange,
} from './report-schedules';

const at = (iso: string) => new Date(iso);
const NEW_YORK = 'America/New_York';
const MONDAY = 1;
const SUNDAY = 7;

describe('nextSending', () => {
  // Monday 2026-01-12, 08:00 in New York is 13:00Z.
  it('sends later today on the weekday, else on its next coming', () => {
    expect(nextSending(MONDAY, '08:00', NEW_YORK, at('2026-01-12T12:59:59.999Z'))).toEqual(
      at('2026-01-12T13:00:00Z'),
    );
    expect(nextSending(MONDAY, '08:00', NEW_YORK, at('2026-01-12T13:00:00Z'))).toEqual(
      at('2026-01-19T13:00:00Z'),
    );
    expect(nextSending(3, '08:00', NEW_YORK, at('2026-01-12T13:00:00Z'))).toEqual(
      at('2026-01-14T13:00:00Z'),
    );
  });

  it("reads the weekday on the site's clock, not UTC's", () => {
    // Sunday 23:30 in New York is already Monday in UTC.
    expect(nextSending(SUNDAY, '23:30', NEW_YORK, at('2026-01-11T12:00:00Z'))).toEqual(
      at('2026-01-12T04:30:00Z'),
    );
    // Monday 00:15 in Kolkata (+05:30) is still Sunday in UTC.
    expect(nextSending(MONDAY, '00:15', 'Asia/Kolkata', at('2026-01-11T12:00:00Z'))).toEqual(
      at('2026-01-11T18:45:00Z'),
    );
  });

  it('keeps the wall-clock time across a DST change', () => {
    // 08:00 EST, then 08:00 EDT after 2026-03-08.
    expect(nextSending(MONDAY, '08:00', NEW_YORK, at('2026-03-02T13:00:00Z'))).toEqual(
      at('2026-03-09T12:00:00Z'),
    );
  });

  it('sends a time in the spring-forward gap when the clocks jump', () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT (07:00Z); 02:30 does not exist.
    expect(nextSending(SUNDAY, '02:30', NEW_YORK, at('2026-03-07T12:00:00Z'))).toEqual(
      at('2026-03-08T07:00:00Z'),
    );
    expect(nextSending(SUNDAY, '02:00', NEW_YORK, at('2026-03-07T12:00:00Z'))).toEqual(
      at('2026-03-08T07:00:00Z'),
    );
    // The first minute after the gap is itself.
    expect(nextSending(SUNDAY, '03:00', NEW_YORK, at('2026-03-07T12:00:00Z'))).toEqual(
      at('2026-03-08T07:00:00Z'),
    );
    expect(nextSending(SUNDAY, '01:59', NEW_YORK, at('2026-03-07T12:00:00Z'))).toEqual(
      at('2026-03-08T06:59:00Z'),
    );
  });

  it('sends a time repeated by the fall-back once, at its first coming', () => {
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST; 01:30 comes at 05:30Z and at 06:30Z.
    const first = nextSending(SUNDAY, '01:30', NEW_YORK, at('2026-10-31T12:00:00Z'));
    expect(first).toEqual(at('2026-11-01T05:30:00Z'));
    expect(nextSending(SUNDAY, '01:30', NEW_YORK, first)).toEqual(at('2026-11-08T06:30:00Z'));
    // Even when asked between the two: that day's sending has come.
    expect(nextSending(SUNDAY, '01:30', NEW_YORK, at('2026-11-01T06:00:00Z'))).toEqual(
      at('2026-11-08T06:30:00Z'),
    );
  });

  it('handles a half-hour DST shift (Lord Howe Island)', () => {
    // 2026-10-04 02:00 +10:30 jumps to 02:30 +11:00 (2026-10-03T15:30Z).
    expect(nextSending(SUNDAY, '02:15', 'Australia/Lord_Howe', at('2026-10-01T00:00:00Z'))).toEqual(
      at('2026-10-03T15:30:00Z'),
    );
  });
});

describe('scheduledReportRange', () => {
  it("covers the whole days before the sending day on the site's clock", () => {
    expect(scheduledReportRange(at('2026-01-12T13:00:00Z'), NEW_YORK, 7)).toEqual({
      startTime: at('2026-01-05T05:00:00Z'),
      endTime: at('2026-01-12T05:00:00Z'),
    });
    expect(scheduledReportRange(at('2026-01-12T13:00:00Z'), NEW_YORK, 1)).toEqual({
      startTime: at('2026-01-11T05:00:00Z'),
      endTime: at('2026-01-12T05:00:00Z'),
    });
  });

  it('spans a DST change by days, not by 24 hours', () => {
    // The week before Monday 2026-03-09 holds the 23-hour 8 March.
    const { startTime, endTime } = scheduledReportRange(at('2026-03-09T12:00:00Z'), NEW_YORK, 7);
    expect(startTime).toEqual(at('2026-03-02T05:00:00Z'));
    expect(endTime).toEqual(at('2026-03-09T04:00:00Z'));
    expect(endTime.getTime() - startTime.getTime()).toBe((7 * 24 - 1) * 3_600_000);
  });

  it("starts a day whose midnight is skipped when the clocks jump (Santiago's spring)", () => {
    // 2026-09-06 00:00 -04:00 jumps to 01:00 -03:00 (04:00Z).
    expect(scheduledReportRange(at('2026-09-07T12:00:00Z'), 'America/Santiago', 1)).toEqual({
      startTime: at('2026-09-06T04:00:00Z'),
      endTime: at('2026-09-07T03:00:00Z'),
    });
  });
});

describe('fileSizeLabel', () => {
  it('names bytes, kilobytes and megabytes from their first whole unit', () => {
    expect(fileSizeLabel(1023)).toBe('1023 bytes');
    expect(fileSizeLabel(1024)).toBe('1 KB');
    expect(fileSizeLabel(1536)).toBe('1.5 KB');
    expect(fileSizeLabel(1024 * 1024 - 1)).toBe('1024 KB');
    expect(fileSizeLabel(REPORT_EMAIL_ATTACHMENT_MAX_BYTES)).toBe('5 MB');
  });
});

describe('reportScheduleProblem', () => {
  const good = { name: 'Weekly CO2', sendAt: '08:00', rangeDays: 7, recipientIds: ['u1'] };
  it('accepts the limits themselves', () => {
    expect(reportScheduleProblem(good)).toBeNull();
    expect(
      reportScheduleProblem({ ...good, name: 'x'.repeat(REPORT_SCHEDULE_NAME_MAX) }),
    ).toBeNull();
    expect(reportScheduleProblem({ ...good, sendAt: '23:59', rangeDays: 31 })).toBeNull();
    expect(reportScheduleProblem({ ...good, sendAt: '00:00', rangeDays: 1 })).toBeNull();
    const most = Array.from({ length: REPORT_SCHEDULE_RECIPIENTS_MAX }, (_, i) => `u${i}`);
    expect(reportScheduleProblem({ ...good, recipientIds: most })).toBeNull();
  });

  it('says what is wrong one step past each limit', () => {
    expect(reportScheduleProblem({ ...good, name: '  ' })).toBe(
      messages.reportScheduleNameRequired,
    );
    expect(reportScheduleProblem({ ...good, name: 'x'.repeat(REPORT_SCHEDULE_NAME_MAX + 1) })).toBe(
      messages.reportScheduleNameTooLong(REPORT_SCHEDULE_NAME_MAX),
    );
    for (const sendAt of ['24:00', '8:00', '08:60', '']) {
      expect(reportScheduleProblem({ ...good, sendAt })).toBe(messages.reportScheduleTimeFormat);
    }
    for (const rangeDays of [0, 32, 1.5, Number.NaN]) {
      expect(reportScheduleProblem({ ...good, rangeDays })).toBe(
        messages.reportScheduleRangeDays(1, 31),
      );
    }
    expect(reportScheduleProblem({ ...good, recipientIds: [] })).toBe(
      messages.reportScheduleNeedsRecipient,
    );
    const tooMany = Array.from({ length: REPORT_SCHEDULE_RECIPIENTS_MAX + 1 }, (_, i) => `u${i}`);
    expect(reportScheduleProblem({ ...good, recipientIds: tooMany })).toBe(
      messages.reportScheduleTooManyRecipients(REPORT_SCHEDULE_RECIPIENTS_MAX),
    );
  });
});
