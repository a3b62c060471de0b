/**
 * How a measurement's live value reads (spec 000 §8, §9): numbers rounded to 2 decimals with
 * their unit, booleans as their active/inactive texts, multi-state values by name, "--" without a
 * value; and when a sensor counts as inactive (no reading within the connected window).
 */
import { messages } from '../messages';
import { DEVICE_CONNECTED_WINDOW_MS } from './constants';
import { roundValue } from './format';

export interface DisplayableMeasurement {
  kind: 'Number' | 'Bool' | 'String';
  curVal: number | null;
  unit: string;
  activeText: string | null;
  inactiveText: string | null;
  multiStateValues: string[] | null;
}

export interface MeasurementReading {
  /** The value as text, without the unit. */
  value: string;
  /** The unit to show after it, or '' (booleans and states have none). */
  unit: string;
}

export function measurementReading(m: DisplayableMeasurement): MeasurementReading {
  if (m.curVal === null) {
    return { value: messages.noValue, unit: '' };
  }
  if (m.kind === 'Bool') {
    const on = m.curVal !== 0;
    return { value: (on ? m.activeText : m.inactiveText) ?? (on ? 'On' : 'Off'), unit: '' };
  }
  const state = m.multiStateValues?.[Math.round(m.curVal)];
  if (state !== undefined) {
    return { value: state, unit: '' };
  }
  return { value: String(roundValue(m.curVal)), unit: m.unit };
}

/** A sensor is inactive when it has reported before but not within the connected window. */
export function isSensorInactive(lastReadingAt: string | null, now: Date): boolean {
  if (lastReadingAt === null) {
    return false;
  }
  return now.getTime() - new Date(lastReadingAt).getTime() > DEVICE_CONNECTED_WINDOW_MS;
}
