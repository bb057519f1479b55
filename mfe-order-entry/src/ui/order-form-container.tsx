import { useEffect, useState } from 'react';
import { useSubscribable } from '@spot/contracts/react';
import type { OrderSide, RemoteProps } from '@spot/contracts';
import { orderValue, typePrice, typeQuantity } from '../domain/order-form';
import { useT } from './use-t';

/**
 * The standard order form at foundation depth: a limit price that follows the order book's
 * picks, quantity and value in decimals. Submitting, pre-checks and gates are issue 8's.
 */
export function OrderFormContainer({ host, symbol, locale }: RemoteProps) {
  const { t } = useT(host);
  const info = host.market.symbol(symbol.symbolName);
  const session = useSubscribable(host.session);
  const [side, setSide] = useState<OrderSide>('BUY');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');

  useEffect(
    () =>
      host.bus.on('orderbook/price-picked', (pick) =>
        setPrice((previous) => typePrice(previous, pick.price, info)),
      ),
    [host, info],
  );
  useEffect(
    () =>
      host.bus.on('chart/price-picked', (pick) => setPrice((p) => typePrice(p, pick.price, info))),
    [host, info],
  );

  const value = orderValue({ price, quantity }, info);
  const loginPath = `/${locale}/login?redirect_url=${encodeURIComponent(location.pathname)}`;
  return (
    <form
      className="order-form"
      data-testid="order-form"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="sides" role="tablist">
        {(['BUY', 'SELL'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={side === s}
            className={s === 'BUY' ? 'buy' : 'sell'}
            onClick={() => setSide(s)}
          >
            {t(s === 'BUY' ? 'buy' : 'sell')}
          </button>
        ))}
      </div>
      <label>
        {t('price')} ({symbol.quote})
        <input
          name="price"
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(event) =>
            setPrice((previous) => typePrice(previous, event.target.value, info))
          }
        />
      </label>
      <label>
        {t('quantity')} ({symbol.base})
        <input
          name="quantity"
          inputMode="decimal"
          autoComplete="off"
          value={quantity}
          onChange={(event) =>
            setQuantity((previous) => typeQuantity(previous, event.target.value, info))
          }
        />
      </label>
      <p className="order-value">
        {t('value')}: <span data-testid="order-value">{value || '--'}</span> {symbol.quote}
      </p>
      {session.isLogin ? null : (
        <a className="login-prompt" href={loginPath}>
          {t('loginToTrade')}
        </a>
      )}
    </form>
  );
}
