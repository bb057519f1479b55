import { Dec, formatDecimal, type OrderBookSnapshot } from '@spot/contracts';
import { depthRows, withDepth, type DepthRow } from '../domain/depth-rows';

interface RowCells {
  readonly row: HTMLElement;
  readonly price: HTMLElement;
  readonly size: HTMLElement;
  readonly total: HTMLElement;
  readonly bar: HTMLElement;
  text: [string, string, string, string];
}

export interface BookPainter {
  paint(book: OrderBookSnapshot): void;
  clear(): void;
  /** The row under a click, as the bus wants it. */
  rowAt(side: 'bid' | 'ask', index: number): DepthRow | undefined;
}

function makeRow(parent: HTMLElement, side: 'bid' | 'ask', index: number): RowCells {
  const row = document.createElement('div');
  row.className = `book-row ${side}`;
  row.dataset.side = side;
  row.dataset.index = String(index);
  row.setAttribute('role', 'row');
  const bar = document.createElement('span');
  bar.className = 'depth-bar';
  const price = document.createElement('span');
  price.className = 'price';
  const size = document.createElement('span');
  size.className = 'size';
  const total = document.createElement('span');
  total.className = 'total';
  row.append(bar, price, size, total);
  parent.append(row);
  return { row, price, size, total, bar, text: ['', '', '', ''] };
}

function write(cells: RowCells, price: string, size: string, total: string, width: string): void {
  // Only cells whose text changed are touched, so a frame costs what changed, not the book.
  if (cells.text[0] !== price) cells.price.textContent = cells.text[0] = price;
  if (cells.text[1] !== size) cells.size.textContent = cells.text[1] = size;
  if (cells.text[2] !== total) cells.total.textContent = cells.text[2] = total;
  if (cells.text[3] !== width) {
    cells.bar.style.width = cells.text[3] = width;
    cells.row.classList.toggle('empty', price === '');
  }
}

/**
 * Paints the book into fixed rows once per frame, outside React. Asks are drawn worst first so
 * the best ask sits on the spread line.
 */
export function createBookPainter(
  asksEl: HTMLElement,
  bidsEl: HTMLElement,
  spreadEl: HTMLElement,
  rows: number,
  precision: { price: number; size: number },
): BookPainter {
  asksEl.textContent = '';
  bidsEl.textContent = '';
  const asks = Array.from({ length: rows }, (_, i) => makeRow(asksEl, 'ask', rows - 1 - i));
  const bids = Array.from({ length: rows }, (_, i) => makeRow(bidsEl, 'bid', i));
  let current: { bids: DepthRow[]; asks: DepthRow[] } = { bids: [], asks: [] };
  let spreadText = '';

  const paintSide = (cells: RowCells[], data: DepthRow[], reversed: boolean): void => {
    cells.forEach((cell, i) => {
      const row = data[reversed ? rows - 1 - i : i];
      if (!row) write(cell, '', '', '', '0%');
      else
        write(
          cell,
          formatDecimal(row.price, precision.price),
          formatDecimal(row.size, precision.size),
          formatDecimal(row.cumulative, precision.size),
          `${(row.depth * 100).toFixed(1)}%`,
        );
    });
  };

  return {
    paint(book) {
      const bidSide = depthRows(book.bids, rows);
      const askSide = depthRows(book.asks, rows);
      const max = Dec.max(bidSide.total, askSide.total);
      current = { bids: withDepth(bidSide.rows, max), asks: withDepth(askSide.rows, max) };
      paintSide(bids, current.bids, false);
      paintSide(asks, current.asks, true);
      const bestBid = book.bids[0]?.[0];
      const bestAsk = book.asks[0]?.[0];
      const text =
        bestBid && bestAsk
          ? formatDecimal(new Dec(bestAsk).minus(bestBid).toFixed(), precision.price)
          : '--';
      if (text !== spreadText) spreadEl.textContent = spreadText = text;
    },
    clear() {
      current = { bids: [], asks: [] };
      paintSide(bids, [], false);
      paintSide(asks, [], true);
      spreadEl.textContent = spreadText = '--';
    },
    rowAt(side, index) {
      return (side === 'bid' ? current.bids : current.asks)[index];
    },
  };
}
