import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { strategyOfOrder, type Order } from '@spot/contracts';
import { amount, formatTime, isMarketOrder, orderQuantity } from '../domain/format';
import { orderKind, type OrderRow } from '../domain/order-rows';
import type { Column } from './virtual-table';
import { actionColumn } from './action-column';

/** How the lists write a symbol: `BTC/USDT`, as the header and the order entry do. */
export type PairLabel = (symbolId: string) => string;

const side = (t: TFunction, s: 'BUY' | 'SELL') => (
  <span className={s === 'BUY' ? 'up' : 'down'}>{t(s === 'BUY' ? 'buy' : 'sell')}</span>
);

/** An OCO or TP/SL pair's figure, one line per leg: "TP 70000.00" / "SL 60000.00". */
function perLeg(t: TFunction, legs: readonly Order[], value: (leg: Order) => ReactNode) {
  return (
    <span className="orders-legs">
      {legs.map((leg) => (
        <span key={leg.orderId} className="orders-leg">
          <span className="orders-leg-name">{t(`leg.${leg.ocoLeg ?? 'TP'}`)}</span> {value(leg)}
        </span>
      ))}
    </span>
  );
}

/** The kind as the order entry names it, how a plan order executes, and a margin marker. */
function kindCell(t: TFunction, order: Order) {
  const { kind, execution, liquidation } = orderKind(order);
  const tool = strategyOfOrder(order.clientOrderId);
  return (
    <>
      {t(`kind.${kind}`)}
      {liquidation && <span className="orders-execution"> {t('liquidationVariant')}</span>}
      {execution !== null && (kind === 'conditional' || kind === 'stopLimit') && (
        <span className="orders-execution"> · {t(`execution.${execution}`)}</span>
      )}
      {tool !== null && (
        <span
          className="orders-tool-tag"
          data-testid="tool-tag"
          title={t('toolOrder', { id: tool })}
        >
          {tool}
        </span>
      )}
      {order.isLeverage === true && (
        <span className="orders-margin-tag" data-testid="margin-tag">
          {t('marginTag')}
        </span>
      )}
    </>
  );
}

const priceOf = (t: TFunction, o: Order) => (isMarketOrder(o) ? t('marketPrice') : amount(o.price));

/** A trailing stop's terms: its activation price, if any, and its trail (percent or value). */
function trailCell(t: TFunction, o: Order) {
  const trail =
    o.trailingPercentage !== undefined
      ? `${amount(o.trailingPercentage)}%`
      : amount(o.trailingValue);
  return (
    <span className="orders-legs">
      {o.activationPrice !== undefined && (
        <span>
          {t('activationPrice')} {amount(o.activationPrice)}
        </span>
      )}
      <span>
        {t('trail')} {trail}
      </span>
    </span>
  );
}

function triggerCell(t: TFunction, row: OrderRow) {
  if (row.legs.length > 0) return perLeg(t, row.legs, (leg) => amount(leg.triggerPrice));
  if (orderKind(row.order).kind === 'trailing') return trailCell(t, row.order);
  return amount(row.order.triggerPrice);
}

/** What the order's quantity cell shows. */
function quantityText(t: TFunction, o: Order): string {
  const q = orderQuantity(o);
  return q.inQuote ? `${q.value} ${t('inQuote')}` : q.value;
}

/**
 * The cancel button's name: its visible label first (WCAG 2.5.3), then the order as its row
 * shows it: side, quantity, pair and price ("Cancel: Buy 0.1 BTC/USDT at 60000.00").
 */
export function cancelLabel(
  t: TFunction,
  pair: PairLabel,
  figure: (text: string) => string,
  o: Order,
): string {
  const params = {
    side: t(o.side === 'BUY' ? 'buy' : 'sell'),
    quantity: figure(quantityText(t, o)),
    pair: pair(o.symbolId),
  };
  return isMarketOrder(o)
    ? t('cancelMarketOrderLabel', params)
    : t('cancelOrderLabel', { ...params, price: figure(amount(o.price)) });
}

function commonColumns(t: TFunction, pair: PairLabel, showTrigger: boolean): Column<OrderRow>[] {
  return [
    {
      key: 'time',
      header: t('time'),
      width: '150px',
      wide: true,
      cell: (r) => formatTime(r.order.time),
    },
    { key: 'pair', header: t('symbol'), cell: (r) => pair(r.order.symbolId) },
    { key: 'type', header: t('type.label'), cell: (r) => kindCell(t, r.order) },
    { key: 'side', header: t('side'), width: '60px', cell: (r) => side(t, r.order.side) },
    {
      key: 'price',
      header: t('price'),
      align: 'end',
      cell: (r) =>
        r.legs.length > 0 ? perLeg(t, r.legs, (l) => priceOf(t, l)) : priceOf(t, r.order),
    },
    ...(showTrigger
      ? [
          {
            key: 'trigger',
            header: t('triggerPrice'),
            align: 'end' as const,
            cell: (r: OrderRow) => triggerCell(t, r),
          },
        ]
      : []),
    {
      key: 'qty',
      header: t('quantity'),
      align: 'end',
      cell: (r) => quantityText(t, r.order),
    },
    {
      key: 'filled',
      header: t('filled'),
      align: 'end',
      cell: (r) => amount(r.order.executedQty),
    },
  ];
}

/** Current orders: one row per order (an OCO's legs under it), a cancel button per row. */
export function openOrderColumns(
  t: TFunction,
  options: {
    readonly pair: PairLabel;
    readonly showTrigger: boolean;
    readonly cancelling: ReadonlySet<string>;
    readonly onCancel: (order: Order) => void;
    /** Writes a figure for the page's locale, as the cells show it (`useFigure`). */
    readonly figure: (text: string) => string;
  },
): Column<OrderRow>[] {
  return [
    ...commonColumns(t, options.pair, options.showTrigger),
    actionColumn<OrderRow>(t, (r) => ({
      label: t('cancel'),
      ariaLabel: cancelLabel(t, options.pair, options.figure, r.order),
      onClick: () => options.onCancel(r.order),
      disabled: options.cancelling.has(r.order.orderId),
    })),
  ];
}

const statusOf = (t: TFunction, o: Order) =>
  t(`statusName.${o.status}`, { defaultValue: o.status });

export function historyOrderColumns(
  t: TFunction,
  pair: PairLabel,
  showTrigger: boolean,
): Column<OrderRow>[] {
  return [
    ...commonColumns(t, pair, showTrigger),
    {
      key: 'status',
      header: t('status'),
      cell: (r) =>
        r.legs.length > 0 ? perLeg(t, r.legs, (l) => statusOf(t, l)) : statusOf(t, r.order),
    },
  ];
}
