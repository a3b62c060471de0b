/**
 * Ingest keys: admins create one per site or per device (the key is shown once; only its SHA-256
 * is stored), list them and revoke them. A revoked key stops working at once.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ingestKeyDto } from '@airboard/shared/api';
import { canAdminister } from '@airboard/shared/rules';
import type { DatabaseHandle } from '../../db/connect';
import { hashToken, newObjectId, newSecretToken } from '../../db/ids';
import { devices, ingestKeys, sites } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';
import { isMember } from '../../plugins/access';
import { forbidden, notFound } from '../../lib/http-error';

type IngestKeyDto = z.infer<typeof ingestKeyDto>;

export function requireAdmin(auth: AuthContext): AuthContext & { projectId: string } {
  if (!canAdminister(auth.role) || !auth.projectId) {
    throw forbidden('Only administrators manage ingest keys');
  }
  return { ...auth, projectId: auth.projectId };
}

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
  // Another project's site is a 404 for everyone; only then does the role matter.
  if (!owner || !(await isMember(db, auth.userId, owner.projectId))) {
    throw notFound(input.siteId ? 'Site not found' : 'Device not found');
  }
  const admin = requireAdmin(auth);
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
      createdBy: admin.userId,
    })
    .returning();
  return { ...toDto(row!), key };
}

export async function listIngestKeys(database: DatabaseHandle, auth: AuthContext) {
  const admin = requireAdmin(auth);
  const rows = await database.db
    .select()
    .from(ingestKeys)
    .where(eq(ingestKeys.projectId, admin.projectId))
    .orderBy(ingestKeys.createdAt);
  return rows.map(toDto);
}

export async function revokeIngestKey(database: DatabaseHandle, auth: AuthContext, keyId: string) {
  const [row] = await database.db.select().from(ingestKeys).where(eq(ingestKeys.id, keyId));
  if (!row || !(await isMember(database.db, auth.userId, row.projectId))) {
    throw notFound('Ingest key not found');
  }
  requireAdmin(auth);
  const [revoked] = await database.db
    .update(ingestKeys)
    .set({ revokedAt: row.revokedAt ?? new Date() })
    .where(eq(ingestKeys.id, keyId))
    .returning();
  return toDto(revoked!);
}
