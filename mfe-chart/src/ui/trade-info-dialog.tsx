import { useRef } from 'react';
import { useFigure, useFocusTrap } from '@spot/contracts/react';
import type { TFunction } from 'i18next';
import { formatDecimal, formatPrice, formatTokenAmount, type SymbolInfo } from '@spot/contracts';
import type { FillMarker } from '../domain/fill-markers';

/**
 * The `tradeInfo` modal of a fill marker (spec 000 §2, §7): each fill of the bar with its order
 * type, deal price, quantity, filled value, fee and time. It sits inside the chart area, so it
 * shows in fullscreen too; Escape or the close button closes it, and focus comes back.
 */
export function TradeInfoDialog({
  marker,
  info,
  t,
  onClose,
}: {
  readonly marker: FillMarker;
  readonly info: SymbolInfo;
  readonly t: TFunction;
  readonly onClose: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const figure = useFigure();
  useFocusTrap(box, onClose);
  return (
    <div className="chart-modal-backdrop" role="presentation" onClick={onClose}>
      <div
        className="chart-modal"
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-label={t('tradeInfo')}
        data-testid="trade-info"
        onClick={(event) => event.stopPropagation()}
      >
        <header>
          <h3>{t('tradeInfo')}</h3>
          <button type="button" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </header>
        <table>
          <thead>
            <tr>
              <th>{t('fillType')}</th>
              <th>{t('fillPrice')}</th>
              <th>{t('fillQuantity')}</th>
              <th>{t('fillValue')}</th>
              <th>{t('fillFee')}</th>
              <th>{t('fillTime')}</th>
            </tr>
          </thead>
          <tbody>
            {marker.fills.map((fill) => (
              <tr key={fill.tradeId}>
                <td className={fill.side === 'Buy' ? 'buy' : 'sell'}>
                  {t(fill.side === 'Buy' ? 'lineBuy' : 'lineSell')} · {fill.orderType}
                </td>
                <td>{figure(formatPrice(fill.execPrice, info))}</td>
                <td>{figure(formatTokenAmount(fill.execQty, info, 'base'))}</td>
                <td>{figure(formatTokenAmount(fill.execValue, info, 'quote'))}</td>
                <td>{figure(formatDecimal(fill.execFee, 8).replace(/\.?0+$/, ''))}</td>
                <td>{new Date(fill.tradeTime).toISOString().replace('T', ' ').slice(0, 19)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
