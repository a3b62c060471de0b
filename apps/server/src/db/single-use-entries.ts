/**
 * Short-lived, single-use entries (db/schema/accounts.ts, single_use_entries): each lives for its
 * store's lifetime and is handed out once, by whichever server process the browser comes back to —
 * a Google sign-in's state, a report CSV's download ticket. Keys are secrets the browser holds, so
 * only their SHA-256 is stored.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from './connect';
import { singleUseEntries } from './schema/index';

const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

export class SingleUseEntries<Schema extends z.ZodType> {
  constructor(
    private readonly db: Database,
    /** What the entries are (one kind per store), e.g. 'google-flow'. */
    private readonly kind: string,
    /** The shape of an entry, checked when it is taken back. */
    private readonly schema: Schema,
    readonly lifetimeMs: number,
  ) {}

  /** Stores the entry under the key; returns when it expires. */
  async set(key: string, value: z.input<Schema>): Promise<Date> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.lifetimeMs);
    // Expired entries go when a new one comes, so abandoned ones do not pile up between the
    // retention job's runs.
    await this.db
      .delete(singleUseEntries)
      .where(and(eq(singleUseEntries.kind, this.kind), lt(singleUseEntries.expiresAt, now)));
    await this.db
      .insert(singleUseEntries)
      .values({ kind: this.kind, keyHash: hashOf(key), value, expiresAt });
    return expiresAt;
  }

  /**
   * The entry, removed in one statement (two processes given the same key cannot both have it):
   * null when absent, already taken or expired.
   */
  async take(key: string): Promise<z.output<Schema> | null> {
    const [row] = await this.db
      .delete(singleUseEntries)
      .where(and(eq(singleUseEntries.kind, this.kind), eq(singleUseEntries.keyHash, hashOf(key))))
      .returning();
    return row && row.expiresAt.getTime() > Date.now() ? this.schema.parse(row.value) : null;
  }
}
