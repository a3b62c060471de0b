/**
 * Settings calls, theme and the user's own state (spec 000 §7 /api/theme, /api/users/{id};
 * 002 §7): success, validation, unauthenticated, another user, and the password change's effects
 * (security requirements 3, 4).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, LocalsResponse, UserResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createProject } from '../../../test/fixtures/factories';
import { createAccount, get, PASSWORD, post, signIn } from '../../../test/fixtures/accounts';

const t = useMailedApp();
let projectId: string;
let otherProjectId: string;

beforeAll(async () => {
  projectId = (await createProject(t.db)).id;
  otherProjectId = (await createProject(t.db, { name: 'Other' })).id;
});

async function account(email: string, role: 'user' | 'admin' = 'user') {
  const user = await createAccount(t.db, { email, role, projectIds: [projectId] });
  return { user, token: await signIn(t.app, email, projectId) };
}

describe('POST /api/theme', () => {
  it('saves the theme on the user', async () => {
    const { token } = await account('theme@example.test');
    expect((await post(t.app, '/api/theme', { theme: 'light' }, token)).json()).toEqual({
      success: true,
    });
    expect((await get(t.app, '/locals', token)).json<LocalsResponse>().user.theme).toBe('light');
  });
  it('refuses an unknown theme and an anonymous caller', async () => {
    const { token } = await account('theme2@example.test');
    expect((await post(t.app, '/api/theme', { theme: 'pink' }, token)).statusCode).toBe(400);
    expect((await post(t.app, '/api/theme', { theme: 'light' })).statusCode).toBe(401);
  });
});

describe('POST /api/users/:userId', () => {
  const onboarding = {
    modals: { welcome: { step: 2, name: 'welcome', complete: true } },
    tooltips: { '1': true },
    alerts: {},
  };

  it('saves the onboarding state and terms of the caller', async () => {
    const { user, token } = await account('modal@example.test');
    const res = await post(
      t.app,
      `/api/users/${user.id}`,
      { onboardingComplete: onboarding, acceptTerms: true },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<UserResponse>().user).toMatchObject({
      onboardingComplete: onboarding,
      acceptTerms: true,
    });
  });

  it('ignores role, e-mail and projects in the body (mass assignment)', async () => {
    const { user, token } = await account('sneaky@example.test');
    const res = await post(
      t.app,
      `/api/users/${user.id}`,
      {
        role: 'superAdmin',
        email: 'boss@example.test',
        projects: [otherProjectId],
        acceptTerms: true,
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    const locals = (await get(t.app, '/locals', token)).json<LocalsResponse>();
    expect(locals.user).toMatchObject({ role: 'user', username: 'sneaky@example.test' });
    expect(locals.projects).toHaveLength(1);
  });

  it("answers another user's id with 404 and an anonymous caller with 401", async () => {
    const { token } = await account('nosy@example.test');
    const { user: victim } = await account('victim@example.test');
    expect(
      (await post(t.app, `/api/users/${victim.id}`, { acceptTerms: true }, token)).statusCode,
    ).toBe(404);
    expect((await post(t.app, `/api/users/${victim.id}`, { acceptTerms: true })).statusCode).toBe(
      401,
    );
  });

  it('validates the onboarding shape', async () => {
    const { user, token } = await account('shape@example.test');
    const res = await post(
      t.app,
      `/api/users/${user.id}`,
      { onboardingComplete: { modals: 3 } },
      token,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /users/notifications', () => {
  it('saves the e-mail and sms preferences', async () => {
    const { token } = await account('notify@example.test');
    expect(
      (await post(t.app, '/users/notifications', { email: true, sms: false }, token)).statusCode,
    ).toBe(200);
    expect((await get(t.app, '/locals', token)).json<LocalsResponse>().user.notifications).toEqual({
      email: true,
      sms: false,
    });
  });
  it('validates and needs a session', async () => {
    const { token } = await account('notify2@example.test');
    expect((await post(t.app, '/users/notifications', { email: 'yes' }, token)).statusCode).toBe(
      400,
    );
    expect((await post(t.app, '/users/notifications', { email: true, sms: true })).statusCode).toBe(
      401,
    );
  });
});

describe('password change', () => {
  const verifyPassword = (email: string, password: string, token: string) =>
    post(t.app, '/users/verifyPassword', { email, password }, token);
  const changePassword = (
    email: string,
    password: string,
    currentPassword: string,
    token: string,
  ) => post(t.app, '/users/changePassword', { email, password, currentPassword }, token);

  it('verifies the current password with the spec message', async () => {
    const { token } = await account('verify@example.test');
    expect((await verifyPassword('verify@example.test', PASSWORD, token)).statusCode).toBe(200);
    const wrong = await verifyPassword('verify@example.test', 'nope-nope', token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorResponse>().errorMessage).toBe(messages.incorrectPassword);
  });

  it("refuses another user's e-mail with 404", async () => {
    const { token } = await account('mine2@example.test');
    await account('theirs@example.test');
    expect((await verifyPassword('theirs@example.test', PASSWORD, token)).statusCode).toBe(404);
  });

  it('changes the password, keeps this session, ends the others and e-mails the user', async () => {
    const { user, token } = await account('change2@example.test');
    const other = await signIn(t.app, 'change2@example.test', projectId);
    const res = await changePassword('change2@example.test', 'a whole new one', PASSWORD, token);
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, '/locals', token)).statusCode).toBe(200);
    expect((await get(t.app, '/locals', other)).statusCode).toBe(401);
    await signIn(t.app, 'change2@example.test', projectId, 'a whole new one');
    const notify = await post(
      t.app,
      '/users/changedPassword/notify',
      { user: user.id, project: projectId },
      token,
    );
    expect(notify.statusCode).toBe(200);
    expect(await t.mailbox.waitFor(/To: change2@example\.test/)).toContain(
      'Your password was changed',
    );
  });

  it('refuses the same password, a short one and a wrong current one', async () => {
    const { token } = await account('same@example.test');
    const same = await changePassword('same@example.test', PASSWORD, PASSWORD, token);
    expect(same.json<ErrorResponse>().errorMessage).toBe(messages.passwordMustDiffer);
    const short = await changePassword('same@example.test', 'short', PASSWORD, token);
    expect(short.statusCode).toBe(400);
    const wrong = await changePassword('same@example.test', 'long enough new', 'wrong-one', token);
    expect(wrong.json<ErrorResponse>().errorMessage).toBe(messages.incorrectPassword);
  });

  it('refuses to notify about another user', async () => {
    const { token } = await account('notify3@example.test');
    const { user: someone } = await account('someone@example.test');
    expect(
      (await post(t.app, '/users/changedPassword/notify', { user: someone.id }, token)).statusCode,
    ).toBe(404);
  });
});
