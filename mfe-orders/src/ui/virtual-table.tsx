import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFigure } from '@spot/contracts/react';

/** Row height in px; the rows are fixed-height so the window is plain arithmetic. */
export const ROW_HEIGHT = 28;
/** The list's viewport height when the layout has none yet (jsdom, a hidden tab). */
const FALLBACK_VIEWPORT = 320;
/** The tallest the list grows before it scrolls. */
const MAX_VIEWPORT = 320;
/** The least width of a column without a width of its own, and the row's gap and padding. */
const MIN_COLUMN_PX = 72;
const COLUMN_GAP_PX = 8;
const ROW_PADDING_PX = 4;

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
}

/** The slice of rows to draw for a scroll position (pure, for the table and its tests). */
export function visibleWindow(
  scrollTop: number,
  viewport: number,
  count: number,
): { first: number; last: number } {
  const height = viewport > 0 ? viewport : FALLBACK_VIEWPORT;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  return { first, last };
}

/**
 * A table that draws only the rows in view (plus a margin), so thousands of orders scroll as
 * smoothly as ten; nearing the end asks for the next page once. ARIA table roles keep it
 * readable by role and text.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { rows, columns, rowKey, onEndReached, hasMore, loadingMore } = props;
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

  const { first, last } = visibleWindow(scrollTop, height, rows.length);
  useEffect(() => {
    if (hasMore && !loadingMore && onEndReached && last >= rows.length - END_THRESHOLD) {
      onEndReached();
    }
  }, [hasMore, loadingMore, onEndReached, last, rows.length]);

  const template = columns.map((c) => c.width ?? `minmax(${MIN_COLUMN_PX}px, 1fr)`).join(' ');
  // Narrower than its columns' least widths (a phone), the table scrolls sideways as one.
  const minWidth =
    columns.reduce((sum, c) => sum + (c.width ? parseInt(c.width, 10) || 0 : MIN_COLUMN_PX), 0) +
    COLUMN_GAP_PX * Math.max(0, columns.length - 1) +
    2 * ROW_PADDING_PX;
  return (
    <div
      className="vt"
      role="table"
      aria-label={props.label}
      aria-rowcount={rows.length + 1}
      data-testid={props.testId}
    >
      <div className="vt-head" role="rowgroup" style={{ minWidth }}>
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
          height: Math.min(MAX_VIEWPORT, (rows.length + (props.footer ? 1 : 0)) * ROW_HEIGHT),
          minWidth,
        }}
      >
        <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
          {rows.slice(first, last).map((row, i) => (
            <VirtualRow
              key={rowKey(row)}
              row={row}
              index={first + i}
              rowKey={rowKey(row)}
              columns={columns as readonly Column<unknown>[]}
              template={template}
              className={props.rowClass?.(row)}
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
}

/** One row; memoised so a scroll redraws only the rows that come into view. */
const VirtualRow = memo(function VirtualRow(props: VirtualRowProps) {
  const { row, index, columns } = props;
  const figure = useFigure();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={['vt-row', props.className].filter(Boolean).join(' ')}
      data-row-key={props.rowKey}
      style={{
        gridTemplateColumns: props.template,
        position: 'absolute',
        top: index * ROW_HEIGHT,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
      }}
    >
      {columns.map((c) => (
        <div key={c.key} role="cell" className={c.align === 'end' ? 'vt-end' : undefined}>
          {figureCell(c, c.cell(row), figure)}
        </div>
      ))}
    </div>
  );
});

/**
 * A cell's content: text is isolated with its own direction (`<bdi>`), so a time reads
 * `2026-11-26 21:23:35` and a pair `BTC/USDT` on a right-to-left page while the cell keeps the
 * page's alignment; a figure column's text is written for the locale first.
 */
function figureCell(
  column: Column<unknown>,
  content: ReactNode,
  figure: (text: string) => string,
): ReactNode {
  if (typeof content !== 'string') return content;
  return <bdi>{column.align === 'end' ? figure(content) : content}</bdi>;
}
