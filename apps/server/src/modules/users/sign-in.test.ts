/** Password sign-in, projects, sessions, /locals, logout and throttling (spec 000 §4, §7; security 7, 8). */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  LocalsResponse,
  ProjectsResponse,
  SessionResponse,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createProject, createSession, createUser } from '../../../test/fixtures/factories';
import { createAccount, get, PASSWORD, post, signIn } from '../../../test/fixtures/accounts';
import { startTestApp } from '../../../test/fixtures/test-app';

const t = useTestApp({
  config: {
    LOGIN_MAX_FAILURES_PER_ACCOUNT: 3,
    LOGIN_MAX_FAILURES_PER_IP: 50,
    // 100 parallel sign-ins wait for a PostgreSQL pool of ten: the race tests the throttle, so the
    // database queue must not turn some away with 503 first (decision 011).
    DB_MAX_QUEUED: 1000,
  },
});
let projectA: { id: string };
let projectB: { id: string };
let foreign: { id: string };

beforeAll(async () => {
  projectA = await createProject(t.db, { name: 'Alpha' });
  projectB = await createProject(t.db, { name: 'Beta' });
  foreign = await createProject(t.db, { name: 'Foreign' });
  await createAccount(t.db, { email: 'one@example.test', projectIds: [projectA.id] });
  await createAccount(t.db, { email: 'two@example.test', projectIds: [projectB.id, projectA.id] });
  await createAccount(t.db, { email: 'none@example.test' });
});

/** The first step of signing in: the account's projects, for its e-mail and password. */
const projectsWithAuth = (username: string, password: string, app = t.app) =>
  post(app, '/users/projectsWithAuth', { username, password });
/** The second step: a session in one of them. */
const login = (username: string, password: string, project: string) =>
  post(t.app, '/users/login', { username, password, project });
/** A new project for the account, which becomes its member. */
const createProjectAs = (username: string, password: string, name: string) =>
  post(t.app, '/users/projects', { username, password, name });

