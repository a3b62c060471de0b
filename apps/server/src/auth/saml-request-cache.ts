/**
 * node-saml's cache of AuthnRequest ids (validateInResponseTo "always"), kept in consumed_tokens
 * so a response is accepted only for a request this server made, once, and a restart between the
 * two does not lose it.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { Database } from '../db/connect';
import { consumedTokens } from '../db/schema/index';

const KIND = 'saml-request';
/** How long the identity provider has to answer a request. */
export const SAML_REQUEST_LIFETIME_MS = 10 * 60_000;

export function samlRequestCache(db: Database): CacheProvider {
  const key = (id: string) => and(eq(consumedTokens.kind, KIND), eq(consumedTokens.tokenId, id));
  return {
    async saveAsync(id: string, value: string): Promise<CacheItem | null> {
      const [row] = await db
        .insert(consumedTokens)
        .values({
          kind: KIND,
          tokenId: id,
          expiresAt: new Date(Date.now() + SAML_REQUEST_LIFETIME_MS),
        })
        .onConflictDoNothing()
        .returning();
      return row ? { value, createdAt: Date.now() } : null;
    },
    async getAsync(id: string): Promise<string | null> {
      const [row] = await db
        .select()
        .from(consumedTokens)
        .where(and(key(id), gt(consumedTokens.expiresAt, new Date())))
        .limit(1);
      return row ? row.expiresAt.toISOString() : null;
    },
    async removeAsync(id: string | null): Promise<string | null> {
      if (id === null) {
        return null;
      }
      const [row] = await db.delete(consumedTokens).where(key(id)).returning();
      return row ? row.expiresAt.toISOString() : null;
    },
  };
}

/** Records a one-time id (a SAML assertion id); false when it was already used. */
export async function consumeOnce(
  db: Database,
  kind: string,
  id: string,
  expiresAt: Date,
): Promise<boolean> {
  const [row] = await db
    .insert(consumedTokens)
    .values({ kind, tokenId: id, expiresAt })
    .onConflictDoNothing()
    .returning();
  return row !== undefined;
}
