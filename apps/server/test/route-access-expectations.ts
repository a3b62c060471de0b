/**
 * What route-access.test.ts walks: every API route's access (public, member, signed in), a
 * request a member may make, and whether only admins may make it. A new route needs a row here.
 */
import {
  DEFAULT_BACNET_SETTINGS,
  newTopologyNode,
  ONBOARDING_LINK_HEADER,
} from '@airboard/shared/api';
import type { DashboardFixture } from './fixtures/dashboards';
import { buildReportScheduleInput } from './fixtures/report-schedules';
import { buildScheduleGroupInput, type ScheduleAccessFixture } from './fixtures/schedule-groups';
import type { OnboardingAccessFixture } from './fixtures/kits';
import type { createTelemetryAccessFixture } from './fixtures/telemetry';

/** signedIn: any session, answered for the caller's own project (no foreign object to hide). */
export type Access = 'public' | 'member' | 'signedIn';
export interface Fixture {
  projectId: string;
  memberToken: string;
  /** The member's own user id (routes about the caller themselves). */
  memberId: string;
  adminToken: string;
  outsiderToken: string;
  siteId: string;
  zoneId: string;
  measurementId: string;
  /** One dashboard per route that edits one (each edit changes its version). */
  dashboards: Record<DashboardEdit, DashboardFixture>;
  /**
   * Kiosks of the site: the one screens show (its zone and measurement are the fixture's), and
   * one per route that changes or removes its kiosk.
   */
  kiosks: Record<KioskUse, { id: string; uuid: string }>;
  /** A device of the site (the device routes). */
  deviceId: string;
  /** A product of the catalogue, and kits of the project whose link the admin routes change. */
  productId: string;
  adminKitIds: { revoked: string; reissued: string };
  /** An installer's kit with its site and room, a sensor of it, and the sensor's own link. */
  onboarding: OnboardingAccessFixture;
  /** The member's saved point queries: one to rename, one to delete. */
  savedQueryIds: { renamed: string; deleted: string };
  /** Scheduled report e-mails the member created: one to edit, one to send now, one to delete. */
  reportScheduleIds: { edited: string; sent: string; deleted: string };
  /** Schedule groups, holiday calendars and writable points of the site (schedule routes). */
  schedules: ScheduleAccessFixture;
  /** Point, job, alert and ingest keys of the project (telemetry routes). */
  telemetry: Awaited<ReturnType<typeof createTelemetryAccessFixture>>;
  /**
   * Text no answer to the member may hold (security requirement 3): the other project's user's
   * e-mail, the member's password hash and the hashes of the member's and the admin's sessions.
   */
  secrets: string[];
}
export interface Expectation {
  access: Access;
  /** A request a member of the object's project may make. */
  request: (f: Fixture) => {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  };
  /**
   * The member making the request is an admin (admin-only actions); the fixture's admin is also
   * one of the operator's staff (staff-only actions, decision 018).
   */
  asAdmin?: true;
  /**
   * What a member's request answers when not 200: a download whose single-use ticket a fixed
   * request cannot hold (its own tests redeem real ones), a BACnet call on a site without BACnet.
   */
  memberStatus?: 404;
  /** The answer is a stream that stays open (the live stream): its status is read, not its end. */
  stream?: true;
}

/** The dashboard routes that change a dashboard, each with a dashboard of its own. */
export const dashboardEdits = [
  'get',
  'update',
  'delete',
  'addSection',
  'updateSection',
  'deleteSection',
  'addCard',
  'moveCard',
  'deleteCard',
  'addPoint',
  'removePoint',
] as const;
export type DashboardEdit = (typeof dashboardEdits)[number];

/** The kiosks of the kiosk routes: the one shown and shared, and one per change. */
export const kioskUses = ['shown', 'edited', 'revoked', 'reissued', 'deleted'] as const;
export type KioskUse = (typeof kioskUses)[number];

