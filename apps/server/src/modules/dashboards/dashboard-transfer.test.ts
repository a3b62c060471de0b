/**
 * Export and import of a dashboard (issue 13, item 9): the file names places by id and name; an
 * import into the same project maps them by id, one into another project by name, never by an id
 * of another project, and lists what it could not map; a file that is not a dashboard file is a
 * 400 with a clear message and creates nothing; only members may export or import.
 */
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_FILE_MAX_BYTES,
  DASHBOARD_FILE_MAX_CARDS,
  dashboardFile,
  importDashboardResponse,
  listDashboardsResponse,
  type DashboardFile,
  type DashboardFileCard,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Database } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { createDashboardFixture } from '../../../test/fixtures/dashboards';
import {
  createProject,
  createSession,
  createSite,
  createUser,
} from '../../../test/fixtures/factories';
import { useTestApp } from '../../../test/fixtures/hooks';

/** A site with a zone and a measurement in it, all named as given. */
async function building(
  db: Database,
  projectId: string,
  names: { site: string; zone: string; measurements: string[] },
) {
  const site = await createSite(db, projectId, { name: names.site });
  const [zone] = await db
    .insert(s.zones)
    .values({ id: newObjectId(), siteId: site.id, name: names.zone })
    .returning();
  const measurements = await db
    .insert(s.measurements)
    .values(
      names.measurements.map((name) => ({
        id: newObjectId(),
        siteId: site.id,
        zoneId: zone!.id,
        name,
        type: name === 'CO2' ? 'co2' : 'relativeHumidity',
        unit: name === 'CO2' ? 'ppm' : '%',
      })),
    )
    .returning();
  return { siteId: site.id, zoneId: zone!.id, measurementIds: measurements.map((m) => m.id) };
}

async function world(db: Database) {
  const project = await createProject(db, { name: 'Lincoln' });
  const other = await createProject(db, { name: 'Other' });
  const here = await building(db, project.id, {
    site: 'Lincoln Elementary',
    zone: 'Room 101',
    measurements: ['CO2'],
  });
  // Same names in the other project, but no Humidity there.
  const there = await building(db, other.id, {
    site: 'Lincoln Elementary',
    zone: 'Room 101',
    measurements: ['CO2'],
  });
  const board = await createDashboardFixture(db, {
    projectId: project.id,
    siteId: here.siteId,
    zoneId: here.zoneId,
    measurementId: here.measurementIds[0]!,
  });
  // The fixture's multipoint card names a point by id only: make it a real one of the room.
  await db.insert(s.measurements).values({
    id: board.multipointPointId,
    siteId: here.siteId,
    zoneId: here.zoneId,
    name: 'Humidity',
    type: 'relativeHumidity',
    unit: '%',
  });
  const member = await createUser(db, { projectIds: [project.id] });
  const both = await createUser(db, { projectIds: [project.id, other.id] });
  const outsider = await createUser(db, { projectIds: [other.id] });
  return {
    projectId: project.id,
    otherProjectId: other.id,
    here,
    there,
    board,
    token: await createSession(db, member.id, project.id),
    bothToken: await createSession(db, both.id, project.id),
    outsiderToken: await createSession(db, outsider.id, other.id),
  };
}

const t = useTestApp({}, world);

const base = (projectId = t.projectId) => `/api/projects/${projectId}/dashboards`;
const auth = (token: string | null = t.token) =>
  token ? { authorization: `Bearer ${token}` } : undefined;

const exportBoard = async (token: string | null = t.token, dashboardId = t.board.id) =>
  t.app.inject({ method: 'GET', url: `${base()}/${dashboardId}/export`, headers: auth(token) });

const importFile = async (
  file: unknown,
  { projectId = t.projectId, token = t.token }: { projectId?: string; token?: string | null } = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base(projectId)}/import`,
    headers: auth(token),
    payload: file as object,
  });
  return {
    status: res.statusCode,
    errorMessage: res.json<{ errorMessage?: string }>().errorMessage,
    results: () => importDashboardResponse.parse(res.json()),
  };
};

const exported = async (): Promise<DashboardFile> =>
  dashboardFile.parse((await exportBoard()).json());

const dashboardCount = async (projectId = t.projectId) => {
  const res = await t.app.inject({
    method: 'GET',
    url: base(projectId),
    headers: auth(t.bothToken),
  });
  return listDashboardsResponse.parse(res.json()).results.length;
};

/** The file with its one section's cards replaced. */
const withCards = (file: DashboardFile, cards: DashboardFileCard[]): DashboardFile => ({
  ...file,
  dashboard: { ...file.dashboard, sections: [{ name: 'Only', isCollapsed: false, cards }] },
});

describe('export', () => {
  it('downloads the dashboard with its defaults and every place by id and name', async () => {
    const res = await exportBoard();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Classrooms.dashboard.json"; filename*=UTF-8''Classrooms.dashboard.json`,
    );
    const file = dashboardFile.parse(res.json());
    const site = { id: t.here.siteId, name: 'Lincoln Elementary' };
    const zone = { id: t.here.zoneId, name: 'Room 101' };
    expect(file).toMatchObject({
      format: 'airboard-dashboard',
      formatVersion: 1,
      dashboard: {
        name: 'Classrooms',
        level: 'project',
        site,
        zone: null,
        sections: [
          {
            name: 'First',
            isCollapsed: false,
            cards: [
              {
                type: 'point',
                name: 'CO2',
                site,
                zone,
                point: { id: t.here.measurementIds[0], name: 'CO2' },
              },
              { type: 'link', name: 'Zone', site, zone, linkType: 'zone' },
              {
                type: 'multipoint',
                name: 'Together',
                points: [
                  {
                    name: 'Humidity',
                    unit: '%',
                    site,
                    zone,
                    point: { id: t.board.multipointPointId, name: 'Humidity' },
                  },
                ],
              },
            ],
          },
        ],
      },
    });
  });

  it('answers 404 for an unknown dashboard', async () => {
    expect((await exportBoard(t.token, newObjectId())).statusCode).toBe(404);
  });
});

