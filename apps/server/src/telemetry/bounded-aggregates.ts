/**
 * SQL for aggregates of stored readings that cannot overflow. Ingestion bounds every reading
 * (rules/reading-ranges.ts), but a value stored before that bound, or written straight into the
 * database, must not make a report or heat map fail for good: a float8 sum(1.7e308, 1.7e308) is
 * an error in PostgreSQL, and an infinite mean cannot be sent as JSON. So sums are taken in
 * numeric and leave SQL clamped to ±1e300, which also keeps the sums the services fold in
 * JavaScript finite (a hundred million of them stay below Number.MAX_VALUE); a min or max leaves
 * it finite.
 */

/** The largest magnitude a sum leaves SQL with. */
const SUM_BOUND = '1e300';
/** The largest finite float8 (Number.MAX_VALUE). */
const FLOAT8_MAX = '1.7976931348623157e308';

/** A float8 expression (a min or max) with an infinity or NaN turned into the largest finite value. */
export const boundedSql = (expression: string) =>
  `least(greatest(${expression}, '-${FLOAT8_MAX}'::float8), '${FLOAT8_MAX}'::float8)`;

/** sum(column) taken in numeric, so it cannot overflow, and clamped to ±SUM_BOUND. */
export const boundedSumSql = (column: string) =>
  `least(greatest(sum(${column}::numeric), '-${SUM_BOUND}'::numeric), '${SUM_BOUND}'::numeric)::float8`;
