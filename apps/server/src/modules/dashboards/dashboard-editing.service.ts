/**
 * One dashboard and its edits (spec 001 §3, §5): read, create, change the name and defaults,
 * sections, cards and the points of multipoint cards, delete. Sections and cards live in their
 * own tables, so each edit changes only its rows and two editors never overwrite each other's
 * cards wholesale. Every edit names the version it was made on: the dashboard's version goes up
 * by one in the same transaction, and an edit made on an older version is refused with 409
 * (decision 016). Every site, zone and point a card names must belong to the dashboard's project.
 */
import { z } from 'zod';
import { multipointEntry } from '@airboard/shared/api';
import type {
  DashboardCard,
  DashboardDetail,
  MultipointEntry,
  addCardBody,
  addSectionBody,
  createDashboardBody,
  updateDashboardBody,
  updateSectionBody,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { multipointHasRoom } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { HttpError, notFound } from '../../lib/http-error';

const DASHBOARD_NOT_FOUND = 'Dashboard not found';
const refused = (message: string) => new HttpError(422, message);

const dashboardRow = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  level: z.enum(['project', 'site', 'zone']),
  scope: z.string().nullable(),
  site_id: z.string().nullable(),
  zone_id: z.string().nullable(),
  version: z.number(),
  updated_at: z.date(),
});
const sectionRow = z.object({ id: z.string(), name: z.string(), is_collapsed: z.boolean() });
// The JSON column holds the shared contract's entries.
const multipointEntries = z.array(multipointEntry);
const cardRow = z.object({
  id: z.string(),
  section_id: z.string(),
  name: z.string(),
  type: z.enum(['point', 'link', 'multipoint']),
  position: z.number(),
  site_id: z.string().nullable(),
  zone_id: z.string().nullable(),
  point_id: z.string().nullable(),
  units: z.string().nullable(),
  link_type: z.string().nullable(),
  link_to: z.string().nullable(),
  metadata: z.object({ measurementCount: z.number().optional() }),
  points: multipointEntries,
});
type CardRow = z.infer<typeof cardRow>;

function cardDto(row: CardRow): DashboardCard {
  const base = {
    uniqueId: row.id,
    sectionId: row.section_id,
    name: row.name,
    position: row.position,
    siteId: row.site_id,
    zoneId: row.zone_id,
  };
  switch (row.type) {
    case 'point':
      return { ...base, type: 'point', pointId: row.point_id ?? '', units: row.units };
    case 'link':
      return {
        ...base,
        type: 'link',
        linkType: row.link_type === 'zone' ? 'zone' : 'site',
        linkTo: row.link_to ?? '',
        metadata: row.metadata,
      };
    case 'multipoint':
      return { ...base, type: 'multipoint', points: row.points };
  }
}

/** The dashboard of the project with its sections and cards in order, or 404. */
export async function readDashboard(
  query: SqlRunner,
  projectId: string,
  dashboardId: string,
): Promise<DashboardDetail> {
  const [row] = await query(
    dashboardRow,
    `SELECT id, project_id, name, description, level, scope, site_id, zone_id, version, updated_at
       FROM dashboards WHERE id = $1 AND project_id = $2`,
    [dashboardId, projectId],
  );
  if (!row) {
    throw notFound(DASHBOARD_NOT_FOUND);
  }
  const sections = await query(
    sectionRow,
    `SELECT id, name, is_collapsed FROM dashboard_sections
      WHERE dashboard_id = $1 ORDER BY position, id`,
    [dashboardId],
  );
  const cards = await query(
    cardRow,
    `SELECT c.id, c.section_id, c.name, c.type, c.position, c.site_id, c.zone_id, c.point_id,
            c.units, c.link_type, c.link_to, c.metadata, c.points
       FROM dashboard_cards c JOIN dashboard_sections s ON s.id = c.section_id
      WHERE c.dashboard_id = $1 ORDER BY s.position, s.id, c.position, c.id`,
    [dashboardId],
  );
  return {
    objectId: row.id,
    projectId: row.project_id,
    name: row.name,
    description: row.description,
    level: row.level,
    scope: row.scope,
    siteId: row.site_id,
    zoneId: row.zone_id,
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
    sections: sections.map((s) => ({ uniqueId: s.id, name: s.name, isCollapsed: s.is_collapsed })),
    cards: cards.map(cardDto),
  };
}

