import { useMemo } from 'react';
import { useConnectionState, useMarketStream } from '@spot/contracts/react';
import { formatDecimal, formatPrice, resolvePrecision, type RemoteProps } from '@spot/contracts';
import { useT } from './use-t';

/** Default interval: 30 minutes (spec 000 §9). */
export const DEFAULT_INTERVAL = '30';

/**
 * The chart slot at foundation depth: the symbol, its last price and the live 30-minute candle
 * from the host's streams. The lightweight-charts chart is issue 7's.
 */
export function ChartSummaryContainer({ host, symbol }: RemoteProps) {
  const { t } = useT(host);
  const info = host.market.symbol(symbol.symbolName);
  const tickerStream = useMemo(
    () => host.market.ticker(symbol.symbolName),
    [host, symbol.symbolName],
  );
  const candleStream = useMemo(
    () => host.market.candles(symbol.symbolName, DEFAULT_INTERVAL),
    [host, symbol.symbolName],
  );
  const ticker = useMarketStream(tickerStream);
  const candle = useMarketStream(candleStream);
  const live = useConnectionState(host) === 'live';
  const last = ticker.symbolName === symbol.symbolName ? ticker.ticker?.lastPrice : undefined;
  const bar = candle.symbolName === symbol.symbolName ? candle.candle : null;
  const volumePrecision = resolvePrecision(info, 'quantity');
  return (
    <div className={`chart-summary ${live ? '' : 'not-live'}`} data-testid="chart-summary">
      <h2>
        {symbol.base}/{symbol.quote}
      </h2>
      <p className="chart-last" data-testid="chart-last-price">
        {last ? formatPrice(last, info) : '--'}
      </p>
      {!live && <p role="status">{t('notLive')}</p>}
      <dl className="chart-candle">
        {(['open', 'high', 'low', 'close'] as const).map((field) => (
          <div key={field}>
            <dt>{t(field)}</dt>
            <dd>{bar ? formatPrice(bar[field], info) : '--'}</dd>
          </div>
        ))}
        <div>
          <dt>{t('volume')}</dt>
          <dd>{bar ? formatDecimal(bar.volume, volumePrecision) : '--'}</dd>
        </div>
      </dl>
      <p className="chart-interval">{t('interval30m')}</p>
    </div>
  );
}
