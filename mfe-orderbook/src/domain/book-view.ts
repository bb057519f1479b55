import {
  Dec,
  compareDecimalStrings,
  formatCompact,
  formatDecimal,
  type BookLevel,
  type DecimalString,
  type DeepRatio,
  type OrderBookTotalType,
  type OrderBookView,
  type OrderBookViewRow,
} from '@spot/contracts';
import { fractionDigits, shareOf, toUnits, unitsFixed, unitsText } from './fixed-point';

/** Digits after the point the book shows (from the symbol, see `resolvePrecision`). */
export interface BookPrecision {
  readonly price: number;
  readonly quantity: number;
}

/** Formats a decimal string for display; `buildBookView` takes one for prices, one for sizes. */
export type RowFormat = (value: string) => string;

/** The largest number of texts a `memoFormat` keeps before it starts again from empty. */
export const MEMO_FORMAT_LIMIT = 2048;

/**
 * `formatDecimal` at `decimals`, remembering its answers: a book shows the same prices and
 * sizes frame after frame, so a painter formats each only once. The memory starts again from
 * empty past `MEMO_FORMAT_LIMIT` texts, so a drifting market cannot grow it without end.
 */
export function memoFormat(decimals: number): RowFormat {
  const known = new Map<string, string>();
  return (value) => {
    let text = known.get(value);
    if (text === undefined) {
      if (known.size >= MEMO_FORMAT_LIMIT) known.clear();
      text = formatDecimal(value, decimals);
      known.set(value, text);
    }
    return text;
  };
}

interface SideRows {
  readonly rows: OrderBookViewRow[];
  /** Every level's size summed (base token), shown or not, in units of `10^-scale`. */
  readonly amount: bigint;
  readonly scale: number;
}

/**
 * Rows of one side, best first, at most `count`, with running totals from the best level out
 * in base (`total_amount`) and quote (`total_value`, price × size), exact in integer units;
 * and the side's whole size, for the deep ratio.
 */
function sideRows(
  levels: readonly BookLevel[],
  count: number,
  precision: BookPrecision,
  format: { readonly price: RowFormat; readonly quantity: RowFormat },
): SideRows {
  const n = Math.min(levels.length, Math.max(0, count));
  let sizeScale = 0;
  let priceScale = 0;
  for (let i = 0; i < levels.length; i += 1) {
    const [price, size] = levels[i] as BookLevel;
    sizeScale = Math.max(sizeScale, fractionDigits(size));
    if (i < n) priceScale = Math.max(priceScale, fractionDigits(price));
  }
  const valueScale = priceScale + sizeScale;
  let amount = 0n;
  let value = 0n;
  const rows: OrderBookViewRow[] = [];
  for (let i = 0; i < levels.length; i += 1) {
    const [price, size] = levels[i] as BookLevel;
    const units = toUnits(size, sizeScale);
    amount += units;
    if (i >= n) continue;
    value += toUnits(price, priceScale) * units;
    const total = unitsText(amount, sizeScale);
    rows.push({
      price,
      amount: size,
      calc_price: format.price(price),
      calc_amount: format.quantity(size),
      calc_total_amount: unitsFixed(amount, sizeScale, precision.quantity),
      total_amount: total,
      total_value: unitsText(value, valueScale),
    });
  }
  return { rows, amount, scale: sizeScale };
}

/**
 * Buy versus sell weight by base quantity (decimal strings), in whole percent that add up to
 * 100 (the buy share rounds half up); `noRatio` when both sides are empty.
 */
export function deepRatioOf(buyAmount: string, sellAmount: string): DeepRatio {
  const scale = Math.max(fractionDigits(buyAmount), fractionDigits(sellAmount));
  return ratioOfUnits(toUnits(buyAmount, scale), toUnits(sellAmount, scale));
}

function ratioOfUnits(buy: bigint, sell: bigint): DeepRatio {
  const sum = buy + sell;
  if (sum <= 0n) return { buyRatio: '0', sellRatio: '0', noRatio: true };
  const share = shareOf(buy, sum, 100n);
  return { buyRatio: String(share), sellRatio: String(100n - share), noRatio: false };
}

/** Two sides' sums at a common scale. */
function atScale(side: SideRows, scale: number): bigint {
  return side.amount * 10n ** BigInt(scale - side.scale);
}

/**
 * The order-book view model (spec 000 §3) of the host's book: `bidRows` and `askRows` rows,
 * best first, with totals in both tokens; best prices; the mid as `avg`; the deep ratio of the
 * whole book held (every level of both sides), so it reads the same in every view mode and at
 * every row count: a buy-only view still weighs the asks it does not show (issue 18). Levels come grouped by the sim at the chosen step; nothing regroups here.
 * `format` formats prices and sizes (a painter passes `memoFormat`s); by default
 * `formatDecimal` at the precision.
 */