export function getDashboard(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
): Promise<DashboardDetail> {
  return database.transaction((query) => readDashboard(query, projectId, dashboardId));
}

/**
 * A site of the project and, if given, a zone of that site: refused (422) otherwise, so a card
 * or default never points into another project (the same answer for unknown ids).
 */
async function checkPlace(
  query: SqlRunner,
  projectId: string,
  siteId: string | null,
  zoneId: string | null,
): Promise<void> {
  if (siteId === null) {
    if (zoneId !== null) {
      throw refused(messages.cardTargetNotInProject);
    }
    return;
  }
  const [found] = await query(
    z.object({ zone_ok: z.boolean() }),
    `SELECT ($3::text IS NULL OR EXISTS (SELECT 1 FROM zones z WHERE z.id = $3 AND z.site_id = s.id)) AS zone_ok
       FROM sites s WHERE s.id = $1 AND s.project_id = $2`,
    [siteId, projectId, zoneId],
  );
  if (!found?.zone_ok) {
    throw refused(messages.cardTargetNotInProject);
  }
}

const pointInfo = z.object({
  name: z.string(),
  unit: z.string(),
  type: z.string(),
  zone_id: z.string().nullable(),
});

/** A measurement (or point) of the site, with what a card shows of it; refused otherwise. */
async function checkPoint(query: SqlRunner, siteId: string, pointId: string) {
  const [found] = await query(
    pointInfo,
    `SELECT name, unit, type, zone_id FROM measurements WHERE id = $1 AND site_id = $2
     UNION ALL
     SELECT name, unit, coalesce(type, 'point'), zone_id FROM points WHERE id = $1 AND site_id = $2
     LIMIT 1`,
    [pointId, siteId],
  );
  if (!found) {
    throw refused(messages.cardTargetNotInProject);
  }
  return found;
}

/** What a new dashboard starts with; its site and zone are already known to be the project's. */
export type NewDashboard = Pick<
  DashboardDetail,
  'name' | 'description' | 'level' | 'scope' | 'siteId' | 'zoneId'
>;

