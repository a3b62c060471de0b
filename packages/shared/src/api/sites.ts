/** Site contracts (spec 000 §3 Site, §7 GET /api/site). */
import { z } from 'zod';
import { objectIdSchema } from './common';

export const scoreValue = z.object({ ts: z.string(), val: z.number() });

export const site = z.object({
  objectId: z.string(),
  projectId: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  address: z.string(),
  logo: z.object({ url: z.string() }).nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  timeZone: z.string(),
  aqEnabled: z.boolean(),
  canBeScheduled: z.boolean(),
  commanderLicenseId: z.string().nullable(),
  activeAlertsCount: z.number().int(),
  scoreOA: z.object({ curScore: z.number().nullable() }),
  uiCurvalUpdateInterval: z.number().int().nullable(),
  firstDataDate: z.string().nullable(),
  onboarded: z.boolean(),
  createdAt: z.string(),
});
export type Site = z.infer<typeof site>;

export const getSiteQuery = z.object({ siteId: objectIdSchema });
export const getSiteResponse = z.object({ site });
