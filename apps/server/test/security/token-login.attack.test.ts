/**
 * Finding 11, token sign-in with a raw session token: /token-login must only accept a one-time
 * code issued for the user, once; a session token (stolen, or planted to sign a victim's browser
 * into the attacker's account) is refused.
 */
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-layout';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

const postJson = (path: string, body: object, token?: string) =>
  server.api(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

it('refuses a session token and redeems a one-time code once', async () => {
  const username = 'user@example.com';
  const { projects } = (await (
    await postJson('/users/projectsWithAuth', { username, password: DEMO_PASSWORD })
  ).json()) as { projects: { objectId: string }[] };
  const login = (await (
    await postJson('/users/login', {
      username,
      password: DEMO_PASSWORD,
      project: projects[0]?.objectId,
    })
  ).json()) as { token: string; user: { objectId: string } };

  const raw = await postJson('/users/token-login', {
    token: login.token,
    user: login.user.objectId,
  });
  expect(raw.status).toBe(400);
  expect(await raw.json()).toMatchObject({ errorMessage: 'Invalid token' });

  const issued = await server.api('/users/token-login/code', {
    method: 'POST',
    headers: { authorization: `Bearer ${login.token}` },
  });
  const { token: code } = (await issued.json()) as { token: string };
  const first = await postJson('/users/token-login', { token: code, user: login.user.objectId });
  expect(first.status).toBe(200);
  const second = await postJson('/users/token-login', { token: code, user: login.user.objectId });
  expect(second.status).toBe(400);
});
