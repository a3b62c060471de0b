/**
 * Security requirement 2 for the account calls outside /api (which route-access.test.ts walks):
 * every /users, /locals and /logout route has an expectation here; the signed-in ones refuse an
 * anonymous caller with 401, and the public ones answer one without a 401.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/hooks';

type Access = 'public' | 'signedIn';
interface Expectation {
  access: Access;
  /** A well-formed request (validation runs before authentication). */
  request: { method: 'GET' | 'POST'; url: string; payload?: object };
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

const t = useTestApp();

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
