/**
 * Edit-mode renames (spec 000 §4, §6): POST /api/measurement/{id} and
 * POST /api/sites/{siteId}/sections — admin and superAdmin only, audited, project-isolated.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, measurements } from '../../db/schema/index';
import { useMonitoringApp } from '../../../test/fixtures/hooks';
import { bearer } from '../../../test/fixtures/monitoring';

const t = useMonitoringApp();

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

const nameOf = async (id: string) => {
  const [row] = await t.db
    .select({ name: measurements.name, section: measurements.section })
    .from(measurements)
    .where(eq(measurements.id, id));
  return row!;
};

describe('POST /api/measurement/{id}', () => {
  const url = () => `/api/measurement/${t.measurements.co2.id}`;

  it('renames for an admin and writes an audit row', async () => {
    const res = await post(url(), { name: '  Gym CO2 ' }, t.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, name: 'Gym CO2' });
    expect((await nameOf(t.measurements.co2.id)).name).toBe('Gym CO2');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.objectId, t.measurements.co2.id),
          eq(auditLog.action, 'measurement.rename'),
        ),
      );
    expect(audit).toEqual([
      expect.objectContaining({
        userId: t.admin.id,
        projectId: t.project.id,
        oldValue: { name: 'CO2' },
        newValue: { name: 'Gym CO2' },
      }),
    ]);
  });
  it('refuses a plain user with 403 and changes nothing', async () => {
    const res = await post(url(), { name: 'Hacked' }, t.tokens.member);
    expect(res.statusCode).toBe(403);
    expect((await nameOf(t.measurements.co2.id)).name).toBe('Gym CO2');
  });
  it('names an empty or missing name', async () => {
    const res = await post(url(), { name: '   ' }, t.tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('body.name');
    expect((await post(url(), {}, t.tokens.admin)).statusCode).toBe(400);
  });
  it('needs a session', async () => {
    expect((await post(url(), { name: 'X' })).statusCode).toBe(401);
  });
  it("hides another project's measurement behind a 404, even from its admin", async () => {
    expect((await post(url(), { name: 'X' }, t.tokens.outsider)).statusCode).toBe(404);
    expect((await nameOf(t.measurements.co2.id)).name).toBe('Gym CO2');
  });
});

describe('POST /api/sites/{siteId}/sections', () => {
  const url = () => `/api/sites/${t.site.id}/sections`;
  const body = () => ({ zoneId: t.zones.gym.id, oldName: 'Comfort', name: 'Controls' });

  it('renames the section of a zone for an admin and audits it', async () => {
    const res = await post(url(), body(), t.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, updated: 1 });
    expect((await nameOf(t.measurements.setpoint.id)).section).toBe('Controls');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'section.rename'));
    expect(audit).toHaveLength(1);
  });
  it('refuses a plain user with 403', async () => {
    const res = await post(url(), { ...body(), oldName: 'Controls' }, t.tokens.member);
    expect(res.statusCode).toBe(403);
  });
  it('names a missing zoneId', async () => {
    const res = await post(url(), { oldName: 'Controls', name: 'X' }, t.tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('body.zoneId');
  });
  it('needs a session', async () => {
    expect((await post(url(), body())).statusCode).toBe(401);
  });
  it("hides another project's site behind a 404", async () => {
    expect((await post(url(), body(), t.tokens.outsider)).statusCode).toBe(404);
  });
  it('is a 404 for a zone of another site', async () => {
    const res = await post(`/api/sites/${t.secondSite.id}/sections`, body(), t.tokens.admin);
    expect(res.statusCode).toBe(404);
  });
});
