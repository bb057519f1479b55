import type { HostApi, OrderBookSnapshot, RecentTrade } from '@spot/contracts';
import { ownOrderPrices, type OwnPrices } from '../domain/own-orders';

/**
 * The order book's doors to the host's streams. Each reads the stream once per animation
 * frame (the host signals at most once a frame) and hands on only data of the symbol and
 * step asked for, so a painter never shows another symbol's data, not even for one frame.
 * Each returns its unsubscribe.
 */

/** Calls `paint` with the ready book of this symbol and step, or `null` (none, or a gap). */
export function watchBook(
  host: HostApi,
  symbolName: string,
  step: string,
  paint: (book: OrderBookSnapshot | null) => void,
): () => void {
  const stream = host.market.orderBook(symbolName, step);
  let last: OrderBookSnapshot | null | undefined;
  const frame = (): void => {
    const book = stream.get();
    const usable =
      book.symbolName === symbolName && book.step === step && book.status === 'ready' ? book : null;
    if (usable === last) return;
    last = usable;
    paint(usable);
  };
  const off = stream.subscribe(frame);
  frame();
  return off;
}

/** Calls `paint` with this symbol's latest trades, newest first (empty before the first). */
export function watchTrades(
  host: HostApi,
  symbolName: string,
  paint: (trades: readonly RecentTrade[]) => void,
): () => void {
  const stream = host.market.trades(symbolName);
  let last: readonly RecentTrade[] | undefined;
  const frame = (): void => {
    const snapshot = stream.get();
    const trades = snapshot.symbolName === symbolName ? snapshot.trades : [];
    if (trades === last) return;
    last = trades;
    paint(trades);
  };
  const off = stream.subscribe(frame);
  frame();
  return off;
}

/** Calls `show` with this symbol's last price from the ticker, or `null` before the first. */
export function watchLastPrice(
  host: HostApi,
  symbolName: string,
  show: (lastPrice: string | null) => void,
): () => void {
  const stream = host.market.ticker(symbolName);
  let last: string | null | undefined;
  const frame = (): void => {
    const snapshot = stream.get();
    const price =
      snapshot.symbolName === symbolName && snapshot.ticker ? snapshot.ticker.lastPrice : null;
    if (price === last) return;
    last = price;
    show(price);
  };
  const off = stream.subscribe(frame);
  frame();
  return off;
}

/** Calls `mark` with the book rows holding the trader's open orders of this symbol. */
export function watchOwnOrders(
  host: HostApi,
  symbolId: string,
  step: string,
  mark: (own: OwnPrices) => void,
): () => void {
  let last = host.account.get().openOrders;
  mark(ownOrderPrices(last, symbolId, step));
  return host.account.subscribe((account) => {
    if (account.openOrders === last) return;
    last = account.openOrders;
    mark(ownOrderPrices(last, symbolId, step));
  });
}
