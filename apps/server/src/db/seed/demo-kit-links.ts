/**
 * The demo kits' onboarding links that main.ts prints at start-up beside the demo accounts (issue
 * 16). Read from the database at each start, not remembered from the demo load, so the printed
 * link is the one that works now: a re-issued link shows its new id, and a kit revoked or
 * finished is no longer offered.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../connect';
import { kits } from '../schema/index';

/** The link ids of the simulated kits whose wizard is open and not yet done, oldest first. */
export async function openDemoKitLinkIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ linkId: kits.onboardingToken })
    .from(kits)
    .where(and(eq(kits.simulated, true), isNull(kits.revokedAt), isNull(kits.completedAt)))
    .orderBy(asc(kits.createdAt), asc(kits.id));
  return rows.map((r) => r.linkId);
}
