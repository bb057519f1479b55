import type { DecimalString } from '../domain/decimal-string';
import { Dec } from '../helpers/decimal';
import type { WireLevel } from './topics';

const MERGE_STEP = /^(0\.0*1|10*)$/;

/** A non-negative decimal in plain notation without leading zeros: "0.5", "27000.10", "3". */
const PLAIN = /^(0|[1-9]\d*)(?:\.(\d+))?$/;
const NONZERO_DIGIT = /[1-9]/;

/** A merge step is a power of ten written with 0, 1 and a dot: "0.001", "1", "100". */
export function isMergeStep(value: unknown): value is DecimalString {
  return typeof value === 'string' && value.length <= 24 && MERGE_STEP.test(value);
}

/**
 * Groups raw book levels at a merge step: bids round down and asks round up to a multiple of
 * the step, sizes of one bucket are summed, zero buckets dropped, best first, at most `limit`.
 * This is the one grouping in the system (DESIGN §5): the sim calls it, nobody regroups.
 *
 * A price in plain notation is bucketed from its digits, which is exact and several times
 * cheaper (8x at the tick step, 4x at ten ticks); a price in any other notation ("1e3",
 * "01.5") takes decimal arithmetic. Either way the key is the bucket written with the step's
 * decimals.
 */
export function groupLevels(
  levels: readonly WireLevel[],
  step: DecimalString,
  side: 'bid' | 'ask',
  limit: number = Number.POSITIVE_INFINITY,
): WireLevel[] {
  if (!isMergeStep(step)) throw new RangeError(`invalid merge step "${String(step)}"`);
  // The power of ten of the step, negated: "0.01" → 2, "1" → 0, "100" → -2.
  const scale = step.includes('.') ? step.length - 2 : 1 - step.length;
  let stepDec: Dec | null = null;
  const buckets = new Map<string, string | Dec>();
  for (const [price, size] of levels) {
    let key = cutToStep(price, scale, side);
    if (key === null) {
      stepDec ??= new Dec(step);
      // `toNearest` divides exactly; `div` rounds at 40 digits and could put an ask a bucket low.
      key = new Dec(price)
        .toNearest(stepDec, side === 'bid' ? Dec.ROUND_FLOOR : Dec.ROUND_CEIL)
        .toFixed(Math.max(scale, 0));
    }
    const existing = buckets.get(key);
    buckets.set(key, existing === undefined ? size : new Dec(existing).plus(size));
  }
  const rows: WireLevel[] = [];
  for (const [key, size] of buckets) {
    const text = positiveText(size);
    if (text !== null) rows.push([key, text]);
  }
  const direction = side === 'bid' ? -1 : 1;
  rows.sort(([x], [y]) => direction * compareKeys(x, y));
  return rows.slice(0, limit);
}

/**
 * The bucket of a plain-notation price at a step of 10^-`scale`, from its digits: a bid drops
 * the digits finer than the step (the floor of a non-negative number); an ask does too, and
 * goes one step up if any of them was not zero. `null` for any other notation.
 */
function cutToStep(price: string, scale: number, side: 'bid' | 'ask'): string | null {
  const match = PLAIN.exec(price);
  if (!match) return null;
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  if (scale >= 0) {
    const floor = scale === 0 ? whole : `${whole}.${fraction.slice(0, scale).padEnd(scale, '0')}`;
    const between = side === 'ask' && NONZERO_DIGIT.test(fraction.slice(scale));
    return between ? addOneInLastDigit(floor) : floor;
  }
  const zeros = -scale;
  const high = whole.length <= zeros ? '0' : whole.slice(0, -zeros);
  const between =
    side === 'ask' && (NONZERO_DIGIT.test(fraction) || NONZERO_DIGIT.test(whole.slice(-zeros)));
  if (between) return `${addOneInLastDigit(high)}${'0'.repeat(zeros)}`;
  return high === '0' ? '0' : `${high}${'0'.repeat(zeros)}`;
}

/** Adds one in the last digit of a plain non-negative decimal, carrying: "9.99" → "10.00". */
function addOneInLastDigit(text: string): string {
  const chars = text.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] === '.') continue;
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/** A summed size in plain notation without trailing zeros, or `null` if it is not above zero. */
function positiveText(size: string | Dec): string | null {
  const match = typeof size === 'string' ? PLAIN.exec(size) : null;
  if (!match) {
    const sum = new Dec(size);
    return sum.gt(0) ? sum.toFixed() : null;
  }
  const whole = match[1] as string;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction === '') return whole === '0' ? null : whole;
  return `${whole}.${fraction}`;
}

/**
 * Orders two bucket keys of one step. Written with the same decimals and no leading zeros,
 * the longer key is the larger number and keys of one length compare as text; a negative key
 * (nonsense in a book, but not refused here) is compared as a decimal.
 */
function compareKeys(x: string, y: string): number {
  if (x.startsWith('-') || y.startsWith('-')) return new Dec(x).cmp(new Dec(y));
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}
