import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useFigure } from '@spot/contracts/react';

/** Row height in px; the rows are fixed-height so the window is plain arithmetic. */
export const ROW_HEIGHT = 28;
/** The list's viewport height when the layout has none yet (jsdom, a hidden tab). */
const FALLBACK_VIEWPORT = 320;
/**
 * The tallest a table grows before it scrolls. Cards (a phone, where the orders have a section
 * of their own) grow to the screen's height instead: `.vt-cards .vt-viewport` in orders.css.
 */
const MAX_VIEWPORT = 320;
/** The least width of a column without a width of its own, and the row's gap and padding. */
const MIN_COLUMN_PX = 72;
const COLUMN_GAP_PX = 8;
const ROW_PADDING_PX = 4;

/**
 * A phone's card (the page's `mobile` width class): two figures a line, each its label over
 * its value, and the row's action at the inline end, so nothing scrolls sideways.
 */
const CARD_LINE_PX = 32;
const CARD_PADDING_PX = 6;
const CARD_GAP_PX = 6;
/** The least height of a card's action: a thumb's target (WCAG 2.5.5, 44 px). */
const CARD_ACTION_PX = 44;

/** How the tables draw a row: a line of cells, or a card (a phone). */
export type TableLayout = 'table' | 'cards';
/** The layout of the tables inside; the orders area provides it from the page's width. */
export const TableLayoutContext = createContext<TableLayout>('table');

/** Rows drawn above and below the visible ones, so a fast scroll never shows a blank. */
const OVERSCAN = 8;
/** How close to the end (in rows) the next page is asked for. */
const END_THRESHOLD = 10;

export interface Column<T> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: T) => ReactNode;
  /** CSS grid track, e.g. `1fr` or `90px`. */
  readonly width?: string;
  /**
   * `end` for a column of figures: a text cell is written for the page's locale (`useFigure`:
   * `65003,27` in Spanish; a loss reads `-1.5` in Arabic).
   */
  readonly align?: 'start' | 'end';
  /** The row's action (cancel, repay): a card puts it at the inline end, over every line. */
  readonly action?: boolean;
  /** A card gives it a line of its own (a time, too long for half a phone's line). */
  readonly wide?: boolean;
}

export interface VirtualTableProps<T> {
  readonly rows: readonly T[];
  readonly columns: readonly Column<T>[];
  readonly rowKey: (row: T) => string;
  readonly label: string;
  readonly hasMore?: boolean;
  readonly loadingMore?: boolean;
  readonly onEndReached?: () => void;
  readonly footer?: ReactNode;
  readonly rowClass?: (row: T) => string | undefined;
  readonly testId?: string;
  /** The provided `TableLayoutContext` unless given. */
  readonly layout?: TableLayout;
}

/** The slice of rows to draw for a scroll position (pure, for the table and its tests). */
export function visibleWindow(
  scrollTop: number,
  viewport: number,
  count: number,
  rowHeight: number = ROW_HEIGHT,
): { first: number; last: number } {
  const height = viewport > 0 ? viewport : FALLBACK_VIEWPORT;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  return { first, last };
}

/** A card's lines (two figures a line) and its height with the gap to the next (pure). */
export function cardSize(columns: readonly Pick<Column<unknown>, 'action' | 'wide'>[]): {
  lines: number;
  height: number;
} {
  const slots = columns.reduce((n, c) => n + (c.action ? 0 : c.wide ? 2 : 1), 0);
  const lines = Math.max(1, Math.ceil(slots / 2));
  const body = Math.max(lines * CARD_LINE_PX, columns.some((c) => c.action) ? CARD_ACTION_PX : 0);
  return { lines, height: body + 2 * CARD_PADDING_PX + CARD_GAP_PX };
}

