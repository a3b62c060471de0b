/** Dashboard contracts (spec 001 §3 Dashboard): the list the side navigator and selection read. */
import { z } from 'zod';
import { objectIdSchema } from './common';

export const dashboardLevelSchema = z.enum(['project', 'site', 'zone']);

export const dashboardSummary = z.object({
  objectId: z.string(),
  name: z.string(),
  level: dashboardLevelSchema,
  scope: z.string().nullable(),
  /** The default site and zone of the dashboard. */
  siteId: z.string().nullable(),
  zoneId: z.string().nullable(),
  updatedAt: z.string(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const projectIdParams = z.object({ projectId: objectIdSchema });
export const listDashboardsResponse = z.object({ results: z.array(dashboardSummary) });
