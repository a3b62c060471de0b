// The BACnet dialog's fields as typed (text), checked with the shared rules the server applies, so
// an admin sees what is wrong next to the field before anything is sent. The networks the
// deployment allows are the server's alone: a refused address comes back as its 400.
import type { BacnetSettings, BacnetSettingsBody } from '@airboard/shared/api';
import {
  BACNET_APDU_TIMEOUT_MS_RANGE,
  BACNET_DEVICE_INSTANCE_RANGE,
  BACNET_MAX_CONCURRENT_REQUESTS_RANGE,
  BACNET_MAX_TARGET_ADDRESSES,
  BACNET_POLL_INTERVAL_S_RANGE,
  BACNET_PORT_RANGE,
  BACNET_RESERVED_WRITE_PRIORITY,
  BACNET_WRITE_PRIORITY_RANGE,
  isBacnetAddress,
  isBacnetWritePriority,
  isIpv4Address,
} from '@airboard/shared/rules';

export type BacnetForm = {
  enabled: boolean;
  localAddress: string;
  localPort: string;
  broadcastAddress: string;
  /** One address a line. */
  targetAddresses: string;
  bbmdAddress: string;
  deviceInstanceMin: string;
  deviceInstanceMax: string;
  apduTimeoutMs: string;
  maxConcurrentRequests: string;
  pollIntervalS: string;
  writePriority: string;
  readOnly: boolean;
};

export type BacnetTextField = {
  [K in keyof BacnetForm]: BacnetForm[K] extends string ? K : never;
}[keyof BacnetForm];

export type BacnetFormErrors = Partial<Record<BacnetTextField, string>>;

export function bacnetForm(settings: BacnetSettings): BacnetForm {
  return {
    enabled: settings.enabled,
    localAddress: settings.localAddress,
    localPort: String(settings.localPort),
    broadcastAddress: settings.broadcastAddress ?? '',
    targetAddresses: settings.targetAddresses.join('\n'),
    bbmdAddress: settings.bbmdAddress ?? '',
    deviceInstanceMin: String(settings.deviceInstanceMin),
    deviceInstanceMax: String(settings.deviceInstanceMax),
    apduTimeoutMs: String(settings.apduTimeoutMs),
    maxConcurrentRequests: String(settings.maxConcurrentRequests),
    pollIntervalS: String(settings.pollIntervalS),
    writePriority: String(settings.writePriority),
    readOnly: settings.readOnly,
  };
}

type Range = { readonly min: number; readonly max: number };

/** The ranges the number fields take, which their hints show. */
export const bacnetRanges = {
  localPort: BACNET_PORT_RANGE,
  deviceInstanceMin: BACNET_DEVICE_INSTANCE_RANGE,
  deviceInstanceMax: BACNET_DEVICE_INSTANCE_RANGE,
  apduTimeoutMs: BACNET_APDU_TIMEOUT_MS_RANGE,
  maxConcurrentRequests: BACNET_MAX_CONCURRENT_REQUESTS_RANGE,
  pollIntervalS: BACNET_POLL_INTERVAL_S_RANGE,
  writePriority: BACNET_WRITE_PRIORITY_RANGE,
} as const satisfies Partial<Record<BacnetTextField, Range>>;

type NumberField = keyof typeof bacnetRanges;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const wholeNumber = (text: string): number | null =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;

const ADDRESS_HINT = 'an IPv4 address with an optional port, e.g. 192.168.1.20:47808';

function numberProblem(field: NumberField, text: string): string | null {
  const { min, max } = bacnetRanges[field];
  const n = wholeNumber(text);
  return n === null || n < min || n > max ? `Enter a whole number from ${min} to ${max}` : null;
}

function addressProblem(text: string): string | null {
  const address = text.trim();
  return address === '' || isBacnetAddress(address) ? null : `Enter ${ADDRESS_HINT}`;
}

/** What is wrong with each field, by field; empty when the form can be saved. */
export function bacnetFormErrors(form: BacnetForm): BacnetFormErrors {
  const errors: BacnetFormErrors = {};
  for (const field of Object.keys(bacnetRanges) as NumberField[]) {
    const problem = numberProblem(field, form[field]);
    if (problem !== null) {
      errors[field] = problem;
    }
  }
  if (!isIpv4Address(form.localAddress.trim())) {
    errors.localAddress = 'Enter an IPv4 address, e.g. 0.0.0.0 for every interface';
  }
  for (const field of ['broadcastAddress', 'bbmdAddress'] as const) {
    const problem = addressProblem(form[field]);
    if (problem !== null) {
      errors[field] = problem;
    }
  }
  const targets = lines(form.targetAddresses);
  const wrong = targets.find((t) => !isBacnetAddress(t));
  if (wrong !== undefined) {
    errors.targetAddresses = `“${wrong}” is not ${ADDRESS_HINT}`;
  } else if (targets.length > BACNET_MAX_TARGET_ADDRESSES) {
    errors.targetAddresses = `At most ${BACNET_MAX_TARGET_ADDRESSES} addresses`;
  } else if (
    form.enabled &&
    targets.length === 0 &&
    form.broadcastAddress.trim() === '' &&
    form.bbmdAddress.trim() === ''
  ) {
    errors.targetAddresses =
      'When on, give a broadcast address, a BBMD or at least one target address';
  }
  // In range but not allowed: the one priority the controller keeps for itself.
  if (errors.writePriority === undefined && !isBacnetWritePriority(Number(form.writePriority))) {
    errors.writePriority = `Priority ${BACNET_RESERVED_WRITE_PRIORITY} (minimum on/off) is the controller’s own`;
  }
  const min = wholeNumber(form.deviceInstanceMin);
  const max = wholeNumber(form.deviceInstanceMax);
  if (errors.deviceInstanceMin === undefined && min !== null && max !== null && min > max) {
    errors.deviceInstanceMin = 'Must not be above the highest instance';
  }
  return errors;
}

const optionalAddress = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body a form without errors saves. */
export function bacnetBody(form: BacnetForm): BacnetSettingsBody {
  return {
    enabled: form.enabled,
    localAddress: form.localAddress.trim(),
    localPort: Number(form.localPort),
    broadcastAddress: optionalAddress(form.broadcastAddress),
    targetAddresses: lines(form.targetAddresses),
    bbmdAddress: optionalAddress(form.bbmdAddress),
    deviceInstanceMin: Number(form.deviceInstanceMin),
    deviceInstanceMax: Number(form.deviceInstanceMax),
    apduTimeoutMs: Number(form.apduTimeoutMs),
    maxConcurrentRequests: Number(form.maxConcurrentRequests),
    pollIntervalS: Number(form.pollIntervalS),
    writePriority: Number(form.writePriority),
    readOnly: form.readOnly,
  };
}
