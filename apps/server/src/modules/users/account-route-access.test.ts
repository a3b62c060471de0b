/**
 * Security requirement 2 for the account calls outside /api (which route-access.test.ts walks):
 * every /users, /locals and /logout route has an expectation here; the signed-in ones refuse an
 * anonymous caller with 401, and the public ones answer one without a 401. The signed-in ones are
 * also walked as a member, an admin and a member of another project: each acts on the caller (and
 * the caller's project) only, so naming another user or project gets nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect';
import * as schema from '../../db/schema/index';
import { createProject, createSession, createUser } from '../../../test/fixtures/factories';
import { useTestApp } from '../../../test/fixtures/hooks';

type Access = 'public' | 'signedIn';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Expectation {
  access: Access;
  /** A well-formed request (validation runs before authentication). */
  request: { method: Method; url: string; payload?: object };
}

const credentials = { username: 'nobody@example.test', password: 'whatever-password' };
const expectations: Record<string, Expectation> = {
  'POST /users/projectsWithAuth': {
    access: 'public',
    request: { method: 'POST', url: '/users/projectsWithAuth', payload: credentials },
  },
  'POST /users/projects': {
    access: 'public',
    request: { method: 'POST', url: '/users/projects', payload: { ...credentials, name: 'P' } },
  },
  'POST /users/login': {
    access: 'public',
    request: { method: 'POST', url: '/users/login', payload: { ...credentials, project: 'p1' } },
  },
  'POST /users/updatetoken': {
    access: 'signedIn',
    request: { method: 'POST', url: '/users/updatetoken', payload: { user: 'u1', project: 'p1' } },
  },
  'GET /locals': { access: 'signedIn', request: { method: 'GET', url: '/locals' } },
  'GET /logout': { access: 'public', request: { method: 'GET', url: '/logout' } },
  'POST /users/reset-password-email': {
    access: 'public',
    request: {
      method: 'POST',
      url: '/users/reset-password-email',
      payload: { email: 'x@example.test' },
    },
  },
  'POST /users/reset-password': {
    access: 'public',
    request: {
      method: 'POST',
      url: '/users/reset-password',
      payload: { token: 't', password: 'long enough' },
    },
  },
  'POST /users/notifications': {
    access: 'signedIn',
    request: { method: 'POST', url: '/users/notifications', payload: { email: true, sms: false } },
  },
  'POST /users/verifyPassword': {
    access: 'signedIn',
    request: {
      method: 'POST',
      url: '/users/verifyPassword',
      payload: { email: 'x@example.test', password: 'whatever' },
    },
  },
  'POST /users/changePassword': {
    access: 'signedIn',
    request: {
      method: 'POST',
      url: '/users/changePassword',
      payload: { email: 'x@example.test', password: 'long enough', currentPassword: 'old one' },
    },
  },
  'POST /users/changedPassword/notify': {
    access: 'signedIn',
    request: { method: 'POST', url: '/users/changedPassword/notify', payload: { user: 'u1' } },
  },
  'POST /users/signup': {
    access: 'public',
    request: {
      method: 'POST',
      url: '/users/signup',
      payload: { email: 'new@example.test', firstName: 'N', lastName: 'P' },
    },
  },
  'GET /users/verify': {
    access: 'public',
    request: { method: 'GET', url: '/users/verify?email=x@example.test' },
  },
  'POST /users/commanderLogin': {
    access: 'public',
    request: { method: 'POST', url: '/users/commanderLogin', payload: { token: 'a.b.c' } },
  },
  'POST /users/token-login/code': {
    access: 'signedIn',
    request: { method: 'POST', url: '/users/token-login/code' },
  },
  'POST /users/token-login': {
    access: 'public',
    request: { method: 'POST', url: '/users/token-login', payload: { token: 't', user: 'u1' } },
  },
  'POST /users/invite': {
    access: 'signedIn',
    request: {
      method: 'POST',
      url: '/users/invite',
      payload: { email: 'x@example.test', role: 'user' },
    },
  },
  'GET /users/invite': {
    access: 'public',
    request: { method: 'GET', url: '/users/invite?token=t' },
  },
  'POST /users/acceptinvite': {
    access: 'public',
    request: {
      method: 'POST',
      url: '/users/acceptinvite',
      payload: { token: 't', password: 'long enough', acceptTerms: true },
    },
  },
  'POST /users/acceptinvite/existing': {
    access: 'public',
    request: {
      method: 'POST',
      url: '/users/acceptinvite/existing',
      payload: { token: 't', password: 'whatever-password' },
    },
  },
  'GET /users/sms': { access: 'signedIn', request: { method: 'GET', url: '/users/sms' } },
  'POST /users/sms/phone': {
    access: 'signedIn',
    request: { method: 'POST', url: '/users/sms/phone', payload: { phone: '+12015550123' } },
  },
  'POST /users/sms/phone/verify': {
    access: 'signedIn',
    request: { method: 'POST', url: '/users/sms/phone/verify', payload: { code: '123456' } },
  },
  'DELETE /users/sms/phone': {
    access: 'signedIn',
    request: { method: 'DELETE', url: '/users/sms/phone' },
  },
  'PUT /users/sms/quiet-hours': {
    access: 'signedIn',
    request: { method: 'PUT', url: '/users/sms/quiet-hours', payload: { quietHours: null } },
  },
  'GET /users/auth/saml': { access: 'public', request: { method: 'GET', url: '/users/auth/saml' } },
  'POST /users/auth/saml/callback': {
    access: 'public',
    request: { method: 'POST', url: '/users/auth/saml/callback', payload: { SAMLResponse: 'x' } },
  },
  'POST /users/auth/google/link': {
    access: 'signedIn',
    request: { method: 'POST', url: '/users/auth/google/link', payload: {} },
  },
  'GET /users/auth/google': {
    access: 'public',
    request: { method: 'GET', url: '/users/auth/google' },
  },
  'GET /users/auth/google/callback': {
    access: 'public',
    request: { method: 'GET', url: '/users/auth/google/callback?state=s&code=c' },
  },
};

