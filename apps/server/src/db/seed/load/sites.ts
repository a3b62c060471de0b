/**
 * Demo step "sites": each portfolio's buildings with their zone trees, and the floor plans of the
 * buildings whose rooms are drawn.
 */
import type { Database } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import { demoProjects, type SiteSpec } from '../demo-layout';
import { floorPlan, siteLogo, wordmark } from '../demo-media';
import { TIME } from '../signal-model';
import { keyedIds, type KeyedIds } from './keyed-ids';

export interface DemoPlaces {
  /** Site ids by site key. */
  sites: KeyedIds;
  /** Zone ids by `site/zone` key. */
  zones: KeyedIds;
}

/** Loads sites, zones and floors; `start` is when the history begins (sites exist a day before). */
export async function loadSites(
  db: Database,
  projectIds: KeyedIds,
  start: number,
): Promise<DemoPlaces> {
  const places = { sites: keyedIds('site'), zones: keyedIds('zone') };
  for (const project of demoProjects) {
    for (const site of project.sites) {
      const siteId = places.sites.add(site.key);
      await db.insert(s.sites).values({
        id: siteId,
        projectId: projectIds.get(project.key),
        name: site.name,
        shortName: site.shortName,
        address: site.address,
        latitude: site.latitude,
        longitude: site.longitude,
        timeZone: site.timeZone,
        logoUrl: siteLogo(site.shortName, site.logoColor),
        aqEnabled: site.aqEnabled,
        canBeScheduled: site.canBeScheduled,
        commanderLicenseId: site.commanderLicenseId ?? null,
        onboarded: site.onboarded ?? true,
        branding: {
          bgcolor: '#0d1b2a',
          textcolor: '#ffffff',
          donutcolor: site.logoColor,
          iconcolor: site.logoColor,
          ...(project.kioskLogos
            ? {
                logo1center: siteLogo(site.shortName, site.logoColor),
                logo2center: wordmark(project.name, site.logoColor),
              }
            : {}),
        },
        createdAt: new Date(start - TIME.DAY),
      });
      await loadZones(db, site, siteId, places.zones);
      await loadFloors(db, site, siteId, places.zones);
    }
  }
  return places;
}

async function loadZones(db: Database, site: SiteSpec, siteId: string, zoneIds: KeyedIds) {
  // Parents before children, so the tree's foreign key holds.
  const ordered = [...site.zones.filter((z) => !z.parent), ...site.zones.filter((z) => z.parent)];
  for (const zone of ordered) {
    await db.insert(s.zones).values({
      id: zoneIds.add(`${site.key}/${zone.key}`),
      siteId,
      name: zone.name,
      parentId: zone.parent ? zoneIds.get(`${site.key}/${zone.parent}`) : null,
    });
  }
}

/** A floor per storey that has drawn rooms, its zoneData keyed by the rooms' zone ids. */
async function loadFloors(db: Database, site: SiteSpec, siteId: string, zoneIds: KeyedIds) {
  for (const floorNumber of [1, 2] as const) {
    const rooms = site.zones.filter((z) => z.floor === floorNumber && z.rect);
    if (rooms.length === 0) {
      continue;
    }
    const zoneData = Object.fromEntries(
      rooms.map((z) => [zoneIds.get(`${site.key}/${z.key}`), { ...z.rect!, name: z.name }]),
    );
    const name = floorNumber === 1 ? 'First Floor' : 'Second Floor';
    await db.insert(s.floors).values({
      id: newObjectId(),
      siteId,
      name,
      position: floorNumber,
      floorPlanUrl: floorPlan(`${site.name} · ${name}`, Object.values(zoneData)),
      zoneData,
    });
  }
}