/**
 * A table that draws only the rows in view (plus a margin), so thousands of orders scroll as
 * smoothly as ten; nearing the end asks for the next page once. ARIA table roles keep it
 * readable by role and text.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { rows, columns, rowKey, onEndReached, hasMore, loadingMore } = props;
  const provided = useContext(TableLayoutContext);
  const cards = (props.layout ?? provided) === 'cards';
  const card = cardSize(columns);
  const rowHeight = cards ? card.height : ROW_HEIGHT;
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(0);
  const frame = useRef<number | null>(null);

  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    // One state update per frame however fast the wheel turns.
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const el = viewport.current;
      if (!el) return;
      setScrollTop(el.scrollTop);
      setHeight(el.clientHeight);
    });
  }, []);
  useEffect(() => {
    setHeight(viewport.current?.clientHeight ?? 0);
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, []);

  const { first, last } = visibleWindow(scrollTop, height, rows.length, rowHeight);
  useEffect(() => {
    if (hasMore && !loadingMore && onEndReached && last >= rows.length - END_THRESHOLD) {
      onEndReached();
    }
  }, [hasMore, loadingMore, onEndReached, last, rows.length]);

  const template = cards
    ? `repeat(2, minmax(0, 1fr))${columns.some((c) => c.action) ? ' auto' : ''}`
    : columns.map((c) => c.width ?? `minmax(${MIN_COLUMN_PX}px, 1fr)`).join(' ');
  // Narrower than its columns' least widths, the table scrolls sideways as one; a card never.
  const minWidth = cards
    ? undefined
    : columns.reduce((sum, c) => sum + (c.width ? parseInt(c.width, 10) || 0 : MIN_COLUMN_PX), 0) +
      COLUMN_GAP_PX * Math.max(0, columns.length - 1) +
      2 * ROW_PADDING_PX;
  return (
    <div
      className={cards ? 'vt vt-cards' : 'vt'}
      role="table"
      aria-label={props.label}
      aria-rowcount={rows.length + 1}
      data-testid={props.testId}
      data-layout={cards ? 'cards' : 'table'}
    >
      {/* A card labels each value; the header row stays for assistive technology. */}
      <div
        className={cards ? 'vt-head orders-visually-hidden' : 'vt-head'}
        role="rowgroup"
        style={{ minWidth }}
      >
        <div className="vt-row" role="row" style={{ gridTemplateColumns: template }}>
          {columns.map((c) => (
            <div
              key={c.key}
              role="columnheader"
              className={c.align === 'end' ? 'vt-end' : undefined}
            >
              {c.header}
            </div>
          ))}
        </div>
      </div>
      <div
        className="vt-viewport"
        ref={viewport}
        onScroll={onScroll}
        role="rowgroup"
        style={{
          height: Math.min(
            cards ? Number.POSITIVE_INFINITY : MAX_VIEWPORT,
            (rows.length + (props.footer ? 1 : 0)) * rowHeight,
          ),
          minWidth,
        }}
      >
        <div style={{ height: rows.length * rowHeight, position: 'relative' }}>
          {rows.slice(first, last).map((row, i) => (
            <VirtualRow
              key={rowKey(row)}
              row={row}
              index={first + i}
              rowKey={rowKey(row)}
              columns={columns as readonly Column<unknown>[]}
              template={template}
              className={props.rowClass?.(row)}
              cardLines={cards ? card.lines : 0}
              rowHeight={rowHeight}
            />
          ))}
        </div>
        {props.footer}
      </div>
    </div>
  );
}

interface VirtualRowProps {
  readonly row: unknown;
  readonly index: number;
  readonly rowKey: string;
  readonly columns: readonly Column<unknown>[];
  readonly template: string;
  readonly className: string | undefined;
  /** A card's lines; 0 for a table row. */
  readonly cardLines: number;
  readonly rowHeight: number;
}

/** One row; memoised so a scroll redraws only the rows that come into view. */
const VirtualRow = memo(function VirtualRow(props: VirtualRowProps) {
  const { row, index, columns, cardLines, rowHeight } = props;
  const figure = useFigure();
  const cards = cardLines > 0;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={['vt-row', props.className].filter(Boolean).join(' ')}
      data-row-key={props.rowKey}
      style={{
        gridTemplateColumns: props.template,
        ...(cards ? { gridTemplateRows: `repeat(${cardLines}, minmax(0, 1fr))` } : {}),
        position: 'absolute',
        top: index * rowHeight,
        left: 0,
        right: 0,
        height: cards ? rowHeight - CARD_GAP_PX : rowHeight,
      }}
    >
      {columns.map((c) => (
        <div key={c.key} role="cell" className={cellClass(c, cards)}>
          {cards && !c.action ? (
            <>
              <span className="vt-label" aria-hidden="true">
                {c.header}
              </span>
              <span className="vt-value">{figureCell(c, c.cell(row), figure)}</span>
            </>
          ) : (
            figureCell(c, c.cell(row), figure)
          )}
        </div>
      ))}
    </div>
  );
});

function cellClass(column: Column<unknown>, cards: boolean): string | undefined {
  if (cards)
    return column.action ? 'vt-action' : column.wide ? 'vt-card-cell vt-wide' : 'vt-card-cell';
  return column.align === 'end' ? 'vt-end' : undefined;
}

/** Text with no letter of any script: digits and their marks (a time, a date). */
const NO_LETTER = /^[^\p{L}]*$/u;

/**
 * A cell's content: text is isolated with its own direction (`<bdi>`), so a pair `BTC/USDT`
 * reads as written on a right-to-left page while the cell keeps the page's alignment, and text
 * with no letter (a time) is written left to right: with no strong character to go by, an
 * Arabic page put `2026-11-26 21:23:35` as `21:23:35 2026-11-26`. A figure column's text is
 * written for the locale first.
 */
function figureCell(
  column: Column<unknown>,
  content: ReactNode,
  figure: (text: string) => string,
): ReactNode {
  if (typeof content !== 'string') return content;
  if (column.align === 'end') return <bdi>{figure(content)}</bdi>;
  return NO_LETTER.test(content) ? <bdi dir="ltr">{content}</bdi> : <bdi>{content}</bdi>;
}
