import { useEffect, useMemo, useRef } from 'react';
import type { HostApi, SymbolInfo } from '@spot/contracts';
import { createFigureBox, formatPrice, localizeDecimalText } from '@spot/contracts';
import { useConnectionState } from '@spot/contracts/react';

/**
 * The symbol and its last price above the chart (kept as the slot's summary line). The price
 * moves with nearly every trade: it is written into its place on each ticker, without a React
 * commit (on a phone the host's header paints the same way, and the book; issue 24).
 */
export function ChartSummary({
  host,
  info,
  locale,
}: {
  readonly host: HostApi;
  readonly info: SymbolInfo;
  readonly locale: string;
}) {
  const stream = useMemo(() => host.market.ticker(info.symbolName), [host, info.symbolName]);
  const live = useConnectionState(host) === 'live';
  const lastRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const place = lastRef.current;
    if (!place) return undefined;
    let shown: string | null = null;
    // Laid out alone when it moves: the summary's line wraps, and laid out the whole page.
    const box = createFigureBox(place);
    const write = (): void => {
      const state = stream.get();
      const last = state.symbolName === info.symbolName ? state.ticker?.lastPrice : undefined;
      const text = last ? localizeDecimalText(formatPrice(last, info), locale) : '--';
      if (text === shown) return;
      box(text);
      shown = text;
    };
    write();
    return stream.subscribe(write);
  }, [stream, info, locale]);
  return (
    <div className={`chart-summary ${live ? '' : 'not-live'}`} data-testid="chart-summary">
      <h2>
        {info.baseTokenName}/{info.quoteTokenName}
      </h2>
      {/* The figure's box in a slot of its own: a flex item cannot be laid out alone. */}
      <span>
        <span ref={lastRef} className="chart-last" data-testid="chart-last-price" />
      </span>
    </div>
  );
}
