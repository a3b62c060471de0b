// @vitest-environment jsdom
// jsdom: a storage that refuses is stubbed on Storage.prototype, which happy-dom's storage skips.
// The mapping kept per site in the browser: read back as stored, per site, and dropped when what
// is stored is not a mapping.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureAq } from '../onboarding-fixtures';
import { clearStoredMapping, readStoredMapping, storeMapping } from './mapping-storage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stored mapping', () => {
  it('is kept per site until cleared', () => {
    expect(storeMapping('site2', fixtureAq)).toBe(true);
    expect(readStoredMapping('site2')).toEqual(fixtureAq);
    expect(readStoredMapping('site3')).toBeNull();
    clearStoredMapping('site2');
    expect(readStoredMapping('site2')).toBeNull();
  });

  it('drops what is not a mapping', () => {
    localStorage.setItem('airboard.onboarding.site2', '{"version":1,"aq":[{"id":1}]}');
    expect(readStoredMapping('site2')).toBeNull();
    localStorage.setItem('airboard.onboarding.site2', 'not json');
    expect(readStoredMapping('site2')).toBeNull();
  });

  it('says when the browser refuses to keep it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(storeMapping('site2', fixtureAq)).toBe(false);
  });
});
