import {
  type DecimalString,
  formatDecimal,
  type DeepRatio,
  type OrderBookSnapshot,
  type OrderBookTotalType,
  type OrderBookView,
  type OrderBookViewRow,
} from '@spot/contracts';
import {
  buildBookView,
  depthWidth,
  formatRowTotal,
  maxDepth,
  memoFormat,
  type BookPrecision,
} from '../domain/book-view';
import { NO_OWN_PRICES, type OwnPrices } from '../domain/own-orders';
import { priceDirection, type PriceDirection } from '../domain/trades';
import { setText } from './set-text';

type Side = 'bid' | 'ask';

interface RowCells {
  /** Distance from the best row of its side: 0 is the best. */
  readonly index: number;
  readonly row: HTMLElement;
  readonly price: HTMLElement;
  readonly size: HTMLElement;
  readonly total: HTMLElement;
  /** What the cells show now: price, size, total, depth-bar width, own mark. */
  shown: [string, string, string, string, boolean];
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
}

export interface BookPainter {
  /** Paints the book of this frame; `null` clears every row (no book, a gap, a switch). */
  paint(book: OrderBookSnapshot | null): void;
  /** Marks the rows of the trader's open orders (repaints the current book). */
  setOwn(own: OwnPrices): void;
  /** The last price and its direction on the spread line. */
  setLastPrice(price: string | null): void;
  /** The row under a click, as the bus wants it; `undefined` for an empty row. */
  rowAt(side: Side, index: number): OrderBookViewRow | undefined;
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
 * A row: three text cells over its depth bar. The bar is the row's own background image, as
 * wide as the row's `background-size` (see orderbook.css), so a frame that moves a bar
 * restyles and repaints that row only: no element, layer or layout of its own.
 */
function makeRow(parent: HTMLElement, side: Side, index: number): RowCells {
  const row = document.createElement('div');
  row.className = `book-row ${side} empty`;
  row.dataset.side = side;
  row.dataset.index = String(index);
  row.setAttribute('role', 'row');
  const cells = { price: cell('price'), size: cell('size'), total: cell('total') };
  row.append(cells.price, cells.size, cells.total);
  parent.append(row);
  return { index, row, ...cells, shown: ['', '', '', '0%', false] };
}

/** Writes only what changed, so a frame costs what changed, not the whole book. */
function write(
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
    setText(cells.price, (shown[0] = price));
  }
  if (shown[1] !== size) setText(cells.size, (shown[1] = size));
  if (shown[2] !== total) setText(cells.total, (shown[2] = total));
  if (shown[3] !== depth) cells.row.style.backgroundSize = `${(shown[3] = depth)} 100%`;
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
 * layout, then each frame writes only the cells whose text changed.
 */
export function createBookPainter(
  elements: BookPainterElements,
  options: BookPainterOptions,
): BookPainter {
  const { bidRows, askRows, asksWorstFirst, precision, totalType } = options;
  elements.asks.textContent = '';
  elements.bids.textContent = '';
  const asks = Array.from({ length: askRows }, (_, i) =>
    makeRow(elements.asks, 'ask', asksWorstFirst ? askRows - 1 - i : i),
  );
  const bids = Array.from({ length: bidRows }, (_, i) => makeRow(elements.bids, 'bid', i));
  const ratio = makeRatio(elements.ratio);
  // Prices and sizes repeat frame after frame: each is formatted once.
  const format = { price: memoFormat(precision.price), quantity: memoFormat(precision.quantity) };
  let book: OrderBookSnapshot | null = null;
  let view = EMPTY_VIEW;
  let own = NO_OWN_PRICES;
  let last: { price: string | null; direction: PriceDirection; text: string } = {
    price: null,
    direction: 'none',
    text: '',
  };

  const paintSide = (
    cells: RowCells[],
    data: readonly OrderBookViewRow[],
    marks: ReadonlySet<string>,
    max: DecimalString,
  ): void => {
    for (const cell of cells) {
      const row = data[cell.index];
      if (!row) write(cell, '', '', '', '0%', false);
      else
        write(
          cell,
          row.calc_price,
          row.calc_amount,
          formatRowTotal(row, totalType),
          depthWidth(row, totalType, max),
          marks.size > 0 && marks.has(row.price),
        );
    }
  };

  const paintAll = (): void => {
    view = book
      ? buildBookView(book.bids, book.asks, bidRows, askRows, precision, format)
      : EMPTY_VIEW;
    const max = maxDepth(view, totalType);
    paintSide(bids, view.buyData, own.bid, max);
    paintSide(asks, view.sellData, own.ask, max);
    ratio(view.deepRatio);
  };

  const showLastPrice = (price: string | null): void => {
    const direction = priceDirection(price, last.price, last.direction);
    const text = price === null ? '--' : formatDecimal(price, precision.price);
    if (text !== last.text) setText(elements.lastPrice, text);
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
    rowAt(side, index) {
      return (side === 'bid' ? view.buyData : view.sellData)[index];
    },
  };
}

/** The buy/sell weight bar under the book; returns its painter. */
function makeRatio(el: HTMLElement): (ratio: DeepRatio) => void {
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
    setText(buy, ratio.noRatio ? '--' : `${ratio.buyRatio}%`);
    setText(sell, ratio.noRatio ? '--' : `${ratio.sellRatio}%`);
    buy.style.flexGrow = ratio.noRatio ? '1' : ratio.buyRatio;
    sell.style.flexGrow = ratio.noRatio ? '1' : ratio.sellRatio;
  };
}
