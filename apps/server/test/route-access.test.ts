/**
 * Security requirement 2: every registered route has an access expectation (the table in
 * route-access-expectations.ts), and is walked as anonymous, member, admin and member of another
 * project. Adding a route without a row fails. No answer to a member holds another project's user's
 * e-mail, a password hash or a session's hash (security requirement 3). The member administers another project: roles are
 * per membership (decision 009), so that role must not open the admin-only routes here.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords';
import { hashToken, newObjectId, newPublicId } from '../src/db/ids';
import * as schema from '../src/db/schema/index';
import { createProject, createSession, createSite, createUser } from './fixtures/factories';
import { useTestApp } from './fixtures/hooks';
import { createTelemetryAccessFixture } from './fixtures/telemetry';
import { createDashboardFixture } from './fixtures/dashboards';
import { createDeviceRow, createProductRow } from './fixtures/devices';
import { createKioskRow } from './fixtures/kiosks';
import { createReportScheduleRow } from './fixtures/report-schedules';
import { createScheduleAccessFixture } from './fixtures/schedule-groups';
import { createOnboardingAccessFixture } from './fixtures/kits';
import { dashboardEdits, expectations, kioskUses, type Fixture } from './route-access-expectations';

/** Routes that are not part of the product API (documentation, served files). */
const isInfrastructure = (url: string) =>
  url.startsWith('/api/docs') || !url.startsWith('/api') || url === '/*';

/** The objects of the table's requests: a project with a site, a zone and a measurement. */
async function createRouteAccessFixture(db: Database): Promise<Fixture> {
  // It publishes a status page, whose address is its slug.
  const project = await createProject(db, { statusSlug: 'route-access' });
  const other = await createProject(db, { name: 'Other' });
  const site = await createSite(db, project.id);
  const member = await createUser(db, {
    memberships: [
      { projectId: project.id, role: 'user' },
      { projectId: other.id, role: 'admin' },
    ],
  });
  // The admin is also staff, so the one caller answers the admin-only and the staff-only routes.
  const admin = await createUser(db, { projectIds: [project.id], role: 'admin', staff: true });
  const [zone] = await db
    .insert(schema.zones)
    .values({ id: newObjectId(), siteId: site.id, name: 'Zone' })
    .returning();
  const [measurement] = await db
    .insert(schema.measurements)
    .values({ id: newObjectId(), siteId: site.id, zoneId: zone!.id, name: 'CO2', type: 'co2' })
    .returning();
  const outsider = await createUser(db, { projectIds: [other.id], role: 'admin' });
  const product = await createProductRow(db);
  const device = await createDeviceRow(db, {
    projectId: project.id,
    siteId: site.id,
    productId: product.id,
  });
  const passwordHash = await hashPassword('the member password');
  await db.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, member.id));
  const memberToken = await createSession(db, member.id, project.id);
  const adminToken = await createSession(db, admin.id, project.id);
  return {
    projectId: project.id,
    memberToken,
    memberId: member.id,
    adminToken,
    outsiderToken: await createSession(db, outsider.id, other.id),
    siteId: site.id,
    zoneId: zone!.id,
    measurementId: measurement!.id,
    savedQueryIds: {
      renamed: await createSavedQueryRow(db, member.id, project.id, 'To rename'),
      deleted: await createSavedQueryRow(db, member.id, project.id, 'To delete'),
    },
    reportScheduleIds: {
      edited: await createReportScheduleRow(db, site, member.id, measurement!.id, 'To edit'),
      sent: await createReportScheduleRow(db, site, member.id, measurement!.id, 'To send'),
      deleted: await createReportScheduleRow(db, site, member.id, measurement!.id, 'To delete'),
    },
    schedules: await createScheduleAccessFixture(db, {
      projectId: project.id,
      siteId: site.id,
      zoneId: zone!.id,
    }),
    telemetry: await createTelemetryAccessFixture(db, {
      projectId: project.id,
      siteId: site.id,
      zoneId: zone!.id,
      measurementId: measurement!.id,
      userId: member.id,
    }),
    dashboards: Object.fromEntries(
      await Promise.all(
        dashboardEdits.map(async (edit) => [
          edit,
          await createDashboardFixture(db, {
            projectId: project.id,
            siteId: site.id,
            zoneId: zone!.id,
            measurementId: measurement!.id,
          }),
        ]),
      ),
    ) as Fixture['dashboards'],
    kiosks: Object.fromEntries(
      await Promise.all(
        kioskUses.map(async (use) => [
          use,
          await createKioskRow(
            db,
            { projectId: project.id, siteId: site.id },
            { name: use, zoneId: zone!.id, measurementIds: [measurement!.id] },
          ),
        ]),
      ),
    ) as Fixture['kiosks'],
    deviceId: device.id,
    productId: product.id,
    adminKitIds: {
      revoked: await createKitRow(db, project.id),
      reissued: await createKitRow(db, project.id),
    },
    onboarding: await createOnboardingAccessFixture(db, project.id),
    secrets: [outsider.email, passwordHash, hashToken(memberToken), hashToken(adminToken)],
  };
}

/** A saved point query of the user in the project; its id. */
async function createSavedQueryRow(db: Database, userId: string, projectId: string, name: string) {
  const id = newObjectId();
  await db
    .insert(schema.savedPointQueries)
    .values({ id, userId, projectId, name, nameFilter: 'co2' });
  return id;
}

/** A kit of the project, not started; its id. */
async function createKitRow(db: Database, projectId: string): Promise<string> {
  const id = newObjectId();
  await db.insert(schema.kits).values({ id, onboardingToken: newPublicId(), projectId });
  return id;
}

const t = useTestApp({}, createRouteAccessFixture);

it('has an access expectation for every API route', () => {
  const routes = t.app.routeCatalogue
    .filter((r) => r.method !== 'HEAD' && !isInfrastructure(r.url))
    .map((r) => `${r.method} ${r.url}`);
  expect(routes.filter((r) => !(r in expectations))).toEqual([]);
});

describe.each(Object.entries(expectations))('%s', (_name, expectation) => {
  if (expectation.asAdmin) {
    it('refuses a plain member with 403, whatever role they hold in another project', async () => {
      const res = await t.app.inject({
        ...expectation.request(t),
        headers: { ...expectation.request(t).headers, authorization: `Bearer ${t.memberToken}` },
      });
      expect(res.statusCode).toBe(403);
    });
  }

  if (expectation.access !== 'public') {
    it('refuses an anonymous caller with 401', async () => {
      const res = await t.app.inject(expectation.request(t));
      expect(res.statusCode).toBe(401);
    });
  }

  if (expectation.access === 'member') {
    it("hides another project's object behind a 404", async () => {
      const res = await t.app.inject({
        ...expectation.request(t),
        headers: { authorization: `Bearer ${t.outsiderToken}` },
      });
      expect(res.statusCode).toBe(404);
    });
  }

  // Last, after the refusals: a route that removes its object (a kiosk's delete) has it for them.
  it('answers a member', async () => {
    const res = await t.app.inject({
      ...expectation.request(t),
      headers: {
        ...expectation.request(t).headers,
        authorization: `Bearer ${expectation.asAdmin ? t.adminToken : t.memberToken}`,
      },
      payloadAsStream: expectation.stream === true,
    });
    expect(res.statusCode).toBe(expectation.memberStatus ?? 200);
    if (expectation.stream) {
      res.stream().destroy();
      return;
    }
    for (const secret of t.secrets) {
      expect(res.body).not.toContain(secret);
    }
  });
});
