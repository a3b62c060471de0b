import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './complete-sign-in';

describe('destinationAfterSignIn', () => {
  it('sends "onboarding" to /onboarding and a path to itself', () => {
    expect(destinationAfterSignIn('onboarding')).toBe('/onboarding');
    expect(destinationAfterSignIn('/projects/p1/sites/s1?x=1')).toBe('/projects/p1/sites/s1?x=1');
  });

  it('defaults to / and never leaves the app (no other origin)', () => {
    expect(destinationAfterSignIn(null)).toBe('/');
    expect(destinationAfterSignIn('')).toBe('/');
    expect(destinationAfterSignIn('https://evil.example/')).toBe('/');
    expect(destinationAfterSignIn('//evil.example/')).toBe('/');
    expect(destinationAfterSignIn('/\\evil.example')).toBe('/');
  });
});
