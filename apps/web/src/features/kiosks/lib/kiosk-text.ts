// What the kiosk screens say about a kiosk in words: its type, what it shows, its public link as a
// full address, and how many measurements it may be given and why.
import type { Kiosk } from '@airboard/shared/api';
import { kioskMeasurementLimit, type KioskType } from '@airboard/shared/rules';

export const kioskTypeLabels: Record<KioskType, string> = { plain: 'Plain', branded: 'Branded' };

/** The kiosk's zone, or the whole site it shows when it has none. */
export const kioskScope = (kiosk: Pick<Kiosk, 'zone'>): string => kiosk.zone?.name ?? 'Whole site';

/**
 * The full address of a kiosk's public link (what is copied, e-mailed and drawn as a QR code), or
 * null while it is revoked. The server may answer a path; a screen needs the whole address.
 */
export function publicKioskLink(path: string | null): string | null {
  return path === null ? null : new URL(path, window.location.origin).href;
}

/** How many measurements a kiosk of the type takes, said the way the dialog explains the limit. */
export function measurementLimitText(type: KioskType): string {
  const limit = kioskMeasurementLimit(type);
  return type === 'branded'
    ? `A branded kiosk shows its scores and up to ${limit} component measurements.`
    : `A plain kiosk shows up to ${limit} measurements.`;
}
