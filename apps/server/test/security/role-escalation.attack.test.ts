/**
 * Finding 8, roles were global: a superAdmin of Other Portfolio invited the admin of Demo
 * Portfolio as 'user', and that person at once held admin rights in Other Portfolio without
 * accepting. Now the invitation is pending (no membership, no sign-in there) until accepted with
 * the account's own password, and then the role in Other Portfolio is 'user' while Demo Portfolio
 * keeps 'admin' (decision 009).
 */
import { expect, it } from 'vitest';
import type { LocalsResponse, SessionResponse } from '@airboard/shared/api';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-layout';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

it("an admin of Demo invited as 'user' into Other gets no rights there before or after accepting", async () => {
  const superAdmin = await server.signIn('super@example.com', 'Other Portfolio');
  const invited = await server.call(superAdmin.token, '/users/invite', {
    email: 'admin@example.com',
    role: 'user',
  });
  expect(invited.status).toBe(200);

  // Not a member of Other Portfolio until accepting: no project to sign in to, no session move.
  const home = await server.signIn('admin@example.com', 'Demo Portfolio');
  await expect(server.signIn('admin@example.com', 'Other Portfolio')).rejects.toThrow(
    'is not a member of Other Portfolio',
  );
  const locals = (await (await server.call(home.token, '/locals')).json()) as LocalsResponse;
  const moved = await server.call(home.token, '/users/updatetoken', {
    user: locals.user.objectId,
    project: superAdmin.projectId,
  });
  expect(moved.status).toBe(404);

  // Accepting needs the account's own password; then the role in Other Portfolio is 'user'.
  const mail = await server.mailbox.waitFor(/To: admin@example\.com/, 10_000);
  const token = /acceptinvite\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  const guessed = await server.call(null, '/users/acceptinvite/existing', {
    token,
    password: 'not-the-password',
  });
  expect(guessed.status).toBe(400);
  const accepted = await server.call(null, '/users/acceptinvite/existing', {
    token,
    password: DEMO_PASSWORD,
  });
  expect(accepted.status).toBe(200);
  const away = (await accepted.json()) as SessionResponse;
  expect(away.user.role).toBe('user');
  const awayLocals = (await (await server.call(away.token, '/locals')).json()) as LocalsResponse;
  expect(awayLocals).toMatchObject({
    project: { name: 'Other Portfolio' },
    user: { role: 'user' },
  });
  const reinvite = await server.call(away.token, '/users/invite', {
    email: 'someone@example.com',
    role: 'admin',
  });
  expect(reinvite.status).toBe(403);

  // Demo Portfolio keeps its admin.
  const homeLocals = (await (await server.call(home.token, '/locals')).json()) as LocalsResponse;
  expect(homeLocals).toMatchObject({
    project: { name: 'Demo Portfolio' },
    user: { role: 'admin' },
  });
});
