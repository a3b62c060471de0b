/**
 * Signing in to a named demo project over real HTTP, as the web does it: the account's projects
 * (POST /users/projectsWithAuth), then POST /users/login into the chosen one.
 */
import { DEMO_PASSWORD } from '../../src/db/seed/demo-layout';
import type { BuiltServer } from './built-server';

const json = { 'content-type': 'application/json', accept: 'application/json' };

/** The account's bearer token in the project named `projectName`, and that project's id. */
export async function signInTo(
  server: BuiltServer,
  email: string,
  projectName: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; projectId: string }> {
  const listed = await server.api('/users/projectsWithAuth', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, password }),
  });
  const { projects } = (await listed.json()) as { projects: { objectId: string; name: string }[] };
  const project = projects.find((p) => p.name === projectName);
  if (!project) {
    throw new Error(`${email} is not a member of ${projectName}`);
  }
  const res = await server.api('/users/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, password, project: project.objectId }),
  });
  if (!res.ok) {
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  }
  return { token: ((await res.json()) as { token: string }).token, projectId: project.objectId };
}

/** A JSON request with the bearer token. */
export function call(
  server: BuiltServer,
  token: string | null,
  pathname: string,
  body?: object,
): Promise<Response> {
  return server.api(pathname, {
    method: body ? 'POST' : 'GET',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}
