/**
 * Token sign-in (spec 000 §2, §5, §8; issue 11, finding 11): a /token-login link carries a
 * one-time code for one user, never a session token.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorResponse, LoginCodeResponse, SessionResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createProject } from '../../../test/fixtures/factories';
import { createAccount, get, post, signIn } from '../../../test/fixtures/accounts';

const t = useTestApp();

async function signedInUser(email: string) {
  const project = await createProject(t.db, { name: `Project of ${email}` });
  const user = await createAccount(t.db, { email, projectIds: [project.id] });
  return { user, project, session: await signIn(t.app, email, project.id) };
}

const redeem = (token: string, user: string) => post(t.app, '/users/token-login', { token, user });

describe('POST /users/token-login', () => {
  it('refuses a raw session token', async () => {
    const { user, session } = await signedInUser('raw@example.test');
    const res = await redeem(session, user.id);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().errorMessage).toBe(messages.invalidToken);
  });

  it('signs in once with a one-time code, into the project of the session that asked for it', async () => {
    const { user, project, session } = await signedInUser('code@example.test');
    const issued = await post(t.app, '/users/token-login/code', {}, session);
    expect(issued.statusCode).toBe(200);
    const code = issued.json<LoginCodeResponse>();
    expect(code.user.objectId).toBe(user.id);
    expect(code.token).not.toBe(session);

    const first = await redeem(code.token, user.id);
    expect(first.statusCode).toBe(200);
    const signedIn = first.json<SessionResponse>();
    expect(signedIn.user.objectId).toBe(user.id);
    const locals = (await get(t.app, '/locals', signedIn.token)).json<{
      project: { objectId: string };
    }>();
    expect(locals.project.objectId).toBe(project.id);

    const again = await redeem(code.token, user.id);
    expect(again.statusCode).toBe(400);
  });

  it('refuses a code named with another user, and spends it', async () => {
    const { user, session } = await signedInUser('bound@example.test');
    const other = await signedInUser('other@example.test');
    const { token } = (await post(t.app, '/users/token-login/code', {}, session)).json<{
      token: string;
    }>();
    expect((await redeem(token, other.user.id)).statusCode).toBe(400);
    expect((await redeem(token, user.id)).statusCode).toBe(400);
  });

  it('lets two parallel redemptions of one code start one session', async () => {
    const { user, session } = await signedInUser('twice@example.test');
    const { token } = (await post(t.app, '/users/token-login/code', {}, session)).json<{
      token: string;
    }>();
    const answers = await Promise.all([redeem(token, user.id), redeem(token, user.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });
});
