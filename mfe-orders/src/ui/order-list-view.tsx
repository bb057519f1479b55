import type { TFunction } from 'i18next';
import type { Order, TradeFill } from '@spot/contracts';
import type { ListState } from '../state/order-lists';

const dash = (value: string | undefined | null): string =>
  value === undefined || value === null || value === '' ? '--' : value;

/** One tab's rows; missing data shows dashes (spec 000 §5). */
export function OrderListView({ state, t }: { state: ListState; t: TFunction }) {
  if (state.kind === 'loading') return <p className="orders-empty">{t('loading')}</p>;
  if (state.kind === 'failed') {
    return (
      <p className="orders-empty" role="alert">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'orders') {
    if (state.orders.length === 0) return <p className="orders-empty">{t('noOrders')}</p>;
    return (
      <table className="orders-table">
        <thead>
          <tr>
            <th>{t('symbol')}</th>
            <th>{t('side')}</th>
            <th>{t('price')}</th>
            <th>{t('quantity')}</th>
            <th>{t('filled')}</th>
            <th>{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {state.orders.map((o: Order) => (
            <tr key={o.orderId}>
              <td>{dash(o.symbolId)}</td>
              <td className={o.side === 'BUY' ? 'up' : 'down'}>{o.side}</td>
              <td>{dash(o.price)}</td>
              <td>{dash(o.origQty)}</td>
              <td>{dash(o.executedQty)}</td>
              <td>{o.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (state.fills.length === 0) return <p className="orders-empty">{t('noFills')}</p>;
  return (
    <table className="orders-table">
      <thead>
        <tr>
          <th>{t('side')}</th>
          <th>{t('price')}</th>
          <th>{t('quantity')}</th>
          <th>{t('fee')}</th>
        </tr>
      </thead>
      <tbody>
        {state.fills.map((f: TradeFill) => (
          <tr key={f.tradeId}>
            <td className={f.side === 'Buy' ? 'up' : 'down'}>{f.side}</td>
            <td>{dash(f.execPrice)}</td>
            <td>{dash(f.execQty)}</td>
            <td>{dash(f.execFee)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
