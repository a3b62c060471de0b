/**
 * The dashboard file (issue 13, item 9): what 'Export JSON' downloads and 'Import' reads. Sites,
 * zones and points are named by their id in the exporting project and by their name, so an import
 * into the same project maps them by id and one into another project by name. The file is bounded
 * (sections, cards, text) so a hostile one cannot make the server do much work, and it is the same
 * contract on both sides: the import dialog checks a file with it before sending anything.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { MULTIPOINT_MAX_POINTS } from '../rules/constants';
import { objectIdSchema, safeText } from './common';
import {
  addCardBody,
  addSectionBody,
  createDashboardBody,
  dashboardDetail,
  dashboardLevelSchema,
} from './dashboards';

export const DASHBOARD_FILE_FORMAT = 'airboard-dashboard';
export const DASHBOARD_FILE_VERSION = 1;
/** Most sections and cards a file may hold; far above any real dashboard. */
export const DASHBOARD_FILE_MAX_SECTIONS = 200;
export const DASHBOARD_FILE_MAX_CARDS = 1000;
/**
 * Largest file the import accepts (the server's body limit for it). A file at the card limit with
 * long names is about half of it; the dialog refuses a bigger file before reading it.
 */
export const DASHBOARD_FILE_MAX_BYTES = 1024 * 1024;

/** Names of sites, zones and points are not limited by the editing contracts: 200 is generous. */
const placeName = safeText().max(200);

/** A site, zone or point as the file names it: its id where it was exported, and its name. */
export const dashboardFilePlace = z.object({ id: objectIdSchema, name: placeName });
export type DashboardFilePlace = z.infer<typeof dashboardFilePlace>;

/** A point of a multipoint card: its label and unit on the card, and where the point is. */
export const dashboardFileMultipointEntry = z.object({
  name: placeName,
  unit: safeText().max(40),
  site: dashboardFilePlace,
  zone: dashboardFilePlace.nullable(),
  point: dashboardFilePlace,
});

// A card without a site is one in error (spec 001 §8): its places are null in the file too.
const cardPlaces = {
  name: addCardBody.shape.name,
  site: dashboardFilePlace.nullable(),
  zone: dashboardFilePlace.nullable(),
};
/** A card in its section's order; a link card leads to its zone, or to its site without one. */
export const dashboardFileCard = z.discriminatedUnion('type', [
  z.object({
    ...cardPlaces,
    type: z.literal('point'),
    point: dashboardFilePlace.nullable(),
    units: safeText().max(40).nullable(),
  }),
  z.object({ ...cardPlaces, type: z.literal('link'), linkType: z.enum(['site', 'zone']) }),
  z.object({
    ...cardPlaces,
    type: z.literal('multipoint'),
    points: z.array(dashboardFileMultipointEntry).max(MULTIPOINT_MAX_POINTS),
  }),
]);
export type DashboardFileCard = z.infer<typeof dashboardFileCard>;

export const dashboardFileSection = z.object({
  name: addSectionBody.shape.name,
  isCollapsed: z.boolean(),
  cards: z.array(dashboardFileCard).max(DASHBOARD_FILE_MAX_CARDS),
});

/** GET …/dashboards/{dashboardId}/export answers it; POST …/dashboards/import takes it. */
export const dashboardFile = z.object({
  format: z.literal(DASHBOARD_FILE_FORMAT),
  formatVersion: z.literal(DASHBOARD_FILE_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  dashboard: z.object({
    name: createDashboardBody.shape.name,
    description: createDashboardBody.shape.description,
    level: dashboardLevelSchema,
    scope: safeText().max(120).nullable(),
    /** The default site and zone. */
    site: dashboardFilePlace.nullable(),
    zone: dashboardFilePlace.nullable(),
    sections: z
      .array(dashboardFileSection)
      .max(DASHBOARD_FILE_MAX_SECTIONS)
      .refine(
        (sections) =>
          sections.reduce((sum, section) => sum + section.cards.length, 0) <=
          DASHBOARD_FILE_MAX_CARDS,
        `must hold at most ${DASHBOARD_FILE_MAX_CARDS} cards in all`,
      ),
  }),
});
export type DashboardFile = z.infer<typeof dashboardFile>;
export type DashboardFileInput = z.input<typeof dashboardFile>;

/** A site, zone or point of the file the import found no match for, and the card naming it. */
export const unmappedPlace = z.object({
  kind: z.enum(['site', 'zone', 'point']),
  name: z.string(),
  /** The card's name; absent for the dashboard's default site and zone. */
  card: z.string().optional(),
});
export type UnmappedPlace = z.infer<typeof unmappedPlace>;

/**
 * POST …/dashboards/import: the new dashboard, and what it could not map. A point or link card
 * with an unmapped place is kept in error (no site); a multipoint card keeps its mapped points.
 */
export const importDashboardResponse = z.object({
  dashboard: dashboardDetail,
  unmapped: z.array(unmappedPlace),
});
export type ImportDashboardResponse = z.infer<typeof importDashboardResponse>;

/** The file name a dashboard downloads as: its name, without characters file systems refuse. */
export const dashboardFileName = (dashboardName: string): string =>
  `${dashboardName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim() || 'dashboard'}.dashboard.json`;

const ITEM_NAMES: Record<string, string> = { sections: 'section', cards: 'card', points: 'point' };

/** Where in the file, as a person counts: ['dashboard', 'sections', 1, 'name'] is "section 2, name". */
const placeInFile = (path: PropertyKey[]): string =>
  path
    .flatMap((key, i) => {
      const index = path[i + 1];
      if (key === 'dashboard' || typeof key === 'number') {
        return [];
      }
      const name = String(key);
      return typeof index === 'number' ? [`${ITEM_NAMES[name] ?? name} ${index + 1}`] : [name];
    })
    .join(', ');

/**
 * What is wrong with a file that is not a dashboard file, for the person importing it: another
 * kind of file is "not an Airboard dashboard export"; one of ours that was damaged or edited says
 * where and what.
 */
export function dashboardFileProblem(error: z.ZodError): string {
  const [issue] = error.issues;
  const [first] = issue?.path ?? [];
  if (!issue || first === undefined || first === 'format' || first === 'formatVersion') {
    return messages.importFileInvalid;
  }
  return messages.importFileProblem(`${placeInFile(issue.path)}: ${issue.message}`);
}
