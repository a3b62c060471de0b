/** GET /api/projects/{projectId}/dashboards: the project's dashboards, members only. */
import { beforeAll, describe, expect, it } from 'vitest';
import { listDashboardsResponse } from '@airboard/shared/api';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { useTestApp } from '../../../test/fixtures/hooks';
import {
  createProject,
  createSession,
  createSite,
  createUser,
} from '../../../test/fixtures/factories';

const t = useTestApp();
let projectId: string;
let memberToken: string;
let outsiderToken: string;

beforeAll(async () => {
  const { db } = t;
  const project = await createProject(db);
  const other = await createProject(db, { name: 'Other' });
  projectId = project.id;
  const site = await createSite(db, project.id);
  const portfolio = newObjectId();
  await db.insert(s.dashboards).values([
    {
      id: portfolio,
      projectId,
      name: 'Portfolio',
      level: 'project',
      scope: 'Project Level Dashboard',
    },
    { id: newObjectId(), projectId, name: 'Lobby', level: 'site', siteId: site.id },
    { id: newObjectId(), projectId: other.id, name: 'Elsewhere', level: 'project' },
  ]);
  await db.insert(s.dashboardSections).values(
    ['Buildings', 'Watch'].map((name, position) => ({
      id: newObjectId(),
      dashboardId: portfolio,
      name,
      position,
    })),
  );
  memberToken = await createSession(
    db,
    (await createUser(db, { projectIds: [projectId] })).id,
    projectId,
  );
  outsiderToken = await createSession(
    db,
    (await createUser(db, { projectIds: [other.id] })).id,
    other.id,
  );
});

const list = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/projects/${id}/dashboards`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/projects/{projectId}/dashboards', () => {
  it("lists the project's dashboards by name, with level, default site and sections", async () => {
    const res = await list(projectId, memberToken);
    expect(res.statusCode).toBe(200);
    const { results } = listDashboardsResponse.parse(res.json());
    expect(results.map((d) => [d.name, d.level, d.siteId !== null, d.sectionCount])).toEqual([
      ['Lobby', 'site', true, 0],
      ['Portfolio', 'project', false, 2],
    ]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await list(projectId)).statusCode).toBe(401);
  });

  it("hides another project's dashboards and unknown projects behind a 404", async () => {
    expect((await list(projectId, outsiderToken)).statusCode).toBe(404);
    expect((await list('nope', memberToken)).statusCode).toBe(404);
  });

  it('rejects a malformed project id with a 400 naming it', async () => {
    const res = await list('x'.repeat(65), memberToken);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('projectId');
  });
});
