import { useEffect, useRef } from 'react';
import {
  localizeDecimalText,
  type HostApi,
  type RecentTrade,
  type SymbolRef,
} from '@spot/contracts';
import type { BookPrecision } from '../domain/book-view';
import { watchTrades } from '../state/market-feeds';
import { createTradesPainter } from './trades-painter';
import { useT } from './use-t';

export interface TradesPanelProps {
  readonly host: HostApi;
  readonly symbol: SymbolRef;
  readonly precision: BookPrecision;
  /** The page's locale: figures are written for it. */
  readonly locale: string;
  /** False while the panel is a hidden tab: the data is kept, painting waits. */
  readonly active: boolean;
  readonly live: boolean;
}

/** Latest trades: price, quantity, time in buy or sell colour, painted once per frame. */
export function TradesPanel({ host, symbol, precision, locale, active, live }: TradesPanelProps) {
  const { t } = useT(host);
  const listRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef(active);
  const flushRef = useRef<(() => void) | null>(null);
  const { price: pricePrecision, quantity: quantityPrecision } = precision;

  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const painter = createTradesPainter(
      list,
      { price: pricePrecision, quantity: quantityPrecision },
      (text) => localizeDecimalText(text, locale),
    );
    let pending: readonly RecentTrade[] | undefined;
    const off = watchTrades(host, symbol.symbolName, (trades) => {
      if (activeRef.current) painter.paint(trades);
      else pending = trades;
    });
    flushRef.current = () => {
      if (pending === undefined) return;
      painter.paint(pending);
      pending = undefined;
    };
    return () => {
      off();
      painter.paint([]);
      flushRef.current = null;
    };
  }, [host, symbol.symbolName, locale, pricePrecision, quantityPrecision]);

  useEffect(() => {
    activeRef.current = active;
    if (active) flushRef.current?.();
  }, [active]);

  return (
    <div className="trades-panel">
      {!live && (
        <div className="not-live-label" role="status">
          {t('tradesNotLive')}
        </div>
      )}
      <div className="book-table" role="table" aria-label={t('latestTrades')}>
        <div className="trade-columns" role="row">
          <span role="columnheader">{t('price', { quote: symbol.quote })}</span>
          <span role="columnheader">{t('size', { base: symbol.base })}</span>
          <span role="columnheader">{t('time')}</span>
        </div>
        <div ref={listRef} className="trades-body" data-testid="trades" role="rowgroup" />
      </div>
    </div>
  );
}
