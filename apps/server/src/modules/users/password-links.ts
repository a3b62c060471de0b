/**
 * One-time set-password links, shared by password reset and signup verification: a random token
 * stored hashed in password_reset_tokens, e-mailed as /login?resetPasswordToken=…&username=… in
 * the brand of the request's host. The token is minted when the e-mail job sends the message.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { passwordResetTokens } from '../../db/schema/index';
import { ONE_TIME_TOKEN_SLOT, sealedTokenHash, type MailQueue } from '../../jobs/email-job';
import type { MailContent } from '../../mail/templates';
import { resolveBrand, type ResolvedBrand } from '../branding/branding.service';
import { linkBase } from '../branding/brand-links.service';

export interface PasswordMailDeps {
  database: DatabaseHandle;
  /** Queues the e-mail as a durable job. */
  mailer: MailQueue;
  config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>;
}

/**
 * Stores a one-time token row for the user and returns its id. Its token is minted when the
 * e-mail is sent (jobs/email-job.ts), so no usable link sits in the job queue.
 */
export async function openPasswordToken(
  db: Database,
  userId: string,
  lifetimeMs: number,
): Promise<string> {
  const id = newObjectId();
  await db.insert(passwordResetTokens).values({
    id,
    userId,
    tokenHash: sealedTokenHash(),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return id;
}

export async function mailPasswordLink(
  deps: PasswordMailDeps,
  request: FastifyRequest,
  email: string,
  tokenId: string,
  template: (brand: ResolvedBrand, url: string) => MailContent,
): Promise<void> {
  const brand = await resolveBrand(deps.database.db, { hostname: request.hostname });
  const query = new URLSearchParams({ resetPasswordToken: ONE_TIME_TOKEN_SLOT, username: email });
  const url = `${linkBase(request, brand, deps.config.PUBLIC_URL)}/login?${query.toString()}`;
  await deps.mailer.sendWithToken(
    { to: email, from: deps.config.MAIL_FROM, ...template(brand, url) },
    { table: 'password_reset_tokens', id: tokenId },
  );
}
