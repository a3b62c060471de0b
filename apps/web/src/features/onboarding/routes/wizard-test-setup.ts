// Shared setup of the wizard's screen tests: a staff account, the project's sites, the site's
// topology and point types served by a fake API, and a mapping already made in step 1.
import type { LocalsResponse, PointType, TopologyNode } from '@airboard/shared/api';
import { vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { buildLocals, buildProjectHome, buildSite, fakeApi } from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';
import { addPoints } from '../lib/add-points';
import { storeMapping } from '../lib/mapping-storage';
import { buildTopology, fixtureAq, fixtureCommander } from '../onboarding-fixtures';

export function staffLocals(): LocalsResponse {
  const locals = buildLocals('admin');
  return { ...locals, user: { ...locals.user, role: 'superAdmin' } };
}

export function catalogueEntry(type: string, name: string, measurementType: string): PointType {
  return {
    type,
    name,
    description: '',
    threshold: null,
    extendedDescription: null,
    scoreOrder: 1,
    unit: '',
    measurementType,
    scoreType: null,
  };
}

export const catalogue = [
  catalogueEntry('spaceTemperature', 'Space Temperature', 'temperature'),
  catalogueEntry('humiditySensor', 'Humidity', 'relativehumidity'),
  catalogueEntry('equipmentValue', 'Equipment Value', 'point'),
];

/** Stores a step-1 mapping of the named points into the Lobby, as the wizard would. */
export function storeLobbyMapping(...pointNames: string[]): TopologyNode[] {
  const { nodes } = addPoints(
    fixtureAq,
    pointNames.map((name) => ({
      point: fixtureCommander.find((n) => n.name === name)!,
      targetId: 'zone9',
    })),
    () => 'point',
  );
  storeMapping('site2', nodes);
  return nodes;
}

/** Lincoln Elementary is onboarded; Harbor Office Tower, the fixture topology's site, is not. */
export const projectHome = buildProjectHome({
  sites: [
    buildSite(),
    buildSite({ objectId: 'site2', name: 'Harbor Office Tower', onboarded: false }),
  ],
});

type Answer = { status?: number; body: unknown };
type Route = Answer | ((url: URL, init?: RequestInit) => Answer);

export function openWizard(path: string, routes: Record<string, Route> = {}) {
  saveSessionToken('token');
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: staffLocals() },
      '/api': { body: projectHome },
      '/api/onboarding/site2': { body: { results: buildTopology() } },
      '/api/pointtypes': { body: { results: catalogue } },
      ...routes,
    }),
  );
  return renderRoute(path);
}
