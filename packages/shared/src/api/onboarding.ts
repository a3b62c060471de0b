/**
 * Topology onboarding contracts (spec 001 §3 'Onboarding topology node', §7): the building
 * system's topology as read through its connector ('Commander Topology': the site, its devices and
 * their points) and the Airboard mapping of it ('AQ Topology': zones, measurements, child
 * measurements and the points mapped into them), both as flat lists of nodes that name their
 * parent; and the save of a mapping (POST /api/onboarding/measurements/).
 *
 * Node ids: the building system's nodes are `device:{deviceId}` and `point:{ref}`; mapped nodes
 * that exist already carry their Airboard object id, new ones an id of the client's choosing that
 * starts with `new:` (the save answers nothing per node: the tree is read again after it).
 */
import { z } from 'zod';
import { booleanQuery, objectIdSchema, safeText } from './common';

export const topologyNodeTypes = [
  'site',
  'zone',
  'point',
  'device',
  'measurement',
  'childMeasurement',
  'pointType',
] as const;
export type TopologyNodeType = (typeof topologyNodeTypes)[number];

/** A setting of a building-system point as the system reports it: kind, unit, writable… */
export const topologyConfig = z.object({
  name: safeText().max(80),
  value: safeText().max(200),
  kind: z.enum(['Number', 'String', 'Bool']),
});
export type TopologyConfig = z.infer<typeof topologyConfig>;

const nodeId = safeText().min(1).max(300);
const label = safeText().max(200);

export const topologyNode = z.object({
  id: nodeId,
  name: label,
  /** The parent node's id; null for the root (the site). */
  parent: nodeId.nullable(),
  /** Every ancestor's id, the root first. */
  parents: z.array(nodeId).max(50),
  depth: z.number().int().min(0).max(50),
  visible: z.boolean(),
  expanded: z.boolean(),
  type: z.enum(topologyNodeTypes),
  /** The building-system device the node is or belongs to. */
  deviceId: safeText().max(200).nullable(),
  deviceName: safeText().max(200).nullable(),
  /** The kind of controller (e.g. 'AHU', 'VAV', 'IAQ sensor'). */
  platformType: safeText().max(80).nullable(),
  /** The point type (one of the 25) of a point or of what a measurement is made of. */
  pointType: safeText().max(80).nullable(),
  /** A point the default-point guess picks (temperature, humidity, CO2, filter alarm). */
  pointOfInterest: z.boolean(),
  /** A point's reference in the building system (points.bas_ref). */
  originalDeviceRef: safeText().max(300).nullable(),
  /** How the system's name was read (the device prefix and the point part), for display. */
  parseId: safeText().max(300).nullable(),
  config: z.array(topologyConfig).max(40),
  /** The point types a measurement node takes. */
  accepts: z.array(safeText().max(80)).max(40),
  /** A measurement's type (icon and colour family), e.g. co2. */
  measurementType: safeText().max(80).nullable(),
  /** Whether the point reports live (readings arrive without polling). */
  realTime: z.boolean(),
});
export type TopologyNode = z.infer<typeof topologyNode>;

/** A node with what it does not say left at the defaults: a visible root holding nothing. */
export const newTopologyNode = (
  fields: Pick<TopologyNode, 'id' | 'name' | 'type'> & Partial<TopologyNode>,
): TopologyNode => ({
  parent: null,
  parents: [],
  depth: 0,
  visible: true,
  expanded: true,
  deviceId: null,
  deviceName: null,
  platformType: null,
  pointType: null,
  pointOfInterest: false,
  originalDeviceRef: null,
  parseId: null,
  config: [],
  accepts: [],
  measurementType: null,
  realTime: false,
  ...fields,
});

/** A new node under `parent` (the root when null): its ancestry and depth follow the parent's. */
export const topologyNodeUnder = (
  parent: TopologyNode | null,
  fields: Pick<TopologyNode, 'id' | 'name' | 'type'> & Partial<TopologyNode>,
): TopologyNode =>
  newTopologyNode({
    ...fields,
    parent: parent?.id ?? null,
    parents: parent ? [...parent.parents, parent.id] : [],
    depth: parent ? parent.depth + 1 : 0,
  });

/** Most nodes a topology may hold: a 1,000-point building with its devices and mapping. */
export const TOPOLOGY_MAX_NODES = 5_000;

export const onboardingParams = z.object({ siteId: objectIdSchema });
/** `refresh=true` asks the building system again (the Refresh button) instead of its last answer. */
export const onboardingQuery = z.object({ refresh: booleanQuery });

/** GET /api/onboarding/{siteId}: the building system's tree and the site's mapping of it. */
export const onboardingTopologyResponse = z.object({
  results: z.object({
    site: z.object({
      objectId: z.string(),
      name: z.string(),
      onboarded: z.boolean(),
      /** Its devices come from a BACnet discovery, which the wizard starts and follows. */
      readOverBacnet: z.boolean(),
    }),
    /** The building system: the site, its devices, their points ('Commander Topology'). */
    commander: z.array(topologyNode),
    /** The mapping: the site, zones, measurements, child measurements, mapped points. */
    aq: z.array(topologyNode),
  }),
});
export type OnboardingTopology = z.infer<typeof onboardingTopologyResponse>['results'];

/** Units for measurement creation (spec 001 §9, with the mass units paired right: decision 018). */
export const onboardingUnits = ['imperial', 'metric'] as const;
export type OnboardingUnits = (typeof onboardingUnits)[number];

/** POST /api/onboarding/measurements/: the whole mapping ('AQ Topology') of a site. */
export const saveOnboardingBody = z.object({
  topology: z.array(topologyNode).min(1).max(TOPOLOGY_MAX_NODES),
  siteId: objectIdSchema,
  units: z.enum(onboardingUnits),
});
export type SaveOnboardingBody = z.infer<typeof saveOnboardingBody>;
export const saveOnboardingResponse = z.object({
  /** What the save did, for the user, e.g. 'Created 4 zones and 31 measurements'. */
  msg: z.string(),
  created: z.object({ zones: z.number().int(), measurements: z.number().int() }),
});
export type SaveOnboardingResponse = z.infer<typeof saveOnboardingResponse>;
