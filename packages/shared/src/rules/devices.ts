/**
 * Device rules (spec 002 §4, §9; issue 16): a device is connected while it was heard from within
 * the last hour; its signal icon by RSSI (0 to -60 dBm strong, -60 to -85 medium, below -85
 * weak, anything else — no reading, or a value no radio reports — the outline icon); the device
 * list's page size; and the kit wizard's progress: the displayed step over its 3 steps.
 */
import { DEVICE_CONNECTED_WINDOW_MS } from './constants';

/** Rows of the device list per page (002 §9). */
export const DEVICES_PAGE_SIZE = 10;

/** Whether a device heard from at `lastHeardFrom` (ms) counts as connected at `now`. */
export function isDeviceConnected(lastHeardFrom: number | null, now: number): boolean {
  return lastHeardFrom !== null && now - lastHeardFrom <= DEVICE_CONNECTED_WINDOW_MS;
}

export type SignalStrength = 'strong' | 'medium' | 'weak' | 'none';

/**
 * The signal icon of an RSSI in dBm. The spec's bands meet at -60 and -85: a boundary value takes
 * the stronger band (-60 is strong, -85 medium). Positive or missing values show the outline.
 */
export function signalStrength(rssi: number | null): SignalStrength {
  if (rssi === null || !Number.isFinite(rssi) || rssi > 0) {
    return 'none';
  }
  if (rssi >= -60) {
    return 'strong';
  }
  return rssi >= -85 ? 'medium' : 'weak';
}

/** Numbered steps of the kit and device wizards, after the setup stage (002 §9). */
export const ONBOARDING_WIZARD_STEPS = 3;

/** The wizard's progress bar: the displayed step divided by 3, as a whole percentage (≤ 100). */
export function wizardProgress(displayedStep: number): number {
  return Math.min(100, Math.max(0, Math.round((displayedStep / ONBOARDING_WIZARD_STEPS) * 100)));
}
