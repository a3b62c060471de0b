/**
 * Roles per membership and pending invitations (issue 11 finding 8, decision 009): a superAdmin of
 * one project invites an admin of another as 'user'; that person is no member until accepting,
 * then is a 'user' there and still an 'admin' at home, and every role check reads the membership
 * of the project the request is about.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  InviteInfoResponse,
  LocalsResponse,
  SessionResponse,
} from '@airboard/shared/api';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createProject, createSite } from '../../../test/fixtures/factories';
import { createAccount, get, PASSWORD, post, signIn } from '../../../test/fixtures/accounts';

const t = useMailedApp();
let home: string;
let away: string;
let adminId: string;
let superToken: string;
let homeMeasurement: string;
let awayMeasurement: string;

async function measurementIn(projectId: string) {
  const site = await createSite(t.db, projectId);
  const [m] = await t.db
    .insert(s.measurements)
    .values({ id: newObjectId(), siteId: site.id, name: 'CO2', type: 'co2' })
    .returning();
  return m!.id;
}

beforeAll(async () => {
  home = (await createProject(t.db, { name: 'Home Portfolio' })).id;
  away = (await createProject(t.db, { name: 'Away Portfolio' })).id;
  adminId = (
    await createAccount(t.db, { email: 'avery@example.test', role: 'admin', projectIds: [home] })
  ).id;
  await createAccount(t.db, { email: 'sam@example.test', role: 'superAdmin', projectIds: [away] });
  superToken = await signIn(t.app, 'sam@example.test', away);
  homeMeasurement = await measurementIn(home);
  awayMeasurement = await measurementIn(away);
});

const membershipIn = async (projectId: string) =>
  t.db
    .select({ role: s.memberships.role })
    .from(s.memberships)
    .where(and(eq(s.memberships.userId, adminId), eq(s.memberships.projectId, projectId)));

const tokenIn = (mail: string) => /token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;

describe("an existing admin of one project invited as 'user' into another", () => {
  let inviteToken: string;

  it('is not a member of the new project until accepting', async () => {
    const res = await post(
      t.app,
      '/users/invite',
      { email: 'avery@example.test', role: 'user' },
      superToken,
    );
    expect(res.statusCode).toBe(200);
    const mail = await t.mailbox.waitFor(/To: avery@example\.test/);
    expect(mail).toContain('/acceptinvite?token=');
    inviteToken = tokenIn(mail);

    expect(await membershipIn(away)).toEqual([]);
    const projects = await post(t.app, '/users/projectsWithAuth', {
      username: 'avery@example.test',
      password: PASSWORD,
    });
    expect(projects.json<{ projects: { name: string }[] }>().projects).toEqual([
      { objectId: home, name: 'Home Portfolio' },
    ]);
    const login = await post(t.app, '/users/login', {
      username: 'avery@example.test',
      password: PASSWORD,
      project: away,
    });
    expect(login.statusCode).toBe(404);
  });

  it('shows the invitation as one for an existing account', async () => {
    const info = await get(t.app, `/users/invite?token=${inviteToken}`);
    expect(info.json<InviteInfoResponse>()).toEqual({
      email: 'avery@example.test',
      projectName: 'Away Portfolio',
      existingAccount: true,
    });
    // The new-account acceptance cannot take over the existing account, and leaves the
    // invitation open.
    const asNew = await post(t.app, '/users/acceptinvite', {
      token: inviteToken,
      password: 'another password',
      acceptTerms: true,
    });
    expect(asNew.statusCode).toBe(400);
    expect((await get(t.app, `/users/invite?token=${inviteToken}`)).statusCode).toBe(200);
  });

  it("needs the account's own password to accept", async () => {
    const wrong = await post(t.app, '/users/acceptinvite/existing', {
      token: inviteToken,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorResponse>().errorMessage).toBe('Incorrect Username and Password');
    expect(await membershipIn(away)).toEqual([]);
  });

  it("after accepting is a 'user' in the new project and still an 'admin' at home", async () => {
    const accepted = await post(t.app, '/users/acceptinvite/existing', {
      token: inviteToken,
      password: PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<SessionResponse>();
    expect(session.user.role).toBe('user');
    expect(await membershipIn(away)).toEqual([{ role: 'user' }]);
    expect(await membershipIn(home)).toEqual([{ role: 'admin' }]);

    const awayLocals = (await get(t.app, '/locals', session.token)).json<LocalsResponse>();
    expect(awayLocals.project?.objectId).toBe(away);
    expect(awayLocals.user.role).toBe('user');

    const homeToken = await signIn(t.app, 'avery@example.test', home);
    const homeLocals = (await get(t.app, '/locals', homeToken)).json<LocalsResponse>();
    expect(homeLocals.user.role).toBe('admin');

    // Switching the session's project shows the role held in the project switched to.
    const switched = await post(
      t.app,
      '/users/updatetoken',
      { user: adminId, project: away },
      homeToken,
    );
    expect(switched.json<SessionResponse>().user.role).toBe('user');

    // Single use.
    const again = await post(t.app, '/users/acceptinvite/existing', {
      token: inviteToken,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('role checks read the membership of the project in the request', () => {
  let homeToken: string;
  let awayToken: string;

  beforeAll(async () => {
    homeToken = await signIn(t.app, 'avery@example.test', home);
    awayToken = await signIn(t.app, 'avery@example.test', away);
  });

  it("invites only into a project the session's membership administers", async () => {
    const invite = (token: string) =>
      post(t.app, '/users/invite', { email: 'new@example.test', role: 'user' }, token);
    expect((await invite(awayToken)).statusCode).toBe(403);
    expect((await invite(homeToken)).statusCode).toBe(200);
  });

  it("renames by the role in the object's project, whichever project the session is in", async () => {
    const rename = (id: string, token: string) =>
      post(t.app, `/api/measurement/${id}`, { name: 'Renamed' }, token);
    expect((await rename(awayMeasurement, homeToken)).statusCode).toBe(403);
    expect((await rename(awayMeasurement, awayToken)).statusCode).toBe(403);
    expect((await rename(homeMeasurement, awayToken)).statusCode).toBe(200);
  });

  it('takes a lowered role into account on the next request', async () => {
    await t.db
      .update(s.memberships)
      .set({ role: 'user' })
      .where(and(eq(s.memberships.userId, adminId), eq(s.memberships.projectId, home)));
    const locals = (await get(t.app, '/locals', homeToken)).json<LocalsResponse>();
    expect(locals.user.role).toBe('user');
    const res = await post(t.app, `/api/measurement/${homeMeasurement}`, { name: 'X' }, homeToken);
    expect(res.statusCode).toBe(403);
  });
});
