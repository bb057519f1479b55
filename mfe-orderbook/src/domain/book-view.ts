import {
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
import {
  fractionDigits,
  isExact,
  midpoint,
  shareOf,
  smallShareOf,
  smallUnits,
  toUnits,
  unitsFixed,
  unitsText,
} from './fixed-point';

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
 * and the side's whole size, for the deep ratio. The sizes are summed in plain numbers while
 * their units are safe integers (`smallUnits`), which allocates nothing, else in `BigInt`s.
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
  // Levels are read by index, not destructured: a destructuring that is not optimised makes an
  // iterator, and this runs for every level of every frame.
  for (let i = 0; i < levels.length; i += 1) {
    const level = levels[i] as BookLevel;
    sizeScale = Math.max(sizeScale, fractionDigits(level[1]));
    if (i < n) priceScale = Math.max(priceScale, fractionDigits(level[0]));
  }
  const sums = sizeTotals(levels, n, sizeScale);
  const totals = new SideTotals(levels, sums.running, priceScale, sizeScale, precision.quantity);
  const rows: OrderBookViewRow[] = [];
  for (let i = 0; i < n; i += 1) {
    const level = levels[i] as BookLevel;
    const price = level[0];
    const size = level[1];
    rows.push(new ViewRow(price, size, format.price(price), format.quantity(size), totals, i));
  }
  return { rows, amount: BigInt(sums.whole), scale: sizeScale };
}

/**
 * A side's running totals as text, each worked out when first read and kept for the frame: the
 * phone's book and the base view never read the quote totals (a price times a size in units is
 * rarely a safe integer, so those take `BigInt`s), and the phone reads no total at all but the
 * clicked row's.
 */
class SideTotals {
  private amounts: (string | undefined)[] | null = null;
  private fixed: (string | undefined)[] | null = null;
  private values: string[] | null = null;

  constructor(
    private readonly levels: readonly BookLevel[],
    private readonly running: readonly (number | bigint)[],
    private readonly priceScale: number,
    private readonly sizeScale: number,
    private readonly decimals: number,
  ) {}

  amountText(place: number): string {
    this.amounts ??= [];
    return (this.amounts[place] ??= unitsText(
      this.running[place] as number | bigint,
      this.sizeScale,
    ));
  }

  amountFixed(place: number): string {
    this.fixed ??= [];
    return (this.fixed[place] ??= unitsFixed(
      this.running[place] as number | bigint,
      this.sizeScale,
      this.decimals,
    ));
  }

  valueText(place: number): string {
    this.values ??= valueTotals(this.levels, this.running.length, this.priceScale, this.sizeScale);
    return this.values[place] as string;
  }
}

/** A shown row: its price and size as sent and as shown; its running totals from `SideTotals`. */
class ViewRow implements OrderBookViewRow {
  constructor(
    readonly price: DecimalString,
    readonly amount: DecimalString,
    readonly calc_price: string,
    readonly calc_amount: string,
    private readonly totals: SideTotals,
    private readonly place: number,
  ) {}

  get total_amount(): DecimalString {
    return this.totals.amountText(this.place);
  }

  get calc_total_amount(): DecimalString {
    return this.totals.amountFixed(this.place);
  }

  get total_value(): DecimalString {
    return this.totals.valueText(this.place);
  }
}

/**
 * The running size totals of the first `n` levels and the whole side's size, in units of
 * `10^-scale`: plain numbers while every sum is a safe integer, else `BigInt`s throughout.
 */
function sizeTotals(
  levels: readonly BookLevel[],
  n: number,
  scale: number,
): { readonly running: readonly (number | bigint)[]; readonly whole: number | bigint } {
  const running: number[] = [];
  let sum = 0;
  let exact = true;
  for (let i = 0; i < levels.length && exact; i += 1) {
    const units = smallUnits((levels[i] as BookLevel)[1], scale);
    if (units === null || !isExact(sum + units)) exact = false;
    else {
      sum += units;
      if (i < n) running.push(sum);
    }
  }
  if (exact) return { running, whole: sum };
  const big: bigint[] = [];
  let amount = 0n;
  for (let i = 0; i < levels.length; i += 1) {
    amount += toUnits((levels[i] as BookLevel)[1], scale);
    if (i < n) big.push(amount);
  }
  return { running: big, whole: amount };
}

/** The running quote totals (price × size) of the first `n` levels, as decimal strings. */
function valueTotals(
  levels: readonly BookLevel[],
  n: number,
  priceScale: number,
  sizeScale: number,
): string[] {
  const texts: string[] = [];
  let value = 0n;
  for (let i = 0; i < n; i += 1) {
    const [price, size] = levels[i] as BookLevel;
    value += toUnits(price, priceScale) * toUnits(size, sizeScale);
    texts.push(unitsText(value, priceScale + sizeScale));
  }
  return texts;
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
    buyOnePrice !== null && sellOnePrice !== null ? midpoint(buyOnePrice, sellOnePrice) : null;
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
  const denominator = step === 'whole' ? 100 : 1000;
  let share: number;
  const whole = smallUnits(max, scale);
  const part = whole === null ? null : smallUnits(value, scale);
  const small =
    whole === null || part === null || whole <= 0 ? null : smallShareOf(part, whole, denominator);
  if (small !== null) share = small;
  else {
    const bigWhole = toUnits(max, scale);
    if (bigWhole <= 0n) return '0%';
    share = Number(shareOf(toUnits(value, scale), bigWhole, BigInt(denominator)));
  }
  return percentText(share, step);
}

/** The bar widths' texts, made once each: `'37%'`, `'37.5%'`. */
const percentTexts: Record<DepthStep, (string | undefined)[]> = { whole: [], tenth: [] };

/** `share` (whole percents, or tenths of one) as a CSS percentage. */
function percentText(share: number, step: DepthStep): string {
  return (percentTexts[step][share] ??=
    step === 'whole'
      ? `${share}%`
      : `${Math.trunc(share / 10)}${share % 10 === 0 ? '' : `.${share % 10}`}%`);
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
