/** Account test helpers: an app on a fresh database, users with real argon2id passwords. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { hashPassword } from '../../src/auth/passwords';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/connect';
import * as s from '../../src/db/schema/index';
import { createUser } from '../factories';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { startMailbox, type Mailbox } from './smtp-mailbox';

export const PASSWORD = 'correct horse battery';

export interface AccountTestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export async function startAccountApp(config: Partial<Config> = {}): Promise<AccountTestApp> {
  const database: TestDatabase = await createTestDatabase();
  const app = await buildApp({ database: database.handle, logger: false, config });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** A user who can sign in with PASSWORD (or the one given). */
export async function createAccount(
  db: Database,
  options: Parameters<typeof createUser>[1] & { password?: string } = {},
) {
  const user = await createUser(db, options);
  await db
    .update(s.users)
    .set({ passwordHash: await hashPassword(options.password ?? PASSWORD) })
    .where(eq(s.users.id, user.id));
  return user;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  token?: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    ...extra,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra.headers },
  });
}

export function get(
  app: FastifyInstance,
  url: string,
  token?: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'GET',
    url,
    ...extra,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra.headers,
    },
  });
}

/** Signs in through the real calls and returns the session token. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  project: string,
  password = PASSWORD,
) {
  const res = await post(app, '/users/login', { username: email, password, project });
  if (res.statusCode !== 200) {
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  }
  return res.json<{ token: string }>().token;
}

export interface MailedAccountTestApp extends AccountTestApp {
  /** The real SMTP server on loopback the app sends its e-mail to. */
  mailbox: Mailbox;
}

export async function startMailedAccountApp(
  config: Partial<Config> = {},
): Promise<MailedAccountTestApp> {
  const mailbox = await startMailbox();
  const started = await startAccountApp({ SMTP_URL: mailbox.url, ...config });
  return {
    ...started,
    mailbox,
    async close() {
      await started.close();
      await mailbox.close();
    },
  };
}
