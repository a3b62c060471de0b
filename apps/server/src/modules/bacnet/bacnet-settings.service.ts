/**
 * A site's BACnet/IP settings (issue 21), read and saved for the admins of the site's project;
 * a site never configured has the rules' defaults, switched off. Saving writes an audit entry
 * (old and new settings) and tells the building systems, so the site's next use of its system
 * connects as now configured. The poller reads every enabled site's settings the same way.
 */
import { eq } from 'drizzle-orm';
import {
  bacnetSettings,
  DEFAULT_BACNET_SETTINGS,
  type BacnetSettings,
  type BacnetSettingsBody,
} from '@airboard/shared/api';
import { inBacnetNetworks } from '@airboard/shared/rules';
import type { BuildingSystems } from '../../bas/building-systems';
import type { Database } from '../../db/connect';
import { auditLog, siteBacnetSettings, sites } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';

/**
 * Refuses settings that would send BACnet outside the networks the deployment allows
 * (BACNET_NETWORKS): an admin of one project must not aim the server at any host it can reach.
 */
export function checkBacnetReach(body: BacnetSettingsBody, networks: readonly string[]): void {
  const addresses = [body.broadcastAddress, body.bbmdAddress, ...body.targetAddresses];
  const outside = addresses.find((a) => a !== null && !inBacnetNetworks(a, networks));
  if (outside) {
    throw new HttpError(
      400,
      `${outside} is outside the networks this server may reach over BACnet (${networks.join(', ')})`,
    );
  }
}

/** The refusal for members who do not administer the site's project. */
export const BACNET_ADMINS_ONLY = 'Only admins may change BACnet settings';

type SettingsRow = typeof siteBacnetSettings.$inferSelect;

/** The row as the API tells it: the settings and nothing else (the contract drops the rest). */
function settingsOf(row: SettingsRow | undefined): BacnetSettings {
  return row
    ? bacnetSettings.parse({ ...row, updatedAt: row.updatedAt.toISOString() })
    : DEFAULT_BACNET_SETTINGS;
}

export async function readBacnetSettings(db: Database, siteId: string): Promise<BacnetSettings> {
  const [row] = await db
    .select()
    .from(siteBacnetSettings)
    .where(eq(siteBacnetSettings.siteId, siteId));
  return settingsOf(row);
}

/** Every site whose BACnet settings are enabled, with its link and the settings. */
export async function readEnabledBacnetSites(
  db: Database,
): Promise<{ siteId: string; commanderLicenseId: string | null; settings: BacnetSettings }[]> {
  const rows = await db
    .select({ row: siteBacnetSettings, commanderLicenseId: sites.commanderLicenseId })
    .from(siteBacnetSettings)
    .innerJoin(sites, eq(sites.id, siteBacnetSettings.siteId))
    .where(eq(siteBacnetSettings.enabled, true));
  return rows.map(({ row, commanderLicenseId }) => ({
    siteId: row.siteId,
    commanderLicenseId,
    settings: settingsOf(row),
  }));
}

/**
 * Saves the site's settings (all of them: a PUT replaces) with an audit entry by `userId` (null:
 * the server itself, the demo), and has the building systems use them.
 */
export async function saveBacnetSettings(
  db: Database,
  systems: BuildingSystems,
  by: { userId: string | null; projectId: string },
  siteId: string,
  body: BacnetSettingsBody,
): Promise<BacnetSettings> {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(siteBacnetSettings)
      .where(eq(siteBacnetSettings.siteId, siteId))
      .for('update');
    const values = { ...body, updatedAt: new Date() };
    const [row] = await tx
      .insert(siteBacnetSettings)
      .values({ siteId, ...values })
      .onConflictDoUpdate({ target: siteBacnetSettings.siteId, set: values })
      .returning();
    const after = settingsOf(row);
    await tx.insert(auditLog).values({
      userId: by.userId,
      projectId: by.projectId,
      action: 'site.bacnet.update',
      objectType: 'site',
      objectId: siteId,
      oldValue: before ? settingsOf(before) : null,
      newValue: after,
    });
    return after;
  });
  systems.useBacnetSettings(siteId, saved);
  return saved;
}
