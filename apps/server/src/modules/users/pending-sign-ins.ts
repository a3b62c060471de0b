/**
 * Short-lived, single-use entries of sign-in flows in progress (db/schema/accounts.ts,
 * sign_in_flows): each lives for the store's lifetime and is handed out once, by whichever server
 * process the browser comes back to. Keys are secrets the browser holds (a flow's state, a link
 * id), so only their SHA-256 is stored.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/connect';
import { signInFlows } from '../../db/schema/index';

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

export class PendingSignIns<Schema extends z.ZodType> {
  constructor(
    private readonly db: Database,
    /** What the entries are (one kind per store), e.g. 'google-flow'. */
    private readonly kind: string,
    /** The shape of an entry, checked when it is taken back. */
    private readonly schema: Schema,
    private readonly lifetimeMs: number,
  ) {}

  async set(key: string, value: z.input<Schema>): Promise<void> {
    const now = new Date();
    // Expired entries go when a new one comes, so abandoned flows do not pile up between the
    // retention job's runs.
    await this.db
      .delete(signInFlows)
      .where(and(eq(signInFlows.kind, this.kind), lt(signInFlows.expiresAt, now)));
    await this.db.insert(signInFlows).values({
      kind: this.kind,
      keyHash: hashOf(key),
      value,
      expiresAt: new Date(now.getTime() + this.lifetimeMs),
    });
  }

  /** The entry, removed in one statement: null when absent, already taken or expired. */
  async take(key: string): Promise<z.output<Schema> | null> {
    const [row] = await this.db
      .delete(signInFlows)
      .where(and(eq(signInFlows.kind, this.kind), eq(signInFlows.keyHash, hashOf(key))))
      .returning();
    return row && row.expiresAt.getTime() >= Date.now() ? this.schema.parse(row.value) : null;
  }
}
