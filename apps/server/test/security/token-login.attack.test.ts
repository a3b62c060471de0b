/**
 * Finding 11, token sign-in with a raw session token: /token-login must only accept a one-time
 * code issued for the user, once; a session token (stolen, or planted to sign a victim's browser
 * into the attacker's account) is refused.
 */
import { expect, it } from 'vitest';
import type { LocalsResponse } from '@airboard/shared/api';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

it('refuses a session token and redeems a one-time code once', async () => {
  const { token: session } = await server.signIn('user@example.com');
  const locals = (await (await server.call(session, '/locals')).json()) as LocalsResponse;
  const user = locals.user.objectId;

  const raw = await server.call(null, '/users/token-login', { token: session, user });
  expect(raw.status).toBe(400);
  expect(await raw.json()).toMatchObject({ errorMessage: 'Invalid token' });

  const issued = await server.call(session, '/users/token-login/code', {});
  const { token: code } = (await issued.json()) as { token: string };
  const first = await server.call(null, '/users/token-login', { token: code, user });
  expect(first.status).toBe(200);
  const second = await server.call(null, '/users/token-login', { token: code, user });
  expect(second.status).toBe(400);
});