describe('import', () => {
  it('round-trips in the same project: every place mapped by id, nothing unmapped', async () => {
    const before = await dashboardCount();
    const res = await importFile(await exported());
    expect(res.status).toBe(200);
    const { dashboard, unmapped } = res.results();
    expect(unmapped).toEqual([]);
    expect(await dashboardCount()).toBe(before + 1);
    const original = (
      await t.app.inject({ method: 'GET', url: `${base()}/${t.board.id}`, headers: auth() })
    ).json<{ results: typeof dashboard }>().results;
    expect(dashboard.objectId).not.toBe(original.objectId);
    expect(dashboard).toMatchObject({
      name: original.name,
      level: original.level,
      siteId: original.siteId,
      zoneId: original.zoneId,
      version: 1,
    });
    expect(dashboard.sections.map(({ name, isCollapsed }) => ({ name, isCollapsed }))).toEqual(
      original.sections.map(({ name, isCollapsed }) => ({ name, isCollapsed })),
    );
    // The same cards but for their own and their section's ids; a link counts its readings anew.
    const comparable = (cards: typeof dashboard.cards) =>
      cards.map(({ uniqueId: _, sectionId: __, ...card }) =>
        card.type === 'link' ? { ...card, metadata: {} } : card,
      );
    expect(comparable(dashboard.cards)).toEqual(comparable(original.cards));
    expect(dashboard.cards[1]).toMatchObject({ type: 'link', metadata: { measurementCount: 2 } });
  });

  it('maps by name into another project and lists what is not there', async () => {
    const res = await importFile(await exported(), {
      projectId: t.otherProjectId,
      token: t.bothToken,
    });
    expect(res.status).toBe(200);
    const { dashboard, unmapped } = res.results();
    expect(dashboard.projectId).toBe(t.otherProjectId);
    expect(dashboard.siteId).toBe(t.there.siteId);
    const [point, link, multipoint] = dashboard.cards;
    expect(point).toMatchObject({
      type: 'point',
      siteId: t.there.siteId,
      zoneId: t.there.zoneId,
      pointId: t.there.measurementIds[0],
    });
    expect(link).toMatchObject({
      type: 'link',
      linkTo: t.there.zoneId,
      metadata: { measurementCount: 1 },
    });
    expect(multipoint).toMatchObject({ type: 'multipoint', siteId: t.there.siteId, points: [] });
    expect(unmapped).toEqual([{ kind: 'point', name: 'Humidity', card: 'Together' }]);
  });

  it('keeps a card whose place is not found in error (no site) and lists its place once', async () => {
    const file = await exported();
    const nowhere = { id: newObjectId(), name: 'Nowhere' };
    const res = await importFile(
      withCards(file, [
        { type: 'point', name: 'Lost', site: nowhere, zone: null, point: nowhere, units: null },
        { type: 'point', name: 'Lost', site: nowhere, zone: null, point: nowhere, units: null },
        { type: 'link', name: '', site: nowhere, zone: null, linkType: 'site' },
      ]),
    );
    const { dashboard, unmapped } = res.results();
    expect(dashboard.cards.map((c) => [c.type, c.name, c.siteId])).toEqual([
      ['point', 'Lost', null],
      ['point', 'Lost', null],
      ['link', messages.defaultCardName, null],
    ]);
    expect(unmapped).toEqual([
      { kind: 'site', name: 'Nowhere', card: 'Lost' },
      { kind: 'site', name: 'Nowhere', card: messages.defaultCardName },
    ]);
  });

  it("never maps an id of another project's place, and prefers an id of its own to a name", async () => {
    const file = await exported();
    const twin = await building(t.db, t.projectId, {
      site: 'Lincoln Elementary',
      zone: 'Room 101',
      measurements: ['CO2'],
    });
    const foreign = (id: string, name: string) => ({ id, name });
    const res = await importFile(
      withCards(file, [
        // Another project's ids under names this project does not have: not mapped.
        {
          type: 'link',
          name: 'Foreign',
          site: foreign(t.there.siteId, 'Elsewhere'),
          zone: null,
          linkType: 'site',
        },
        // The twin's ids under the first building's names: the ids win.
        {
          type: 'point',
          name: 'Twin',
          site: foreign(twin.siteId, 'Lincoln Elementary'),
          zone: foreign(twin.zoneId, 'Room 101'),
          point: foreign(twin.measurementIds[0]!, 'CO2'),
          units: null,
        },
        // A zone id of the twin under the first site: only zones of the mapped site count.
        {
          type: 'link',
          name: 'Mixed',
          site: foreign(t.here.siteId, 'Lincoln Elementary'),
          zone: foreign(twin.zoneId, 'No such room'),
          linkType: 'zone',
        },
      ]),
    );
    const { dashboard, unmapped } = res.results();
    expect(dashboard.cards.map((c) => c.siteId)).toEqual([null, twin.siteId, null]);
    expect(dashboard.cards[1]).toMatchObject({
      zoneId: twin.zoneId,
      pointId: twin.measurementIds[0],
    });
    expect(unmapped).toEqual([
      { kind: 'site', name: 'Elsewhere', card: 'Foreign' },
      { kind: 'zone', name: 'No such room', card: 'Mixed' },
    ]);
  });

  it('makes a dashboard whose default zone is not found a project-level one', async () => {
    const file = await exported();
    const res = await importFile({
      ...file,
      dashboard: {
        ...file.dashboard,
        level: 'zone',
        scope: 'Lincoln Elementary - Gym',
        zone: { id: newObjectId(), name: 'Gym' },
      },
    });
    const { dashboard, unmapped } = res.results();
    expect(dashboard).toMatchObject({
      level: 'project',
      scope: 'Project Level Dashboard',
      siteId: t.here.siteId,
      zoneId: null,
    });
    expect(unmapped[0]).toEqual({ kind: 'zone', name: 'Gym' });
  });

  it('imports a file at the card limit, which fits the body limit', async () => {
    const file = await exported();
    const card = file.dashboard.sections[0]!.cards[0]!;
    const big = {
      ...withCards(file, []),
      dashboard: {
        ...file.dashboard,
        sections: Array.from({ length: 10 }, (_, i) => ({
          name: `Floor ${i + 1}`,
          isCollapsed: false,
          cards: Array.from({ length: DASHBOARD_FILE_MAX_CARDS / 10 }, (__, j) => ({
            ...card,
            name: `A realistic card name of some length, number ${i}-${j}`,
          })),
        })),
      },
    };
    expect(JSON.stringify(big, null, 2).length).toBeLessThan(DASHBOARD_FILE_MAX_BYTES);
    const res = await importFile(big);
    expect(res.status).toBe(200);
    expect(res.results().dashboard.cards).toHaveLength(DASHBOARD_FILE_MAX_CARDS);
  });
});

