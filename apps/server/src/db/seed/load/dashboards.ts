/** Demo step "dashboards": a few, so the navigator and the dashboards screens have something to show. */
import type { Database } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import type { KeyedIds } from './keyed-ids';
import type { DemoPlaces } from './sites';

export async function loadDashboards(
  db: Database,
  projectIds: KeyedIds,
  places: DemoPlaces,
): Promise<void> {
  const projectId = projectIds.get('demo');
  await db.insert(s.dashboards).values([
    {
      id: newObjectId(),
      projectId,
      name: 'Portfolio Overview',
      level: 'project',
      scope: 'Project Level Dashboard',
      description: 'Scores and alerts across every building',
    },
    {
      id: newObjectId(),
      projectId,
      name: 'Lincoln Classrooms',
      level: 'site',
      scope: 'Lincoln Elementary',
      siteId: places.sites.get('lincoln'),
    },
    {
      id: newObjectId(),
      projectId,
      name: 'Gymnasium Watch',
      level: 'zone',
      scope: 'Lincoln Elementary - Gymnasium',
      siteId: places.sites.get('lincoln'),
      zoneId: places.zones.get('lincoln/gym'),
    },
  ]);
}
