import {
  type DecimalString,
  formatDecimal,
  type DeepRatio,
  type OrderBookSnapshot,
  type OrderBookTotalType,
  type OrderBookView,
  type OrderBookViewRow,
  setText,
} from '@spot/contracts';
import {
  buildBookView,
  depthWidth,
  levelWidth,
  maxLevel,
  type DepthKind,
  type DepthStep,
  formatRowTotal,
  maxDepth,
  memoFormat,
  type BookPrecision,
} from '../domain/book-view';
import { NO_OWN_PRICES, type OwnPrices } from '../domain/own-orders';
import { priceDirection, type PriceDirection } from '../domain/trades';
import { reorderChildren } from './row-order';

type Side = 'bid' | 'ask';

interface RowCells {
  readonly row: HTMLElement;
  readonly price: HTMLElement;
  readonly size: HTMLElement;
  readonly total: HTMLElement;
  /** The depth bar behind the cells. */
  readonly bar: HTMLElement;
  /** What the cells show now: price, size, total, depth-bar width, own mark. */
  shown: [string, string, string, string, boolean];
  /** The level it shows (its price as the book has it), `''` for an empty row. */
  key: string;
  /** The view row it shows, for a click. */
  data: OrderBookViewRow | undefined;
  /** The `placeRows` call that last kept this element for its level. */
  taken: number;
}

/** One side's rows, in the order of the page. */
interface SideRows {
  readonly parent: HTMLElement;
  /** The best level drawn last (asks above the spread line). */
  readonly worstFirst: boolean;
  order: RowCells[];
}

export interface BookPainterElements {
  readonly asks: HTMLElement;
  readonly bids: HTMLElement;
  readonly lastPrice: HTMLElement;
  readonly ratio: HTMLElement;
}

export interface BookPainterOptions {
  readonly bidRows: number;
  readonly askRows: number;
  /** Asks drawn worst first, so the best ask sits on the spread line (both-sides mode). */
  readonly asksWorstFirst: boolean;
  readonly precision: BookPrecision;
  readonly totalType: OrderBookTotalType;
  /**
   * Whether the total column is shown (not in the left-right mode nor on a phone): a hidden
   * column is not written, and it is the column that changes most, since a changed level moves
   * every running total below it.
   */
  readonly totals: boolean;
  /** What the depth bars measure and how finely (a phone: each level's size, whole percents). */
  readonly depth: { readonly kind: DepthKind; readonly step: DepthStep };
  /** Writes a figure for the page's locale (`localizeFigureText`); as sent when absent. */
  readonly figure?: (text: string) => string;
}

export interface BookPainter {
  /** Paints the book of this frame; `null` clears every row (no book, a gap, a switch). */
  paint(book: OrderBookSnapshot | null): void;
  /** Marks the rows of the trader's open orders (repaints the current book). */
  setOwn(own: OwnPrices): void;
  /** The last price and its direction on the spread line. */
  setLastPrice(price: string | null): void;
  /** The level a row element shows, as the bus wants it; `undefined` for an empty row. */
  rowOf(element: Element): OrderBookViewRow | undefined;
}

function span(className: string): HTMLElement {
  const el = document.createElement('span');
  el.className = className;
  return el;
}

/** A text cell of a book row. */
function cell(className: string): HTMLElement {
  const el = span(className);
  el.setAttribute('role', 'cell');
  return el;
}

/**
 * A row: three text cells over its depth bar. The bar is an empty element of one colour in the
 * row's grid, under the cells, as wide as its `width`, a share of the row (see orderbook.css): a
 * frame that moves a bar restyles the bar and lays out its row alone, and paints a rectangle. It was the row's
 * background image (a one-colour gradient, as wide as the row's `background-size`), which the
 * browser drew again as an image at every repaint: a third of the phone's paint time at CPU ÷4.
 */
