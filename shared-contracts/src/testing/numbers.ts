/**
 * A seeded stream of positive whole numbers (the Park–Miller generator) for property tests:
 * random cases that are the same on every run, so a failing case can be replayed.
 */
export function seededNumbers(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647);
}

/**
 * A random plain decimal string from `next`: a whole part below 10^`wholeDigits` (its digit
 * count random too), two times in three a fraction of 1 to 9 digits, and half the time a minus
 * when `signed`.
 */
export function randomDecimal(
  next: () => number,
  { wholeDigits, signed = true }: { readonly wholeDigits: number; readonly signed?: boolean },
): string {
  const whole = String(next() % 10 ** (next() % (wholeDigits + 1)));
  const fraction = next() % 3 === 0 ? '' : `.${String(next()).slice(0, 1 + (next() % 9))}`;
  return `${signed && next() % 2 === 0 ? '-' : ''}${whole}${fraction}`;
}
