import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import {
  ORDER_BOOK_VIEW_MODES,
  localizeDecimalText,
  localizeFigureText,
  type HostApi,
  type OrderBookTotalType,
  type OrderBookViewMode,
  type SymbolRef,
} from '@spot/contracts';
import type { BookPrecision } from '../domain/book-view';
import { rowsForMode } from '../domain/view-mode';
import { watchBook, watchLastPrice, watchOwnOrders } from '../state/market-feeds';
import { createBookPainter, type BookPainter } from './book-painter';
import { useT } from './use-t';
import { pickBookPrice } from '../state/price-pick';

export interface BookPanelProps {
  readonly host: HostApi;
  readonly symbol: SymbolRef;
  /** The symbol's id in orders (own-order marks). */
  readonly symbolId: string;
  readonly precision: BookPrecision;
  readonly steps: readonly string[];
  /** The merge step in use, `null` when the symbol offers none. */
  readonly step: string | null;
  readonly viewMode: OrderBookViewMode;
  readonly totalType: OrderBookTotalType;
  readonly rowsPerSide: number;
  /** The page's locale: figures are written for it. */
  readonly locale: string;
  /**
   * The phone's book (the host's mobile width class): price and size without the total
   * column or its token choice, and a bar per level for its own size in whole percents, so
   * that a frame rewrites only the levels that changed: a throttled phone's frame is spent
   * on the rows it rewrites (phone bench).
   */
  readonly compact: boolean;
  /** False while the panel is a hidden tab: the data is kept, painting waits. */
  readonly active: boolean;
  readonly live: boolean;
  onViewMode(mode: OrderBookViewMode): void;
  onTotalType(type: OrderBookTotalType): void;
  onStep(step: string): void;
}

const MODES = [
  [ORDER_BOOK_VIEW_MODES.bothSides, 'viewBothSides'],
  [ORDER_BOOK_VIEW_MODES.buyOnly, 'viewBuyOnly'],
  [ORDER_BOOK_VIEW_MODES.sellOnly, 'viewSellOnly'],
  [ORDER_BOOK_VIEW_MODES.leftRight, 'viewLeftRight'],
] as const;

/**
 * The order book: toolbar (view mode, merge step, total token), then rows painted once per
 * frame by `createBookPainter` from the host's book stream; React renders only the frame.
 */