describe('POST /users/projectsWithAuth', () => {
  it('lists the projects of the account, by name, with the e-mail trimmed and lowercased', async () => {
    const res = await projectsWithAuth('  TWO@Example.test ', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      projects: [
        { objectId: projectA.id, name: 'Alpha' },
        { objectId: projectB.id, name: 'Beta' },
      ],
    });
  });

  it('answers an account without projects with an empty list', async () => {
    const res = await projectsWithAuth('none@example.test', PASSWORD);
    expect(res.json()).toEqual({ projects: [] });
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await projectsWithAuth('one@example.test', 'nope-nope');
    const unknown = await projectsWithAuth('ghost@example.test', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errorMessage: messages.incorrectUsernameAndPassword });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('names a missing field', async () => {
    const res = await post(t.app, '/users/projectsWithAuth', { username: 'one@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().errorMessage).toContain('body.password');
  });

  it('does not change the case of a password', async () => {
    const res = await projectsWithAuth('one@example.test', PASSWORD.toUpperCase());
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /users/login', () => {
  it('returns a token and the user without secrets', async () => {
    const res = await login('one@example.test', PASSWORD, projectA.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ username: 'one@example.test', role: 'user', theme: 'dark' });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
  });

  it('refuses a project the account is not a member of with 404', async () => {
    const res = await login('one@example.test', PASSWORD, foreign.id);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a wrong password with the spec message', async () => {
    const res = await login('one@example.test', 'wrong-password', projectA.id);
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorResponse>().errorMessage).toBe(messages.incorrectUsernameAndPassword);
  });
});

describe('POST /users/projects (create project)', () => {
  it('creates the project and makes the account its member', async () => {
    const res = await createProjectAs('none@example.test', PASSWORD, '  Gamma  ');
    expect(res.statusCode).toBe(200);
    const id = res.json<{ results: { objectId: string } }>().results.objectId;
    const list = await projectsWithAuth('none@example.test', PASSWORD);
    expect(list.json<ProjectsResponse>().projects).toEqual([{ objectId: id, name: 'Gamma' }]);
  });

  it('needs a name', async () => {
    const res = await createProjectAs('none@example.test', PASSWORD, '   ');
    expect(res.statusCode).toBe(400);
  });

  it('needs the right password', async () => {
    const res = await createProjectAs('none@example.test', 'bad-password', 'X');
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('GET /locals returns the user, project, projects and brand', async () => {
    const token = await signIn(t.app, 'two@example.test', projectB.id);
    const res = await get(t.app, '/locals', token);
    expect(res.statusCode).toBe(200);
    const body = res.json<LocalsResponse>();
    expect(body.user.username).toBe('two@example.test');
    expect(body.project?.objectId).toBe(projectB.id);
    expect(body.projects.map((p) => p.name)).toEqual(['Alpha', 'Beta']);
    expect(body).toMatchObject({ kit: null, devices: [] });
    expect(body.brand.name).toBe('Airboard');
  });

  it('GET /locals without a token is 401', async () => {
    expect((await get(t.app, '/locals')).statusCode).toBe(401);
  });

  it('POST /users/updatetoken switches project and ends the old session', async () => {
    const token = await signIn(t.app, 'two@example.test', projectB.id);
    const locals = (await get(t.app, '/locals', token)).json<LocalsResponse>();
    const res = await post(
      t.app,
      '/users/updatetoken',
      { user: locals.user.objectId, project: projectA.id },
      token,
    );
    expect(res.statusCode).toBe(200);
    const next = res.json<SessionResponse>().token;
    expect((await get(t.app, '/locals', next)).json<LocalsResponse>().project?.objectId).toBe(
      projectA.id,
    );
    expect((await get(t.app, '/locals', token)).statusCode).toBe(401);
  });

  it("POST /users/updatetoken refuses another project's id and another user's id with 404", async () => {
    const token = await signIn(t.app, 'one@example.test', projectA.id);
    const me = (await get(t.app, '/locals', token)).json<LocalsResponse>().user.objectId;
    expect(
      (await post(t.app, '/users/updatetoken', { user: me, project: foreign.id }, token))
        .statusCode,
    ).toBe(404);
    const someone = await createUser(t.db, { projectIds: [projectA.id] });
    expect(
      (await post(t.app, '/users/updatetoken', { user: someone.id, project: projectA.id }, token))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/users/updatetoken', { user: me, project: projectA.id })).statusCode,
    ).toBe(401);
    expect((await post(t.app, '/users/updatetoken', { user: me }, token)).statusCode).toBe(400);
  });

  it('GET /logout revokes the session', async () => {
    const token = await signIn(t.app, 'one@example.test', projectA.id);
    expect((await get(t.app, '/logout', token)).json()).toEqual({ success: true });
    expect((await get(t.app, '/locals', token)).statusCode).toBe(401);
  });

  it('a removed membership drops the project from /locals on the next request', async () => {
    const user = await createUser(t.db, { projectIds: [] });
    const token = await createSession(t.db, user.id, foreign.id);
    expect((await get(t.app, '/locals', token)).json<LocalsResponse>().project).toBeNull();
  });
});

describe('throttling (security requirement 8)', () => {
  it('answers 429 with Retry-After after too many failures for one account, even with the right password', async () => {
    await createAccount(t.db, { email: 'locked@example.test', projectIds: [projectA.id] });
    for (let i = 0; i < 3; i += 1) {
      const res = await projectsWithAuth('locked@example.test', 'wrong-password');
      expect(res.statusCode).toBe(401);
    }
    const res = await login('locked@example.test', PASSWORD, projectA.id);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown accounts are throttled alike, so the 429 tells nothing about existence.
    for (let i = 0; i < 3; i += 1) {
      await projectsWithAuth('nobody@example.test', 'wrong-password');
    }
    const unknown = await projectsWithAuth('nobody@example.test', 'wrong-password');
    expect(unknown.statusCode).toBe(429);
  });

  it('throttles one client address across accounts', async () => {
    const local = await startTestApp({
      config: { LOGIN_MAX_FAILURES_PER_ACCOUNT: 100, LOGIN_MAX_FAILURES_PER_IP: 2 },
    });
    try {
      for (const n of [1, 2]) {
        await projectsWithAuth(`x${n}@example.test`, 'wrong-password', local.app);
      }
      const res = await projectsWithAuth('x3@example.test', 'wrong-password', local.app);
      expect(res.statusCode).toBe(429);
      const elsewhere = await post(
        local.app,
        '/users/projectsWithAuth',
        { username: 'x3@example.test', password: 'wrong-password' },
        undefined,
        { remoteAddress: '10.0.0.9' },
      );
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await local.close();
    }
  });
});

describe('throttle under concurrency and against lockout (issue 11, findings 4 and 5)', () => {
  const from = (address: string, username: string, password: string) =>
    post(t.app, '/users/projectsWithAuth', { username, password }, undefined, {
      remoteAddress: address,
    });

  it('lets at most the per-account limit of 100 parallel wrong passwords reach the password check', async () => {
    await createAccount(t.db, { email: 'raced@example.test', projectIds: [projectA.id] });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => from('10.4.0.1', 'raced@example.test', 'wrong-password')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(97);
    expect(answers.find((res) => res.statusCode === 429)?.json<ErrorResponse>().errorMessage).toBe(
      'Too many attempts. Please try again later.',
    );
  });

  it('signs in with the right password from an address without failures after another address used up its own', async () => {
    await createAccount(t.db, { email: 'target@example.test', projectIds: [projectA.id] });
    for (let i = 0; i < 12; i += 1) {
      await from('10.5.0.1', 'target@example.test', 'wrong-password');
    }
    expect((await from('10.5.0.1', 'target@example.test', PASSWORD)).statusCode).toBe(429);
    const owner = await from('10.5.0.2', 'target@example.test', PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<ProjectsResponse>().projects).toHaveLength(1);
  });

  it('past the account ceiling (10 × the limit, from many addresses) gives each address one attempt, and the right password still works', async () => {
    await createAccount(t.db, { email: 'swarmed@example.test', projectIds: [projectA.id] });
    for (let n = 0; n < 10; n += 1) {
      for (let i = 0; i < 3; i += 1) {
        expect((await from(`10.6.0.${n}`, 'swarmed@example.test', 'wrong')).statusCode).toBe(401);
      }
    }
    expect((await from('10.6.1.1', 'swarmed@example.test', 'wrong')).statusCode).toBe(401);
    expect((await from('10.6.1.1', 'swarmed@example.test', 'wrong')).statusCode).toBe(429);
    expect((await from('10.6.1.2', 'swarmed@example.test', PASSWORD)).statusCode).toBe(200);
  });
});
