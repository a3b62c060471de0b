/**
 * Ingest keys: admins create one per site or per device (the key is shown once; only its SHA-256
 * is stored), list them and revoke them. A revoked key stops working at once.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ingestKeyDto } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { hashToken, newObjectId, newSecretToken } from '../../db/ids';
import { devices, ingestKeys, sites } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';
import { administeredSessionProject, memberRole, requireAdministrator } from '../../plugins/access';
import { notFound } from '../../lib/http-error';

type IngestKeyDto = z.infer<typeof ingestKeyDto>;

const ADMINS_ONLY = 'Only administrators manage ingest keys';

const toDto = (row: typeof ingestKeys.$inferSelect): IngestKeyDto => ({
  objectId: row.id,
  name: row.name,
  siteId: row.siteId,
  deviceId: row.deviceId,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function createIngestKey(
  database: DatabaseHandle,
  auth: AuthContext,
  input: { name: string; siteId?: string | undefined; deviceId?: string | undefined },
): Promise<IngestKeyDto & { key: string }> {
  const { db } = database;
  const [owner] = input.siteId
    ? await db.select({ projectId: sites.projectId }).from(sites).where(eq(sites.id, input.siteId))
    : await db
        .select({ projectId: devices.projectId })
        .from(devices)
        .where(eq(devices.id, input.deviceId ?? ''));
  // Another project's site is a 404 for everyone; only then does the role there matter.
  const role = owner ? await memberRole(db, auth.userId, owner.projectId) : null;
  if (!owner || !role) {
    throw notFound(input.siteId ? 'Site not found' : 'Device not found');
  }
  requireAdministrator(role, ADMINS_ONLY);
  const key = `abk_${newSecretToken()}`;
  const [row] = await db
    .insert(ingestKeys)
    .values({
      id: newObjectId(),
      projectId: owner.projectId,
      siteId: input.siteId ?? null,
      deviceId: input.deviceId ?? null,
      name: input.name,
      keyHash: hashToken(key),
      createdBy: auth.userId,
    })
    .returning();
  return { ...toDto(row!), key };
}

export async function listIngestKeys(database: DatabaseHandle, auth: AuthContext) {
  const { projectId } = administeredSessionProject(auth, ADMINS_ONLY);
  const rows = await database.db
    .select()
    .from(ingestKeys)
    .where(eq(ingestKeys.projectId, projectId))
    .orderBy(ingestKeys.createdAt);
  return rows.map(toDto);
}

export async function revokeIngestKey(database: DatabaseHandle, auth: AuthContext, keyId: string) {
  const [row] = await database.db.select().from(ingestKeys).where(eq(ingestKeys.id, keyId));
  const role = row ? await memberRole(database.db, auth.userId, row.projectId) : null;
  if (!row || !role) {
    throw notFound('Ingest key not found');
  }
  requireAdministrator(role, ADMINS_ONLY);
  const [revoked] = await database.db
    .update(ingestKeys)
    .set({ revokedAt: row.revokedAt ?? new Date() })
    .where(eq(ingestKeys.id, keyId))
    .returning();
  return toDto(revoked!);
}
