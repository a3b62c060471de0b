// POST /api/devices/{objectId}/onboard (spec 002 §7): a sensor goes into the room the installer
// names (made first, or the one of that name reused), a hub into its site; either is then
// onboarded with its measurements. Both writes are safe to repeat, so a Next pressed again after
// a failure sends them again as they were.
import { onboardDeviceResponse, type OnboardingDevice } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';
import { sensorNameFor } from '../lib/sensor-name';
import { createRoom } from './create-room';
import { linkHeaders } from './onboarding-link';

type Placement = { zoneId: string } | { siteId: string };

function onboardDevice(
  linkId: string,
  objectId: string,
  body: { name: string } & Placement,
): Promise<OnboardingDevice> {
  return api
    .post(`/api/devices/${encodeURIComponent(objectId)}/onboard`, body, {
      schema: onboardDeviceResponse,
      headers: linkHeaders(linkId),
    })
    .then((r) => r.results);
}

/** A hub belongs to the site as a whole; it keeps its name. */
export function onboardHub(
  linkId: string,
  hub: OnboardingDevice,
  siteId: string,
): Promise<OnboardingDevice> {
  return onboardDevice(linkId, hub.objectId, { name: hub.name, siteId });
}

/** A sensor is named after its room, which is how people find it in the device list. */
export async function onboardSensor(
  linkId: string,
  sensor: OnboardingDevice,
  siteId: string,
  room: string,
): Promise<OnboardingDevice> {
  const zone = await createRoom(linkId, siteId, room);
  return onboardDevice(linkId, sensor.objectId, {
    name: sensorNameFor(room),
    zoneId: zone.objectId,
  });
}
