import type { SymbolInfo } from '../domain/symbol';
import { isMergeStep } from '../wire/group-levels';
import { resolvePrecision } from './precision';

/**
 * The merge steps of an order book (spec 000 §5), one copy for the book, the chart's depth
 * and the host's start-up subscription (issue 19).
 */

/** Merge steps from `digitMerge`: only entries of 0, 1 and dots, de-duplicated (spec 000 §5). */
export function parseDigitMerge(digitMerge: string): string[] {
  const steps: string[] = [];
  for (const raw of digitMerge.split(',')) {
    const step = raw.trim();
    if (isMergeStep(step) && !steps.includes(step)) steps.push(step);
  }
  return steps;
}

/** The step whose decimals equal the price precision: 2 → "0.01", 0 → "1". */
export function stepForPrecision(precision: number): string {
  return precision <= 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`;
}

/**
 * The saved step only if it is in the list, else the step matching the price precision, else
 * the last; `null` when the symbol offers no valid step.
 */
export function chooseMergeStep(
  steps: readonly string[],
  pricePrecision: number,
  saved: string | null,
): string | null {
  if (saved && steps.includes(saved)) return saved;
  const matching = stepForPrecision(pricePrecision);
  if (steps.includes(matching)) return matching;
  return steps[steps.length - 1] ?? null;
}

/** The step a book of `symbol` opens at before any choice is saved (`null`: no valid step). */
export function defaultMergeStep(symbol: SymbolInfo): string | null {
  return chooseMergeStep(
    parseDigitMerge(symbol.digitMerge),
    resolvePrecision(symbol, 'price'),
    null,
  );
}

/** The finest step of a symbol (the depth chart's), else its tick. */
export function finestMergeStep(symbol: SymbolInfo): string {
  return parseDigitMerge(symbol.digitMerge)[0] ?? symbol.minPricePrecision;
}
