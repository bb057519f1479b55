/** A seeded pseudo-random source; the same seed gives the same sequence (test mode). */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** mulberry32: tiny, fast and good enough for a market simulation (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
  };
}

/** Derives an independent seed for one stream (one symbol) from the run's seed. */
export function deriveSeed(seed: number, salt: string): number {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < salt.length; i += 1) {
    hash = Math.imul(hash ^ salt.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash;
}
