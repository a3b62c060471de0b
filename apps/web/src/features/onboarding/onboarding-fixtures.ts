// Topologies for the wizard's tests, valid by contract: a small building system (an air handler
// and a room's terminal unit) and a site whose mapping holds one zone.
import { newTopologyNode, type OnboardingTopology, type TopologyNode } from '@airboard/shared/api';

/** A node as the contract makes it, closed unless told (the trees' starting state). */
export const topologyNode = (
  fields: Pick<TopologyNode, 'id' | 'name' | 'type'> & Partial<TopologyNode>,
): TopologyNode => newTopologyNode({ expanded: false, ...fields });

const site = topologyNode({ id: 'bas:site2', name: 'Harbor Office Tower', type: 'site' });

function device(key: string, name: string, platformType: string): TopologyNode {
  return topologyNode({
    id: `device:${key}`,
    name,
    type: 'device',
    parent: site.id,
    parents: [site.id],
    depth: 1,
    deviceId: key,
    deviceName: name,
    platformType,
  });
}

function point(dev: TopologyNode, key: string, name: string): TopologyNode {
  const ref = `${dev.deviceId}.${key}`;
  return topologyNode({
    id: `point:${ref}`,
    name,
    type: 'point',
    parent: dev.id,
    parents: [site.id, dev.id],
    depth: 2,
    deviceId: dev.deviceId,
    deviceName: dev.name,
    originalDeviceRef: ref,
  });
}

const ahu = device('ahu1', 'AHU-1', 'AHU');
const vav = device('vav101', 'VAV-101 RM101', 'VAV');

export const fixtureCommander: TopologyNode[] = [
  site,
  ahu,
  point(ahu, 'sat', 'SA-T'),
  point(ahu, 'co2', 'RA-CO2'),
  point(ahu, 'flt', 'FLT-ALM'),
  point(ahu, 'sfs', 'SF-S'),
  vav,
  point(vav, 'znt', 'Zone Temp'),
  point(vav, 'rh', 'ZN-RH'),
  point(vav, 'dmp', 'DMP-POS'),
];

const aqSite = topologyNode({
  id: 'site2',
  name: 'Harbor Office Tower',
  type: 'site',
  expanded: true,
});

export const fixtureAq: TopologyNode[] = [
  aqSite,
  topologyNode({
    id: 'zone9',
    name: 'Lobby',
    type: 'zone',
    parent: 'site2',
    parents: ['site2'],
    depth: 1,
  }),
];

export function buildTopology(overrides: Partial<OnboardingTopology> = {}): OnboardingTopology {
  return {
    site: {
      objectId: 'site2',
      name: 'Harbor Office Tower',
      onboarded: false,
      readOverBacnet: false,
    },
    commander: fixtureCommander,
    aq: fixtureAq,
    ...overrides,
  };
}