const isAccountRoute = (url: string) =>
  url.startsWith('/users') || url === '/locals' || url === '/logout';

/** A project with a plain member and an admin, and another project whose admin is the outsider. */
async function createCallers(db: Database) {
  const project = await createProject(db);
  const other = await createProject(db, { name: 'Other' });
  const member = await createUser(db, { projectIds: [project.id], role: 'user' });
  const admin = await createUser(db, { projectIds: [project.id], role: 'admin' });
  const outsider = await createUser(db, { projectIds: [other.id], role: 'admin' });
  return {
    projectId: project.id,
    otherProjectId: other.id,
    member: { ...member, projectId: project.id },
    admin: { ...admin, projectId: project.id },
    outsider: { ...outsider, projectId: other.id },
  };
}
type Callers = Awaited<ReturnType<typeof createCallers>>;
type Caller = 'member' | 'admin' | 'outsider';

/**
 * What each signed-in account route answers each caller. A request names the member's project or
 * the member's account where the route takes one, so the outsider's call is an attempt on them.
 */
const signedInWalk: Record<
  string,
  {
    request: (c: Callers, as: Caller) => { method: Method; url: string; payload?: object };
    status: Record<Caller, number>;
  }
> = {
  'POST /users/updatetoken': {
    request: (c, as) => ({
      method: 'POST',
      url: '/users/updatetoken',
      payload: { user: c[as].id, project: c.projectId },
    }),
    status: { member: 200, admin: 200, outsider: 404 },
  },
  'GET /locals': {
    request: () => ({ method: 'GET', url: '/locals' }),
    status: { member: 200, admin: 200, outsider: 200 },
  },
  'POST /users/notifications': {
    request: () => ({
      method: 'POST',
      url: '/users/notifications',
      payload: { email: false, sms: false },
    }),
    status: { member: 200, admin: 200, outsider: 200 },
  },
  // Another user's e-mail is refused as unknown: nobody checks or changes a password but their own.
  'POST /users/verifyPassword': {
    request: (c, as) => ({
      method: 'POST',
      url: '/users/verifyPassword',
      payload: { email: c[as === 'member' ? 'admin' : 'member'].email, password: 'whatever-pw' },
    }),
    status: { member: 404, admin: 404, outsider: 404 },
  },
  'POST /users/changePassword': {
    request: (c, as) => ({
      method: 'POST',
      url: '/users/changePassword',
      payload: {
        email: c[as === 'member' ? 'admin' : 'member'].email,
        password: 'a new long password',
        currentPassword: 'whatever-pw',
      },
    }),
    status: { member: 404, admin: 404, outsider: 404 },
  },
  'POST /users/changedPassword/notify': {
    request: (c) => ({
      method: 'POST',
      url: '/users/changedPassword/notify',
      payload: { user: c.member.id },
    }),
    status: { member: 200, admin: 404, outsider: 404 },
  },
  // Alert text settings are the caller's own: each caller reads and changes only theirs.
  'GET /users/sms': {
    request: () => ({ method: 'GET', url: '/users/sms' }),
    status: { member: 200, admin: 200, outsider: 200 },
  },
  // Walked before a code is sent: nobody verifies with a code sent to someone else.
  'POST /users/sms/phone/verify': {
    request: () => ({
      method: 'POST',
      url: '/users/sms/phone/verify',
      payload: { code: '000000' },
    }),
    status: { member: 400, admin: 400, outsider: 400 },
  },
  'POST /users/sms/phone': {
    request: () => ({
      method: 'POST',
      url: '/users/sms/phone',
      payload: { phone: '+12015550123' },
    }),
    status: { member: 200, admin: 200, outsider: 200 },
  },
  'DELETE /users/sms/phone': {
    request: () => ({ method: 'DELETE', url: '/users/sms/phone' }),
    status: { member: 200, admin: 200, outsider: 200 },
  },
  'PUT /users/sms/quiet-hours': {
    request: () => ({
      method: 'PUT',
      url: '/users/sms/quiet-hours',
      payload: { quietHours: { start: '22:00', end: '06:00' } },
    }),
    status: { member: 200, admin: 200, outsider: 200 },
  },
  'POST /users/token-login/code': {
    request: () => ({ method: 'POST', url: '/users/token-login/code' }),
    status: { member: 200, admin: 200, outsider: 200 },
  },
  // Into the session's own project; a plain member may not invite (decision 009).
  'POST /users/invite': {
    request: (_c, as) => ({
      method: 'POST',
      url: '/users/invite',
      payload: { email: `invited-by-${as}@example.test`, role: 'admin' },
    }),
    status: { member: 403, admin: 200, outsider: 200 },
  },
  'POST /users/auth/google/link': {
    request: () => ({ method: 'POST', url: '/users/auth/google/link', payload: {} }),
    status: { member: 200, admin: 200, outsider: 200 },
  },
};

