/** Dashboard contracts (spec 001 §3 Dashboard): the list the side navigator and selection read. */
import { z } from 'zod';
import { messages } from '../messages';
import { objectIdSchema, safeText } from './common';

export const dashboardLevelSchema = z.enum(['project', 'site', 'zone']);

export const dashboardSummary = z.object({
  objectId: z.string(),
  name: z.string(),
  level: dashboardLevelSchema,
  scope: z.string().nullable(),
  /** The default site and zone of the dashboard. */
  siteId: z.string().nullable(),
  zoneId: z.string().nullable(),
  updatedAt: z.string(),
  /** How many sections it has (the selection's cards show it). */
  sectionCount: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const projectIdParams = z.object({ projectId: objectIdSchema });
export const listDashboardsResponse = z.object({ results: z.array(dashboardSummary) });

// ---------------------------------------------------------------- one dashboard

/** A section of a dashboard (spec 001 §3 Section), in the dashboard's order. */
export const dashboardSection = z.object({
  uniqueId: z.string(),
  name: z.string(),
  isCollapsed: z.boolean(),
});
export type DashboardSection = z.infer<typeof dashboardSection>;

/** A point of a multipoint card (spec 001 §3), copied from the point card it was added from. */
export const multipointEntry = z.object({
  pointId: z.string(),
  name: z.string(),
  unit: z.string(),
  measurementType: z.string(),
  siteId: z.string(),
  zoneId: z.string().nullable(),
});
export type MultipointEntry = z.infer<typeof multipointEntry>;

const cardBase = {
  uniqueId: z.string(),
  sectionId: z.string(),
  name: z.string(),
  position: z.number().int(),
  siteId: z.string().nullable(),
  zoneId: z.string().nullable(),
};
/** A card (spec 001 §3 Card): a point, a link to a zone or site, or up to 8 points together. */
export const dashboardCard = z.discriminatedUnion('type', [
  z.object({
    ...cardBase,
    type: z.literal('point'),
    pointId: z.string(),
    units: z.string().nullable(),
  }),
  z.object({
    ...cardBase,
    type: z.literal('link'),
    linkType: z.enum(['zone', 'site']),
    linkTo: z.string(),
    metadata: z.object({ measurementCount: z.number().int().optional() }),
  }),
  z.object({ ...cardBase, type: z.literal('multipoint'), points: z.array(multipointEntry) }),
]);
export type DashboardCard = z.infer<typeof dashboardCard>;

/**
 * A whole dashboard (spec 001 §3 Dashboard). `version` goes up with every change: a write names
 * the version it was made on, and one made on an older version is refused (409), so two editors
 * never silently overwrite each other.
 */
export const dashboardDetail = dashboardSummary.omit({ sectionCount: true }).extend({
  description: z.string().nullable(),
  projectId: z.string(),
  sections: z.array(dashboardSection),
  cards: z.array(dashboardCard),
  version: z.number().int(),
});
export type DashboardDetail = z.infer<typeof dashboardDetail>;
export const dashboardResponse = z.object({ results: dashboardDetail });
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const deleteDashboardResponse = z.object({ success: z.literal(true) });
export const dashboardParams = z.object({ projectId: objectIdSchema, dashboardId: objectIdSchema });
export const sectionParams = dashboardParams.extend({ sectionId: objectIdSchema });
export const cardParams = dashboardParams.extend({ cardId: objectIdSchema });
export const multipointPointParams = cardParams.extend({ pointId: objectIdSchema });

const dashboardName = safeText().trim().min(1, 'Dashboard name cannot be empty').max(120);
const description = safeText().trim().max(1000);
/** The version a write was made on (the dashboard's version when the editor last read it). */
const version = z.number().int().min(1);

/**
 * POST /api/projects/{projectId}/dashboards: the spec's create payload (001 §7); sections and
 * cards start empty, level is always project.
 */
export const createDashboardBody = z.object({
  name: dashboardName,
  description: description.nullable().default(null),
  level: z.literal('project').default('project'),
  scope: safeText().max(120).default('Project Level Dashboard'),
  sections: z.array(z.never()).max(0).default([]),
  cards: z.array(z.never()).max(0).default([]),
  siteId: objectIdSchema.nullable().default(null),
  zoneId: objectIdSchema.nullable().default(null),
});
export type CreateDashboardBody = z.input<typeof createDashboardBody>;

/** PATCH …/dashboards/{dashboardId}: name, description and the default site and zone. */
export const updateDashboardBody = z.object({
  version,
  name: dashboardName.optional(),
  description: description.nullable().optional(),
  siteId: objectIdSchema.nullable().optional(),
  zoneId: objectIdSchema.nullable().optional(),
});
export type UpdateDashboardBody = z.input<typeof updateDashboardBody>;

const sectionName = safeText().trim().min(1, messages.sectionNameEmpty).max(120);
export const addSectionBody = z.object({ version, name: sectionName });
export const updateSectionBody = z.object({
  version,
  name: sectionName.optional(),
  isCollapsed: z.boolean().optional(),
});
/** A delete names the version it was made on in the query (DELETE has no body). */
export const versionQuery = z.object({ version: z.coerce.number().int().min(1) });

const cardName = safeText().trim().max(120);
/** POST …/cards: a new card at the end of its section; an empty name becomes 'Monitor'. */
export const addCardBody = z.object({
  version,
  sectionId: objectIdSchema,
  name: cardName.default(''),
  card: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('point'),
      siteId: objectIdSchema,
      zoneId: objectIdSchema.nullable().default(null),
      pointId: objectIdSchema.optional(),
      units: safeText().max(40).nullable().default(null),
    }),
    z.object({
      type: z.literal('link'),
      siteId: objectIdSchema,
      zoneId: objectIdSchema.nullable().default(null),
    }),
    z.object({
      type: z.literal('multipoint'),
      siteId: objectIdSchema.nullable().default(null),
      zoneId: objectIdSchema.nullable().default(null),
    }),
  ]),
});
export type AddCardBody = z.input<typeof addCardBody>;
/** PATCH …/cards/{cardId}: move a card to a section and position (0 = first). */
export const moveCardBody = z.object({
  version,
  sectionId: objectIdSchema,
  position: z.number().int().min(0),
});
/** POST …/cards/{cardId}/points: adds the point of a point card of the dashboard. */
export const addMultipointPointBody = z.object({ version, fromCardId: objectIdSchema });
