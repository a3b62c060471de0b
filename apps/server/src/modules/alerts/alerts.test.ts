/** GET /api/sites/{siteId}/alerts and POST …/acknowledge: shapes, windows, access, validation. */
import { beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeAlertResponse, alertsResponse } from '@airboard/shared/api';
import { ingestReadings } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor } from '../../../test/fixtures/telemetry';

const t = useTelemetryApp();
let measurementId: string;
const minute = 60_000;
const now = Date.now();

beforeAll(async () => {
  const sensor = await createSensor(t.db, t.site.id, t.zone.id, { measurementName: 'Room CO2' });
  measurementId = sensor.measurementId;
  // Episodes that cleared in the last hours, then one open now.
  const readings = Array.from({ length: 200 }, (_, i) => {
    const ts = now - (199 - i) * minute;
    const value = i < 30 || (i >= 60 && i < 150) ? 1700 : 700;
    return { seriesId: sensor.point.seriesId, ts: new Date(ts), value };
  });
  await ingestReadings(t.handle, readings.slice(0, 180));
  await ingestReadings(
    t.handle,
    Array.from({ length: 20 }, (_, i) => ({
      seriesId: sensor.point.seriesId,
      ts: new Date(now - (19 - i) * minute),
      value: 1800,
    })),
  );
  await drainLiveState(t.handle);
});

const get = (url: string, token = t.memberToken) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('GET /api/sites/{siteId}/alerts', () => {
  it('lists open alerts with config and measurement (name and zone)', async () => {
    const res = await get(`/api/sites/${t.site.id}/alerts?isActive=true`);
    expect(res.statusCode).toBe(200);
    const { alerts } = alertsResponse.parse(res.json());
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      isActive: true,
      clearedAt: null,
      alertConfig: { alertType: 'warning', message: 'CO2 has been above 1500 ppm for 15 minutes' },
      measurement: {
        objectId: measurementId,
        name: 'Room CO2',
        zone: { objectId: t.zone.id, name: 'Room 101' },
      },
      acknowledgedAt: null,
    });
  });

  it('lists cleared alerts of the last 30 days with isActive=false', async () => {
    const res = await get(`/api/sites/${t.site.id}/alerts?isActive=false`);
    const { alerts } = alertsResponse.parse(res.json());
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(alerts.every((a) => !a.isActive && a.clearedAt !== null)).toBe(true);
  });

  it('rejects a bad isActive, anonymous callers and other projects', async () => {
    expect((await get(`/api/sites/${t.site.id}/alerts?isActive=maybe`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/sites/${t.site.id}/alerts` });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(`/api/sites/${t.site.id}/alerts`, t.outsiderToken)).statusCode).toBe(404);
  });
});

describe('POST /api/sites/{siteId}/alerts/{alertId}/acknowledge', () => {
  // Acknowledging is for the project's admins and superAdmins (decision 009).
  const post = (alertId: string, body: unknown, token = t.adminToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sites/${t.site.id}/alerts/${alertId}/acknowledge`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });

  it('records who acknowledged and the comment; a value alert stays open', async () => {
    const list = alertsResponse.parse((await get(`/api/sites/${t.site.id}/alerts`)).json());
    const alertId = list.alerts[0]!.objectId;
    const res = await post(alertId, { comment: 'Opened the windows' });
    expect(res.statusCode).toBe(200);
    const { alert } = acknowledgeAlertResponse.parse(res.json());
    expect(alert).toMatchObject({
      isActive: true,
      acknowledgeComment: 'Opened the windows',
      acknowledgedBy: { objectId: t.admin.id },
    });
    expect(alert.acknowledgedAt).toEqual(expect.any(String));
  });

  it('rejects a too-long comment, anonymous callers, other projects and unknown alerts', async () => {
    const list = alertsResponse.parse((await get(`/api/sites/${t.site.id}/alerts`)).json());
    const alertId = list.alerts[0]!.objectId;
    expect((await post(alertId, { comment: 'x'.repeat(1001) })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${t.site.id}/alerts/${alertId}/acknowledge`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post(alertId, {}, t.outsiderToken)).statusCode).toBe(404);
    expect((await post('NoSuchAlert', {})).statusCode).toBe(404);
  });

  it('refuses a plain member of the project with 403 and leaves the alert unacknowledged', async () => {
    const cleared = `/api/sites/${t.site.id}/alerts?isActive=false`;
    const list = alertsResponse.parse((await get(cleared)).json());
    const open = list.alerts.find((a) => !a.acknowledgedAt)!;
    const res = await post(open.objectId, { comment: 'Not mine to close' }, t.memberToken);
    expect(res.statusCode).toBe(403);
    const after = alertsResponse.parse((await get(cleared)).json());
    expect(after.alerts.find((a) => a.objectId === open.objectId)).toMatchObject({
      acknowledgedAt: null,
      acknowledgeComment: null,
    });
  });
});
