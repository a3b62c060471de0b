/**
 * Reading many rows as one row of arrays. Drivers decode a row object per row, which on PGlite
 * costs more than the query itself for thousands of rows (a trend's 1,440 hours: about 2 ms as
 * arrays against 6 ms as rows); one array per column is decoded in one go.
 */
import { z } from 'zod';

/** A column as one array in the given order (give all columns of a query the same order). */
export const ARRAY_AGG = (expression: string, order: string) =>
  `coalesce(array_agg(${expression} ORDER BY ${order}), '{}')`;

/** A timestamp as epoch milliseconds (float8, which both drivers decode as numbers). */
export const EPOCH_MS = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/**
 * A float8[] column read with ARRAY_AGG, checked in one pass: z.array(z.number()) checks element
 * by element, which for a trend's thousands of values costs five times as much.
 */
export const floats = z.custom<number[]>(
  (value) => Array.isArray(value) && value.every((v) => typeof v === 'number'),
  'expected an array of numbers',
);

/**
 * The same for a column whose elements may be NULL, read as null: PGlite decodes a NULL element of
 * a float array as NaN (node-postgres as null). Stored values are never NaN, since ingestion
 * refuses non-finite ones.
 */
export const nullableFloats = z
  .custom<(number | null)[]>(
    (value) => Array.isArray(value) && value.every((v) => v === null || typeof v === 'number'),
    'expected an array of numbers or nulls',
  )
  .transform((values) => values.map((v) => (v === null || Number.isNaN(v) ? null : v)));