describe('a bad file', () => {
  it('is refused with a clear message and creates nothing', async () => {
    const file = await exported();
    const before = await dashboardCount();
    const notOurs = await importFile({ hello: 'world' });
    expect(notOurs).toMatchObject({ status: 400, errorMessage: messages.importFileInvalid });
    const newer = await importFile({ ...file, formatVersion: 2 });
    expect(newer).toMatchObject({ status: 400, errorMessage: messages.importFileInvalid });
    const blankSection = await importFile({
      ...file,
      dashboard: { ...file.dashboard, sections: [{ name: ' ', isCollapsed: false, cards: [] }] },
    });
    expect(blankSection.status).toBe(400);
    expect(blankSection.errorMessage).toBe(
      messages.importFileProblem(`section 1, name: ${messages.sectionNameEmpty}`),
    );
    const tooMany = await importFile({
      ...file,
      dashboard: {
        ...file.dashboard,
        sections: [0, 1].map((i) => ({
          name: `S${i}`,
          isCollapsed: false,
          cards: Array.from({ length: DASHBOARD_FILE_MAX_CARDS / 2 + 1 }, () => ({
            type: 'multipoint',
            name: 'x',
            site: null,
            zone: null,
            points: [],
          })),
        })),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.errorMessage).toBe(
      messages.importFileProblem(
        `sections: must hold at most ${DASHBOARD_FILE_MAX_CARDS} cards in all`,
      ),
    );
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${base()}/import`,
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"format": "airboard-dashboard",',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: `${base()}/import`,
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...file, padding: 'x'.repeat(DASHBOARD_FILE_MAX_BYTES) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(await dashboardCount()).toBe(before);
  });
});

describe('access', () => {
  it('refuses an anonymous caller with 401', async () => {
    expect((await exportBoard(null)).statusCode).toBe(401);
    expect((await importFile(await exported(), { token: null })).status).toBe(401);
  });

  it("hides another project's dashboard and project behind a 404, also for a bad file", async () => {
    expect((await exportBoard(t.outsiderToken)).statusCode).toBe(404);
    const before = await dashboardCount();
    expect((await importFile(await exported(), { token: t.outsiderToken })).status).toBe(404);
    expect((await importFile({ hello: 'world' }, { token: t.outsiderToken })).status).toBe(404);
    expect(await dashboardCount()).toBe(before);
  });
});
