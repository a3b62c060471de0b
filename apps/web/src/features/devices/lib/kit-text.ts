// What the kits section says about a kit in words: its status, and a name for it — kits have none
// of their own, so it is the product and the site, or when it was registered until there is one.
import type { AdminKit } from '@airboard/shared/api';
import type { KitStatus } from '@airboard/shared/rules';
import { formatOnSite } from '../../../lib/site-time';

export const kitStatusLabels: Record<KitStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  done: 'Done',
};

/** The kit as its buttons, QR code and image file name it, e.g. "Airboard Hub kit for Harbor". */
export function kitName(kit: AdminKit, timeZone: string): string {
  const product = `${kit.product.name} kit`;
  return kit.site === null
    ? `${product} of ${formatOnSite(kit.createdAt, timeZone, 'MMM D, YYYY h:mm A')}`
    : `${product} for ${kit.site.name}`;
}