function makeRow(parent: HTMLElement, side: Side): RowCells {
  const row = document.createElement('div');
  row.className = `book-row ${side} empty`;
  row.dataset.side = side;
  row.setAttribute('role', 'row');
  const bar = document.createElement('i');
  bar.className = 'depth';
  bar.setAttribute('aria-hidden', 'true');
  const cells = { price: cell('price'), size: cell('size'), total: cell('total') };
  row.append(bar, cells.price, cells.size, cells.total);
  parent.append(row);
  return {
    row,
    bar,
    ...cells,
    shown: ['', '', '', '0%', false],
    key: '',
    data: undefined,
    taken: 0,
  };
}

function makeSide(parent: HTMLElement, side: Side, count: number, worstFirst: boolean): SideRows {
  parent.textContent = '';
  return { parent, worstFirst, order: Array.from({ length: count }, () => makeRow(parent, side)) };
}

/**
 * The row element of each place of a side for `data` (best first): a level already shown
 * keeps its element, a new level takes an element whose level left, in page order, so that a
 * level entering or leaving moves one element (see `reorderChildren`). With at most 40 rows a
 * side, scanning the rows is cheaper than a Map and a Set made every frame; `stamp` (new each
 * call) marks the elements taken.
 */
function placeRows(side: SideRows, data: readonly OrderBookViewRow[], stamp: number): RowCells[] {
  const order = side.order;
  const n = order.length;
  const next = new Array<RowCells | undefined>(n);
  for (let place = 0; place < n; place += 1) {
    const price = data[side.worstFirst ? n - 1 - place : place]?.price;
    if (price === undefined) continue;
    for (let j = 0; j < n; j += 1) {
      const cells = order[j] as RowCells;
      if (cells.key === price) {
        next[place] = cells;
        cells.taken = stamp;
        break;
      }
    }
  }
  let free = 0;
  for (let place = 0; place < n; place += 1) {
    if (next[place]) continue;
    while ((order[free] as RowCells).taken === stamp) free += 1;
    next[place] = order[free++];
  }
  return next as RowCells[];
}

const asSent = (text: string): string => text;

/**
 * Writes only what changed, so a frame costs what changed, not the whole book; `figure` writes
 * a changed figure for the locale.
 */
function write(
  figure: (text: string) => string,
  cells: RowCells,
  price: string,
  size: string,
  total: string,
  depth: string,
  own: boolean,
): void {
  const shown = cells.shown;
  if (shown[0] !== price) {
    if ((shown[0] === '') !== (price === '')) cells.row.classList.toggle('empty', price === '');
    setText(cells.price, figure((shown[0] = price)));
  }
  if (shown[1] !== size) setText(cells.size, figure((shown[1] = size)));
  if (shown[2] !== total) setText(cells.total, figure((shown[2] = total)));
  if (shown[3] !== depth) cells.bar.style.width = shown[3] = depth;
  if (shown[4] !== own) {
    cells.row.classList.toggle('own', own);
    shown[4] = own;
  }
}

const EMPTY_VIEW: OrderBookView = {
  buyData: [],
  sellData: [],
  buyOnePrice: null,
  sellOnePrice: null,
  avg: null,
  deepRatio: { buyRatio: '0', sellRatio: '0', noRatio: true },
};

/**
 * Paints the book into fixed rows once per frame, outside React: the rows are made once per
 * layout; each row element then keeps its price level while the level is shown, so a level
 * that enters or leaves moves one element (`placeRows`) instead of shifting the text of every
 * row below it, and each frame writes only the cells whose text changed.
 */
