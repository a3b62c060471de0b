/**
 * Kit and device onboarding rules (spec 002 §2, §4, §9; issue 16): the kit wizard's steps in
 * their order (Get Started, site, antenna, ethernet and power, hub placement, then room, activate
 * and mount for each sensor not yet onboarded, then completion), which of the 3 numbered steps
 * each belongs to (progress = displayed step ÷ 3), the device wizard's shorter path, when a kit
 * counts as not started / in progress / done, how long its link lives after, and the live
 * placement check: heard since the step began, asked for every few seconds.
 */

/** Names an installer types (site, room, device): trimmed, required, at most this long. */
export const ONBOARDING_NAME_MAX = 100;
/** Devices a kit may hold (a hub and its sensors; a school wing at most). */
export const KIT_MAX_DEVICES = 100;
/** A finished kit's link keeps working this long, so the installer can come back to a sensor. */
export const KIT_LINK_GRACE_MS = 3 * 24 * 60 * 60_000;
/** The completion screen's spinner before the checkmark and Launch Site (002 §4). */
export const ONBOARDING_COMPLETION_SPINNER_MS = 2_000;
/** The placement check asks whether the device has been heard this often. */
export const PLACEMENT_CHECK_POLL_MS = 3_000;

export type KitStatus = 'not_started' | 'in_progress' | 'done';

/** Not started until the installer named the site; done once it was completed (every sensor in). */
export function kitStatusOf(kit: { siteId: string | null; completedAt: number | null }): KitStatus {
  if (kit.completedAt !== null) {
    return 'done';
  }
  return kit.siteId === null ? 'not_started' : 'in_progress';
}

/** When a kit's link stops working: the grace period after completion; never before it. */
export function kitLinkExpiresAt(completedAt: number | null): number | null {
  return completedAt === null ? null : completedAt + KIT_LINK_GRACE_MS;
}

/** Whether the kit's link opens the wizard at `now`: not revoked and not past its grace period. */
export function isKitLinkOpen(
  kit: { revokedAt: number | null; completedAt: number | null },
  now: number,
): boolean {
  const expires = kitLinkExpiresAt(kit.completedAt);
  return kit.revokedAt === null && (expires === null || now < expires);
}

/** A step of the kit or device wizard; device steps name the device they are about. */
export type OnboardingStep =
  | { kind: 'welcome' }
  | { kind: 'site' }
  | { kind: 'antenna' }
  | { kind: 'power' }
  | { kind: 'hub' }
  | { kind: 'room'; deviceId: string }
  | { kind: 'activate'; deviceId: string }
  | { kind: 'mount'; deviceId: string }
  | { kind: 'complete' };

/** A device as the wizards order their steps. */
export interface WizardDevice {
  objectId: string;
  type: string;
  onboarded: boolean;
}

const sensorSteps = (deviceId: string): OnboardingStep[] => [
  { kind: 'room', deviceId },
  { kind: 'activate', deviceId },
  { kind: 'mount', deviceId },
];

/**
 * The kit wizard's steps (002 §2): the sensors are those not onboarded when the wizard opened,
 * in the order given, so onboarding one does not shift the steps under the installer.
 */
export function kitWizardSteps(devices: readonly WizardDevice[]): OnboardingStep[] {
  const sensors = devices.filter((d) => d.type !== 'hub' && !d.onboarded);
  return [
    { kind: 'welcome' },
    { kind: 'site' },
    { kind: 'antenna' },
    { kind: 'power' },
    { kind: 'hub' },
    ...sensors.flatMap((d) => sensorSteps(d.objectId)),
    { kind: 'complete' },
  ];
}

/**
 * The device wizard's steps (002 §4): a hub sees only the site step; a sensor also its room,
 * activation and mounting; both end on completion.
 */
export function deviceWizardSteps(device: WizardDevice): OnboardingStep[] {
  return device.type === 'hub'
    ? [{ kind: 'site' }, { kind: 'complete' }]
    : [{ kind: 'site' }, ...sensorSteps(device.objectId), { kind: 'complete' }];
}

/**
 * Which of the 3 numbered steps a wizard step is shown as (002 §9: 3 numbered steps plus a setup
 * stage): Get Started is the setup stage (0), the site and hub 1, the sensors 2, completion 3.
 */
export function displayedStepOf(step: OnboardingStep): 0 | 1 | 2 | 3 {
  switch (step.kind) {
    case 'welcome':
      return 0;
    case 'site':
    case 'antenna':
    case 'power':
    case 'hub':
      return 1;
    case 'room':
    case 'activate':
    case 'mount':
      return 2;
    case 'complete':
      return 3;
  }
}

/**
 * The placement check: whether the device was heard at or after the step began. A clock skew
 * between browser and server of a few seconds is forgiven, so a reading sent as the installer
 * pressed Next still counts.
 */
export const PLACEMENT_CLOCK_SKEW_MS = 10_000;
export function heardSince(lastHeardFrom: number | null, stepStartedAt: number): boolean {
  return lastHeardFrom !== null && lastHeardFrom >= stepStartedAt - PLACEMENT_CLOCK_SKEW_MS;
}
