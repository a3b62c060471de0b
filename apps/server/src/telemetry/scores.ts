/**
 * The live state's zone and site scores (live-state.ts): a zone's from its measurements' current
 * scores, a site's from its zones' (the shared combine rules), each dated when it was computed.
 */
import { z } from 'zod';
import { combineSiteScores, combineZoneScores } from '@airboard/shared/rules';
import type { SqlRunner } from '../db/connect';
import { scoreType } from '../db/schema/common';

const scoredMeasurement = z.object({
  zone_id: z.string(),
  site_id: z.string(),
  // scoreOA is a zone's or site's overall score, never a measurement's category: it counts for
  // none, as the combine rule would ignore it.
  score_type: z
    .enum(scoreType.enumValues)
    .nullable()
    .transform((type) => (type === 'scoreOA' ? null : type)),
  cur_score: z.number().nullable(),
});

const zoneScoreValues = z.object({
  site_id: z.string(),
  scores: z.record(z.string(), z.object({ val: z.number() })),
});

/**
 * Recomputes the scores of the zones and sites the series belong to (shared combine rules), dated
 * `now`.
 */
export async function refreshScores(
  query: SqlRunner,
  seriesIds: number[],
  now: Date,
): Promise<void> {
  const rows = await query(
    scoredMeasurement,
    `SELECT m.zone_id, m.site_id, m.score_type, m.cur_score
       FROM measurements m
      WHERE m.zone_id IN (SELECT p.zone_id FROM points p WHERE p.series_id = ANY($1::int[]))`,
    [seriesIds],
  );
  const byZone = new Map<string, { siteId: string; items: typeof rows }>();
  for (const row of rows) {
    const entry = byZone.get(row.zone_id) ?? { siteId: row.site_id, items: [] };
    entry.items.push(row);
    byZone.set(row.zone_id, entry);
  }
  const ts = now.toISOString();
  const zoneIds: string[] = [];
  const zoneScores: string[] = [];
  for (const [zoneId, { items }] of byZone) {
    const combined = combineZoneScores(
      items.map((i) => ({ scoreType: i.score_type, curScore: i.cur_score })),
    );
    zoneIds.push(zoneId);
    zoneScores.push(JSON.stringify(toScoreValues(combined, ts)));
  }
  await query(
    `UPDATE zones z SET scores = u.scores::jsonb, updated_at = now()
       FROM unnest($1::text[], $2::text[]) AS u(id, scores) WHERE z.id = u.id`,
    [zoneIds, zoneScores],
  );
  const siteIds = [...new Set([...byZone.values()].map((v) => v.siteId))];
  const zones = await query(
    zoneScoreValues,
    `SELECT site_id, scores FROM zones WHERE site_id = ANY($1::text[])`,
    [siteIds],
  );
  for (const siteId of siteIds) {
    const combined = combineSiteScores(
      zones
        .filter((z) => z.site_id === siteId)
        .map((z) => Object.fromEntries(Object.entries(z.scores).map(([k, v]) => [k, v.val]))),
    );
    await query(`UPDATE sites SET scores = $2::jsonb, updated_at = now() WHERE id = $1`, [
      siteId,
      JSON.stringify(toScoreValues(combined, ts)),
    ]);
  }
}

function toScoreValues(
  scores: Partial<Record<string, number>>,
  ts: string,
): Record<string, { ts: string; val: number }> {
  return Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, { ts, val: v ?? 0 }]));
}
