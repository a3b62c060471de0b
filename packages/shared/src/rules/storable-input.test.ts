import { describe, expect, it } from 'vitest';
import {
  EARLIEST_INSTANT_MS,
  isStorableInstant,
  isStorableText,
  LATEST_INSTANT_MS,
} from './storable-input';

describe('isStorableText', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and the empty string', () => {
    for (const text of ['', 'Room 101', 'Zoë’s café', 'CO₂ 🌿', '\u{1F600}x']) {
      expect(isStorableText(text)).toBe(true);
    }
  });
  it('refuses a NUL character anywhere', () => {
    for (const text of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b']) {
      expect(isStorableText(text)).toBe(false);
    }
  });
  it('refuses lone high and low surrogates, at either end or inside', () => {
    for (const text of ['\uD800', 'a\uD83D', '\uDE00a', 'a\uDC00b', '\uDE00\uD83D']) {
      expect(isStorableText(text)).toBe(false);
    }
  });
});

describe('isStorableInstant', () => {
  it('accepts 1970-01-01 and the last millisecond of 2999, and nothing beyond', () => {
    expect(EARLIEST_INSTANT_MS).toBe(Date.parse('1970-01-01T00:00:00Z'));
    expect(LATEST_INSTANT_MS).toBe(Date.parse('2999-12-31T23:59:59.999Z'));
    expect(isStorableInstant(EARLIEST_INSTANT_MS)).toBe(true);
    expect(isStorableInstant(LATEST_INSTANT_MS)).toBe(true);
    expect(isStorableInstant(EARLIEST_INSTANT_MS - 1)).toBe(false);
    expect(isStorableInstant(LATEST_INSTANT_MS + 1)).toBe(false);
  });
  it('refuses year 9999, 999999999999999 ms and what is not a number', () => {
    expect(isStorableInstant(Date.parse('9999-12-31T00:00:00Z'))).toBe(false);
    expect(isStorableInstant(999_999_999_999_999)).toBe(false);
    expect(isStorableInstant(Number.NaN)).toBe(false);
  });
});