export function createBookPainter(
  elements: BookPainterElements,
  options: BookPainterOptions,
): BookPainter {
  const { bidRows, askRows, asksWorstFirst, precision, totalType, totals, depth } = options;
  const figure = options.figure ?? asSent;
  const barOf =
    depth.kind === 'level'
      ? (row: OrderBookViewRow, max: DecimalString) => levelWidth(row, max, depth.step)
      : (row: OrderBookViewRow, max: DecimalString) => depthWidth(row, totalType, max, depth.step);
  const asks = makeSide(elements.asks, 'ask', askRows, asksWorstFirst);
  const bids = makeSide(elements.bids, 'bid', bidRows, false);
  const rowByElement = new Map<Element, RowCells>();
  for (const cells of [...asks.order, ...bids.order]) rowByElement.set(cells.row, cells);
  const ratio = makeRatio(elements.ratio, figure);
  // Prices and sizes repeat frame after frame: each is formatted once.
  const format = { price: memoFormat(precision.price), quantity: memoFormat(precision.quantity) };
  let stamp = 0;
  let book: OrderBookSnapshot | null = null;
  let view = EMPTY_VIEW;
  let own = NO_OWN_PRICES;
  let last: { price: string | null; direction: PriceDirection; text: string } = {
    price: null,
    direction: 'none',
    text: '',
  };

  const paintSide = (
    side: SideRows,
    data: readonly OrderBookViewRow[],
    marks: ReadonlySet<string>,
    max: DecimalString,
  ): void => {
    const next = placeRows(side, data, (stamp += 1));
    next.forEach((cell, place) => {
      const row = data[side.worstFirst ? next.length - 1 - place : place];
      cell.key = row?.price ?? '';
      cell.data = row;
      if (!row) write(figure, cell, '', '', '', '0%', false);
      else
        write(
          figure,
          cell,
          row.calc_price,
          row.calc_amount,
          totals ? formatRowTotal(row, totalType) : '',
          barOf(row, max),
          marks.size > 0 && marks.has(row.price),
        );
    });
    // Most frames move no row: nothing to work out.
    if (next.some((cells, i) => cells !== side.order[i]))
      reorderChildren(
        side.parent,
        side.order.map((cells) => cells.row),
        next.map((cells) => cells.row),
      );
    side.order = next;
  };

  const paintAll = (): void => {
    view = book
      ? buildBookView(book.bids, book.asks, bidRows, askRows, precision, format)
      : EMPTY_VIEW;
    const max = depth.kind === 'level' ? maxLevel(view) : maxDepth(view, totalType);
    paintSide(bids, view.buyData, own.bid, max);
    paintSide(asks, view.sellData, own.ask, max);
    ratio(view.deepRatio);
  };

  const showLastPrice = (price: string | null): void => {
    const direction = priceDirection(price, last.price, last.direction);
    const text = price === null ? '--' : formatDecimal(price, precision.price);
    if (text !== last.text) setText(elements.lastPrice, figure(text));
    if (direction !== last.direction) elements.lastPrice.dataset.direction = direction;
    last = { price, direction, text };
  };
  elements.lastPrice.dataset.direction = 'none';
  showLastPrice(null);

  return {
    paint(next) {
      book = next;
      paintAll();
    },
    setOwn(next) {
      own = next;
      paintAll();
    },
    setLastPrice: showLastPrice,
    rowOf(element) {
      return rowByElement.get(element)?.data;
    },
  };
}

/** The buy/sell weight bar under the book; returns its painter. */
function makeRatio(el: HTMLElement, figure: (text: string) => string): (ratio: DeepRatio) => void {
  el.textContent = '';
  const buy = span('ratio-buy');
  const sell = span('ratio-sell');
  el.append(buy, sell);
  let shown = '';
  return (ratio) => {
    const key = ratio.noRatio ? 'none' : `${ratio.buyRatio}/${ratio.sellRatio}`;
    if (key === shown) return;
    shown = key;
    el.dataset.state = ratio.noRatio ? 'none' : 'ratio';
    setText(buy, ratio.noRatio ? '--' : figure(`${ratio.buyRatio}%`));
    setText(sell, ratio.noRatio ? '--' : figure(`${ratio.sellRatio}%`));
    buy.style.flexGrow = ratio.noRatio ? '1' : ratio.buyRatio;
    sell.style.flexGrow = ratio.noRatio ? '1' : ratio.sellRatio;
  };
}
