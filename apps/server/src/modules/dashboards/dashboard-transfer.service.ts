/**
 * Export and import of a dashboard as a file (issue 13, item 9). The export names every site,
 * zone and point by id and by name. The import creates a new dashboard in one transaction and maps
 * each place into its project: by id when the id is the project's (a zone within the mapped site, a
 * point within the mapped site), otherwise by name (a zone's within the mapped site, a point's
 * within the mapped zone). What it cannot map is listed; a point or link card that loses its place
 * is kept without a site, which the dashboard shows as a card in error (spec 001 §8), so the
 * layout survives and the user sees what to replace.
 */
import { z } from 'zod';
import {
  DASHBOARD_FILE_FORMAT,
  DASHBOARD_FILE_VERSION,
  createDashboardBody,
  type DashboardCard,
  type DashboardFile,
  type DashboardFileCard,
  type DashboardFilePlace,
  type ImportDashboardResponse,
  type MultipointEntry,
  type UnmappedPlace,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import {
  insertDashboard,
  linkMeasurementCount,
  readDashboard,
  type NewDashboard,
} from './dashboard-editing.service';

type PlaceKind = UnmappedPlace['kind'];

// ---------------------------------------------------------------- export

/** The names of the project's sites, zones and points among `ids`, keyed by kind and id. */
async function placeNames(
  query: SqlRunner,
  projectId: string,
  ids: string[],
): Promise<Map<string, string>> {
  const rows = await query(
    z.object({ kind: z.enum(['site', 'zone', 'point']), id: z.string(), name: z.string() }),
    `SELECT 'site' AS kind, id, name FROM sites WHERE project_id = $1 AND id = ANY($2::text[])
     UNION ALL
     SELECT 'zone', z.id, z.name FROM zones z JOIN sites s ON s.id = z.site_id
      WHERE s.project_id = $1 AND z.id = ANY($2::text[])
     UNION ALL
     SELECT 'point', m.id, m.name FROM measurements m JOIN sites s ON s.id = m.site_id
      WHERE s.project_id = $1 AND m.id = ANY($2::text[])
     UNION ALL
     SELECT 'point', p.id, p.name FROM points p JOIN sites s ON s.id = p.site_id
      WHERE s.project_id = $1 AND p.id = ANY($2::text[])`,
    [projectId, ids],
  );
  return new Map(rows.map((row) => [`${row.kind}:${row.id}`, row.name]));
}

/** The ids a dashboard's defaults and cards name (card points, link targets, multipoint points). */
const namedIds = (cards: DashboardCard[], defaults: (string | null)[]): string[] => [
  ...new Set(
    [
      ...defaults,
      ...cards.flatMap((card) => [
        card.siteId,
        card.zoneId,
        ...(card.type === 'point' ? [card.pointId] : []),
        ...(card.type === 'multipoint'
          ? card.points.flatMap((p) => [p.pointId, p.siteId, p.zoneId])
          : []),
      ]),
    ].filter((id): id is string => Boolean(id)),
  ),
];

export async function exportDashboard(
  database: DatabaseHandle,
  projectId: string,
  dashboardId: string,
): Promise<DashboardFile> {
  return database.transaction(async (query) => {
    const dashboard = await readDashboard(query, projectId, dashboardId);
    const names = await placeNames(
      query,
      projectId,
      namedIds(dashboard.cards, [dashboard.siteId, dashboard.zoneId]),
    );
    // A point that is gone (cards name points without a foreign key) keeps the label the card
    // showed for it; it can then only be mapped by that label.
    const place = (kind: PlaceKind, id: string | null, label = ''): DashboardFilePlace | null =>
      id ? { id, name: names.get(`${kind}:${id}`) ?? label } : null;
    const placesOf = (card: DashboardCard) => ({
      name: card.name,
      site: place('site', card.siteId),
      zone: place('zone', card.zoneId),
    });
    const fileCard = (card: DashboardCard): DashboardFileCard => {
      switch (card.type) {
        case 'point':
          return {
            ...placesOf(card),
            type: 'point',
            point: place('point', card.pointId, card.name),
            units: card.units,
          };
        case 'link':
          return { ...placesOf(card), type: 'link', linkType: card.linkType };
        case 'multipoint':
          return {
            ...placesOf(card),
            type: 'multipoint',
            points: card.points.map((p) => ({
              name: p.name,
              unit: p.unit,
              site: place('site', p.siteId)!,
              zone: place('zone', p.zoneId),
              point: place('point', p.pointId, p.name)!,
            })),
          };
      }
    };
    return {
      format: DASHBOARD_FILE_FORMAT,
      formatVersion: DASHBOARD_FILE_VERSION,
      exportedAt: new Date().toISOString(),
      dashboard: {
        name: dashboard.name,
        description: dashboard.description,
        level: dashboard.level,
        scope: dashboard.scope,
        site: place('site', dashboard.siteId),
        zone: place('zone', dashboard.zoneId),
        sections: dashboard.sections.map((section) => ({
          name: section.name,
          isCollapsed: section.isCollapsed,
          cards: dashboard.cards.filter((c) => c.sectionId === section.uniqueId).map(fileCard),
        })),
      },
    };
  });
}

// ---------------------------------------------------------------- import

const siteRow = z.object({ id: z.string(), name: z.string() });
const zoneRow = z.object({ id: z.string(), site_id: z.string(), name: z.string() });
const pointRow = z.object({
  id: z.string(),
  site_id: z.string(),
  zone_id: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  type: z.string(),
});
type PointRow = z.infer<typeof pointRow>;

/** Every place the file names, by kind. */
function namedPlaces(dashboard: DashboardFile['dashboard']) {
  const sites = [dashboard.site];
  const zones = [dashboard.zone];
  const points: (DashboardFilePlace | null)[] = [];
  for (const card of dashboard.sections.flatMap((s) => s.cards)) {
    sites.push(card.site);
    zones.push(card.zone);
    if (card.type === 'point') {
      points.push(card.point);
    } else if (card.type === 'multipoint') {
      sites.push(...card.points.map((p) => p.site));
      zones.push(...card.points.map((p) => p.zone));
      points.push(...card.points.map((p) => p.point));
    }
  }
  const idsAndNames = (places: (DashboardFilePlace | null)[]) => {
    const named = places.filter((p): p is DashboardFilePlace => p !== null);
    return [[...new Set(named.map((p) => p.id))], [...new Set(named.map((p) => p.name))]];
  };
  return { sites: idsAndNames(sites), zones: idsAndNames(zones), points: idsAndNames(points) };
}

/**
 * The project's sites, their zones and their measurements and points that the file names by id
 * or by name, in the order a name is matched in: measurements before points, top-level
 * measurements before the parts of one.
 */
async function candidates(query: SqlRunner, projectId: string, file: DashboardFile['dashboard']) {
  const named = namedPlaces(file);
  const sites = await query(
    siteRow,
    `SELECT id, name FROM sites
      WHERE project_id = $1 AND (id = ANY($2::text[]) OR name = ANY($3::text[])) ORDER BY id`,
    [projectId, ...named.sites],
  );
  const siteIds = sites.map((s) => s.id);
  const zones = await query(
    zoneRow,
    `SELECT id, site_id, name FROM zones
      WHERE site_id = ANY($1::text[]) AND (id = ANY($2::text[]) OR name = ANY($3::text[])) ORDER BY id`,
    [siteIds, ...named.zones],
  );
  const points = await query(
    pointRow,
    `SELECT id, site_id, zone_id, name, unit, type FROM (
       SELECT id, site_id, zone_id, name, unit, type,
              CASE WHEN parent_id IS NULL THEN 0 ELSE 1 END AS rank
         FROM measurements
        WHERE site_id = ANY($1::text[]) AND (id = ANY($2::text[]) OR name = ANY($3::text[]))
       UNION ALL
       SELECT id, site_id, zone_id, name, unit, coalesce(type, 'point'), 2
         FROM points
        WHERE site_id = ANY($1::text[]) AND (id = ANY($2::text[]) OR name = ANY($3::text[]))
     ) AS candidates ORDER BY rank, id`,
    [siteIds, ...named.points],
  );
  return { sites, zones, points };
}

/** Where a card or the defaults land: the site and zone found, and whether all named were. */
interface MappedPlace {
  siteId: string | null;
  zoneId: string | null;
  complete: boolean;
}

/**
 * Maps the file's places into the project and lists, once each, what it cannot map. Only the
 * first place missing on a path is listed: a zone of a site not found is not looked for.
 */
function placeMapper(found: Awaited<ReturnType<typeof candidates>>) {
  const unmapped = new Map<string, UnmappedPlace>();
  const miss = (kind: PlaceKind, name: string, card: string | undefined) => {
    unmapped.set(JSON.stringify([kind, name, card]), { kind, name, ...(card ? { card } : {}) });
  };
  /** By id among the rows, else by name among those `nameScope` keeps. */
  const byIdOrName = <Row extends { id: string; name: string }>(
    rows: Row[],
    place: DashboardFilePlace,
    nameScope: (row: Row) => boolean = () => true,
  ) =>
    rows.find((row) => row.id === place.id) ??
    (place.name === '' ? undefined : rows.find((row) => row.name === place.name && nameScope(row)));

  const mapPlace = (
    site: DashboardFilePlace | null,
    zone: DashboardFilePlace | null,
    card?: string,
  ): MappedPlace => {
    if (!site) {
      return { siteId: null, zoneId: null, complete: zone === null };
    }
    const siteFound = byIdOrName(found.sites, site);
    if (!siteFound) {
      miss('site', site.name, card);
      return { siteId: null, zoneId: null, complete: false };
    }
    if (!zone) {
      return { siteId: siteFound.id, zoneId: null, complete: true };
    }
    const inSite = found.zones.filter((z) => z.site_id === siteFound.id);
    const zoneFound = byIdOrName(inSite, zone);
    if (!zoneFound) {
      miss('zone', zone.name, card);
    }
    return { siteId: siteFound.id, zoneId: zoneFound?.id ?? null, complete: Boolean(zoneFound) };
  };

  /** A point of the mapped site by id, else by name within the mapped zone (or no zone). */
  const mapPoint = (at: MappedPlace, point: DashboardFilePlace, card: string) => {
    const inSite = found.points.filter((p) => p.site_id === at.siteId);
    const pointFound = byIdOrName(inSite, point, (p) => p.zone_id === at.zoneId);
    if (!pointFound) {
      miss('point', point.name, card);
    }
    return pointFound;
  };

  return { mapPlace, mapPoint, unmapped: () => [...unmapped.values()] };
}

/** A card's columns as stored (dashboard_cards), before its section and position. */
interface CardColumns {
  name: string;
  type: DashboardFileCard['type'];
  siteId: string | null;
  zoneId: string | null;
  pointId: string | null;
  units: string | null;
  linkType: string | null;
  linkTo: string | null;
  metadata: { measurementCount?: number };
  points: MultipointEntry[];
}

/** A card that lost its place: no site, so it shows in error; its name says what it was. */
const inError = (card: DashboardFileCard): CardColumns => ({
  name: card.name || messages.defaultCardName,
  type: card.type,
  siteId: null,
  zoneId: null,
  pointId: null,
  units: null,
  linkType: card.type === 'link' ? card.linkType : null,
  linkTo: null,
  metadata: {},
  points: [],
});

/** The part of the import that maps cards; it counts a link's readings once per place. */
function cardMapper(query: SqlRunner, mapper: ReturnType<typeof placeMapper>) {
  const counts = new Map<string, Promise<number>>();
  const measurementCount = (siteId: string, zoneId: string | null) => {
    const key = `${siteId}/${zoneId ?? ''}`;
    if (!counts.has(key)) {
      counts.set(key, linkMeasurementCount(query, siteId, zoneId));
    }
    return counts.get(key)!;
  };

  return async (card: DashboardFileCard): Promise<CardColumns> => {
    const name = card.name || messages.defaultCardName;
    const at = mapper.mapPlace(card.site, card.zone, name);
    switch (card.type) {
      case 'point': {
        const point =
          at.complete && at.siteId && card.point && mapper.mapPoint(at, card.point, name);
        if (!point) {
          return inError(card);
        }
        return {
          ...inError(card),
          siteId: at.siteId,
          zoneId: at.zoneId,
          pointId: point.id,
          // No units of its own: it shows the point's, here the mapped point's.
          units: card.units,
        };
      }
      case 'link': {
        const linkTo = card.linkType === 'zone' ? at.zoneId : at.siteId;
        if (!at.complete || !at.siteId || !linkTo) {
          return inError(card);
        }
        return {
          ...inError(card),
          siteId: at.siteId,
          zoneId: at.zoneId,
          linkTo,
          metadata: { measurementCount: await measurementCount(at.siteId, at.zoneId) },
        };
      }
      case 'multipoint': {
        // A multipoint card may have no site of its own; it keeps each point it can map.
        const points: MultipointEntry[] = [];
        for (const entry of card.points) {
          const pointAt = mapper.mapPlace(entry.site, entry.zone, name);
          const point = pointAt.complete && mapper.mapPoint(pointAt, entry.point, name);
          if (point && !points.some((p) => p.pointId === point.id)) {
            points.push(multipointEntry(entry, point, pointAt));
          }
        }
        return { ...inError(card), siteId: at.siteId, zoneId: at.zoneId, points };
      }
    }
  };
}

const multipointEntry = (
  entry: { name: string; unit: string },
  point: PointRow,
  at: MappedPlace,
): MultipointEntry => ({
  pointId: point.id,
  name: entry.name,
  unit: entry.unit,
  measurementType: point.type,
  siteId: point.site_id,
  zoneId: at.zoneId ?? point.zone_id,
});

/**
 * The dashboard's own fields: its defaults mapped; a site or zone level whose place is not found
 * becomes a project-level dashboard with the create contract's scope.
 */
function newDashboard(
  file: DashboardFile['dashboard'],
  mapper: ReturnType<typeof placeMapper>,
): NewDashboard {
  const defaults = mapper.mapPlace(file.site, file.zone);
  const levelKept =
    file.level === 'project' ||
    (file.level === 'site' ? defaults.siteId !== null : defaults.zoneId !== null);
  return {
    name: file.name,
    description: file.description,
    level: levelKept ? file.level : 'project',
    scope: levelKept ? file.scope : createDashboardBody.shape.scope.parse(undefined),
    siteId: defaults.siteId,
    zoneId: defaults.zoneId,
  };
}

export async function importDashboard(
  database: DatabaseHandle,
  projectId: string,
  userId: string,
  file: DashboardFile,
): Promise<ImportDashboardResponse> {
  return database.transaction(async (query) => {
    const mapper = placeMapper(await candidates(query, projectId, file.dashboard));
    const dashboardId = await insertDashboard(
      query,
      projectId,
      userId,
      newDashboard(file.dashboard, mapper),
    );
    const mapCard = cardMapper(query, mapper);
    const sections = file.dashboard.sections.map((section) => ({ ...section, id: newObjectId() }));
    const cards: (CardColumns & { sectionId: string; position: number })[] = [];
    for (const section of sections) {
      for (const [position, card] of section.cards.entries()) {
        cards.push({ ...(await mapCard(card)), sectionId: section.id, position });
      }
    }
    await query(
      `INSERT INTO dashboard_sections (id, dashboard_id, name, is_collapsed, position)
       SELECT id, $1, name, is_collapsed, position
         FROM unnest($2::text[], $3::text[], $4::boolean[], $5::int[])
           AS s(id, name, is_collapsed, position)`,
      [
        dashboardId,
        sections.map((s) => s.id),
        sections.map((s) => s.name),
        sections.map((s) => s.isCollapsed),
        sections.map((_, position) => position),
      ],
    );
    await query(
      `INSERT INTO dashboard_cards (id, dashboard_id, section_id, name, type, position, site_id,
                                    zone_id, point_id, units, link_type, link_to, metadata, points)
       SELECT id, $1, section_id, name, type::card_type, position, site_id, zone_id, point_id,
              units, link_type, link_to, metadata::jsonb, points::jsonb
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[],
                     $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[],
                     $14::text[])
           AS c(id, section_id, name, type, position, site_id, zone_id, point_id, units,
                link_type, link_to, metadata, points)`,
      [
        dashboardId,
        cards.map(() => newObjectId()),
        cards.map((c) => c.sectionId),
        cards.map((c) => c.name),
        cards.map((c) => c.type),
        cards.map((c) => c.position),
        cards.map((c) => c.siteId),
        cards.map((c) => c.zoneId),
        cards.map((c) => c.pointId),
        cards.map((c) => c.units),
        cards.map((c) => c.linkType),
        cards.map((c) => c.linkTo),
        cards.map((c) => JSON.stringify(c.metadata)),
        cards.map((c) => JSON.stringify(c.points)),
      ],
    );
    return {
      dashboard: await readDashboard(query, projectId, dashboardId),
      unmapped: mapper.unmapped(),
    };
  });
}
