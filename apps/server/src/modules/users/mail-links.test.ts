/**
 * Poisoned e-mail links (issue 11, finding 2): a Host header whose host name is a brand's host
 * but whose text names another origin (`127.0.0.1:4300@evil.example`) must not put that origin in
 * a reset or invite link; the mailed link is on PUBLIC_URL, and a brand's own host keeps its links.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index';
import { demoBrands } from '../../db/seed/demo-layout';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createProject } from '../../../test/fixtures/factories';
import { createAccount, inviteUserVia, post, signIn } from '../../../test/fixtures/accounts';

const PUBLIC_URL = 'https://airboard.example';

const t = useMailedApp({ config: { PUBLIC_URL } });
let projectId: string;

beforeAll(async () => {
  projectId = (await createProject(t.db)).id;
  // The demo's brands: "airboard" on localhost and 127.0.0.1 (default), "commander" on its own host.
  await t.db.insert(s.brands).values(
    demoBrands.map((b) => ({
      id: b.key,
      key: b.key,
      name: b.name,
      hosts: [...b.hosts],
      logoUrl: `${b.key}.svg`,
      contactUrl: b.contactUrl,
      inviteSender: b.inviteSender,
      poweredByText: b.poweredByText,
      isDefault: b.isDefault,
    })),
  );
});

/** The origin of the first link in a mail that carries `param`. */
const linkOrigin = (mail: string, param: string) => {
  const match = new RegExp(`(https?://[^\\s"<]+\\?${param}=[A-Za-z0-9_-]+)`).exec(mail);
  if (!match?.[1]) {
    throw new Error(`no link with ${param} in the e-mail`);
  }
  return new URL(match[1].replaceAll('&amp;', '&')).origin;
};

/** Requests a reset through `host` for a fresh account and returns the mailed link's origin. */
async function resetLinkOriginVia(host: string, email: string) {
  await createAccount(t.db, { email, projectIds: [projectId] });
  const res = await post(t.app, '/users/reset-password-email', { email }, undefined, {
    headers: { host },
  });
  expect(res.statusCode).toBe(200);
  const mail = await t.mailbox.waitFor(new RegExp(`To: ${email.replaceAll('.', '\\.')}`));
  return linkOrigin(mail, 'resetPasswordToken');
}

describe('links in account e-mails', () => {
  it.each([
    ['127.0.0.1:4300@evil.example', 'userinfo@example.test'],
    ['localhost:@evil.example', 'emptyport@example.test'],
    ['commander.localhost:@evil.example', 'brandforged@example.test'],
    ['localhost:80/@evil.example', 'pathforged@example.test'],
  ])('a reset requested with Host %s links to PUBLIC_URL', async (host, email) => {
    expect(await resetLinkOriginVia(host, email)).toBe(PUBLIC_URL);
  });

  it("keeps a brand's own host, with a plain port, in its links", async () => {
    expect(await resetLinkOriginVia('commander.localhost:8080', 'brandport@example.test')).toBe(
      'http://commander.localhost:8080',
    );
    expect(await resetLinkOriginVia('Commander.LOCALHOST', 'brandcase@example.test')).toBe(
      'http://commander.localhost',
    );
  });

  it('builds invite links on PUBLIC_URL for a forged host', async () => {
    await createAccount(t.db, {
      email: 'inviter@example.test',
      role: 'admin',
      projectIds: [projectId],
    });
    const token = await signIn(t.app, 'inviter@example.test', projectId);
    const res = await inviteUserVia(
      t.app,
      token,
      'invitee@example.test',
      '127.0.0.1:4300@evil.example',
    );
    expect(res.statusCode).toBe(200);
    const mail = await t.mailbox.waitFor(/To: invitee@example\.test/);
    expect(linkOrigin(mail, 'token')).toBe(PUBLIC_URL);
  });
});
