/**
 * Property: whatever readings arrive, in whatever batches and with whatever re-deliveries, the
 * quarter-hour rollups equal the aggregates of the raw readings (min, max, sum, count of values and of
 * scores).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { scoreReading } from '@airboard/shared/rules';
import { useTelemetryDatabase } from '../../test/fixtures/hooks';
import { co2Type, createSensor } from '../../test/fixtures/telemetry';
import { ingestReadings } from './ingest';
import { ROLLUP_BUCKET_SQL } from './rollup-bucket';

const t = useTelemetryDatabase();
const t0 = Date.parse('2026-11-01T00:00:00Z');

const reading = fc.record({
  series: fc.integer({ min: 0, max: 1 }),
  minute: fc.integer({ min: 0, max: 6 * 60 }),
  value: fc.double({ min: 0, max: 5000, noNaN: true, noDefaultInfinity: true }),
});

/** A row of reading_rollups. */
const aggregate = z.object({
  series_id: z.number(),
  bucket: z.date(),
  min: z.number(),
  max: z.number(),
  sum: z.number(),
  count: z.number(),
  score_min: z.number().nullable(),
  score_max: z.number().nullable(),
  score_sum: z.number(),
  score_count: z.number(),
});
type Aggregate = z.infer<typeof aggregate>;

it('keeps quarter-hour rollups equal to the raw readings', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(reading, { maxLength: 40 }), { minLength: 1, maxLength: 5 }),
      async (batches) => {
        const { db } = t;
        const sensors = [
          await createSensor(db, t.site.id, t.zone.id),
          await createSensor(db, t.site.id, t.zone.id),
        ];
        const ids = sensors.map((x) => x.point.seriesId);
        for (const batch of [...batches, batches[0]!]) {
          await ingestReadings(
            t.handle,
            batch.map((r) => ({
              seriesId: ids[r.series]!,
              ts: new Date(t0 + r.minute * 60_000),
              value: r.value,
            })),
          );
        }
        const [rollups, raw] = await t.handle.transaction(async (q) => [
          await q(
            aggregate,
            `SELECT * FROM reading_rollups WHERE series_id = ANY($1::int[]) ORDER BY series_id, bucket`,
            [ids],
          ),
          await q(
            z.object({ series_id: z.number(), bucket: z.date(), value: z.number() }),
            `SELECT series_id, ${ROLLUP_BUCKET_SQL('ts')} AS bucket, value FROM readings
              WHERE series_id = ANY($1::int[]) ORDER BY series_id, ts`,
            [ids],
          ),
        ]);
        const expected = new Map<string, Aggregate>();
        for (const r of raw) {
          const key = `${r.series_id}|${r.bucket.toISOString()}`;
          const score = scoreReading(r.value, co2Type.threshold);
          const a = expected.get(key) ?? {
            series_id: r.series_id,
            bucket: r.bucket,
            min: Infinity,
            max: -Infinity,
            sum: 0,
            count: 0,
            score_min: Infinity,
            score_max: -Infinity,
            score_sum: 0,
            score_count: 0,
          };
          a.min = Math.min(a.min, r.value);
          a.max = Math.max(a.max, r.value);
          a.sum += r.value;
          a.count++;
          a.score_min = Math.min(a.score_min!, score);
          a.score_max = Math.max(a.score_max!, score);
          a.score_sum += score;
          a.score_count++;
          expected.set(key, a);
        }
        expect(rollups).toHaveLength(expected.size);
        for (const row of rollups) {
          const e = expected.get(`${row.series_id}|${row.bucket.toISOString()}`)!;
          expect(row).toMatchObject({
            min: e.min,
            max: e.max,
            count: e.count,
            score_count: e.score_count,
          });
          expect(row.sum).toBeCloseTo(e.sum, 6);
          expect(row.score_sum).toBeCloseTo(e.score_sum, 3);
          // Scores are stored as real (4-byte) numbers.
          expect(row.score_min!).toBeCloseTo(e.score_min!, 3);
          expect(row.score_max!).toBeCloseTo(e.score_max!, 3);
        }
      },
    ),
    { numRuns: 25 },
  );
});
