/** Floor contracts (spec 000 §3 Floor, §7 GET /api/sites/{siteId}/floors): plans and zone rectangles. */
import { z } from 'zod';

export const floorZoneRect = z.object({
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  name: z.string(),
});
export const floor = z.object({
  objectId: z.string(),
  name: z.string(),
  floorPlan: z.object({ url: z.string() }),
  zoneData: z.record(z.string(), floorZoneRect),
});
export type Floor = z.infer<typeof floor>;
export const getFloorsResponse = z.object({ results: z.array(floor) });
