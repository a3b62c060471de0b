/**
 * One dashboard and its edits (spec 001 §5, issue 13 items 1 and 2): create, read, defaults,
 * sections, cards, multipoint points, delete; the spec's messages as 4xx; cards and defaults only
 * within the dashboard's project; an edit on an older version is refused (409) and two editors at
 * once never lose a card. Access per route (401, another project's 404) is walked by
 * test/route-access.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardResponse, type DashboardDetail } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { MULTIPOINT_MAX_POINTS } from '@airboard/shared/rules';
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

async function world(db: Database) {
  const project = await createProject(db);
  const other = await createProject(db, { name: 'Other' });
  const site = await createSite(db, project.id);
  const foreignSite = await createSite(db, other.id, { name: 'Elsewhere' });
  const zone = async (siteId: string, name: string) =>
    (await db.insert(s.zones).values({ id: newObjectId(), siteId, name }).returning())[0]!;
  const room = await zone(site.id, 'Room 101');
  const foreignZone = await zone(foreignSite.id, 'Foreign room');
  const measurement = async (siteId: string, zoneId: string, name: string) =>
    (
      await db
        .insert(s.measurements)
        .values({ id: newObjectId(), siteId, zoneId, name, type: 'co2', unit: 'ppm' })
        .returning()
    )[0]!;
  const co2 = await measurement(site.id, room.id, 'CO2');
  const foreignCo2 = await measurement(foreignSite.id, foreignZone.id, 'CO2');
  const member = await createUser(db, { projectIds: [project.id] });
  return {
    projectId: project.id,
    siteId: site.id,
    zoneId: room.id,
    measurementId: co2.id,
    foreign: { siteId: foreignSite.id, zoneId: foreignZone.id, measurementId: foreignCo2.id },
    token: await createSession(db, member.id, project.id),
  };
}

const t = useTestApp({}, world);

const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url: `/api/projects/${t.projectId}/dashboards${url}`,
    headers: { authorization: `Bearer ${t.token}` },
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json<{ errorMessage?: string }>(),
    dashboard: (): DashboardDetail => dashboardResponse.parse(res.json()).results,
  };
};

const newBoard = () =>
  createDashboardFixture(t.db, {
    projectId: t.projectId,
    siteId: t.siteId,
    zoneId: t.zoneId,
    measurementId: t.measurementId,
  });

describe('creating and reading a dashboard', () => {
  it('creates an empty project-level dashboard with its defaults, at version 1', async () => {
    const res = await send('POST', '', {
      name: '  Lincoln Classrooms ',
      description: 'Every classroom',
      level: 'project',
      scope: 'Project Level Dashboard',
      sections: [],
      cards: [],
      siteId: t.siteId,
      zoneId: t.zoneId,
    });
    expect(res.status).toBe(200);
    const created = res.dashboard();
    expect(created).toMatchObject({
      name: 'Lincoln Classrooms',
      description: 'Every classroom',
      level: 'project',
      scope: 'Project Level Dashboard',
      siteId: t.siteId,
      zoneId: t.zoneId,
      sections: [],
      cards: [],
      version: 1,
    });
    const read = await send('GET', `/${created.objectId}`);
    expect(read.dashboard()).toEqual(created);
  });

  it('refuses a blank name, and a default site or zone of another project', async () => {
    expect((await send('POST', '', { name: '   ' })).status).toBe(400);
    const foreignSite = await send('POST', '', { name: 'X', siteId: t.foreign.siteId });
    expect(foreignSite.status).toBe(422);
    expect(foreignSite.body.errorMessage).toBe(messages.cardTargetNotInProject);
    const foreignZone = await send('POST', '', {
      name: 'X',
      siteId: t.siteId,
      zoneId: t.foreign.zoneId,
    });
    expect(foreignZone.status).toBe(422);
  });

  it('answers 404 for an unknown dashboard', async () => {
    expect((await send('GET', `/${newObjectId()}`)).status).toBe(404);
  });
});

describe('editing', () => {
  it('changes the defaults; a new default site clears the old zone', async () => {
    const board = await newBoard();
    const zoned = await send('PATCH', `/${board.id}`, { version: 1, zoneId: t.zoneId });
    expect(zoned.dashboard()).toMatchObject({ zoneId: t.zoneId, version: 2 });
    const cleared = await send('PATCH', `/${board.id}`, { version: 2, siteId: null });
    expect(cleared.dashboard()).toMatchObject({ siteId: null, zoneId: null, version: 3 });
    const foreign = await send('PATCH', `/${board.id}`, { version: 3, siteId: t.foreign.siteId });
    expect(foreign.status).toBe(422);
  });

  it('adds, renames, collapses and deletes sections; deleting one deletes its cards', async () => {
    const board = await newBoard();
    const blank = await send('POST', `/${board.id}/sections`, { version: 1, name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errorMessage).toContain(messages.sectionNameEmpty);
    const added = (
      await send('POST', `/${board.id}/sections`, { version: 1, name: 'Gym' })
    ).dashboard();
    expect(added.sections.map((x) => x.name)).toEqual(['First', 'Gym']);
    const gym = added.sections[1]!.uniqueId;
    const renamed = (
      await send('PATCH', `/${board.id}/sections/${gym}`, {
        version: 2,
        name: 'Gymnasium',
        isCollapsed: true,
      })
    ).dashboard();
    expect(renamed.sections[1]).toEqual({ uniqueId: gym, name: 'Gymnasium', isCollapsed: true });
    const gone = (
      await send('DELETE', `/${board.id}/sections/${board.sectionId}?version=3`)
    ).dashboard();
    expect(gone.sections.map((x) => x.name)).toEqual(['Gymnasium']);
    expect(gone.cards).toEqual([]);
  });

  it('adds point, link and multipoint cards with the spec rules', async () => {
    const board = await newBoard();
    const card = (version: number, name: string, body: object) =>
      send('POST', `/${board.id}/cards`, { version, sectionId: board.sectionId, name, card: body });
    const noPoint = await card(1, 'CO2', { type: 'point', siteId: t.siteId });
    expect(noPoint.status).toBe(422);
    expect(noPoint.body.errorMessage).toBe(messages.noPointIdForPointCard);
    const foreignPoint = await card(1, 'CO2', {
      type: 'point',
      siteId: t.siteId,
      pointId: t.foreign.measurementId,
    });
    expect(foreignPoint.status).toBe(422);
    expect(foreignPoint.body.errorMessage).toBe(messages.cardTargetNotInProject);

    const point = (
      await card(1, '', {
        type: 'point',
        siteId: t.siteId,
        zoneId: t.zoneId,
        pointId: t.measurementId,
      })
    ).dashboard();
    expect(point.cards.at(-1)).toMatchObject({
      type: 'point',
      name: messages.defaultCardName,
      pointId: t.measurementId,
      units: 'ppm',
      position: 3,
    });
    const link = (
      await card(2, 'Room', { type: 'link', siteId: t.siteId, zoneId: t.zoneId })
    ).dashboard();
    expect(link.cards.at(-1)).toMatchObject({
      type: 'link',
      linkType: 'zone',
      linkTo: t.zoneId,
      metadata: { measurementCount: 1 },
    });
    const multi = (await card(3, 'Together', { type: 'multipoint' })).dashboard();
    expect(multi.cards.at(-1)).toMatchObject({ type: 'multipoint', points: [], siteId: null });
  });

  it('moves a card and closes up the positions; deletes a card', async () => {
    const board = await newBoard();
    const moved = (
      await send('PATCH', `/${board.id}/cards/${board.multipointCardId}`, {
        version: 1,
        sectionId: board.sectionId,
        position: 0,
      })
    ).dashboard();
    expect(moved.cards.map((c) => [c.uniqueId, c.position])).toEqual([
      [board.multipointCardId, 0],
      [board.pointCardId, 1],
      [board.linkCardId, 2],
    ]);
    const deleted = (
      await send('DELETE', `/${board.id}/cards/${board.pointCardId}?version=2`)
    ).dashboard();
    expect(deleted.cards.map((c) => c.uniqueId)).toEqual([
      board.multipointCardId,
      board.linkCardId,
    ]);
  });

  it('adds only point cards to multipoint cards, at most eight, and removes them', async () => {
    const board = await newBoard();
    const add = (version: number, fromCardId: string) =>
      send('POST', `/${board.id}/cards/${board.multipointCardId}/points`, { version, fromCardId });
    const fromLink = await add(1, board.linkCardId);
    expect(fromLink.status).toBe(422);
    expect(fromLink.body.errorMessage).toBe(messages.multipointOnlyPointCards);
    const added = (await add(1, board.pointCardId)).dashboard();
    const multi = added.cards.find((c) => c.uniqueId === board.multipointCardId);
    expect(multi).toMatchObject({
      points: [
        { pointId: board.multipointPointId },
        { pointId: t.measurementId, name: 'CO2', unit: 'ppm', measurementType: 'co2' },
      ],
    });
    // Fill the card to the limit directly, then one more is refused.
    const full = Array.from({ length: MULTIPOINT_MAX_POINTS }, () => ({
      pointId: newObjectId(),
      name: 'x',
      unit: '',
      measurementType: 'co2',
      siteId: t.siteId,
      zoneId: t.zoneId,
    }));
    await t.db
      .update(s.dashboardCards)
      .set({ points: full })
      .where(eq(s.dashboardCards.id, board.multipointCardId));
    const over = await add(2, board.pointCardId);
    expect(over.status).toBe(422);
    expect(over.body.errorMessage).toBe(messages.multipointMaxPoints);

    const removed = (
      await send(
        'DELETE',
        `/${board.id}/cards/${board.multipointCardId}/points/${full[0]!.pointId}?version=2`,
      )
    ).dashboard();
    const left = removed.cards.find((c) => c.uniqueId === board.multipointCardId);
    expect(left?.type === 'multipoint' && left.points).toHaveLength(MULTIPOINT_MAX_POINTS - 1);
  });

  it('deletes a dashboard', async () => {
    const board = await newBoard();
    expect((await send('DELETE', `/${board.id}?version=1`)).status).toBe(200);
    expect((await send('GET', `/${board.id}`)).status).toBe(404);
  });
});

describe('versions: no lost edits', () => {
  it('refuses an edit made on an older version with 409 and the spec-like message', async () => {
    const board = await newBoard();
    expect((await send('PATCH', `/${board.id}`, { version: 1, name: 'One' })).status).toBe(200);
    const stale = await send('POST', `/${board.id}/sections`, { version: 1, name: 'Two' });
    expect(stale.status).toBe(409);
    expect(stale.body.errorMessage).toBe(messages.dashboardChangedElsewhere);
  });

  it('lets exactly one of two editors at once add their card; the other is told, nothing is lost', async () => {
    const board = await newBoard();
    const card = (name: string) =>
      send('POST', `/${board.id}/cards`, {
        version: 1,
        sectionId: board.sectionId,
        name,
        card: { type: 'link', siteId: t.siteId },
      });
    const answers = await Promise.all([card('From A'), card('From B')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    // The one told retries on the version it now reads: both cards are there.
    const current = (await send('GET', `/${board.id}`)).dashboard();
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.errorMessage).toBe(messages.dashboardChangedElsewhere);
    const retried = await send('POST', `/${board.id}/cards`, {
      version: current.version,
      sectionId: board.sectionId,
      name: current.cards.some((c) => c.name === 'From A') ? 'From B' : 'From A',
      card: { type: 'link', siteId: t.siteId },
    });
    expect(retried.dashboard().cards.map((c) => c.name)).toEqual(
      expect.arrayContaining(['From A', 'From B']),
    );
  });
});
