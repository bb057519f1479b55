import { useEffect, useState } from 'react';
import { useFigure } from '@spot/contracts/react';
import type { TFunction } from 'i18next';
import type { HostApi, SymbolInfo } from '@spot/contracts';
import { formatDecimal, formatPrice, resolvePrecision } from '@spot/contracts';
import { barPercent, volumeAxes, type TradeAnalysis } from '../domain/trade-analysis';
import { watchTradeAnalysis } from '../state/trade-log';

function time(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}

/**
 * The Trade analysis tab: taker buy and sell volume per minute and in total, and the large
 * trades of the symbol, from the public trades since the tab opened.
 */
export function TradeAnalysisPanel({
  host,
  info,
  t,
}: {
  readonly host: HostApi;
  readonly info: SymbolInfo;
  readonly t: TFunction;
}) {
  const [analysis, setAnalysis] = useState<TradeAnalysis | null>(null);
  useEffect(
    () => watchTradeAnalysis(host.market, info.symbolName, setAnalysis),
    [host, info.symbolName],
  );
  const figure = useFigure();
  const qp = resolvePrecision(info, 'quantity');
  if (!analysis) return null;
  const axes = volumeAxes(analysis.buckets);
  return (
    <div className="chart-analysis" data-testid="chart-trade-analysis">
      <section aria-labelledby="taker-volume-title">
        <h3 id="taker-volume-title">{t('takerVolume')}</h3>
        <dl className="chart-analysis-totals">
          <div>
            <dt>{t('takerBuy')}</dt>
            <dd className="is-up" data-testid="taker-buy">
              {figure(formatDecimal(analysis.totalBuy, qp))} {info.baseTokenName}
            </dd>
          </div>
          <div>
            <dt>{t('takerSell')}</dt>
            <dd className="is-down" data-testid="taker-sell">
              {figure(formatDecimal(analysis.totalSell, qp))} {info.baseTokenName}
            </dd>
          </div>
          <div>
            <dt>{t('buyShare')}</dt>
            <dd>{analysis.buyPercent === null ? '--' : figure(`${analysis.buyPercent}%`)}</dd>
          </div>
        </dl>
        <figure className="chart-analysis-plot" aria-label={t('takerVolumePerMinute')}>
          <div className="chart-analysis-y" aria-hidden="true">
            {axes.values.map((tick) => (
              <span key={tick.percent} style={{ bottom: `${tick.percent}%` }}>
                {figure(tick.label)}
              </span>
            ))}
          </div>
          <div
            className="chart-analysis-bars"
            role="img"
            aria-label={t('takerVolumeAxes', {
              top: figure(axes.values[axes.values.length - 1]?.label ?? '0'),
              base: info.baseTokenName,
            })}
          >
            {analysis.buckets.map((b) => (
              <div
                key={b.start}
                className="chart-analysis-bucket"
                title={`${time(b.start)} ${t('takerBuy')} ${figure(b.buy)} / ${t('takerSell')} ${figure(b.sell)}`}
              >
                <span className="is-up" style={{ height: `${barPercent(b.buy, axes.top)}%` }} />
                <span className="is-down" style={{ height: `${barPercent(b.sell, axes.top)}%` }} />
              </div>
            ))}
          </div>
          <div className="chart-analysis-x" aria-hidden="true">
            {axes.times.map((start) => (
              <span key={start}>{time(start).slice(0, 5)}</span>
            ))}
          </div>
          <figcaption className="chart-analysis-unit">
            {t('takerVolumeUnit', { base: info.baseTokenName })}
          </figcaption>
        </figure>
      </section>
      <section aria-labelledby="large-trades-title">
        <h3 id="large-trades-title">{t('largeTrades')}</h3>
        {analysis.largeThreshold === null ? (
          <p className="chart-hint">{t('largeTradesWaiting')}</p>
        ) : (
          <p className="chart-hint">
            {t('largeTradesRule', {
              value: figure(formatDecimal(analysis.largeThreshold, 2)),
              quote: info.quoteTokenName,
            })}
          </p>
        )}
        <table className="chart-analysis-large">
          <thead>
            <tr>
              <th scope="col">{t('time')}</th>
              <th scope="col">{t('side')}</th>
              <th scope="col">{t('price')}</th>
              <th scope="col">{t('quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {analysis.large.map((trade) => (
              <tr key={trade.execId}>
                <td>{time(trade.execTime)}</td>
                <td className={trade.side === 'Buy' ? 'is-up' : 'is-down'}>
                  {t(trade.side === 'Buy' ? 'buy' : 'sell')}
                </td>
                <td>{figure(formatPrice(trade.execPrice, info))}</td>
                <td>{figure(formatDecimal(trade.execQty, qp))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
