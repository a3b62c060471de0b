// The device list's search (spec 002 §2 'Devices'): by name, model, serial number or zone.
import type { Device } from '@airboard/shared/api';

/** The devices whose name, model, serial number or zone holds the search, ignoring case. */
export function matchDevices(devices: Device[], search: string): Device[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') {
    return devices;
  }
  return devices.filter((d) =>
    [d.name, d.modelName, d.serialNumber, d.zone?.name ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
