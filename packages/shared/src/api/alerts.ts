/**
 * Alert contracts (spec 000 §3 Alert, §7 alerts and acknowledge): a site's open or recently
 * cleared alerts, newest first, and the acknowledgement of one.
 */
import { z } from 'zod';
import { namedRef, objectIdSchema, safeText } from './common';

export const alertTypeValues = ['critical', 'warning', 'info'] as const;
export type AlertTypeName = (typeof alertTypeValues)[number];

/** Event types an event sensor reports and an event alert matches (spec 000 §9). */
export const eventTypes = [
  'gunshot',
  'help',
  'motion',
  'THC',
  'tamper',
  'aggression',
  'vape',
  'vape masking',
] as const;
export type EventType = (typeof eventTypes)[number];

export const alertsQuery = z.object({
  /** true (default): open alerts; false: alerts cleared in the last 30 days. */
  isActive: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export const alertDto = z.object({
  objectId: z.string(),
  isActive: z.boolean(),
  startedAt: z.string(),
  clearedAt: z.string().nullable(),
  /** Why it cleared, when not because its condition stopped: a more severe alert took over. */
  clearedReason: z.enum(['superseded']).nullable(),
  /** The reading that opened the alert. */
  value: z.number().nullable(),
  alertConfig: z.object({
    objectId: z.string(),
    alertType: z.enum(alertTypeValues),
    message: z.string(),
    condition: z.enum(['above', 'below', 'equals', 'event']),
    threshold: z.number().nullable(),
    eventType: z.string().nullable(),
  }),
  measurement: z.object({
    objectId: z.string(),
    name: z.string(),
    type: z.string(),
    unit: z.string(),
    zone: namedRef.nullable(),
  }),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: namedRef.nullable(),
  acknowledgeComment: z.string().nullable(),
});
export type AlertDto = z.infer<typeof alertDto>;
/** Newest first. */
export const alertsResponse = z.object({ alerts: z.array(alertDto) });
export type AlertsResponse = z.infer<typeof alertsResponse>;
/** How far back GET …/alerts?isActive=false looks. */
export const CLEARED_ALERTS_WINDOW_DAYS = 30;

export const alertParams = z.object({ siteId: objectIdSchema, alertId: objectIdSchema });
export const acknowledgeAlertBody = z.object({ comment: safeText().trim().max(1000).default('') });
export const acknowledgeAlertResponse = z.object({ alert: alertDto });