const t = useTestApp({}, createCallers);

it('has an access expectation for every account route', () => {
  const routes = t.app.routeCatalogue
    .filter((r) => r.method !== 'HEAD' && isAccountRoute(r.url))
    .map((r) => `${r.method} ${r.url}`);
  expect(routes.filter((r) => !(r in expectations))).toEqual([]);
  expect(Object.keys(expectations).filter((k) => !routes.includes(k))).toEqual([]);
});

it('marks exactly the public ones public', () => {
  for (const route of t.app.routeCatalogue.filter(
    (r) => isAccountRoute(r.url) && r.method !== 'HEAD',
  )) {
    expect(route.public, `${route.method} ${route.url}`).toBe(
      expectations[`${route.method} ${route.url}`]?.access === 'public',
    );
  }
});

it('walks every signed-in account route as member, admin and another project', () => {
  const signedIn = Object.entries(expectations)
    .filter(([, e]) => e.access === 'signedIn')
    .map(([name]) => name);
  expect(Object.keys(signedInWalk).sort()).toEqual(signedIn.sort());
});

describe.each(Object.entries(signedInWalk))('%s', (_name, walk) => {
  it.each(['member', 'admin', 'outsider'] as const)(
    'answers the %s as the table says',
    async (as) => {
      // A session of its own: switching projects ends the session it was made with.
      const token = await createSession(t.db, t[as].id, t[as].projectId);
      const res = await t.app.inject({
        ...walk.request(t, as),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(walk.status[as]);
      expect(res.body).not.toContain(as === 'outsider' ? t.member.email : t.outsider.email);
    },
  );
});

it("lets the outsider's invitation reach only the outsider's own project", async () => {
  const invited = await t.db
    .select({ projectId: schema.invites.projectId })
    .from(schema.invites)
    .where(eq(schema.invites.email, 'invited-by-outsider@example.test'));
  expect(invited).toEqual([{ projectId: t.otherProjectId }]);
});

describe.each(Object.entries(expectations))('%s', (_name, expectation) => {
  it(
    expectation.access === 'signedIn'
      ? 'refuses an anonymous caller with 401'
      : 'answers an anonymous caller',
    async () => {
      const res = await t.app.inject({
        ...expectation.request,
        headers: { accept: 'application/json' },
      });
      if (expectation.access === 'signedIn') {
        expect(res.statusCode).toBe(401);
      } else {
        // Wrong credentials are a 401 of their own; what matters is that no session was demanded.
        expect(res.body).not.toContain('"Unauthorized"');
      }
    },
  );
});
