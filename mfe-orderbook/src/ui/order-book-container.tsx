import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useConnectionState } from '@spot/contracts/react';
import { resolvePrecision, type RemoteProps } from '@spot/contracts';
import { chooseMergeStep, parseDigitMerge } from '../domain/merge-step';
import { createBookPainter, type BookPainter } from './book-painter';
import { useT } from './use-t';

/** Rows per side by default (spec 000 §9). */
export const ROWS_PER_SIDE = 13;
const STEP_PREF = 'orderbook.mergeStep';

export function OrderBookContainer({ host, symbol }: RemoteProps) {
  const { t } = useT(host);
  const info = host.market.symbol(symbol.symbolName);
  const steps = useMemo(() => parseDigitMerge(info?.digitMerge ?? ''), [info]);
  const pricePrecision = resolvePrecision(info, 'price');
  const sizePrecision = resolvePrecision(info, 'quantity');
  const [saved, setSaved] = useState(() => host.prefs.get<string>(STEP_PREF) ?? null);
  const step = chooseMergeStep(steps, pricePrecision, saved);
  const asksRef = useRef<HTMLDivElement>(null);
  const bidsRef = useRef<HTMLDivElement>(null);
  const spreadRef = useRef<HTMLDivElement>(null);
  const painterRef = useRef<BookPainter | null>(null);
  const connection = useConnectionState(host);

  useEffect(() => {
    const [asksEl, bidsEl, spreadEl] = [asksRef.current, bidsRef.current, spreadRef.current];
    if (!asksEl || !bidsEl || !spreadEl || !step) return undefined;
    const painter = createBookPainter(asksEl, bidsEl, spreadEl, ROWS_PER_SIDE, {
      price: pricePrecision,
      size: sizePrecision,
    });
    painterRef.current = painter;
    const stream = host.market.orderBook(symbol.symbolName, step);
    const paint = (): void => {
      const book = stream.get();
      // Never show another symbol's or step's book, not even for one frame.
      if (book.symbolName !== symbol.symbolName || book.step !== step || book.status !== 'ready')
        painter.clear();
      else painter.paint(book);
    };
    paint();
    const off = stream.subscribe(paint);
    return () => {
      off();
      painter.clear();
      painterRef.current = null;
    };
  }, [host, symbol.symbolName, step, pricePrecision, sizePrecision]);

  const onClick = (event: MouseEvent<HTMLElement>): void => {
    const rowEl = (event.target as HTMLElement).closest<HTMLElement>('.book-row');
    const side = rowEl?.dataset.side;
    const index = Number(rowEl?.dataset.index);
    if ((side !== 'bid' && side !== 'ask') || !Number.isInteger(index)) return;
    const row = painterRef.current?.rowAt(side, index);
    if (!row) return;
    host.bus.emit('orderbook/price-picked', {
      price: row.price,
      rowSide: side,
      cumulativeQty: row.cumulative,
    });
  };

  const live = connection === 'live';
  return (
    <div className={`orderbook ${live ? '' : 'not-live'}`} data-testid="orderbook" data-live={live}>
      <div className="orderbook-head">
        <span>{t('title')}</span>
        {steps.length > 0 && step && (
          <select
            aria-label={t('mergeStep')}
            value={step}
            onChange={(event) => {
              host.prefs.set(STEP_PREF, event.target.value);
              setSaved(event.target.value);
            }}
          >
            {steps.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </div>
      {!live && (
        <div className="not-live-label" role="status">
          {t('notLive')}
        </div>
      )}
      <div className="book-columns">
        <span>{t('price', { quote: symbol.quote })}</span>
        <span>{t('size', { base: symbol.base })}</span>
        <span>{t('total', { base: symbol.base })}</span>
      </div>
      <div className="book-body" role="table" onClick={onClick}>
        <div ref={asksRef} className="asks" data-testid="asks" />
        <div ref={spreadRef} className="spread" data-testid="spread" />
        <div ref={bidsRef} className="bids" data-testid="bids" />
      </div>
    </div>
  );
}
