/**
 * The demo admin as the attack files of findings 7 and 10 use it on the built server: signed in
 * to their first project, with the project's first site, and `call` for JSON requests with the
 * admin's token.
 */
import type { BuiltServer } from './built-server';

export interface DemoAdmin {
  token: string;
  siteId: string;
  /** A JSON request with the admin's bearer token. */
  call(pathname: string, init?: { method?: string; body?: unknown }): Promise<Response>;
}

export async function signInDemoAdmin(server: BuiltServer): Promise<DemoAdmin> {
  const { token } = await server.signIn('admin@example.com');
  const call = (pathname: string, init: { method?: string; body?: unknown } = {}) =>
    server.call(token, pathname, init.body, init.method);
  const home = (await (await call('/api?slim=true')).json()) as { sites: { objectId: string }[] };
  return { token, siteId: home.sites[0]!.objectId, call };
}