export function buildBookView(
  bids: readonly BookLevel[],
  asks: readonly BookLevel[],
  bidRows: number,
  askRows: number,
  precision: BookPrecision,
  format: { readonly price: RowFormat; readonly quantity: RowFormat } = {
    price: (value) => formatDecimal(value, precision.price),
    quantity: (value) => formatDecimal(value, precision.quantity),
  },
): OrderBookView {
  const buy = sideRows(bids, bidRows, precision, format);
  const sell = sideRows(asks, askRows, precision, format);
  const buyOnePrice = bids[0]?.[0] ?? null;
  const sellOnePrice = asks[0]?.[0] ?? null;
  const avg =
    buyOnePrice !== null && sellOnePrice !== null
      ? new Dec(buyOnePrice).plus(sellOnePrice).div(2).toFixed()
      : null;
  return {
    buyData: buy.rows,
    sellData: sell.rows,
    buyOnePrice,
    sellOnePrice,
    avg,
    deepRatio: ratioOfUnits(
      atScale(buy, Math.max(buy.scale, sell.scale)),
      atScale(sell, Math.max(buy.scale, sell.scale)),
    ),
  };
}

/** The running total of a row in the chosen token, as a decimal string. */
export function rowTotal(row: OrderBookViewRow, totalType: OrderBookTotalType): string {
  return totalType === 'quoteToken' ? row.total_value : row.total_amount;
}

/**
 * The total column's text: base totals at the quantity precision, quote totals in compact
 * units (K, M, B, T) with two decimals, since a quote running total is long.
 */
export function formatRowTotal(row: OrderBookViewRow, totalType: OrderBookTotalType): string {
  return totalType === 'quoteToken' ? formatCompact(row.total_value, 2) : row.calc_total_amount;
}

/** How finely a depth bar follows its total: to a tenth of a percent, or to a whole one. */
export type DepthStep = 'tenth' | 'whole';

/**
 * What a depth bar measures: the running total from the best level (`cumulative`, against the
 * deepest shown total, `maxDepth`), or the level's own size (`level`, against the largest shown
 * level, `maxLevel`). A changed level moves every cumulative bar below it; it moves only its
 * own level bar, unless it is the largest.
 */
export type DepthKind = 'cumulative' | 'level';

/**
 * A row's cumulative depth bar as the CSS length of its share of `max` (`'37.5%'`), rounded
 * half up to `step`: a tenth of a percent is finer than a pixel of a desktop row, and coarse
 * enough that a bar is only rewritten when it visibly moves; a phone takes whole percents
 * (about 4 px of its row), since every bar it rewrites costs its frame a row's repaint.
 */
export function depthWidth(
  row: OrderBookViewRow,
  totalType: OrderBookTotalType,
  max: DecimalString,
  step: DepthStep = 'tenth',
): string {
  return shareWidth(rowTotal(row, totalType), max, step);
}

/** A row's level bar: its size's share of `max` (`maxLevel`), as `depthWidth`. */
export function levelWidth(row: OrderBookViewRow, max: DecimalString, step: DepthStep): string {
  return shareWidth(row.amount, max, step);
}

function shareWidth(value: DecimalString, max: DecimalString, step: DepthStep): string {
  const scale = Math.max(fractionDigits(value), fractionDigits(max));
  const whole = toUnits(max, scale);
  if (whole <= 0n) return '0%';
  const part = toUnits(value, scale);
  if (step === 'whole') return `${shareOf(part, whole, 100n)}%`;
  const tenths = Number(shareOf(part, whole, 1000n));
  return `${Math.trunc(tenths / 10)}${tenths % 10 === 0 ? '' : `.${tenths % 10}`}%`;
}

/** The largest size among the shown rows of both sides; `'0'` for an empty book. */
export function maxLevel(view: OrderBookView): DecimalString {
  let max = '0';
  for (const data of [view.buyData, view.sellData]) {
    for (const row of data) if (compareDecimalStrings(row.amount, max) > 0) max = row.amount;
  }
  return max;
}

/**
 * The deepest running total of the shown rows on either side in the chosen token, so the
 * depth bars of both sides compare; `'0'` for an empty book.
 */
export function maxDepth(view: OrderBookView, totalType: OrderBookTotalType): DecimalString {
  const lastBuy = view.buyData[view.buyData.length - 1];
  const lastSell = view.sellData[view.sellData.length - 1];
  const buy = lastBuy ? rowTotal(lastBuy, totalType) : '0';
  const sell = lastSell ? rowTotal(lastSell, totalType) : '0';
  return compareDecimalStrings(buy, sell) >= 0 ? buy : sell;
}
