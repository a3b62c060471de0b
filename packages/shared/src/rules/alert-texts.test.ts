import { describe, expect, it } from 'vitest';
import {
  SMS_MAX_LENGTH,
  alertSummary,
  alertText,
  cutGsm7,
  digestText,
  gsm7Length,
  inQuietHours,
  isTimeOfDay,
  maskPhone,
  quietHoursEnd,
  siteTimeOfDay,
  toGsm7,
} from './alert-texts';

describe('quiet hours', () => {
  it('accepts times of a 24-hour clock only', () => {
    expect(['00:00', '07:30', '23:59'].every(isTimeOfDay)).toBe(true);
    expect(['24:00', '7:30', '12:60', '', '12:00:00'].some(isTimeOfDay)).toBe(false);
  });

  it('holds from start up to, not including, end', () => {
    const day = { start: '12:00', end: '13:00' };
    expect(inQuietHours('11:59', day)).toBe(false);
    expect(inQuietHours('12:00', day)).toBe(true);
    expect(inQuietHours('12:59', day)).toBe(true);
    expect(inQuietHours('13:00', day)).toBe(false);
  });

  it('spans midnight when start is after end', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(inQuietHours('21:59', night)).toBe(false);
    expect(inQuietHours('22:00', night)).toBe(true);
    expect(inQuietHours('00:00', night)).toBe(true);
    expect(inQuietHours('06:59', night)).toBe(true);
    expect(inQuietHours('07:00', night)).toBe(false);
  });

  it('means none when start equals end', () => {
    expect(inQuietHours('08:00', { start: '08:00', end: '08:00' })).toBe(false);
  });
});

describe('quiet hours on the site clock', () => {
  const night = { start: '22:00', end: '07:00' };
  it("reads the site's time of day", () => {
    expect(siteTimeOfDay(new Date('2026-07-01T02:30:00Z'), 'America/New_York')).toBe('22:30');
    expect(siteTimeOfDay(new Date('2026-07-01T02:30:00Z'), 'Asia/Kolkata')).toBe('08:00');
  });
  it('ends at the next end time in the site zone, and is null outside', () => {
    // 22:30 in New York (EDT): quiet until 07:00 the next morning, 11:00 UTC.
    expect(
      quietHoursEnd(new Date('2026-07-01T02:30:00Z'), night, 'America/New_York')?.toISOString(),
    ).toBe('2026-07-01T11:00:00.000Z');
    // 06:59 still quiet, 07:00 not.
    expect(
      quietHoursEnd(new Date('2026-07-01T10:59:00Z'), night, 'America/New_York')?.toISOString(),
    ).toBe('2026-07-01T11:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-07-01T11:00:00Z'), night, 'America/New_York')).toBeNull();
    expect(quietHoursEnd(new Date('2026-07-01T02:30:00Z'), night, 'Asia/Kolkata')).toBeNull();
  });
});

describe('GSM-7 texts', () => {
  it('counts septets, two for the extension, none for other alphabets', () => {
    expect(gsm7Length('Room 101 @ £5')).toBe(13);
    expect(gsm7Length('{€}')).toBe(6);
    expect(gsm7Length('CO₂')).toBeNull();
  });
  it('replaces what GSM-7 lacks (it has é, not ô)', () => {
    expect(toGsm7('PM2.5 12 µg/m³ › Salle côté cour – 72°F')).toBe(
      'PM2.5 12 ug/m3 > Salle coté cour - 72F',
    );
    expect(toGsm7('CO₂ 漢')).toBe('CO2 ?');
  });
  it('cuts to a length with an ellipsis', () => {
    expect(cutGsm7('a'.repeat(160), 160)).toBe('a'.repeat(160));
    expect(cutGsm7('a'.repeat(161), 160)).toBe(`${'a'.repeat(157)}...`);
  });
});

describe('alert texts', () => {
  const facts = {
    level: 'critical' as const,
    measurement: 'Library CO2',
    value: 1712.345,
    unit: 'ppm',
    site: 'Lincoln Elementary',
    zone: 'Room 101',
    zoneLink: 'https://air.example/projects/p123456789/sites/s123456789/zones/z123456789',
    siteLink: 'https://air.example/projects/p123456789/sites/s123456789',
  };
  it('says level, measurement, value, place and links to the zone', () => {
    expect(alertText(facts)).toBe(
      `Critical: Library CO2 1712.3 ppm at Room 101, Lincoln Elementary ${facts.zoneLink}`,
    );
  });
  it('fits one segment: the site link, then a shorter place, when names are long', () => {
    const long = { ...facts, site: 'S'.repeat(40), zone: 'Z'.repeat(30) };
    const text = alertText(long);
    expect(gsm7Length(text)).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text).toContain(long.siteLink);
    const huge = { ...facts, measurement: 'M'.repeat(200), site: 'S'.repeat(200) };
    expect(gsm7Length(alertText(huge))).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(alertText(huge)).toMatch(/^Critical: M+\.\.\. https:/);
    const noLinkRoom = { ...facts, zoneLink: null, siteLink: `https://x/${'p'.repeat(150)}` };
    expect(gsm7Length(alertText(noLinkRoom))).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  });
  it('leaves out a missing value and unit', () => {
    expect(alertSummary({ ...facts, value: null, zone: null })).toBe(
      'Critical: Library CO2 at Lincoln Elementary',
    );
    expect(alertSummary({ ...facts, value: 1, unit: '' })).toContain('Library CO2 1 at');
  });
  it('sums held alerts up in one digest text', () => {
    expect(digestText(['Warning: A 1 at X'])).toBe('1 more alert: Warning: A 1 at X');
    const many = Array.from({ length: 30 }, (_, i) => `Critical: CO2 ${1500 + i} ppm at Room ${i}`);
    const digest = digestText(many);
    expect(digest.startsWith('30 more alerts: Critical: CO2 1500 ppm at Room 0; ')).toBe(true);
    expect(gsm7Length(digest)).toBe(SMS_MAX_LENGTH);
    expect(digest.endsWith('...')).toBe(true);
  });
  it('masks a number to its country code and last four digits', () => {
    expect(maskPhone('+12015554567')).toBe('+1••••••4567');
    expect(maskPhone('+33612345678')).toBe('+33•••••5678');
  });
});