/** A scheduled report e-mail of the fixture's measurement to the member. */
const reportScheduleInput = (f: Fixture, name: string) =>
  buildReportScheduleInput({ name, measurementIds: [f.measurementId], recipientIds: [f.memberId] });

/** A holiday calendar naming Thanksgiving, the fourth Thursday of November. */
const holidayCalendarBody = (name: string) => ({
  name,
  entries: [{ kind: 'weekNDay', month: 11, week: 4, weekday: 4 }],
});

const board = (f: Fixture, edit: DashboardEdit) => f.dashboards[edit];
const boardUrl = (f: Fixture, edit: DashboardEdit) =>
  `/api/projects/${f.projectId}/dashboards/${board(f, edit).id}`;

export const expectations: Record<string, Expectation> = {
  'GET /api/health': { access: 'public', request: () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/brand': { access: 'public', request: () => ({ method: 'GET', url: '/api/brand' }) },
  'POST /api/theme': {
    access: 'signedIn',
    request: () => ({ method: 'POST', url: '/api/theme', payload: { theme: 'dark' } }),
  },
  // Another user's id, like another project's object, is a 404.
  'POST /api/users/:userId': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `/api/users/${f.memberId}`,
      payload: { acceptTerms: true },
    }),
  },
  'GET /api/site': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/site?siteId=${f.siteId}` }),
  },
  'GET /api': { access: 'signedIn', request: () => ({ method: 'GET', url: '/api?slim=true' }) },
  'GET /api/zones': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/zones?siteId=${f.siteId}&withMeasurements=true` }),
  },
  'GET /api/measurements': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/measurements?siteId=${f.siteId}&zoneId=${f.zoneId}&accessFilter=true`,
    }),
  },
  'GET /api/pointtypes': {
    access: 'signedIn',
    request: () => ({ method: 'GET', url: '/api/pointtypes' }),
  },
  'GET /api/projects/:projectId/dashboards': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/dashboards` }),
  },
  // Creating is not an edit of one: each member request makes a new dashboard.
  'POST /api/projects/:projectId/dashboards': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `/api/projects/${f.projectId}/dashboards`,
      payload: { name: 'New', siteId: f.siteId },
    }),
  },
  'GET /api/projects/:projectId/dashboards/:dashboardId': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: boardUrl(f, 'get') }),
  },
  'PATCH /api/projects/:projectId/dashboards/:dashboardId': {
    access: 'member',
    request: (f) => ({
      method: 'PATCH',
      url: boardUrl(f, 'update'),
      payload: { version: 1, zoneId: f.zoneId },
    }),
  },
  'DELETE /api/projects/:projectId/dashboards/:dashboardId': {
    access: 'member',
    request: (f) => ({ method: 'DELETE', url: `${boardUrl(f, 'delete')}?version=1` }),
  },
  'POST /api/projects/:projectId/dashboards/:dashboardId/sections': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `${boardUrl(f, 'addSection')}/sections`,
      payload: { version: 1, name: 'Second' },
    }),
  },
  'PATCH /api/projects/:projectId/dashboards/:dashboardId/sections/:sectionId': {
    access: 'member',
    request: (f) => ({
      method: 'PATCH',
      url: `${boardUrl(f, 'updateSection')}/sections/${board(f, 'updateSection').sectionId}`,
      payload: { version: 1, isCollapsed: true },
    }),
  },
  'DELETE /api/projects/:projectId/dashboards/:dashboardId/sections/:sectionId': {
    access: 'member',
    request: (f) => ({
      method: 'DELETE',
      url: `${boardUrl(f, 'deleteSection')}/sections/${board(f, 'deleteSection').sectionId}?version=1`,
    }),
  },
  'POST /api/projects/:projectId/dashboards/:dashboardId/cards': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `${boardUrl(f, 'addCard')}/cards`,
      payload: {
        version: 1,
        sectionId: board(f, 'addCard').sectionId,
        name: 'Link',
        card: { type: 'link', siteId: f.siteId },
      },
    }),
  },
  'PATCH /api/projects/:projectId/dashboards/:dashboardId/cards/:cardId': {
    access: 'member',
    request: (f) => ({
      method: 'PATCH',
      url: `${boardUrl(f, 'moveCard')}/cards/${board(f, 'moveCard').pointCardId}`,
      payload: { version: 1, sectionId: board(f, 'moveCard').sectionId, position: 2 },
    }),
  },
  'DELETE /api/projects/:projectId/dashboards/:dashboardId/cards/:cardId': {
    access: 'member',
    request: (f) => ({
      method: 'DELETE',
      url: `${boardUrl(f, 'deleteCard')}/cards/${board(f, 'deleteCard').linkCardId}?version=1`,
    }),
  },
  'POST /api/projects/:projectId/dashboards/:dashboardId/cards/:cardId/points': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `${boardUrl(f, 'addPoint')}/cards/${board(f, 'addPoint').multipointCardId}/points`,
      payload: { version: 1, fromCardId: board(f, 'addPoint').pointCardId },
    }),
  },
  'DELETE /api/projects/:projectId/dashboards/:dashboardId/cards/:cardId/points/:pointId': {
    access: 'member',
    request: (f) => {
      const d = board(f, 'removePoint');
      return {
        method: 'DELETE',
        url: `${boardUrl(f, 'removePoint')}/cards/${d.multipointCardId}/points/${d.multipointPointId}?version=1`,
      };
    },
  },
  // Exporting reads the dashboard, like the GET.
  'GET /api/projects/:projectId/dashboards/:dashboardId/export': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `${boardUrl(f, 'get')}/export` }),
  },
  // Like creating: each member request makes a new dashboard.
  'POST /api/projects/:projectId/dashboards/import': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `/api/projects/${f.projectId}/dashboards/import`,
      payload: {
        format: 'airboard-dashboard',
        formatVersion: 1,
        exportedAt: '2026-11-01T00:00:00Z',
        dashboard: {
          name: 'Imported',
          level: 'project',
          scope: null,
          site: { id: f.siteId, name: 'Site' },
          zone: null,
          sections: [
            {
              name: 'First',
              isCollapsed: false,
              cards: [
                {
                  type: 'link',
                  name: 'Site',
                  site: { id: f.siteId, name: 'Site' },
                  zone: null,
                  linkType: 'site',
                },
              ],
            },
          ],
        },
      },
    }),
  },
  // Kiosks (issue 15): managed and shared by the project's admins (decision 019).
  'GET /api/kiosks/site/:siteId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'GET', url: `/api/kiosks/site/${f.siteId}` }),
  },
  'POST /api/kiosks/site/:siteId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/kiosks/site/${f.siteId}`,
      payload: { name: 'Foyer', type: 'branded', zoneId: null, measurementIds: [] },
    }),
  },
  'PUT /api/kiosks/:kioskId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'PUT',
      url: `/api/kiosks/${f.kiosks.edited.id}`,
      payload: {
        name: 'Renamed',
        type: 'plain',
        zoneId: f.zoneId,
        measurementIds: [f.measurementId],
        notifyOffline: true,
      },
    }),
  },
  'DELETE /api/kiosks/:kioskId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'DELETE', url: `/api/kiosks/${f.kiosks.deleted.id}` }),
  },
  'POST /api/kiosks/:kioskId/revoke': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'POST', url: `/api/kiosks/${f.kiosks.revoked.id}/revoke` }),
  },
  'POST /api/kiosks/:kioskId/reissue': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'POST', url: `/api/kiosks/${f.kiosks.reissued.id}/reissue` }),
  },
  'POST /api/kiosk/share': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: '/api/kiosk/share',
      payload: { emails: ['lobby@example.test'], kiosk: f.kiosks.shown.id },
    }),
  },
  // Devices (issue 16): the site's device list and renames, for the project's admins.
  'GET /api/sites/:siteId/devices': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/devices` }),
  },
  'POST /api/devices/:objectId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/devices/${f.deviceId}`,
      payload: { deviceName: 'Renamed sensor' },
    }),
  },
  // Kits (issue 16): the catalogue for anyone signed in; a project's kits for its admins.
  'GET /api/products': {
    access: 'signedIn',
    request: () => ({ method: 'GET', url: '/api/products' }),
  },
  'GET /api/projects/:projectId/kits': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/kits` }),
  },
  // Each member request registers the same serial: only the first, the admin's, is a 200.
  'POST /api/projects/:projectId/kits': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/projects/${f.projectId}/kits`,
      payload: { devices: [{ serialNumber: 'ACCESS-KIT-1', productId: f.productId }] },
    }),
  },
  'POST /api/kits/:kitId/revoke': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'POST', url: `/api/kits/${f.adminKitIds.revoked}/revoke` }),
  },
  'POST /api/kits/:kitId/reissue': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'POST', url: `/api/kits/${f.adminKitIds.reissued}/reissue` }),
  },
  // An installer's calls: by a kit's or a device's onboarding link, no sign-in (issue 16).
  'GET /api/kits/:id': {
    access: 'public',
    request: (f) => ({ method: 'GET', url: `/api/kits/${f.onboarding.kitLink}` }),
  },
  'GET /api/kits/:id/devices': {
    access: 'public',
    request: (f) => ({ method: 'GET', url: `/api/kits/${f.onboarding.kitLink}/devices` }),
  },
  'GET /api/devices/:objectId': {
    access: 'public',
    request: (f) => ({ method: 'GET', url: `/api/devices/${f.onboarding.deviceLink}` }),
  },
  'POST /api/sites': {
    access: 'public',
    request: (f) => ({
      method: 'POST',
      url: '/api/sites',
      headers: { [ONBOARDING_LINK_HEADER]: f.onboarding.kitLink },
      payload: { name: f.onboarding.siteName, kitId: f.onboarding.kitId },
    }),
  },
  'POST /api/sites/:siteId/zones': {
    access: 'public',
    request: (f) => ({
      method: 'POST',
      url: `/api/sites/${f.onboarding.siteId}/zones`,
      headers: { [ONBOARDING_LINK_HEADER]: f.onboarding.kitLink },
      payload: { name: 'Kit Room' },
    }),
  },
  'POST /api/devices/:objectId/onboard': {
    access: 'public',
    request: (f) => ({
      method: 'POST',
      url: `/api/devices/${f.onboarding.sensorId}/onboard`,
      headers: { [ONBOARDING_LINK_HEADER]: f.onboarding.kitLink },
      payload: { name: 'Kit sensor', zoneId: f.onboarding.zoneId },
    }),
  },
  // A lobby screen's calls: by the kiosk's public id, no sign-in (spec 002 §6).
  'GET /api/kiosk/:kioskId': {
    access: 'public',
    request: (f) => ({ method: 'GET', url: `/api/kiosk/${f.kiosks.shown.uuid}` }),
  },
  'GET /api/kiosk/:kioskId/measurements': {
    access: 'public',
    request: (f) => ({ method: 'GET', url: `/api/kiosk/${f.kiosks.shown.uuid}/measurements` }),
  },
  'GET /api/zone/public/:zoneId': {
    access: 'public',
    request: (f) => ({
      method: 'GET',
      url: `/api/zone/public/${f.zoneId}?kioskId=${f.kiosks.shown.uuid}`,
    }),
  },
  // The status page of a project that publishes one, by its slug (issue 17).
  'GET /api/status/:slug': {
    access: 'public',
    request: () => ({ method: 'GET', url: '/api/status/route-access' }),
  },
  // Its address: read by members, chosen by admins. After the public page's row, as the admin's
  // DELETE unpublishes it (the PUT keeps the address it has).
  'GET /api/projects/:projectId/statusPage': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/statusPage` }),
  },
  'PUT /api/projects/:projectId/statusPage': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'PUT',
      url: `/api/projects/${f.projectId}/statusPage`,
      payload: { slug: 'route-access' },
    }),
  },
  'DELETE /api/projects/:projectId/statusPage': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'DELETE', url: `/api/projects/${f.projectId}/statusPage` }),
  },
  'GET /api/sites/:siteId/floors': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/floors` }),
  },
  'POST /api/measurement/:id': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/measurement/${f.measurementId}`,
      payload: { name: 'Renamed' },
    }),
  },
  'POST /api/sites/:siteId/sections': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/sites/${f.siteId}/sections`,
      payload: { zoneId: f.zoneId, oldName: 'Air Quality', name: 'Air' },
    }),
  },
  // Telemetry (issue 4).
  'GET /api/sites/:siteId/alerts': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/alerts?isActive=true` }),
  },
  // Admins and superAdmins acknowledge (decision 009).
  'POST /api/sites/:siteId/alerts/:alertId/acknowledge': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/sites/${f.siteId}/alerts/${f.telemetry.alertId}/acknowledge`,
      payload: { comment: 'Seen' },
    }),
  },
  'GET /api/site/:siteId/latest': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/site/${f.siteId}/latest?measurementIds=${encodeURIComponent(JSON.stringify([f.measurementId]))}`,
    }),
  },
  'GET /api/trendData': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/trendData?siteId=${f.siteId}&pointId=${f.measurementId}&startTime=0&endTime=3600000`,
    }),
  },
  'GET /api/site/:siteId/trends': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/site/${f.siteId}/trends?pointIds=${encodeURIComponent(JSON.stringify([f.measurementId]))}&startTime=0&endTime=3600000`,
    }),
  },
  'GET /api/points/trendData': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/points/trendData?siteId=${f.siteId}&pointId=${f.telemetry.pointId}&startTime=0&endTime=3600000`,
    }),
  },
  // Spec 000 §1: writes are for admin and superAdmin (decision 009).
  'POST /api/points/:uuid/runFunction': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/points/${f.telemetry.pointUuid}/runFunction`,
      payload: { function: 'numWrite', arguments: { curVal: 70 } },
    }),
  },
  'GET /api/jobs/:jobId': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/jobs/${f.telemetry.jobId}` }),
  },
  'GET /api/stream': {
    access: 'member',
    stream: true,
    request: (f) => ({
      method: 'GET',
      url: `/api/stream?topics=site:${f.siteId},zone:${f.zoneId},job:${f.telemetry.jobId}`,
    }),
  },
  'GET /api/sites/:siteId/heatmap/measurements': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/heatmap/measurements` }),
  },
  'GET /api/sites/:siteId/heatmap/alerts': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/sites/${f.siteId}/heatmap/alerts?type=alerts&timePeriod=week`,
    }),
  },
  'GET /api/sites/reports/:siteId/measurements': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/sites/reports/${f.siteId}/measurements?includeScores=true`,
    }),
  },
  'GET /api/sites/:siteId/scheduleGroups/measurements': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/sites/${f.siteId}/scheduleGroups/measurements?includeScores=true`,
    }),
  },
  'POST /api/sites/reports/:siteId': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `/api/sites/reports/${f.siteId}?startTime=2026-11-01T00:00:00Z&endTime=2026-11-02T00:00:00Z`,
      payload: { measurementIds: [f.measurementId] },
    }),
  },
  'POST /api/sites/reports/:siteId/csv': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `/api/sites/reports/${f.siteId}/csv`,
      payload: {
        startTime: '2026-11-01T00:00:00Z',
        endTime: '2026-11-02T00:00:00Z',
        measurementIds: [f.measurementId],
        format: 'long',
        raw: false,
      },
    }),
  },
  // The ticket is the credential (a browser navigation sends no Bearer header).
  'GET /api/sites/reports/:siteId/csv': {
    access: 'public',
    request: (f) => ({ method: 'GET', url: `/api/sites/reports/${f.siteId}/csv?ticket=spent` }),
    memberStatus: 404,
  },
  // The opening hours 'Occupied hours only' counts: read by members, set by admins.
  'GET /api/sites/:siteId/openingHours': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/openingHours` }),
  },
  'PUT /api/sites/:siteId/openingHours': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'PUT',
      url: `/api/sites/${f.siteId}/openingHours`,
      payload: { weekdays: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' },
    }),
  },
  'DELETE /api/sites/:siteId/openingHours': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'DELETE', url: `/api/sites/${f.siteId}/openingHours` }),
  },
  // Scheduled report e-mails (issue 17): any member lists and creates; the member created the
  // fixture's, so may change, send and delete them.
  'GET /api/sites/:siteId/reportSchedules': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/reportSchedules` }),
  },
  'POST /api/sites/:siteId/reportSchedules': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `/api/sites/${f.siteId}/reportSchedules`,
      payload: reportScheduleInput(f, 'Created'),
    }),
  },
  'PUT /api/sites/:siteId/reportSchedules/:scheduleId': {
    access: 'member',
    request: (f) => ({
      method: 'PUT',
      url: `/api/sites/${f.siteId}/reportSchedules/${f.reportScheduleIds.edited}`,
      payload: reportScheduleInput(f, 'Edited'),
    }),
  },
  'DELETE /api/sites/:siteId/reportSchedules/:scheduleId': {
    access: 'member',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/sites/${f.siteId}/reportSchedules/${f.reportScheduleIds.deleted}`,
    }),
  },
  'POST /api/sites/:siteId/reportSchedules/:scheduleId/send': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `/api/sites/${f.siteId}/reportSchedules/${f.reportScheduleIds.sent}/send`,
    }),
  },
  'GET /api/sites/:siteId/reportRecipients': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/reportRecipients` }),
  },
  // Schedules (issue 19): members read a site's groups and the project's calendars; admins save
  // them. The fixture's site can be scheduled.
  'GET /api/sites/:siteId/scheduleGroups': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/scheduleGroups` }),
  },
  'POST /api/sites/:siteId/scheduleGroups': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/sites/${f.siteId}/scheduleGroups`,
      payload: buildScheduleGroupInput([f.schedules.freePointId], { name: 'Created' }),
    }),
  },
  'GET /api/sites/:siteId/scheduleGroups/:groupId': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/sites/${f.siteId}/scheduleGroups/${f.schedules.groupIds.read}`,
    }),
  },
  'PUT /api/sites/:siteId/scheduleGroups/:groupId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'PUT',
      url: `/api/sites/${f.siteId}/scheduleGroups/${f.schedules.groupIds.edited}`,
      payload: buildScheduleGroupInput([f.schedules.editedPointId], { name: 'Edited' }),
    }),
  },
  'DELETE /api/sites/:siteId/scheduleGroups/:groupId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'DELETE',
      url: `/api/sites/${f.siteId}/scheduleGroups/${f.schedules.groupIds.deleted}`,
    }),
  },
  'GET /api/sites/:siteId/scheduleGroups/:groupId/writes': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/sites/${f.siteId}/scheduleGroups/${f.schedules.groupIds.read}/writes?limit=10`,
    }),
  },
  'GET /api/points/:uuid/schedule': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/points/${f.schedules.readPointUuid}/schedule` }),
  },
  'GET /api/projects/:projectId/holidayCalendars': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/projects/${f.projectId}/holidayCalendars` }),
  },
  'POST /api/projects/:projectId/holidayCalendars': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/projects/${f.projectId}/holidayCalendars`,
      payload: holidayCalendarBody('Created'),
    }),
  },
  'PUT /api/projects/:projectId/holidayCalendars/:calendarId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'PUT',
      url: `/api/projects/${f.projectId}/holidayCalendars/${f.schedules.calendarIds.edited}`,
      payload: holidayCalendarBody('Edited'),
    }),
  },
  'DELETE /api/projects/:projectId/holidayCalendars/:calendarId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'DELETE',
      url: `/api/projects/${f.projectId}/holidayCalendars/${f.schedules.calendarIds.deleted}`,
    }),
  },
  // The point explorer (issue 17): a site's points, and the member's own saved queries.
  'GET /api/querypoints/point/types': {
    access: 'member',
    request: (f) => ({
      method: 'GET',
      url: `/api/querypoints/point/types?projectId=${f.projectId}`,
    }),
  },
  'GET /api/querypoints/points': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/querypoints/points?siteId=${f.siteId}` }),
  },
  'GET /api/querypoints/queries': {
    access: 'member',
    request: (f) => ({ method: 'GET', url: `/api/querypoints/queries?projectId=${f.projectId}` }),
  },
  'POST /api/querypoints/queries': {
    access: 'member',
    request: (f) => ({
      method: 'POST',
      url: `/api/querypoints/queries?projectId=${f.projectId}`,
      payload: { name: 'Site points', siteId: f.siteId },
    }),
  },
  'PUT /api/querypoints/queries/:queryId': {
    access: 'member',
    request: (f) => ({
      method: 'PUT',
      url: `/api/querypoints/queries/${f.savedQueryIds.renamed}`,
      payload: { name: 'Renamed' },
    }),
  },
  'DELETE /api/querypoints/queries/:queryId': {
    access: 'member',
    request: (f) => ({
      method: 'DELETE',
      url: `/api/querypoints/queries/${f.savedQueryIds.deleted}`,
    }),
  },
  // Devices authenticate with an ingest key, not a session.
  'POST /api/ingest': {
    access: 'public',
    request: (f) => ({
      method: 'POST',
      url: '/api/ingest',
      headers: { 'x-ingest-key': f.telemetry.ingestKey },
      payload: { readings: [] },
    }),
  },
  'POST /api/ingestKeys': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: '/api/ingestKeys',
      payload: { name: 'Gateway 2', siteId: f.siteId },
    }),
  },
  'GET /api/ingestKeys': {
    access: 'signedIn',
    asAdmin: true,
    request: () => ({ method: 'GET', url: '/api/ingestKeys' }),
  },
  // A site's BACnet/IP settings: its admins only (issue 21).
  'GET /api/sites/:siteId/bacnet': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/bacnet` }),
  },
  'PUT /api/sites/:siteId/bacnet': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'PUT',
      url: `/api/sites/${f.siteId}/bacnet`,
      // The defaults, as saved (the time is the server's).
      payload: { ...DEFAULT_BACNET_SETTINGS, updatedAt: undefined },
    }),
  },
  // A site's BACnet discovery: the wizard's staff (decision 018). The fixture's site is not read
  // over BACnet, which answers 404 (bacnet-discovery.test.ts discovers one that is).
  'GET /api/sites/:siteId/bacnet/discovery': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'GET', url: `/api/sites/${f.siteId}/bacnet/discovery` }),
    memberStatus: 404,
  },
  'POST /api/sites/:siteId/bacnet/discovery': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'POST', url: `/api/sites/${f.siteId}/bacnet/discovery` }),
    memberStatus: 404,
  },
  // The onboarding wizard is for staff (decision 018).
  'GET /api/onboarding/:siteId': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({ method: 'GET', url: `/api/onboarding/${f.siteId}` }),
  },
  'POST /api/onboarding/measurements/': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: '/api/onboarding/measurements/',
      payload: {
        siteId: f.siteId,
        units: 'imperial',
        topology: [newTopologyNode({ id: f.siteId, name: 'Site', type: 'site' })],
      },
    }),
  },
  'POST /api/ingestKeys/:keyId/revoke': {
    access: 'member',
    asAdmin: true,
    request: (f) => ({
      method: 'POST',
      url: `/api/ingestKeys/${f.telemetry.revocableKeyId}/revoke`,
    }),
  },
};
