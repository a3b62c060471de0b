/** Timing for the benchmarks: p50/p95 of repeated runs after a warm-up, and how they print. */
export function percentiles(ms: number[]): { p50: number; p95: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function timeIt(
  runs: number,
  fn: () => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  await fn(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return percentiles(ms);
}

export const fmt = (p: { p50: number; p95: number }) =>
  `p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms`;
