import { describe, expect, it } from 'vitest';
import { csvField, csvRecord, defaultReportInterval, neutralizeCsvText } from './reports';

describe('defaultReportInterval', () => {
  const start = new Date('2026-03-01T05:00:00Z');
  it('is hourly up to exactly 2 days and daily beyond', () => {
    expect(defaultReportInterval(start, new Date('2026-03-03T05:00:00Z'))).toBe('hour');
    expect(defaultReportInterval(start, new Date('2026-03-03T05:00:00.001Z'))).toBe('day');
    expect(defaultReportInterval(start, new Date('2026-03-08T05:00:00Z'))).toBe('day');
  });
});

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralizeCsvText(text)).toBe(`'${text}`);
    }
    expect(neutralizeCsvText('Room = 1')).toBe('Room = 1');
  });

  it('quotes commas, quotes and line breaks, and leaves numbers and nulls plain', () => {
    expect(csvField('Room 1, "east"')).toBe('"Room 1, ""east"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField(null)).toBe('');
    expect(csvRecord(['=x', 2, null])).toBe("'=x,2,\r\n");
  });
});
