/** Sites as the API shows them (spec 000 §3): database rows → the Site contract. */
import type { Site } from '@airboard/shared/api';
import type { sites } from '../../db/schema/index';

export function toSiteDto(row: typeof sites.$inferSelect): Site {
  return {
    objectId: row.id,
    projectId: row.projectId,
    name: row.name,
    shortName: row.shortName,
    address: row.address,
    logo: row.logoUrl ? { url: row.logoUrl } : null,
    location:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    timeZone: row.timeZone,
    aqEnabled: row.aqEnabled,
    canBeScheduled: row.canBeScheduled,
    commanderLicenseId: row.commanderLicenseId,
    activeAlertsCount: row.activeAlertsCount,
    scoreOA: { curScore: row.scores.scoreOA?.val ?? null },
    scores: row.scores,
    uiCurvalUpdateInterval: row.uiCurvalUpdateInterval,
    firstDataDate: row.firstDataDate?.toISOString() ?? null,
    onboarded: row.onboarded,
    branding: row.branding,
    createdAt: row.createdAt.toISOString(),
  };
}
