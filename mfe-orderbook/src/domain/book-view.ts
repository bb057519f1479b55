import {
  Dec,
  formatCompact,
  formatDecimal,
  type BookLevel,
  type DeepRatio,
  type OrderBookTotalType,
  type OrderBookView,
  type OrderBookViewRow,
} from '@spot/contracts';

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
  /** Sum of the shown rows' sizes (base token). */
  readonly amount: Dec;
}

/**
 * Rows of one side, best first, at most `count`, with running totals from the best level out
 * in base (`total_amount`) and quote (`total_value`, price × size), all in decimal arithmetic.
 */
function sideRows(
  levels: readonly BookLevel[],
  count: number,
  precision: BookPrecision,
  format: { readonly price: RowFormat; readonly quantity: RowFormat },
): SideRows {
  let amount = new Dec(0);
  let value = new Dec(0);
  const rows: OrderBookViewRow[] = [];
  const n = Math.min(levels.length, Math.max(0, count));
  for (let i = 0; i < n; i += 1) {
    const [price, size] = levels[i] as BookLevel;
    amount = amount.plus(size);
    value = value.plus(new Dec(price).times(size));
    const total = amount.toFixed();
    rows.push({
      price,
      amount: size,
      calc_price: format.price(price),
      calc_amount: format.quantity(size),
      calc_total_amount: formatDecimal(total, precision.quantity),
      total_amount: total,
      total_value: value.toFixed(),
    });
  }
  return { rows, amount };
}

/** The base quantity of every level of a side: the shown rows' sum, plus the levels below. */
function sideAmount(levels: readonly BookLevel[], shown: number, shownAmount: Dec): Dec {
  let amount = shownAmount;
  for (let i = Math.max(0, shown); i < levels.length; i += 1) {
    amount = amount.plus((levels[i] as BookLevel)[1]);
  }
  return amount;
}

/**
 * Buy versus sell weight by base quantity, in whole percent that add up to 100 (the buy share
 * rounds half up); `noRatio` when both sides are empty.
 */
export function deepRatioOf(buyAmount: Dec, sellAmount: Dec): DeepRatio {
  const sum = buyAmount.plus(sellAmount);
  if (sum.lte(0)) return { buyRatio: '0', sellRatio: '0', noRatio: true };
  const buy = buyAmount.times(100).div(sum).toDecimalPlaces(0, Dec.ROUND_HALF_UP);
  return { buyRatio: buy.toFixed(), sellRatio: new Dec(100).minus(buy).toFixed(), noRatio: false };
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
    deepRatio: deepRatioOf(
      sideAmount(bids, bidRows, buy.amount),
      sideAmount(asks, askRows, sell.amount),
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

/**
 * A row's depth bar as the CSS length of its share of `max` (`'37.5%'`), to a tenth of a
 * percent: finer than a pixel of the row, and coarse enough that a bar is only rewritten when
 * it visibly moves.
 */
export function depthWidth(row: OrderBookViewRow, totalType: OrderBookTotalType, max: Dec): string {
  if (max.lte(0)) return '0%';
  const share = Dec.min(1, new Dec(rowTotal(row, totalType)).div(max));
  return `${share.times(100).toDecimalPlaces(1, Dec.ROUND_HALF_UP).toFixed()}%`;
}

/**
 * The deepest running total of the shown rows on either side in the chosen token, so the
 * depth bars of both sides compare; zero for an empty book.
 */
export function maxDepth(view: OrderBookView, totalType: OrderBookTotalType): Dec {
  const lastBuy = view.buyData[view.buyData.length - 1];
  const lastSell = view.sellData[view.sellData.length - 1];
  return Dec.max(
    lastBuy ? rowTotal(lastBuy, totalType) : 0,
    lastSell ? rowTotal(lastSell, totalType) : 0,
  );
}
