/**
 * The new-sensor alert (spec 000 §4): shown when any measurement was created in the last 30
 * minutes and the user did not complete the onboarding alert within the last hour.
 */
import { NEW_SENSOR_ALERT_SNOOZE_MS, NEW_SENSOR_WINDOW_MS } from './constants';

export interface NewSensorAlertInput {
  now: Date;
  measurementCreatedAt: readonly (string | Date)[];
  /** When the user last completed (dismissed) the alert, if ever. */
  alertCompletedAt: string | Date | null | undefined;
}

export function showNewSensorAlert(input: NewSensorAlertInput): boolean {
  const now = input.now.getTime();
  const hasNewSensor = input.measurementCreatedAt.some(
    (created) => now - new Date(created).getTime() <= NEW_SENSOR_WINDOW_MS,
  );
  if (!hasNewSensor) {
    return false;
  }
  if (!input.alertCompletedAt) {
    return true;
  }
  return now - new Date(input.alertCompletedAt).getTime() > NEW_SENSOR_ALERT_SNOOZE_MS;
}
