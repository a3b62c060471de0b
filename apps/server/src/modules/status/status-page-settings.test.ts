/**
 * The address a project's status page is published under (issue 17): members read it with its
 * full link, admins and superAdmins publish, move and unpublish it — plain members get 403,
 * another project's admin 404, anonymous callers 401. The address follows the shared rule (400
 * with its message), is one project's (409), and an address given up answers 404 at once even
 * while its answer was kept. Every change is audited; saving the same address again is no change.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { statusPageSettings } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import * as s from '../../db/schema/index';
import { createProject, createSession, createUser } from '../../../test/fixtures/factories';
import { useTestApp } from '../../../test/fixtures/hooks';

const PUBLIC_URL = 'https://status.example';
const t = useTestApp({ config: { PUBLIC_URL } });
let projectId: string;
let otherProjectId: string;
const tokens = { member: '', admin: '', superAdmin: '', outsider: '' };

beforeAll(async () => {
  const project = await createProject(t.db, { name: 'North Campus', statusSlug: 'north' });
  const other = await createProject(t.db, { name: 'Other', statusSlug: 'other-campus' });
  projectId = project.id;
  otherProjectId = other.id;
  const as = async (role: 'user' | 'admin' | 'superAdmin', inProject: string) => {
    const user = await createUser(t.db, { projectIds: [inProject], role });
    return createSession(t.db, user.id, inProject);
  };
  tokens.member = await as('user', project.id);
  tokens.admin = await as('admin', project.id);
  tokens.superAdmin = await as('superAdmin', project.id);
  tokens.outsider = await as('admin', other.id);
});

const call = (method: InjectOptions['method'], token?: string, payload?: object, id = projectId) =>
  t.app.inject({
    method,
    url: `/api/projects/${id}/statusPage`,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const publish = (slug: string, token = tokens.admin) => call('PUT', token, { slug });
const publicPage = (slug: string) => t.app.inject({ method: 'GET', url: `/api/status/${slug}` });
const errorOf = (res: { json: <T>() => T }) => res.json<{ errorMessage: string }>().errorMessage;
const settingsOf = (res: { json: () => unknown }) => statusPageSettings.parse(res.json());

async function storedSlug(id = projectId) {
  const [row] = await t.db
    .select({ slug: s.projects.statusSlug })
    .from(s.projects)
    .where(eq(s.projects.id, id));
  return row!.slug;
}
const audits = () =>
  t.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.objectType, 'project'), eq(s.auditLog.objectId, projectId)));

describe('reading the address', () => {
  it('answers any member with the address and its link on the public host', async () => {
    const res = await call('GET', tokens.member);
    expect(res.statusCode, res.body).toBe(200);
    expect(settingsOf(res)).toEqual({ slug: 'north', url: `${PUBLIC_URL}/status/north` });
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await call('GET')).statusCode).toBe(401);
  });

  it('hides another project, and an unknown one, behind the same 404', async () => {
    const foreign = await call('GET', tokens.outsider);
    expect(foreign.statusCode).toBe(404);
    const unknown = await call('GET', tokens.admin, undefined, 'no-such-project');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(errorOf(foreign));
  });

  it('refuses a malformed project id with 400', async () => {
    expect((await call('GET', tokens.member, undefined, 'x'.repeat(65))).statusCode).toBe(400);
  });
});

describe('publishing under an address', () => {
  it('moves the page for an admin: the new address answers, the old one is a 404 at once', async () => {
    // The old address's answer is kept for a refresh interval: moving must drop it.
    expect((await publicPage('north')).statusCode).toBe(200);
    const before = (await audits()).length;

    const res = await publish('north-campus');
    expect(res.statusCode, res.body).toBe(200);
    expect(settingsOf(res)).toEqual({
      slug: 'north-campus',
      url: `${PUBLIC_URL}/status/north-campus`,
    });
    expect(await storedSlug()).toBe('north-campus');
    expect((await publicPage('north')).statusCode).toBe(404);
    const page = await publicPage('north-campus');
    expect(page.statusCode).toBe(200);
    expect(page.json<{ projectName: string }>().projectName).toBe('North Campus');

    const entries = await audits();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'project.statusPage.publish',
      oldValue: { statusSlug: 'north' },
      newValue: { statusSlug: 'north-campus' },
    });
  });

  it('lets a superAdmin publish too, and trims the address', async () => {
    const res = await publish('  north-2 ', tokens.superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedSlug()).toBe('north-2');
  });

  it('is no change, and no audit entry, when the address is the same', async () => {
    const before = (await audits()).length;
    expect((await publish('north-2')).statusCode).toBe(200);
    expect(await audits()).toHaveLength(before);
  });

  it.each([
    ['ab', messages.statusSlugLength],
    ['x'.repeat(41), messages.statusSlugLength],
    ['North', messages.statusSlugCharacters],
    ['north campus', messages.statusSlugCharacters],
    ['-north', messages.statusSlugHyphenEnds],
    ['api', messages.statusSlugReserved('api')],
    ['', messages.statusSlugRequired],
  ])('refuses %j with 400 and the rule’s message', async (slug, message) => {
    const res = await publish(slug);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toBe(message);
    expect(await storedSlug()).toBe('north-2');
  });

  it('refuses a body without an address with 400', async () => {
    expect((await call('PUT', tokens.admin, {})).statusCode).toBe(400);
  });

  it('refuses an address another project holds with 409, changing nothing', async () => {
    const res = await publish('other-campus');
    expect(res.statusCode, res.body).toBe(409);
    expect(errorOf(res)).toBe(messages.statusSlugTaken);
    expect(await storedSlug()).toBe('north-2');
    expect(await storedSlug(otherProjectId)).toBe('other-campus');
  });

  it('refuses anonymous callers with 401, members with 403, another project with 404', async () => {
    expect((await call('PUT', undefined, { slug: 'taken-by-nobody' })).statusCode).toBe(401);
    const member = await publish('taken-by-member', tokens.member);
    expect(member.statusCode).toBe(403);
    expect((await publish('taken-by-outsider', tokens.outsider)).statusCode).toBe(404);
    expect(await storedSlug()).toBe('north-2');
  });
});

describe('unpublishing', () => {
  it('refuses anonymous callers with 401, members with 403, another project with 404', async () => {
    expect((await call('DELETE')).statusCode).toBe(401);
    expect((await call('DELETE', tokens.member)).statusCode).toBe(403);
    expect((await call('DELETE', tokens.outsider)).statusCode).toBe(404);
    expect(await storedSlug()).toBe('north-2');
  });

  it('takes the page down for an admin: its address is a 404 at once', async () => {
    expect((await publicPage('north-2')).statusCode).toBe(200);
    const res = await call('DELETE', tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(settingsOf(res)).toEqual({ slug: null, url: null });
    expect(await storedSlug()).toBeNull();
    expect((await publicPage('north-2')).statusCode).toBe(404);
    expect(settingsOf(await call('GET', tokens.member))).toEqual({ slug: null, url: null });
    expect((await audits()).at(-1)).toMatchObject({
      action: 'project.statusPage.unpublish',
      oldValue: { statusSlug: 'north-2' },
      newValue: { statusSlug: null },
    });
  });

  it('frees the address for another project', async () => {
    const other = await createProject(t.db, { name: 'Third' });
    const admin = await createUser(t.db, { projectIds: [other.id], role: 'admin' });
    const token = await createSession(t.db, admin.id, other.id);
    const res = await call('PUT', token, { slug: 'north-2' }, other.id);
    expect(res.statusCode, res.body).toBe(200);
  });
});
