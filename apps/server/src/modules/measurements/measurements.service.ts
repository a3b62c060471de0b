/**
 * Admin renames of measurements and sections (spec 000 §4 edit mode): admin and superAdmin only,
 * each change written to the audit log with the old and new value.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { auditLog, measurements } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';

/** The refusal for members who do not administer the project (routes check the role). */
export const EDITORS_ONLY = 'Only admins may edit names';

export async function renameMeasurement(
  db: Database,
  auth: AuthContext,
  target: { measurement: typeof measurements.$inferSelect; projectId: string },
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(measurements)
      .set({ name, updatedAt: new Date() })
      .where(eq(measurements.id, target.measurement.id));
    await tx.insert(auditLog).values({
      userId: auth.userId,
      projectId: target.projectId,
      action: 'measurement.rename',
      objectType: 'measurement',
      objectId: target.measurement.id,
      oldValue: { name: target.measurement.name },
      newValue: { name },
    });
  });
}

export interface SectionRename {
  siteId: string;
  projectId: string;
  zoneId: string | null;
  oldName: string;
  name: string;
}

/** Renames a section of a zone (or of the site's unzoned list); returns how many moved. */
export async function renameSection(
  db: Database,
  auth: AuthContext,
  rename: SectionRename,
): Promise<number> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(measurements)
      .set({ section: rename.name, updatedAt: new Date() })
      .where(
        and(
          eq(measurements.siteId, rename.siteId),
          rename.zoneId === null
            ? isNull(measurements.zoneId)
            : eq(measurements.zoneId, rename.zoneId),
          eq(measurements.section, rename.oldName),
        ),
      )
      .returning({ id: measurements.id });
    if (moved.length > 0) {
      await tx.insert(auditLog).values({
        userId: auth.userId,
        projectId: rename.projectId,
        action: 'section.rename',
        objectType: rename.zoneId === null ? 'site' : 'zone',
        objectId: rename.zoneId ?? rename.siteId,
        oldValue: { section: rename.oldName },
        newValue: { section: rename.name },
      });
    }
    return moved.length;
  });
}
