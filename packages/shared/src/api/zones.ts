/** Zone contracts (spec 000 §3 Zone, §7 GET /api/zones): a site's zones with scores and alerts. */
import { z } from 'zod';
import { booleanQuery, objectIdSchema } from './common';
import { measurement } from './measurements';
import { zoneScores } from './sites';

export const zone = z.object({
  objectId: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
  source: z.string().nullable(),
  siteId: z.string(),
  activeAlertsCount: z.number().int(),
  scores: zoneScores,
  /** Sensors in the zone by the spec's sensor-count rule (rules/sensor-count.ts). */
  sensorCount: z.number().int(),
  measurements: z.array(measurement).optional(),
});
export type Zone = z.infer<typeof zone>;

export const getZonesQuery = z.object({ siteId: objectIdSchema, withMeasurements: booleanQuery });
export const getZonesResponse = z.object({ results: z.array(zone) });
