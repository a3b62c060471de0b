/**
 * How far back a batch may reach follows RETENTION_READINGS_DAYS: an older reading would land
 * where retention already deleted the raw rows but kept their rollup, and be counted twice.
 */
import { beforeAll, expect, it } from 'vitest';
import { ingestResponse } from '@airboard/shared/api';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor, createSiteIngestKey, type Sensor } from '../../../test/fixtures/telemetry';

const t = useTelemetryApp({ config: { RETENTION_READINGS_DAYS: 7 } });
let co2: Sensor;
let key: string;

beforeAll(async () => {
  co2 = await createSensor(t.db, t.site.id, t.zone.id);
  key = await createSiteIngestKey(t.db, t.site, 'Window probe');
});

it('refuses a reading older than the kept raw history and stores one just inside it', async () => {
  const day = 86_400_000;
  const now = Date.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ingest',
    headers: { 'x-ingest-key': key },
    payload: {
      readings: [
        { point: co2.point.uuid, ts: now - 7 * day - 60_000, value: 700 },
        { point: co2.point.uuid, ts: now - 7 * day + 60_000, value: 710 },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  const body = ingestResponse.parse(res.json());
  expect(body.stored).toBe(1);
  expect(body.rejected).toEqual([
    { list: 'readings', index: 0, reason: 'timestamp older than the retention window (7 days)' },
  ]);
});
