/**
 * A seeded stream of positive whole numbers (the Park–Miller generator) for property tests:
 * random cases that are the same on every run, so a failing case can be replayed.
 */
export function seededNumbers(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647);
}
