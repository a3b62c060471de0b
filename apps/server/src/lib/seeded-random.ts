/**
 * Deterministic randomness from a text seed, for generated data that must come out the same on
 * every run (the demo's signals, a simulated building system's topology from its site id).
 */

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(s: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 16_777_619);
  }
  return h >>> 0;
}

/** A random source in [0, 1) that the seed fixes (mulberry32), with the few draws generators use. */
export function seededRandom(seed: string) {
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** True with the given probability. */
    chance: (probability: number) => next() < probability,
  };
}
