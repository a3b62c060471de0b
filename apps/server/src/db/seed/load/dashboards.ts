/**
 * Demo step "dashboards": three dashboards with real sections and cards, so a first visit shows
 * what dashboards are for — the portfolio's sites as link cards with a few readings to watch, the
 * Lincoln classrooms' CO2 as point cards with a multipoint card of one room, and the gymnasium's
 * every reading. Runs after the measurements, whose ids the cards name.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import type { KeyedIds } from './keyed-ids';
import type { DemoPlaces } from './sites';

type CardInsert = typeof s.dashboardCards.$inferInsert;
type Measurement = { id: string; name: string; unit: string; type: string; zoneId: string | null };

export async function loadDashboards(
  db: Database,
  projectIds: KeyedIds,
  places: DemoPlaces,
): Promise<void> {
  const projectId = projectIds.get('demo');
  const lincoln = places.sites.get('lincoln');
  const gym = places.zones.get('lincoln/gym');
  const sites = await db
    .select({ id: s.sites.id, name: s.sites.name })
    .from(s.sites)
    .where(eq(s.sites.projectId, projectId))
    .orderBy(asc(s.sites.name));
  const measurementsOf = async (zoneKeys: string[]): Promise<Measurement[]> =>
    db
      .select({
        id: s.measurements.id,
        name: s.measurements.name,
        unit: s.measurements.unit,
        type: s.measurements.type,
        zoneId: s.measurements.zoneId,
      })
      .from(s.measurements)
      .where(
        and(
          inArray(
            s.measurements.zoneId,
            zoneKeys.map((key) => places.zones.get(key)),
          ),
          eq(s.measurements.kind, 'Number'),
          isNull(s.measurements.parentId),
        ),
      )
      .orderBy(asc(s.measurements.name));

  /** A dashboard with its sections, each a list of cards (positions in order). */
  const dashboard = async (
    row: Omit<typeof s.dashboards.$inferInsert, 'id' | 'projectId'>,
    sections: [name: string, cards: Omit<CardInsert, 'id' | 'dashboardId' | 'sectionId'>[]][],
  ) => {
    const id = newObjectId();
    await db.insert(s.dashboards).values({ ...row, id, projectId });
    for (const [position, [name, cards]] of sections.entries()) {
      const sectionId = newObjectId();
      await db
        .insert(s.dashboardSections)
        .values({ id: sectionId, dashboardId: id, name, position });
      if (cards.length > 0) {
        await db.insert(s.dashboardCards).values(
          cards.map((card, index) => ({
            ...card,
            id: newObjectId(),
            dashboardId: id,
            sectionId,
            position: index,
          })),
        );
      }
    }
  };
  const pointCard = (siteId: string, m: Measurement, name: string) => ({
    name,
    type: 'point' as const,
    siteId,
    zoneId: m.zoneId,
    pointId: m.id,
    units: m.unit,
  });
  const co2 = (list: Measurement[]) => list.filter((m) => m.type === 'co2');
  const zoneRows = await db
    .select({ id: s.zones.id, name: s.zones.name })
    .from(s.zones)
    .where(
      inArray(
        s.zones.siteId,
        sites.map((site) => site.id),
      ),
    );
  const zoneNames = new Map(zoneRows.map((z) => [z.id, z.name]));
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));
  // The spec's auto-name of a point card: 'site - zone - point'.
  const autoName = (siteId: string, m: Measurement) =>
    `${siteNames.get(siteId)} - ${zoneNames.get(m.zoneId ?? '')} - ${m.name}`;

  const firstFloor = await measurementsOf([
    'lincoln/r101',
    'lincoln/r102',
    'lincoln/science',
    'lincoln/music',
  ]);
  const secondFloor = await measurementsOf(['lincoln/r201', 'lincoln/r202']);
  const room101 = firstFloor.filter((m) => m.zoneId === places.zones.get('lincoln/r101'));
  const gymReadings = await measurementsOf(['lincoln/gym']);
  const harbor = places.sites.get('harbor');
  const watched = [
    ...co2(await measurementsOf(['lincoln/office'])).map((m) =>
      pointCard(lincoln, m, autoName(lincoln, m)),
    ),
    ...co2(await measurementsOf(['harbor/lobby'])).map((m) =>
      pointCard(harbor, m, autoName(harbor, m)),
    ),
  ];

  await dashboard(
    {
      name: 'Portfolio Overview',
      level: 'project',
      scope: 'Project Level Dashboard',
      description: 'Scores and alerts across every building',
    },
    [
      [
        'Buildings',
        sites.map((site) => ({
          name: site.name,
          type: 'link' as const,
          siteId: site.id,
          linkType: 'site',
          linkTo: site.id,
        })),
      ],
      ['Front desks', watched],
    ],
  );

  await dashboard(
    {
      name: 'Lincoln Classrooms',
      level: 'site',
      scope: 'Lincoln Elementary',
      siteId: lincoln,
      description: 'CO2 in every classroom, and Room 101 at a glance',
    },
    [
      [
        'First floor',
        [
          ...co2(firstFloor).map((m) => pointCard(lincoln, m, autoName(lincoln, m))),
          {
            name: 'Room 101 at a glance',
            type: 'multipoint' as const,
            siteId: lincoln,
            zoneId: places.zones.get('lincoln/r101'),
            points: room101.slice(0, 4).map((m) => ({
              pointId: m.id,
              name: m.name,
              unit: m.unit,
              measurementType: m.type,
              siteId: lincoln,
              zoneId: m.zoneId,
            })),
          },
        ],
      ],
      ['Second floor', co2(secondFloor).map((m) => pointCard(lincoln, m, autoName(lincoln, m)))],
    ],
  );

  await dashboard(
    {
      name: 'Gymnasium Watch',
      level: 'zone',
      scope: 'Lincoln Elementary - Gymnasium',
      siteId: lincoln,
      zoneId: gym,
    },
    [
      [
        'Gymnasium',
        [
          {
            name: 'Lincoln Elementary - Gymnasium',
            type: 'link' as const,
            siteId: lincoln,
            zoneId: gym,
            linkType: 'zone',
            linkTo: gym,
            metadata: { measurementCount: gymReadings.length },
          },
          ...gymReadings.map((m) => pointCard(lincoln, m, autoName(lincoln, m))),
        ],
      ],
    ],
  );
}
