// Issue 11 finding 3: after sign-in `from` never leads to another origin, whatever the URL parser
// strips or rewrites (the full list is in lib/safe-return-path.test.ts).
import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './complete-sign-in';

describe('destinationAfterSignIn with a crafted from', () => {
  it.each(['/\t/evil.example', '/\n/evil.example', '\\\\evil.example', '/\u0000/evil.example'])(
    'sends %j to the project home',
    (from) => {
      expect(destinationAfterSignIn(from)).toBe('/');
    },
  );
});
