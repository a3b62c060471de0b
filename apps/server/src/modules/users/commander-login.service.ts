/**
 * Building-automation sign-in (spec 002 §2, §5; security requirement 10): the hand-over JWT the
 * building-automation system signed is verified (HS256 only, exp/iat/iss/aud required, at most 10
 * minutes old) and its jti used once (stored in consumed_tokens). The subject is the user's
 * e-mail; the site is named by its building-automation license (licenseId) or its id (siteId).
 */
import { eq } from 'drizzle-orm';
import { jwtVerify, type JWTPayload } from 'jose';
import { messages } from '@airboard/shared/messages';
import type { Database } from '../../db/connect';
import { consumedTokens, sites } from '../../db/schema/index';
import { startSession } from '../../auth/sessions';
import { forbidden, unauthorized } from '../../lib/http-error';
import type { Role } from '@airboard/shared';
import { memberRole } from '../../plugins/access';
import { findUserByEmail, normalizeEmail, type UserRow } from './sign-in.service';

export const COMMANDER_TOKEN_MAX_AGE = '10m';

export interface HandOverKey {
  /** The HS256 secret; without one every hand-over is refused. */
  key: Uint8Array | null;
  issuer: string;
  audience: string;
}

/** The claims of a valid, first-used hand-over token; 401 for anything else. */
async function verifiedClaims(
  db: Database,
  verifier: HandOverKey,
  token: string,
): Promise<JWTPayload> {
  if (!verifier.key) {
    throw unauthorized(messages.invalidToken);
  }
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, verifier.key, {
      algorithms: ['HS256'],
      issuer: verifier.issuer,
      audience: verifier.audience,
      maxTokenAge: COMMANDER_TOKEN_MAX_AGE,
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
    }));
  } catch {
    throw unauthorized(messages.invalidToken);
  }
  const { jti, sub, exp } = claims;
  if (!jti || !sub || !exp) {
    throw unauthorized(messages.invalidToken);
  }
  const [fresh] = await db
    .insert(consumedTokens)
    .values({ kind: 'commander-jwt', tokenId: jti, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing()
    .returning();
  if (!fresh) {
    throw unauthorized(messages.invalidToken);
  }
  return claims;
}

/** A session for the token's user, in the project of the site it names (403 without access). */
export async function handOverSession(
  db: Database,
  verifier: HandOverKey,
  token: string,
): Promise<{
  token: string;
  user: UserRow;
  siteId: string | null;
  projectId: string | null;
  /** The user's role in that project. */
  role: Role | null;
}> {
  const claims = await verifiedClaims(db, verifier, token);
  const email = normalizeEmail(claims.sub);
  const user = email ? await findUserByEmail(db, email) : undefined;
  const licenseId = typeof claims.licenseId === 'string' ? claims.licenseId : null;
  const siteId = typeof claims.siteId === 'string' ? claims.siteId : null;
  const siteFilter = licenseId
    ? eq(sites.commanderLicenseId, licenseId)
    : siteId
      ? eq(sites.id, siteId)
      : null;
  const [site] = siteFilter ? await db.select().from(sites).where(siteFilter).limit(1) : [];
  const role = user && site ? await memberRole(db, user.id, site.projectId) : null;
  if (!user || (site && !role)) {
    throw forbidden(messages.commanderNoAccess);
  }
  return {
    token: await startSession(db, user.id, site?.projectId ?? null),
    user,
    siteId: site?.id ?? null,
    projectId: site?.projectId ?? null,
    role,
  };
}