/** Stores a new dashboard (no sections yet) at version 1; answers its id. */
export async function insertDashboard(
  query: SqlRunner,
  projectId: string,
  userId: string,
  dashboard: NewDashboard,
): Promise<string> {
  const id = newObjectId();
  await query(
    `INSERT INTO dashboards (id, project_id, site_id, zone_id, name, description, level, scope, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      projectId,
      dashboard.siteId,
      dashboard.zoneId,
      dashboard.name,
      dashboard.description,
      dashboard.level,
      dashboard.scope,
      userId,
    ],
  );
  return id;
}

export async function createDashboard(
  database: DatabaseHandle,
  projectId: string,
  userId: string,
  body: z.output<typeof createDashboardBody>,
): Promise<DashboardDetail> {
  return database.transaction(async (query) => {
    await checkPlace(query, projectId, body.siteId, body.zoneId);
    const id = await insertDashboard(query, projectId, userId, body);
    return readDashboard(query, projectId, id);
  });
}

/**
 * Takes the dashboard's next version for an edit made on `version` (which also serializes
 * concurrent edits on its row): 404 for another project's or an unknown dashboard, 409 when the
 * edit was made on an older version.
 */
async function takeVersion(
  query: SqlRunner,
  projectId: string,
  dashboardId: string,
  version: number,
): Promise<void> {
  const [taken] = await query(
    z.object({ id: z.string() }),
    `UPDATE dashboards SET version = version + 1, updated_at = now()
      WHERE id = $1 AND project_id = $2 AND version = $3 RETURNING id`,
    [dashboardId, projectId, version],
  );
  if (!taken) {
    await readDashboard(query, projectId, dashboardId); // 404 when it is not there at all
    throw new HttpError(409, messages.dashboardChangedElsewhere);
  }
}

/** Runs an edit made on `version` in one transaction; answers the dashboard after it. */
async function edit(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  version: number,
  change: (query: SqlRunner, dashboard: DashboardDetail) => Promise<void>,
): Promise<DashboardDetail> {
  return database.transaction(async (query) => {
    await takeVersion(query, projectId, dashboardId, version);
    await change(query, await readDashboard(query, projectId, dashboardId));
    return readDashboard(query, projectId, dashboardId);
  });
}

export function updateDashboard(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  body: z.output<typeof updateDashboardBody>,
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, body.version, async (query, current) => {
    const siteId = body.siteId === undefined ? current.siteId : body.siteId;
    // A new default site without a zone clears the zone (it belonged to the old site).
    const zoneId =
      body.zoneId !== undefined ? body.zoneId : body.siteId !== undefined ? null : current.zoneId;
    await checkPlace(query, projectId, siteId, zoneId);
    await query(
      `UPDATE dashboards SET name = $2, description = $3, site_id = $4, zone_id = $5 WHERE id = $1`,
      [
        dashboardId,
        body.name ?? current.name,
        body.description === undefined ? current.description : body.description,
        siteId,
        zoneId,
      ],
    );
  });
}

export async function deleteDashboard(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  version: number,
): Promise<void> {
  await database.transaction(async (query) => {
    await takeVersion(query, projectId, dashboardId, version);
    await query(`DELETE FROM dashboards WHERE id = $1`, [dashboardId]);
  });
}

const sectionOf = (dashboard: DashboardDetail, sectionId: string) => {
  if (!dashboard.sections.some((s) => s.uniqueId === sectionId)) {
    throw notFound('Section not found');
  }
};

export function addSection(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  body: z.output<typeof addSectionBody>,
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, body.version, async (query) => {
    await query(
      `INSERT INTO dashboard_sections (id, dashboard_id, name, position)
       SELECT $1, $2, $3, coalesce(max(position) + 1, 0) FROM dashboard_sections WHERE dashboard_id = $2`,
      [newObjectId(), dashboardId, body.name],
    );
  });
}

export function updateSection(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  sectionId: string,
  body: z.output<typeof updateSectionBody>,
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, body.version, async (query, current) => {
    sectionOf(current, sectionId);
    await query(
      `UPDATE dashboard_sections SET name = coalesce($2, name), is_collapsed = coalesce($3, is_collapsed)
        WHERE id = $1`,
      [sectionId, body.name ?? null, body.isCollapsed ?? null],
    );
  });
}

/** Deletes the section with its cards (the spec's confirmation is the screen's). */
export function deleteSection(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  sectionId: string,
  version: number,
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, version, async (query, current) => {
    sectionOf(current, sectionId);
    await query(`DELETE FROM dashboard_sections WHERE id = $1`, [sectionId]);
  });
}

/** The readings a link card to the site, or to its zone, counts (the card's metadata). */
export async function linkMeasurementCount(
  query: SqlRunner,
  siteId: string,
  zoneId: string | null,
): Promise<number> {
  const [count] = await query(
    z.object({ n: z.number() }),
    `SELECT count(*)::int AS n FROM measurements
      WHERE site_id = $1 AND ($2::text IS NULL OR zone_id = $2) AND parent_id IS NULL`,
    [siteId, zoneId],
  );
  return count?.n ?? 0;
}

/** Adds a card at the end of its section; an empty name is 'Monitor' (spec 001 §5). */
export function addCard(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  body: z.output<typeof addCardBody>,
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, body.version, async (query, current) => {
    sectionOf(current, body.sectionId);
    const { card } = body;
    const siteId = card.siteId;
    const zoneId = card.zoneId;
    await checkPlace(query, projectId, siteId, zoneId);
    const columns = {
      point_id: null as string | null,
      units: null as string | null,
      link_type: null as string | null,
      link_to: null as string | null,
      metadata: {} as { measurementCount?: number },
    };
    if (card.type === 'point') {
      if (!card.pointId) {
        throw refused(messages.noPointIdForPointCard);
      }
      const point = await checkPoint(query, card.siteId, card.pointId);
      columns.point_id = card.pointId;
      columns.units = card.units ?? point.unit;
    } else if (card.type === 'link') {
      columns.link_type = zoneId ? 'zone' : 'site';
      columns.link_to = zoneId ?? card.siteId;
      columns.metadata = {
        measurementCount: await linkMeasurementCount(query, card.siteId, zoneId),
      };
    }
    await query(
      `INSERT INTO dashboard_cards (id, dashboard_id, section_id, name, type, position, site_id, zone_id,
                                    point_id, units, link_type, link_to, metadata)
       SELECT $1, $2, $3, $4, $5, coalesce(max(position) + 1, 0), $6, $7, $8, $9, $10, $11, $12::jsonb
         FROM dashboard_cards WHERE section_id = $3`,
      [
        newObjectId(),
        dashboardId,
        body.sectionId,
        body.name || messages.defaultCardName,
        card.type,
        siteId,
        zoneId,
        columns.point_id,
        columns.units,
        columns.link_type,
        columns.link_to,
        JSON.stringify(columns.metadata),
      ],
    );
  });
}

const cardOf = (dashboard: DashboardDetail, cardId: string): DashboardCard => {
  const card = dashboard.cards.find((c) => c.uniqueId === cardId);
  if (!card) {
    throw notFound('Card not found');
  }
  return card;
};

/** Moves a card to a section and position; the positions of both sections close up. */
export function moveCard(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  cardId: string,
  body: { version: number; sectionId: string; position: number },
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, body.version, async (query, current) => {
    cardOf(current, cardId);
    sectionOf(current, body.sectionId);
    await query(
      `UPDATE dashboard_cards SET position = position + 1
        WHERE section_id = $1 AND position >= $2 AND id <> $3`,
      [body.sectionId, body.position, cardId],
    );
    await query(`UPDATE dashboard_cards SET section_id = $2, position = $3 WHERE id = $1`, [
      cardId,
      body.sectionId,
      body.position,
    ]);
    await query(
      `UPDATE dashboard_cards c SET position = r.n - 1
         FROM (SELECT id, row_number() OVER (PARTITION BY section_id ORDER BY position, id) AS n
                 FROM dashboard_cards WHERE dashboard_id = $1) AS r
        WHERE c.id = r.id`,
      [dashboardId],
    );
  });
}

export function deleteCard(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  cardId: string,
  version: number,
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, version, async (query, current) => {
    cardOf(current, cardId);
    await query(`DELETE FROM dashboard_cards WHERE id = $1`, [cardId]);
  });
}

/**
 * Adds the point of one of the dashboard's point cards to a multipoint card (spec 001 §5): only
 * point cards' points, at most MULTIPOINT_MAX_POINTS, each once.
 */
export function addMultipointPoint(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  cardId: string,
  body: { version: number; fromCardId: string },
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, body.version, async (query, current) => {
    const target = cardOf(current, cardId);
    if (target.type !== 'multipoint') {
      throw refused(messages.noMultipointCards);
    }
    const source = cardOf(current, body.fromCardId);
    if (source.type !== 'point' || source.siteId === null) {
      throw refused(messages.multipointOnlyPointCards);
    }
    if (!multipointHasRoom(target.points.length)) {
      throw refused(messages.multipointMaxPoints);
    }
    if (target.points.some((p) => p.pointId === source.pointId)) {
      throw refused('This point is already on the card');
    }
    const point = await checkPoint(query, source.siteId, source.pointId);
    const entry: MultipointEntry = {
      pointId: source.pointId,
      name: source.name,
      unit: source.units ?? point.unit,
      measurementType: point.type,
      siteId: source.siteId,
      zoneId: source.zoneId ?? point.zone_id,
    };
    await query(`UPDATE dashboard_cards SET points = points || $2::jsonb WHERE id = $1`, [
      cardId,
      JSON.stringify([entry]),
    ]);
  });
}

export function removeMultipointPoint(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
  cardId: string,
  pointId: string,
  version: number,
): Promise<DashboardDetail> {
  return edit(database, projectId, dashboardId, version, async (query, current) => {
    const target = cardOf(current, cardId);
    if (target.type !== 'multipoint' || !target.points.some((p) => p.pointId === pointId)) {
      throw notFound('Point not found on the card');
    }
    await query(`UPDATE dashboard_cards SET points = $2::jsonb WHERE id = $1`, [
      cardId,
      JSON.stringify(target.points.filter((p) => p.pointId !== pointId)),
    ]);
  });
}
