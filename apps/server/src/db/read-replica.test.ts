/**
 * The read replica (issue 20): the heavy read-only routes read through `reads`, which is the
 * replica while it is within the lag bound and the primary when it falls behind, stops answering
 * or is not configured. The lag itself is measured on a real PostgreSQL (a server not in recovery
 * is as current as it gets); a streaming standby's lag is exercised by `npm run cluster`'s smoke
 * check (scripts/cluster/smoke.mjs).
 */
import { describe, expect, it } from 'vitest';
import { co2Type, createSensor, type Sensor } from '../../test/fixtures/telemetry';
import { useTelemetryApp } from '../../test/fixtures/hooks';
import { usingPostgres } from '../../test/fixtures/test-database';
import type { DatabaseHandle } from './connect';
import {
  openReadReplica,
  primaryReads,
  replicaLagSeconds,
  type ReadDatabase,
} from './read-replica';

/** The handles the heavy routes asked `reads` for, in order. */
const readsAsked: DatabaseHandle[] = [];
const t = useTelemetryApp(() => ({
  reads: {
    current: () => {
      readsAsked.push(t.handle);
      return t.handle;
    },
    close: async () => undefined,
  } satisfies ReadDatabase,
}));
const silentLog = { info: () => undefined, warn: () => undefined };

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.memberToken}` } });

describe('heavy routes', () => {
  it('read reports, heat maps and trends through the read handle', async () => {
    const sensor: Sensor = await createSensor(t.db, t.site.id, t.zone.id);
    const start = '2026-11-01T00:00:00Z';
    const end = '2026-11-02T00:00:00Z';
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: `/api/sites/reports/${t.site.id}?startTime=${start}&endTime=${end}`,
        headers: { authorization: `Bearer ${t.memberToken}` },
        payload: { measurementIds: [sensor.measurementId] },
      }),
      await get(
        `/api/sites/${t.site.id}/heatmap/alerts?type=measurements&measurementType=${co2Type.type}&timePeriod=custom&startDate=2026-11-01&endDate=2026-11-02`,
      ),
      await get(
        `/api/trendData?siteId=${t.site.id}&pointId=${sensor.measurementId}&startTime=${Date.parse(start)}&endTime=${Date.parse(end)}`,
      ),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(readsAsked).toHaveLength(3);
  });
});

describe('openReadReplica', () => {
  /** A replica over the test's own database whose measured lag the test sets. */
  async function replicaLagging(lag: () => Promise<number>) {
    return openReadReplica({
      primary: t.handle,
      url: t.database.url ?? 'postgres://127.0.0.1:1/none',
      maxLagSeconds: 10,
      log: silentLog,
      measure: lag,
    });
  }

  it('uses the replica within the lag bound and the primary beyond it or when it fails', async () => {
    let lag: number | Error = 2;
    const reads = await replicaLagging(async () => {
      if (lag instanceof Error) {
        throw lag;
      }
      return lag;
    });
    try {
      await reads.check();
      const replica = reads.current();
      expect(replica).not.toBe(t.handle);
      lag = 10;
      await reads.check();
      expect(reads.current()).toBe(replica);
      lag = 11;
      await reads.check();
      expect(reads.current()).toBe(t.handle);
      lag = 0;
      await reads.check();
      expect(reads.current()).toBe(replica);
      lag = new Error('connection refused');
      await reads.check();
      expect(reads.current()).toBe(t.handle);
    } finally {
      await reads.close();
    }
  });

  it('falls back to the primary when no replica is configured', () => {
    expect(primaryReads(t.handle).current()).toBe(t.handle);
  });

  it.runIf(usingPostgres)(
    'measures a server that is not a standby as current, and reads through it',
    async () => {
      const reads = await openReadReplica({
        primary: t.handle,
        url: t.database.url!,
        maxLagSeconds: 10,
        log: silentLog,
      });
      try {
        await reads.check();
        const replica = reads.current();
        expect(replica).not.toBe(t.handle);
        expect(await replicaLagSeconds(t.handle, replica)).toBe(0);
        expect(await replica.ping()).toBe(true);
      } finally {
        await reads.close();
      }
    },
  );

  it.runIf(usingPostgres)('uses the primary while the replica does not answer', async () => {
    const reads = await openReadReplica({
      primary: t.handle,
      url: 'postgres://postgres@127.0.0.1:1/postgres',
      maxLagSeconds: 10,
      log: silentLog,
    });
    try {
      await reads.check();
      expect(reads.current()).toBe(t.handle);
    } finally {
      await reads.close();
    }
  });
});
