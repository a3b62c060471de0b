/**
 * One-time set-password links, shared by password reset and signup verification: a random token
 * stored hashed in password_reset_tokens, e-mailed as /login?resetPasswordToken=…&username=… in
 * the brand of the request's host.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect';
import { hashToken, newObjectId, newSecretToken } from '../../db/ids';
import { passwordResetTokens } from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import type { MailContent } from '../../mail/templates';
import { resolveBrand, type ResolvedBrand } from '../branding/branding.service';
import { linkBase } from './mail-links';

export interface PasswordMailDeps {
  db: Database;
  mailer: Mailer;
  mailFrom: string;
  publicUrl: string;
}

/** Stores a new one-time token for the user and returns it (the only time it exists in clear). */
export async function issuePasswordToken(
  db: Database,
  userId: string,
  lifetimeMs: number,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(passwordResetTokens).values({
    id: newObjectId(),
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

export async function mailPasswordLink(
  deps: PasswordMailDeps,
  request: FastifyRequest,
  email: string,
  token: string,
  template: (brand: ResolvedBrand, url: string) => MailContent,
): Promise<void> {
  const brand = await resolveBrand(deps.db, { hostname: request.hostname });
  const query = new URLSearchParams({ resetPasswordToken: token, username: email });
  const url = `${linkBase(request, brand, deps.publicUrl)}/login?${query.toString()}`;
  await deps.mailer.send({ to: email, from: deps.mailFrom, ...template(brand, url) });
}
