/**
 * The demo admin as the attack files of findings 7 and 10 use it on the built server: signed in
 * to their first project through the spec's two sign-in calls, with the project's first site, and
 * `call` for JSON requests with the admin's token.
 */
import { DEMO_PASSWORD } from '../../src/db/seed/demo-layout';
import type { BuiltServer } from './built-server';

export interface DemoAdmin {
  token: string;
  siteId: string;
  /** A JSON request with the admin's bearer token. */
  call(pathname: string, init?: { method?: string; body?: unknown }): Promise<Response>;
}

export async function signInDemoAdmin(server: BuiltServer): Promise<DemoAdmin> {
  const post = (pathname: string, body: unknown) =>
    server.api(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const credentials = { username: 'admin@example.com', password: DEMO_PASSWORD };
  const { projects } = (await (await post('/users/projectsWithAuth', credentials)).json()) as {
    projects: { objectId: string }[];
  };
  const login = await post('/users/login', { ...credentials, project: projects[0]!.objectId });
  const { token } = (await login.json()) as { token: string };
  const call = (pathname: string, init: { method?: string; body?: unknown } = {}) =>
    server.api(pathname, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const home = (await (await call('/api?slim=true')).json()) as { sites: { objectId: string }[] };
  return { token, siteId: home.sites[0]!.objectId, call };
}
