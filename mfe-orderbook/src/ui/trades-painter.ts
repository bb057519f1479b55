import { setText, type RecentTrade } from '@spot/contracts';
import type { BookPrecision } from '../domain/book-view';
import { keptTrades, newTradeCount, tradeRow, type TradeRow } from '../domain/trades';

interface TradeCells {
  readonly row: HTMLElement;
  readonly price: HTMLElement;
  readonly quantity: HTMLElement;
  readonly time: HTMLElement;
  shown: TradeRow | null;
}

export interface TradesPainter {
  /** Paints this frame's trades, newest first; an empty list clears the rows. */
  paint(trades: readonly RecentTrade[]): void;
}

function makeCells(): TradeCells {
  const row = document.createElement('div');
  row.className = 'trade-row';
  row.setAttribute('role', 'row');
  const price = document.createElement('span');
  price.className = 'price';
  const quantity = document.createElement('span');
  quantity.className = 'quantity';
  const time = document.createElement('span');
  time.className = 'time';
  for (const cell of [price, quantity, time]) cell.setAttribute('role', 'cell');
  row.append(price, quantity, time);
  return { row, price, quantity, time, shown: null };
}

function write(figure: (text: string) => string, cells: TradeCells, next: TradeRow): void {
  const shown = cells.shown;
  if (shown?.price !== next.price) setText(cells.price, figure(next.price));
  if (shown?.quantity !== next.quantity) setText(cells.quantity, figure(next.quantity));
  if (shown?.time !== next.time) setText(cells.time, next.time);
  if (shown?.buy !== next.buy) {
    cells.row.classList.toggle('buy', next.buy);
    cells.row.classList.toggle('sell', !next.buy);
  }
  cells.row.dataset.id = next.id;
  cells.shown = next;
}

/**
 * Paints the latest trades outside React, once per frame. New trades are rows added at the
 * top (the oldest row past 100 is moved up and reused), so the rows already shown are not
 * touched; a replaced list (a snapshot, a reconnect) is rewritten cell by changed cell.
 */
export function createTradesPainter(
  container: HTMLElement,
  precision: BookPrecision,
  /** Writes a figure for the page's locale (`localizeDecimalText`); as sent when absent. */
  figure: (text: string) => string = (text) => text,
): TradesPainter {
  container.textContent = '';
  const rows: TradeCells[] = [];
  let headId: string | null = null;

  const rewrite = (trades: readonly RecentTrade[]): void => {
    while (rows.length > trades.length) rows.pop()?.row.remove();
    while (rows.length < trades.length) {
      const cells = makeCells();
      container.append(cells.row);
      rows.push(cells);
    }
    trades.forEach((trade, i) => write(figure, rows[i] as TradeCells, tradeRow(trade, precision)));
  };

  const prepend = (trades: readonly RecentTrade[], count: number): void => {
    for (let i = count - 1; i >= 0; i -= 1) {
      const reuse = rows.length >= trades.length ? rows.pop() : undefined;
      const cells = reuse ?? makeCells();
      container.prepend(cells.row);
      rows.unshift(cells);
      write(figure, cells, tradeRow(trades[i] as RecentTrade, precision));
    }
  };

  return {
    paint(all) {
      const trades = keptTrades(all);
      const count = newTradeCount(trades, headId);
      if (count === null || count >= trades.length) rewrite(trades);
      else if (count > 0) prepend(trades, count);
      headId = trades[0]?.execId ?? null;
    },
  };
}
