import { describe, expect, it } from 'vitest';
import { backToOf, backToState } from './back-to';

describe('backToOf', () => {
  it('reads the Back a screen was given', () => {
    const state = backToState({ href: '/projects/p/dashboards/d', label: 'Back to Overview' });
    expect(backToOf(state)).toEqual({
      href: '/projects/p/dashboards/d',
      label: 'Back to Overview',
    });
  });

  it('ignores missing, malformed and off-site states', () => {
    for (const state of [
      null,
      undefined,
      'text',
      { backTo: null },
      { backTo: { href: '/x' } },
      { backTo: { href: 5, label: 'x' } },
      { backTo: { href: 'https://evil.example/', label: 'x' } },
      { backTo: { href: '//evil.example/', label: 'x' } },
      { backTo: { href: '/\t/evil.example', label: 'x' } },
    ]) {
      expect(backToOf(state)).toBeNull();
    }
  });
});
