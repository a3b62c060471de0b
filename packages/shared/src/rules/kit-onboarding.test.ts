import { describe, expect, it } from 'vitest';
import { wizardProgress } from './devices';
import {
  deviceWizardSteps,
  displayedStepOf,
  heardSince,
  isKitLinkOpen,
  KIT_LINK_GRACE_MS,
  kitLinkExpiresAt,
  kitStatusOf,
  kitWizardSteps,
  PLACEMENT_CLOCK_SKEW_MS,
} from './kit-onboarding';

const hub = { objectId: 'h', type: 'hub', onboarded: false };
const a = { objectId: 'a', type: 'sensor', onboarded: false };
const b = { objectId: 'b', type: 'sensor', onboarded: true };
const c = { objectId: 'c', type: 'sensor', onboarded: false };

describe('kit wizard steps (002 §2)', () => {
  it('runs setup, then room/activate/mount for each sensor not yet onboarded, then completion', () => {
    expect(kitWizardSteps([hub, a, b, c])).toEqual([
      { kind: 'welcome' },
      { kind: 'site' },
      { kind: 'antenna' },
      { kind: 'power' },
      { kind: 'hub' },
      { kind: 'room', deviceId: 'a' },
      { kind: 'activate', deviceId: 'a' },
      { kind: 'mount', deviceId: 'a' },
      { kind: 'room', deviceId: 'c' },
      { kind: 'activate', deviceId: 'c' },
      { kind: 'mount', deviceId: 'c' },
      { kind: 'complete' },
    ]);
  });

  it('a kit whose sensors are all in goes from the hub straight to completion', () => {
    expect(kitWizardSteps([hub, b]).map((s) => s.kind)).toEqual([
      'welcome',
      'site',
      'antenna',
      'power',
      'hub',
      'complete',
    ]);
  });

  it('shows each step as one of the 3 numbered steps; progress is that over 3 (002 §4, §9)', () => {
    const shown = kitWizardSteps([hub, a]).map((s) => wizardProgress(displayedStepOf(s)));
    expect(shown).toEqual([0, 33, 33, 33, 33, 67, 67, 67, 100]);
  });
});

describe('device wizard steps (002 §4)', () => {
  it('a hub sees only the site step', () => {
    expect(deviceWizardSteps(hub)).toEqual([{ kind: 'site' }, { kind: 'complete' }]);
  });

  it('a sensor also gets its room, activation and mounting', () => {
    expect(deviceWizardSteps(a).map((s) => s.kind)).toEqual([
      'site',
      'room',
      'activate',
      'mount',
      'complete',
    ]);
  });
});

describe('kit status and link lifetime', () => {
  it('is not started until the site is named, in progress until completed, then done', () => {
    expect(kitStatusOf({ siteId: null, completedAt: null })).toBe('not_started');
    expect(kitStatusOf({ siteId: 's', completedAt: null })).toBe('in_progress');
    expect(kitStatusOf({ siteId: 's', completedAt: 1 })).toBe('done');
  });

  it('stays open until the grace period after completion ends, and never once revoked', () => {
    const done = 1_000_000;
    expect(kitLinkExpiresAt(null)).toBeNull();
    expect(kitLinkExpiresAt(done)).toBe(done + KIT_LINK_GRACE_MS);
    expect(isKitLinkOpen({ revokedAt: null, completedAt: null }, Number.MAX_SAFE_INTEGER)).toBe(
      true,
    );
    expect(
      isKitLinkOpen({ revokedAt: null, completedAt: done }, done + KIT_LINK_GRACE_MS - 1),
    ).toBe(true);
    expect(isKitLinkOpen({ revokedAt: null, completedAt: done }, done + KIT_LINK_GRACE_MS)).toBe(
      false,
    );
    expect(isKitLinkOpen({ revokedAt: 5, completedAt: null }, 6)).toBe(false);
  });
});

describe('placement check', () => {
  it('counts a contact from the step on, forgiving the clock skew, and nothing before', () => {
    const began = 100_000;
    expect(heardSince(null, began)).toBe(false);
    expect(heardSince(began, began)).toBe(true);
    expect(heardSince(began - PLACEMENT_CLOCK_SKEW_MS, began)).toBe(true);
    expect(heardSince(began - PLACEMENT_CLOCK_SKEW_MS - 1, began)).toBe(false);
  });
});
