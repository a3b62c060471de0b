// What the wizard says of a site's BACnet discovery: how far a running one is ("Device 12 of 40,
// 380 points"), what the wizard maps from, and how the last one ended.
import type { BacnetDiscovery } from '@airboard/shared/api';
import { plural } from '../../../lib/plural';

/** The running discovery's progress; before any device answered, that it is looking. */
export function discoveryProgress(discovery: BacnetDiscovery): string {
  if (discovery.devicesTotal === 0) {
    return 'Looking for devices…';
  }
  const device = Math.min(discovery.devicesDone + 1, discovery.devicesTotal);
  return `Device ${device} of ${discovery.devicesTotal}, ${plural(discovery.pointsFound, 'point')}`;
}

/** What the wizard maps from: the devices and points of the last discovery that completed. */
export function discoveredSummary(discovery: BacnetDiscovery): string {
  return `${plural(discovery.devicesKnown, 'device')}, ${plural(discovery.pointsKnown, 'point')}`;
}

/** The share of the devices read, for a progress bar (0 while none has answered). */
export function discoveryPercent(discovery: BacnetDiscovery): number {
  return discovery.devicesTotal === 0
    ? 0
    : Math.round((100 * discovery.devicesDone) / discovery.devicesTotal);
}
