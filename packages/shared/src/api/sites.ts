/** Site contracts (spec 000 §3 Site, §7 GET /api/site). */
import { z } from 'zod';
import { objectIdSchema, timedValue } from './common';

export const scoreTypeSchema = z.enum(['scoreOA', 'scoreAQ', 'scoreOW', 'scoreAF', 'scoreEQ']);
export type ScoreType = z.infer<typeof scoreTypeSchema>;
/** The latest score of each type a zone or site has (spec 000 §3 score types). */
export const zoneScores = z.partialRecord(scoreTypeSchema, timedValue);
export type ZoneScores = z.infer<typeof zoneScores>;

/** Colours and logos of a site's branded kiosk (002 §3); each falls back to the theme when unset. */
export const siteBranding = z.object({
  bgcolor: z.string().optional(),
  donutcolor: z.string().optional(),
  textcolor: z.string().optional(),
  iconcolor: z.string().optional(),
  logo1center: z.string().optional(),
  logo2center: z.string().optional(),
});
export type SiteBranding = z.infer<typeof siteBranding>;

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
  scores: zoneScores,
  uiCurvalUpdateInterval: z.number().int().nullable(),
  firstDataDate: z.string().nullable(),
  onboarded: z.boolean(),
  /** The branded kiosk's colours and logos (002 §3). */
  branding: siteBranding,
  createdAt: z.string(),
});
export type Site = z.infer<typeof site>;

export const getSiteQuery = z.object({ siteId: objectIdSchema });
export const getSiteResponse = z.object({ site });
