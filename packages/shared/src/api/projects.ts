/**
 * Project contracts (spec 000 §3 Project, §7 GET /api): the session's project with its sites and
 * the monitoring settings the home and site screens read.
 */
import { z } from 'zod';
import { booleanQuery } from './common';
import { site } from './sites';

/** Links and tile server the monitoring screens use; set by the server's configuration. */
export const monitoringSettings = z.object({
  mapTilesUrl: z.string(),
  mapAttribution: z.string(),
  portfolioManagerUrl: z.string().nullable(),
  alertRelayUrl: z.string().nullable(),
  /** Address template of the building-automation system, with `{licenseId}`; null when unset. */
  buildingSystemUrl: z.string().nullable(),
});
export type MonitoringSettings = z.infer<typeof monitoringSettings>;

export const homeProject = z.object({
  objectId: z.string(),
  name: z.string(),
  whitelabel: z.boolean(),
  /** The brand's powered-by footer, shown on white-label projects. */
  poweredByText: z.string().nullable(),
  mapView: z.boolean(),
  hideKiosks: z.boolean(),
  aqiWidget: z.boolean(),
  commanderLicenseId: z.string().nullable(),
});
export type HomeProject = z.infer<typeof homeProject>;

/** GET /api?slim=true: the session's project and its sites sorted by name. */
export const getProjectHomeQuery = z.object({ slim: booleanQuery });
export const getProjectHomeResponse = z.object({
  project: homeProject,
  sites: z.array(site),
  settings: monitoringSettings,
});
export type ProjectHome = z.infer<typeof getProjectHomeResponse>;
