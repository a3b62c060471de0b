/**
 * GET /api/onboarding/{siteId}: the two trees of the wizard's step 1. 'Commander Topology' is the
 * site's building system — its devices and their points, each with its reference, kind, unit and
 * whether it is writable, and the default-point guess (spec 001 §9). 'AQ Topology' is the site's
 * mapping — its zones nested by parent, their measurements with the point types each takes, child
 * measurements, and the points already mapped into them, by their building-system reference.
 */
import {
  topologyNodeUnder,
  type OnboardingTopology,
  type TopologyConfig,
  type TopologyNode,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { isDefaultPoint } from '@airboard/shared/rules';
import type { BasDevice, BasPoint, BuildingAutomationConnector } from '../../bas/connector';
import type { DatabaseHandle } from '../../db/connect';
import { groupBy } from '../../lib/group-by';
import {
  readBuildingSystem,
  readCatalogue,
  readSiteMapping,
  type SiteMapping,
} from './site-mapping';
import { acceptedPointTypes, type CatalogueEntry } from './topology-nodes';

interface OnboardingSite {
  id: string;
  name: string;
  onboarded: boolean;
}

export async function readOnboardingTopology(
  database: DatabaseHandle,
  site: OnboardingSite,
  system: BuildingAutomationConnector | null,
  options: { reread: boolean; timeoutMs: number; readOverBacnet: boolean },
): Promise<OnboardingTopology> {
  const devices = await readBuildingSystem(system, options, messages.cannotLoadTopology);
  const { mapping, catalogue } = await database.transaction(async (query) => ({
    mapping: await readSiteMapping(query, site.id),
    catalogue: await readCatalogue(query),
  }));
  const commander = commanderTree(site, devices);
  return {
    site: {
      objectId: site.id,
      name: site.name,
      onboarded: site.onboarded,
      readOverBacnet: options.readOverBacnet,
    },
    commander,
    aq: mappingTree(site, mapping, catalogue, commander),
  };
}

/** A point's settings as the system reports them, by the names the wizard's rules read. */
function pointConfig(point: BasPoint): TopologyConfig[] {
  return [
    { name: 'kind', value: point.kind, kind: 'String' },
    { name: 'unit', value: point.unit, kind: 'String' },
    { name: 'writable', value: String(point.writable), kind: 'Bool' },
    ...(point.range
      ? [
          { name: 'min', value: String(point.range.min), kind: 'Number' as const },
          { name: 'max', value: String(point.range.max), kind: 'Number' as const },
        ]
      : []),
    ...(point.states
      ? [{ name: 'states', value: point.states.join(', '), kind: 'String' as const }]
      : []),
  ];
}

/** 'AHU-1 SA-T' read as device 'AHU-1' and point 'SA-T'; a name without the prefix as it is. */
const parseIdOf = (deviceName: string, pointName: string) =>
  pointName.startsWith(`${deviceName} `)
    ? `${deviceName} / ${pointName.slice(deviceName.length + 1)}`
    : pointName;

function commanderTree(site: OnboardingSite, devices: BasDevice[]): TopologyNode[] {
  const root = topologyNodeUnder(null, { id: site.id, name: site.name, type: 'site' });
  const nodes = [root];
  for (const device of devices) {
    const owner = {
      deviceId: device.deviceId,
      deviceName: device.deviceName,
      platformType: device.platformType,
    };
    const deviceNode = topologyNodeUnder(root, {
      id: `device:${device.deviceId}`,
      name: device.deviceName,
      type: 'device',
      expanded: false,
      ...owner,
    });
    nodes.push(deviceNode);
    for (const point of device.points) {
      nodes.push(
        topologyNodeUnder(deviceNode, {
          id: `point:${point.ref}`,
          name: point.name,
          type: 'point',
          expanded: false,
          ...owner,
          pointOfInterest: isDefaultPoint(point.name),
          originalDeviceRef: point.ref,
          parseId: parseIdOf(device.deviceName, point.name),
          config: pointConfig(point),
        }),
      );
    }
  }
  return nodes;
}

function mappingTree(
  site: OnboardingSite,
  mapping: SiteMapping,
  catalogue: readonly CatalogueEntry[],
  commander: readonly TopologyNode[],
): TopologyNode[] {
  // A mapped point shows the device it is on, when the system still lists it.
  const systemPoints = new Map(
    commander.flatMap((n) => (n.originalDeviceRef ? [[n.originalDeviceRef, n] as const] : [])),
  );
  const zonesByParent = groupBy(mapping.zones, (z) => z.parent_id);
  const topMeasurements = mapping.measurements.filter((m) => m.parent_id === null);
  const measurementsByZone = groupBy(topMeasurements, (m) => m.zone_id);
  const childMeasurements = groupBy(
    mapping.measurements.filter((m) => m.parent_id !== null),
    (m) => m.parent_id,
  );
  const pointsByMeasurement = groupBy(
    mapping.points.filter((p) => p.measurement_id !== null),
    (p) => p.measurement_id,
  );

  const root = topologyNodeUnder(null, { id: site.id, name: site.name, type: 'site' });
  const nodes = [root];
  const addMeasurement = (
    parent: TopologyNode,
    m: SiteMapping['measurements'][number],
    type: 'measurement' | 'childMeasurement',
  ) => {
    const node = topologyNodeUnder(parent, {
      id: m.id,
      name: m.name,
      type,
      pointType: m.point_type,
      measurementType: m.type,
      accepts: acceptedPointTypes(catalogue, { type: m.type, pointType: m.point_type }),
      config: [
        { name: 'kind', value: m.kind, kind: 'String' },
        { name: 'unit', value: m.unit, kind: 'String' },
      ],
    });
    nodes.push(node);
    for (const p of pointsByMeasurement.get(m.id) ?? []) {
      const inSystem = p.bas_ref ? systemPoints.get(p.bas_ref) : undefined;
      nodes.push(
        topologyNodeUnder(node, {
          id: p.id,
          name: p.name,
          type: 'point',
          pointType: p.type,
          originalDeviceRef: p.bas_ref,
          deviceId: inSystem?.deviceId ?? null,
          deviceName: inSystem?.deviceName ?? null,
          platformType: inSystem?.platformType ?? null,
          parseId: inSystem?.parseId ?? null,
          config: inSystem?.config ?? [],
        }),
      );
    }
    for (const child of childMeasurements.get(m.id) ?? []) {
      addMeasurement(node, child, 'childMeasurement');
    }
  };
  // Depth first, a zone's measurements before its sub-zones; a zone is visited once even if the
  // stored tree were to loop.
  const visited = new Set<string>();
  const addZoneContents = (parent: TopologyNode, zoneId: string | null) => {
    for (const m of measurementsByZone.get(zoneId) ?? []) {
      addMeasurement(parent, m, 'measurement');
    }
    for (const zone of zonesByParent.get(zoneId) ?? []) {
      if (visited.has(zone.id)) {
        continue;
      }
      visited.add(zone.id);
      const node = topologyNodeUnder(parent, { id: zone.id, name: zone.name, type: 'zone' });
      nodes.push(node);
      addZoneContents(node, zone.id);
    }
  };
  addZoneContents(root, null);
  return nodes;
}