export function BookPanel(props: BookPanelProps) {
  const { host, symbol, symbolId, precision, step, viewMode, totalType, rowsPerSide, compact } =
    props;
  const { locale } = props;
  const { t } = useT(host);
  const asksRef = useRef<HTMLDivElement>(null);
  const bidsRef = useRef<HTMLDivElement>(null);
  const lastRef = useRef<HTMLSpanElement>(null);
  const ratioRef = useRef<HTMLDivElement>(null);
  const painterRef = useRef<BookPainter | null>(null);
  /** Keeps the keyboard's cursor on its level after a painted frame (set below). */
  const followRef = useRef<(() => void) | null>(null);
  const activeRef = useRef(props.active);
  const flushRef = useRef<(() => void) | null>(null);
  const { price: pricePrecision, quantity: quantityPrecision } = precision;

  useEffect(() => {
    const [asks, bids, lastPrice, ratio] = [
      asksRef.current,
      bidsRef.current,
      lastRef.current,
      ratioRef.current,
    ];
    if (!asks || !bids || !lastPrice || !ratio || !step) return undefined;
    const rows = rowsForMode(viewMode, rowsPerSide);
    const painter = createBookPainter(
      { asks, bids, lastPrice, ratio },
      {
        bidRows: rows.bids,
        askRows: rows.asks,
        asksWorstFirst: viewMode !== ORDER_BOOK_VIEW_MODES.leftRight,
        precision: { price: pricePrecision, quantity: quantityPrecision },
        totalType,
        totals: !compact && viewMode !== ORDER_BOOK_VIEW_MODES.leftRight,
        depth: compact ? { kind: 'level', step: 'whole' } : { kind: 'cumulative', step: 'tenth' },
        figure: (text) => localizeFigureText(text, locale),
      },
    );
    painterRef.current = painter;
    // A hidden tab keeps the newest book and paints it when shown.
    let pending: Parameters<BookPainter['paint']>[0] | undefined;
    const paint: BookPainter['paint'] = (book) => {
      if (!activeRef.current) {
        pending = book;
        return;
      }
      painter.paint(book);
      followRef.current?.();
    };
    const offs = [
      watchBook(host, symbol.symbolName, step, paint),
      watchLastPrice(host, symbol.symbolName, (price) => painter.setLastPrice(price)),
      watchOwnOrders(host, symbolId, step, (own) => painter.setOwn(own)),
    ];
    const flush = (): void => {
      if (pending === undefined) return;
      painter.paint(pending);
      pending = undefined;
      followRef.current?.();
    };
    flushRef.current = flush;
    return () => {
      for (const off of offs) off();
      painter.paint(null);
      painterRef.current = null;
      flushRef.current = null;
    };
  }, [
    host,
    symbol.symbolName,
    symbolId,
    step,
    viewMode,
    totalType,
    rowsPerSide,
    locale,
    compact,
    pricePrecision,
    quantityPrecision,
  ]);

  useEffect(() => {
    activeRef.current = props.active;
    if (props.active) flushRef.current?.();
  }, [props.active]);

  const pick = (target: EventTarget): void => {
    const rowEl = (target as HTMLElement).closest<HTMLElement>('.book-row');
    const side = rowEl?.dataset.side;
    if (!rowEl || (side !== 'bid' && side !== 'ask')) return;
    const row = painterRef.current?.rowOf(rowEl);
    if (!row) return;
    pickBookPrice(host, {
      price: row.price,
      rowSide: side,
      cumulativeQty: row.total_amount,
    });
  };
  const onClick = (event: MouseEvent<HTMLElement>): void => pick(event.target);

  // The keyboard's way to the same pick: the book is one stop in the tab order; the arrow keys
  // move a cursor over the shown levels, top to bottom, and Enter or Space picks the level under
  // it, as a click does. The cursor stays on its level's row while the book moves.
  const hintId = useId();
  const rowIdBase = useId();
  const tableRef = useRef<HTMLDivElement>(null);
  const cursor = useRef<HTMLElement | null>(null);
  /** The level under the cursor: the painter moves a level's row, or gives a row another level. */
  const cursorLevel = useRef<{ readonly side: string; readonly price: string } | null>(null);
  /** The cursor's row's place among its side's rows, for when its level leaves. */
  const cursorPlace = useRef<number | null>(null);
  const placeOf = (row: HTMLElement | null): number | null =>
    row?.parentElement ? Array.prototype.indexOf.call(row.parentElement.children, row) : null;
  const rowIds = useRef(0);
  const levelOf = (row: HTMLElement | null) => {
    const price = row ? painterRef.current?.rowOf(row)?.price : undefined;
    return row && price !== undefined ? { side: row.dataset.side ?? '', price } : null;
  };
  const placeCursor = (row: HTMLElement | null, scroll: boolean): void => {
    cursor.current?.removeAttribute('data-cursor');
    cursor.current = row;
    const table = tableRef.current;
    if (!row || !table) {
      table?.removeAttribute('aria-activedescendant');
      return;
    }
    if (!row.id) {
      row.id = `${rowIdBase}-${rowIds.current}`;
      rowIds.current += 1;
    }
    row.setAttribute('data-cursor', '');
    table.setAttribute('aria-activedescendant', row.id);
    if (scroll) row.scrollIntoView?.({ block: 'nearest' });
  };
  const moveCursor = (row: HTMLElement | null): void => {
    placeCursor(row, true);
    cursorLevel.current = levelOf(row);
    cursorPlace.current = placeOf(row);
  };
  // After each painted frame: the cursor stays on its level wherever its row went; a level
  // that left leaves the cursor on the row at its place, on the level shown there now.
  followRef.current = () => {
    const level = cursorLevel.current;
    if (!level || !tableRef.current) return;
    for (const row of tableRef.current.querySelectorAll<HTMLElement>('.book-row')) {
      if (row.dataset.side !== level.side) continue;
      if (painterRef.current?.rowOf(row)?.price !== level.price) continue;
      if (row !== cursor.current) placeCursor(row, false);
      cursorPlace.current = placeOf(row);
      return;
    }
    const place = cursorPlace.current;
    const parent = level.side === 'ask' ? asksRef.current : bidsRef.current;
    const row =
      place !== null ? ((parent?.children[place] as HTMLElement | undefined) ?? null) : null;
    placeCursor(row, false);
    cursorLevel.current = levelOf(row);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    // The shown levels, top to bottom: the asks (worst first) over the bids, of the sides the
    // view mode shows.
    const sides =
      viewMode === ORDER_BOOK_VIEW_MODES.buyOnly
        ? ['bid']
        : viewMode === ORDER_BOOK_VIEW_MODES.sellOnly
          ? ['ask']
          : ['ask', 'bid'];
    const rows = [
      ...(tableRef.current?.querySelectorAll<HTMLElement>('.book-row:not(.empty)') ?? []),
    ].filter((row) => sides.includes(row.dataset.side ?? ''));
    const at = cursor.current ? rows.indexOf(cursor.current) : -1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (rows.length === 0) return;
        const down = event.key === 'ArrowDown';
        // From nowhere: the best ask going up, the best bid going down (the spread's sides).
        const firstBid = rows.findIndex((row) => row.dataset.side === 'bid');
        const start = firstBid < 0 ? rows.length : firstBid;
        const next =
          at < 0
            ? down
              ? start
              : start - 1
            : Math.min(rows.length - 1, Math.max(0, at + (down ? 1 : -1)));
        moveCursor(rows[Math.min(rows.length - 1, Math.max(0, next))] ?? null);
        break;
      }
      case 'Enter':
      case ' ':
        if (!cursor.current || cursor.current.classList.contains('empty')) return;
        pick(cursor.current);
        break;
      case 'Escape':
        if (!cursor.current) return;
        moveCursor(null);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const totalToken = totalType === 'quoteToken' ? symbol.quote : symbol.base;
  return (
    <div
      className={`book-panel mode-${viewMode}${compact ? ' compact' : ''}`}
      data-view-mode={viewMode}
    >
      <div className="book-toolbar">
        <div className="view-modes" role="group" aria-label={t('viewMode')}>
          {MODES.map(([mode, key]) => (
            <button
              key={mode}
              type="button"
              className={`view-mode view-mode-${mode}`}
              aria-label={t(key)}
              title={t(key)}
              aria-pressed={viewMode === mode}
              onClick={() => props.onViewMode(mode)}
            >
              <i />
              <i />
            </button>
          ))}
        </div>
        {props.steps.length > 0 && step && (
          <select
            aria-label={t('mergeStep')}
            value={step}
            onChange={(event) => props.onStep(event.target.value)}
          >
            {props.steps.map((s) => (
              <option key={s} value={s}>
                {localizeDecimalText(s, locale)}
              </option>
            ))}
          </select>
        )}
        {!compact && (
          <select
            aria-label={t('totalType')}
            value={totalType}
            onChange={(event) =>
              props.onTotalType(event.target.value === 'quoteToken' ? 'quoteToken' : 'baseToken')
            }
          >
            <option value="baseToken">{symbol.base}</option>
            <option value="quoteToken">{symbol.quote}</option>
          </select>
        )}
      </div>
      {!props.live && (
        <div className="not-live-label" role="status">
          {t('notLive')}
        </div>
      )}
      {/* One grid for the screen reader and the keyboard: the header row and both sides, one
          tab stop whose arrow keys move the cursor over the levels (see onKeyDown). */}
      <div
        ref={tableRef}
        className="book-table"
        role="grid"
        aria-readonly="true"
        aria-label={t('title')}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => moveCursor(null)}
      >
        <div className="book-columns" role="row">
          <span role="columnheader">{t('price', { quote: symbol.quote })}</span>
          <span role="columnheader">{t('size', { base: symbol.base })}</span>
          {!compact && (
            <span role="columnheader" className="total">
              {t('total', { token: totalToken })}
            </span>
          )}
        </div>
        <div className="book-body" role="none" onClick={onClick}>
          <div ref={asksRef} className="asks" data-testid="asks" role="rowgroup" />
          <div className="spread" data-testid="spread" role="row">
            <span
              ref={lastRef}
              className="last-price"
              data-testid="last-price"
              role="cell"
              title={t('lastPrice')}
            />
          </div>
          <div ref={bidsRef} className="bids" data-testid="bids" role="rowgroup" />
        </div>
      </div>
      <span id={hintId} className="ob-visually-hidden">
        {t('pickHint')}
      </span>
      <div className="deep-ratio" data-testid="deep-ratio" title={t('deepRatio')}>
        <span className="ratio-label buy">{t('ratioBuy')}</span>
        <div ref={ratioRef} className="ratio-bar" />
        <span className="ratio-label sell">{t('ratioSell')}</span>
      </div>
    </div>
  );
}
