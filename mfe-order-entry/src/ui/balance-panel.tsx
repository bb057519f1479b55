import {
  formatTokenAmount,
  localizeDecimalText,
  localizeFigureText,
  type OrderSide,
  type PairToken,
  type SymbolInfo,
  type SymbolRef,
} from '@spot/contracts';
import type { MaxOrderSize } from '../domain/max-order-size';
import type { OrderEstimate } from '../domain/order-form';

type T = (key: string, params?: Record<string, string>) => string;

/** Available balance, max order size, the percentage slider and the estimate. */
export function BalancePanel({
  side,
  symbol,
  info,
  available,
  max,
  byAmount,
  percent,
  showAvailable,
  showMax,
  loggedIn,
  estimate,
  locale,
  t,
  onPercent,
}: {
  side: OrderSide;
  symbol: SymbolRef;
  /** The symbol's precisions; the available balance is cut to its token's. */
  info: SymbolInfo | undefined;
  /** Free balance of the token this side spends; null while unknown. */
  available: string | null;
  max: MaxOrderSize;
  byAmount: boolean;
  percent: number;
  showAvailable: boolean;
  showMax: boolean;
  loggedIn: boolean;
  estimate: OrderEstimate;
  /** The page's locale: figures are written for it. */
  locale: string;
  t: T;
  onPercent: (percent: number) => void;
}) {
  const spendSide: PairToken = side === 'BUY' ? 'quote' : 'base';
  const spendToken = side === 'BUY' ? symbol.quote : symbol.base;
  const maxText = byAmount ? max.amount : max.quantity;
  const maxToken = byAmount ? symbol.quote : symbol.base;
  const figure = (text: string) => localizeDecimalText(text, locale);
  return (
    <div className="balance-panel">
      {loggedIn && showAvailable && (
        <p className="line">
          <span>{t('available')}</span>
          <span data-testid="available">
            {available === null ? '--' : figure(formatTokenAmount(available, info, spendSide))}{' '}
            {spendToken}
          </span>
        </p>
      )}
      {loggedIn && showMax && (
        <p className="line">
          <span>{t(side === 'BUY' ? 'maxBuy' : 'maxSell')}</span>
          <span data-testid="max-size">
            {maxText ? figure(maxText) : '--'} {maxToken}
          </span>
        </p>
      )}
      {loggedIn && (
        <label className="slider">
          <span className="visually-hidden">{t('percentage')}</span>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={percent}
            aria-label={t('percentage')}
            aria-valuetext={localizeFigureText(`${percent}%`, locale)}
            onChange={(event) => onPercent(Number(event.target.value))}
          />
          <span className="percent">{localizeFigureText(`${percent}%`, locale)}</span>
        </label>
      )}
      <p className="line">
        <span>{t('value')}</span>
        <span data-testid="order-value">
          {estimate.value ? `${estimate.approximate ? '≈ ' : ''}${figure(estimate.value)}` : '--'}{' '}
          {symbol.quote}
        </span>
      </p>
      <p className="line">
        <span>{t('estimatedFee')}</span>
        <span data-testid="order-fee">
          {estimate.fee
            ? `${estimate.feeBelowUnit ? '<' : '≈'} ${figure(estimate.fee)} ${estimate.feeToken}`
            : '--'}
        </span>
      </p>
    </div>
  );
}
