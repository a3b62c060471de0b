// The BACnet section's sentence: off, or where the site's node asks for devices, which instances
// are the site's, how often it reads and the priority it writes at — what an admin checks before
// opening the settings.
import type { BacnetSettings } from '@airboard/shared/api';

const list = (items: readonly string[]) =>
  items.length <= 2
    ? items.join(' and ')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Where Who-Is goes: the target addresses, the broadcast address, or both. */
function askedWhere({ targetAddresses, broadcastAddress }: BacnetSettings): string {
  const where = [];
  if (targetAddresses.length > 0) {
    where.push(list(targetAddresses));
  }
  if (broadcastAddress !== null) {
    where.push(`the broadcast address ${broadcastAddress}`);
  }
  return where.join(' and ');
}

export function bacnetSummary(settings: BacnetSettings): string {
  if (!settings.enabled) {
    return 'Off: this site is not read over BACnet/IP.';
  }
  const where = askedWhere(settings);
  const bbmd = settings.bbmdAddress;
  // A site reached through its BBMD alone asks the network behind it.
  const asked =
    bbmd === null
      ? where
      : where === ''
        ? `the network behind the BBMD ${bbmd} (as a foreign device)`
        : `${where}, registered as a foreign device with the BBMD ${bbmd},`;
  const writes = settings.readOnly
    ? 'Read only: nothing is written to its devices.'
    : `Writes go in at priority ${settings.writePriority}.`;
  return (
    `On: asks ${asked} for devices ${settings.deviceInstanceMin} to ` +
    `${settings.deviceInstanceMax}, and reads their mapped points every ${settings.pollIntervalS} s. ` +
    writes
  );
}
