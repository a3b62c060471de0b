/**
 * One-time set-password links, shared by password reset and signup verification: a random token
 * stored hashed in password_reset_tokens, e-mailed as /login?resetPasswordToken=…&username=… in
 * the brand of the request's host.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/connect';
import { hashToken, newObjectId, newSecretToken } from '../../db/ids';
import { passwordResetTokens } from '../../db/schema/index';
import type { Mailer } from '../../mail/mailer';
import type { MailContent } from '../../mail/templates';
import { resolveBrand, type ResolvedBrand } from '../branding/branding.service';
import { linkBase } from './mail-links';

export interface PasswordMailDeps {
  database: DatabaseHandle;
  /** Queues the e-mail as a durable job. */
  mailer: Mailer;
  config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>;
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
  const brand = await resolveBrand(deps.database.db, { hostname: request.hostname });
  const query = new URLSearchParams({ resetPasswordToken: token, username: email });
  const url = `${linkBase(request, brand, deps.config.PUBLIC_URL)}/login?${query.toString()}`;
  await deps.mailer.send({ to: email, from: deps.config.MAIL_FROM, ...template(brand, url) });
}
