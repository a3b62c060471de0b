// The name a sensor is given when it is onboarded: its room's, "Library Sensor", within the length
// the server takes (ONBOARDING_NAME_MAX), so a long room name still onboards its sensor.
import { ONBOARDING_NAME_MAX } from '@airboard/shared/rules';

const SUFFIX = ' Sensor';

export const sensorNameFor = (room: string): string =>
  `${room.slice(0, ONBOARDING_NAME_MAX - SUFFIX.length).trimEnd()}${SUFFIX}`;
