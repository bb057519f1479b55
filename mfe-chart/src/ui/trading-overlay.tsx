import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useStore } from 'zustand';
import type { TFunction } from 'i18next';
import { useFigure } from '@spot/contracts/react';
import { formatPrice, resolvePrecision, type HostApi, type SymbolInfo } from '@spot/contracts';
import type { DisplayOptions } from '../domain/display-options';
import { groupFills, type FillMarker } from '../domain/fill-markers';
import { lineKeyStep, steppedPrice } from '../domain/line-step';
import { orderLinesOf, type OrderLine } from '../domain/order-lines';
import type { ChartTrading } from '../state/chart-trading';
import type { ChartEngine } from './engine/chart-engine';
import type { PriceLineSpec } from './engine/trading-layer';
import { createLabelPlacer, stackLabels } from './label-placer';
import { EditConfirmDialog } from './edit-confirm-dialog';
import { GridLines } from './grid-lines';
import { TradeInfoDialog } from './trade-info-dialog';

/** Markers offered as buttons, newest first. */
const MARKER_BUTTONS = 50;

/**
 * Order lines in view keep their price on the price axis while they are few; each line's own
 * label shows its price anyway. More axis labels stack into a column nobody reads, and the axis
 * sorts and spaces every one of them at each render: with a thousand lines drawn that made long
 * tasks in every second of the page (orders bench while scrolling: 14–17 in 3 s, 4–5 without).
 */
const AXIS_LABELS_UP_TO = 20;
/** A line label's height (`.chart-order-line` in chart.css), and its pitch when stacked. */
const LABEL_HEIGHT = 20;
const LABEL_PITCH = 22;

/** A pointer that moves less than this (px) from where it pressed a line moves nothing. */
export const DRAG_DEAD_ZONE_PX = 4;

interface Drag {
  readonly orderId: string;
  readonly price: string;
}

/**
 * The trader's side of the price pane (spec 000 §1, §4): fill markers (a click opens the trade
 * info), a line per open order of the symbol with a label that can be dragged (or moved with
 * the arrow keys, Enter to send, Escape to put back) to modify its price or trigger, and a
 * cancel button; the average buy and sell lines. Only what the display options allow shows.
 */
