/**
 * Security requirement 9: a reset link mailed before the password was changed in the settings is
 * void afterwards — someone who read the old mail cannot undo the owner's change.
 */
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
import type { ErrorResponse } from '@airboard/shared/api';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createProject } from '../../../test/fixtures/factories';
import { createAccount, PASSWORD, post, signIn } from '../../../test/fixtures/accounts';

const t = useMailedApp();
let projectId: string;

beforeAll(async () => {
  projectId = (await createProject(t.db)).id;
});

it('voids an open reset link when the password is changed in the settings', async () => {
  const email = 'changed@example.test';
  await createAccount(t.db, { email, projectIds: [projectId] });
  expect((await post(t.app, '/users/reset-password-email', { email })).statusCode).toBe(200);
  const mail = await t.mailbox.waitFor(/To: changed@example\.test/);
  const token = /resetPasswordToken=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  expect(token).not.toBe('');

  const session = await signIn(t.app, email, projectId);
  const change = await post(
    t.app,
    '/users/changePassword',
    { email, currentPassword: PASSWORD, password: 'a new secret phrase' },
    session,
  );
  expect(change.statusCode).toBe(200);

  const reset = await post(t.app, '/users/reset-password', { token, password: 'attacker choice' });
  expect(reset.statusCode).toBe(400);
  expect(reset.json<ErrorResponse>().errorMessage).toBe(messages.resetPasswordFailed);
  await signIn(t.app, email, projectId, 'a new secret phrase');
});
