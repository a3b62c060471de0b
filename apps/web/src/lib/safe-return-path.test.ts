import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeReturnPath('/projects/p1/sites/s1?x=1&y=%2F#zone-2')).toBe(
      '/projects/p1/sites/s1?x=1&y=%2F#zone-2',
    );
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/settings#password')).toBe('/settings#password');
  });

  it.each([
    ['a tab that turns it into //', '/\t/evil.example'],
    ['a newline that turns it into //', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a backslash read as a slash', '\\\\evil.example'],
    ['a slash and a backslash', '/\\evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a NUL character', '/\u0000/evil.example'],
    ['a C1 control character', '/projects\u0085'],
    ['a relative word', 'evil.example'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_name, from) => {
    expect(safeReturnPath(from)).toBeNull();
  });
});