export function TradingOverlay({
  host,
  engine,
  trading,
  display,
  info,
  barsVersion,
  markerClicked,
  onMarker,
  onMarkerHandled,
  onFocusChart,
  t,
}: {
  readonly host: HostApi;
  readonly engine: ChartEngine;
  readonly trading: ChartTrading;
  readonly display: DisplayOptions;
  readonly info: SymbolInfo;
  /** Changes whenever the bars were replaced or a bar was added: markers are regrouped. */
  readonly barsVersion: number;
  readonly markerClicked: string | null;
  /** Opens a marker's trade info (a click on the canvas marker, or its button). */
  readonly onMarker: (id: string) => void;
  readonly onMarkerHandled: () => void;
  /** Puts the keyboard focus on the chart: where it goes when the last line is cancelled. */
  readonly onFocusChart?: () => void;
  readonly t: TFunction;
}) {
  const figure = useFigure();
  const { orders, fills, avgBuy, avgSell, modifying, cancelling, grids, gridPreview, confirming } =
    useStore(trading.store);
  const decimals = resolvePrecision(info, 'price');
  useEffect(() => trading.setGrids(display.grid), [trading, display.grid]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const lines = useMemo(
    () => (display.entrust ? orderLinesOf(orders, info.symbolName) : []),
    [orders, display.entrust, info.symbolName],
  );
  // The lines in the price pane's view, by id (kept by the frame loop below): only they are
  // drawn and labelled. An order far from the market has no line to see, and a thousand of
  // them at one far price cost every frame of the page a thousand lines and labels.
  const [inView, setInView] = useState('');
  const shown = useMemo(() => {
    const ids = new Set(inView.split(','));
    return lines.filter((line) => ids.has(line.orderId));
  }, [lines, inView]);

  useEffect(() => {
    trading.setAverages({
      buy: display.avgBuyLine ? display.avgBuyLineDays : null,
      sell: display.avgSellLine ? display.avgSellLineDays : null,
    });
  }, [
    trading,
    display.avgBuyLine,
    display.avgSellLine,
    display.avgBuyLineDays,
    display.avgSellLineDays,
  ]);

  // ---- markers: regrouped when the fills or the bars change ----------------------------
  const markers = useMemo<FillMarker[]>(
    () => (display.dealHistory ? groupFills(fills, engine.barTimes()) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fills, display.dealHistory, engine, barsVersion],
  );
  useEffect(() => {
    engine.setTradeMarkers(
      markers.map((m) => ({ id: m.id, time: m.time, side: m.side, count: m.fills.length })),
    );
  }, [engine, markers]);
  useEffect(() => () => engine.setTradeMarkers([]), [engine]);
  const openMarker = markerClicked ? markers.find((m) => m.id === markerClicked) : undefined;

  // ---- lines: orders (a dragged, asked or modifying one at its new price) and averages --
  // The price a line shows apart from its order's: dragged, waiting for the trader's answer,
  // or being modified.
  const movedPrice = (orderId: string): string | undefined =>
    drag?.orderId === orderId
      ? drag.price
      : confirming?.orderId === orderId
        ? confirming.to
        : modifying[orderId];
  const priceOf = (line: OrderLine) => movedPrice(line.orderId) ?? line.price;
  const specs = useMemo<PriceLineSpec[]>(() => {
    const out: PriceLineSpec[] = shown.map((line) => ({
      id: `order:${line.orderId}`,
      price: priceOf(line),
      tone:
        movedPrice(line.orderId) !== undefined ? 'pending' : line.side === 'BUY' ? 'buy' : 'sell',
      dashed: line.family !== 'limitMarket',
      title: '',
      axisLabel: shown.length <= AXIS_LABELS_UP_TO,
    }));
    if (display.avgBuyLine && avgBuy) {
      out.push({ id: 'avg:buy', price: avgBuy, tone: 'buy', dashed: true, title: t('avgBuyLine') });
    }
    if (display.avgSellLine && avgSell) {
      out.push({
        id: 'avg:sell',
        price: avgSell,
        tone: 'sell',
        dashed: true,
        title: t('avgSellLine'),
      });
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    shown,
    drag,
    confirming,
    modifying,
    avgBuy,
    avgSell,
    display.avgBuyLine,
    display.avgSellLine,
    t,
  ]);
  useEffect(() => engine.setPriceLines(specs), [engine, specs]);
  useEffect(() => () => engine.setPriceLines([]), [engine]);

  // ---- labels follow their line every frame (scroll, zoom, resize) ----------------------
  const labels = useRef(new Map<string, HTMLDivElement>());
  // What the frame loop reads of the latest render, so a drag step does not restart it.
  const latest = useRef({ drag, confirming, modifying, inView });
  useEffect(() => {
    latest.current = { drag, confirming, modifying, inView };
  });
  useEffect(() => {
    // No lines, no frame loop.
    if (lines.length === 0) return undefined;
    let frame = 0;
    // Only a label that moved, showed or hid is written.
    const put = createLabelPlacer<HTMLDivElement>((el, top, tie) => {
      el.style.visibility = top === null ? 'hidden' : 'visible';
      if (top === null) return;
      el.style.transform = `translateY(${top}px)`;
      // A label stacked off its line keeps a leader to it (chart.css).
      el.style.setProperty('--tie', `${tie}px`);
    });
    const place = () => {
      const { drag: held, confirming: asked, modifying: sent, inView: drawn } = latest.current;
      const height = engine.pricePaneHeight();
      const visible: string[] = [];
      const ys: number[] = [];
      // The line being moved: its label rides on its line, over the others, which keep their
      // stack. Stacked with them, the label under the pointer would slide off its line and each
      // step of a drag through a band of lines would move (and rewrite) every label of the band.
      let moved: { readonly el: HTMLDivElement; readonly y: number } | null = null;
      for (const line of lines) {
        const price =
          held?.orderId === line.orderId
            ? held.price
            : asked?.orderId === line.orderId
              ? asked.to
              : (sent[line.orderId] ?? line.price);
        const y = engine.priceToY(price);
        const el = labels.current.get(line.orderId);
        if (y !== null && y >= 0 && y <= height && held?.orderId === line.orderId) {
          visible.push(line.orderId);
          if (el) moved = { el, y };
        } else if (y !== null && y >= 0 && y <= height) {
          visible.push(line.orderId);
          ys.push(y);
        } else {
          if (el) put(el, null);
        }
      }
      // Lines a few pixels apart get their labels stacked, none hiding another's price or ×.
      const spots = stackLabels(ys, LABEL_HEIGHT, LABEL_PITCH, height);
      const stacked = moved ? visible.filter((id) => id !== held?.orderId) : visible;
      stacked.forEach((id, i) => {
        const el = labels.current.get(id);
        const spot = spots[i] ?? null;
        if (el) put(el, spot?.top ?? null, spot?.tie ?? 0);
      });
      if (moved) put(moved.el, Math.round(moved.y - LABEL_HEIGHT / 2), 0);
      // A line coming into view or leaving it is drawn and labelled from the next render.
      const key = visible.join(',');
      if (key !== drawn) setInView(key);
      frame = requestAnimationFrame(place);
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
  }, [engine, lines]);

  // ---- cancel from a line: focus goes to the next line's label, or to the chart -------
  const box = useRef<HTMLDivElement>(null);
  // The line whose × was pressed, and where it stood among the labels.
  const refocus = useRef<{ readonly orderId: string; readonly index: number } | null>(null);
  const cancelLine = (line: OrderLine, index: number) => {
    // The × is disabled while the cancel is in flight: its label holds the focus meanwhile.
    const label = labels.current.get(line.orderId);
    if (label && label.contains(document.activeElement)) label.focus();
    refocus.current = { orderId: line.orderId, index };
    void trading.cancel(line.orderId).then(() => {
      // Refused: the line stays, and so does the focus.
      const open = trading.store.getState().orders.some((o) => o.orderId === line.orderId);
      if (open && refocus.current?.orderId === line.orderId) refocus.current = null;
    });
  };
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || shown.some((line) => line.orderId === wanted.orderId)) return;
    refocus.current = null;
    // Only focus the cancel left nowhere (on the page's body) is moved: not the trader's next.
    const active = document.activeElement;
    if (active && active !== document.body && !box.current?.contains(active)) return;
    const next = shown[wanted.index] ?? shown[wanted.index - 1];
    const label = next ? labels.current.get(next.orderId) : undefined;
    if (label) label.focus();
    else onFocusChart?.();
  }, [shown, onFocusChart]);

  const commit = (line: OrderLine, price: string) => {
    setDrag(null);
    if (line.field === null || price === line.price) return;
    void trading.modify(line.orderId, line.field, price);
  };

  const onPointerDown = (line: OrderLine) => (event: PointerEvent<HTMLElement>) => {
    if (line.field === null || modifying[line.orderId] !== undefined) return;
    if ((event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    // The line moves as far as the pointer does, from where the line is: a label may sit away
    // from its line (stacked with its neighbours', or grabbed off its middle), and a pointer's
    // place taken as the price would move the order the moment it is touched. A slip within
    // DRAG_DEAD_ZONE_PX moves nothing.
    const startY = event.clientY;
    const lineY = engine.priceToY(line.price);
    if (lineY === null) return;
    let current = line.price;
    setDrag({ orderId: line.orderId, price: current });
    const move = (e: globalThis.PointerEvent) => {
      const dy = e.clientY - startY;
      if (!Number.isFinite(dy)) return;
      const price = Math.abs(dy) < DRAG_DEAD_ZONE_PX ? line.price : engine.yToPrice(lineY + dy);
      if (price !== null && price !== current) {
        current = price;
        setDrag({ orderId: line.orderId, price });
      }
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', escape);
    };
    const up = () => {
      stop();
      commit(line, current);
    };
    // Escape, or a cancelled pointer, puts the line back and sends nothing.
    const cancel = () => {
      stop();
      setDrag(null);
    };
    const escape = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') cancel();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', escape);
  };

  const onKeyDown = (line: OrderLine) => (event: KeyboardEvent<HTMLElement>) => {
    if (line.field === null || event.target !== event.currentTarget) return;
    const held = drag?.orderId === line.orderId ? drag.price : line.price;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      // A step the trader sees move at this zoom, on round prices (domain/line-step.ts).
      const top = engine.yToPrice(0);
      const bottom = engine.yToPrice(engine.pricePaneHeight());
      const view = top !== null && bottom !== null ? { top, bottom } : null;
      const step = lineKeyStep(view, held, decimals, event.shiftKey);
      const next = steppedPrice(held, step, event.key === 'ArrowUp', decimals);
      if (next !== null) setDrag({ orderId: line.orderId, price: next });
    } else if (event.key === 'Enter' && drag?.orderId === line.orderId) {
      event.preventDefault();
      commit(line, drag.price);
    } else if (event.key === 'Escape' && drag?.orderId === line.orderId) {
      event.preventDefault();
      setDrag(null);
    }
  };

  return (
    <>
      <div className="chart-order-lines" data-testid="chart-order-lines" ref={box}>
        {shown.map((line, index) => {
          const pending = modifying[line.orderId] !== undefined;
          const price = priceOf(line);
          // What a screen reader says, as what the label shows: figures for the locale.
          const spoken = {
            price: figure(formatPrice(price, info)),
            quantity: figure(line.quantity),
          };
          const kind = t(`lineKind.${line.family}`);
          const side = t(line.side === 'BUY' ? 'lineBuy' : 'lineSell');
          return (
            <div
              key={line.orderId}
              ref={(el) => {
                if (el) labels.current.set(line.orderId, el);
                else labels.current.delete(line.orderId);
              }}
              className={`chart-order-line ${line.side === 'BUY' ? 'buy' : 'sell'} ${pending ? 'pending' : ''} ${line.field ? 'draggable' : ''} ${drag?.orderId === line.orderId ? 'moving' : ''}`}
              data-order-id={line.orderId}
              data-testid="chart-order-line"
              role="group"
              aria-label={t('orderLineLabel', { kind, side, ...spoken })}
              tabIndex={line.field ? 0 : -1}
              aria-keyshortcuts={line.field ? 'ArrowUp ArrowDown Enter Escape' : undefined}
              onPointerDown={onPointerDown(line)}
              onKeyDown={onKeyDown(line)}
            >
              <span className="kind">{kind}</span>
              <span className="qty">{figure(line.quantity)}</span>
              <span className="price">
                {pending ? 'PENDING_NEW' : figure(formatPrice(price, info))}
              </span>
              <button
                type="button"
                className="cancel"
                aria-label={t('cancelOrderLine', { kind, side, price: spoken.price })}
                disabled={pending || cancelling[line.orderId] === true}
                onClick={() => cancelLine(line, index)}
              >
                ×
              </button>
            </div>
          );
        })}
      </div>
      {markers.length > 0 && (
        // The markers as buttons for the keyboard and screen readers (the canvas says nothing):
        // the newest first, each opening its trade info.
        <ul className="chart-sr-only" aria-label={t('fillMarkers')}>
          {markers
            .slice(-MARKER_BUTTONS)
            .reverse()
            .map((m) => (
              <li key={m.id}>
                <button type="button" data-marker-id={m.id} onClick={() => onMarker(m.id)}>
                  {t('fillMarkerLabel', {
                    side: t(m.side === 'Buy' ? 'lineBuy' : 'lineSell'),
                    count: String(m.fills.length),
                    time: new Date(m.time * 1_000).toISOString().replace('T', ' ').slice(0, 16),
                  })}
                </button>
              </li>
            ))}
        </ul>
      )}
      <GridLines
        host={host}
        engine={engine}
        info={info}
        grids={display.grid ? grids : []}
        preview={gridPreview}
        t={t}
      />
      {confirming && (
        <EditConfirmDialog
          edit={confirming}
          info={info}
          t={t}
          onAnswer={(accepted) => trading.answerEdit(accepted)}
        />
      )}
      {openMarker && (
        <TradeInfoDialog marker={openMarker} info={info} t={t} onClose={onMarkerHandled} />
      )}
    </>
  );
}
