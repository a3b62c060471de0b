import { describe, expect, it } from 'vitest';
import { dayOrInstantText, instantQuery, objectIdSchema, safeText } from './common';
import { heatmapQuery } from './heatmap';
import { ingestReading } from './ingest';
import { renameMeasurementBody } from './measurements';
import { credentialsBody, signupBody, verifyQuery } from './users';

describe('safeText', () => {
  it('keeps ordinary text and the checks chained after it', () => {
    expect(safeText().trim().min(1).parse('  Room 101 🌿 ')).toBe('Room 101 🌿');
    expect(safeText().max(3).safeParse('abcd').success).toBe(false);
  });
  it('refuses NUL characters and lone surrogates', () => {
    for (const text of ['a\u0000b', '\uD800', 'x\uDFFF']) {
      const result = safeText().safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'must not contain NUL or unpaired surrogate characters',
      );
    }
  });
  it('guards the request contracts the probe broke', () => {
    expect(credentialsBody.safeParse({ username: 'a\u0000@x.org', password: 'p' }).success).toBe(
      false,
    );
    expect(verifyQuery.safeParse({ email: 'a@x.org\u0000' }).success).toBe(false);
    expect(
      signupBody.safeParse({ email: 'a@x.org', firstName: 'A\u0000', lastName: 'B' }).success,
    ).toBe(false);
    expect(renameMeasurementBody.safeParse({ name: 'CO2 \uD83D' }).success).toBe(false);
    expect(
      ingestReading.safeParse({ serial: 'VS\u0000', channel: 'co2', ts: 0, value: 1 }).success,
    ).toBe(false);
    expect(heatmapQuery.safeParse({ measurementType: 'co2\u0000' }).success).toBe(false);
    expect(objectIdSchema.safeParse('abc\u0000').success).toBe(false);
  });
});

describe('instants', () => {
  it('accepts 1970 to 2999 as epoch milliseconds, ISO instants and days', () => {
    expect(instantQuery.parse('0')).toEqual(new Date(0));
    expect(instantQuery.parse('2999-12-31T23:59:59.999Z')).toEqual(
      new Date('2999-12-31T23:59:59.999Z'),
    );
    expect(instantQuery.parse('2026-11-01')).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(dayOrInstantText.parse('2999-12-31')).toBe('2999-12-31');
  });
  it('refuses 999999999999999 ms and year 9999 or 3000', () => {
    for (const text of ['999999999999999', '9999-12-31T00:00:00Z', '3000-01-01', '1969-12-31']) {
      expect(instantQuery.safeParse(text).success).toBe(false);
    }
    for (const text of ['9999-12-31', '3000-01-01T00:00:00Z', '1969-12-31']) {
      expect(dayOrInstantText.safeParse(text).success).toBe(false);
    }
  });
});
