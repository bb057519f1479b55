import type { TFunction } from 'i18next';
import type {
  GridStrategyOrder,
  LtTokenOrder,
  Order,
  StrategyOrder,
  TokenBalance,
  UnifiedCoinBalance,
} from '@spot/contracts';
import { DASH, amount, dash, formatTime, isMarketOrder, orderQuantity } from '../domain/format';
import type { FillRow } from '../state/sources';
import type { PositionRow } from '../state/extra-sources';
import type { Column } from './virtual-table';

const side = (t: TFunction, s: 'BUY' | 'SELL' | 'Buy' | 'Sell') => {
  const buy = s === 'BUY' || s === 'Buy';
  return <span className={buy ? 'up' : 'down'}>{t(buy ? 'buy' : 'sell')}</span>;
};

const typeLabel = (t: TFunction, order: Order) =>
  t(`type.${order.type}`, { defaultValue: order.type });

/** The order type, with a small marker on a spot-margin order (`isLeverage: true`). */
const typeCell = (t: TFunction, order: Order) => (
  <>
    {typeLabel(t, order)}
    {order.isLeverage === true && (
      <span className="orders-margin-tag" data-testid="margin-tag">
        {t('marginTag')}
      </span>
    )}
  </>
);

function commonOrderColumns(t: TFunction, showTrigger: boolean): Column<Order>[] {
  return [
    { key: 'time', header: t('time'), width: '150px', cell: (o) => formatTime(o.time) },
    { key: 'pair', header: t('symbol'), cell: (o) => dash(o.symbolId) },
    { key: 'type', header: t('type.label'), cell: (o) => typeCell(t, o) },
    { key: 'side', header: t('side'), width: '60px', cell: (o) => side(t, o.side) },
    {
      key: 'price',
      header: t('price'),
      align: 'end',
      cell: (o) => (isMarketOrder(o) ? t('marketPrice') : amount(o.price)),
    },
    ...(showTrigger
      ? [
          {
            key: 'trigger',
            header: t('triggerPrice'),
            align: 'end' as const,
            cell: (o: Order) => amount(o.triggerPrice),
          },
        ]
      : []),
    {
      key: 'qty',
      header: t('quantity'),
      align: 'end',
      cell: (o) => {
        const q = orderQuantity(o);
        return q.inQuote ? `${q.value} ${t('inQuote')}` : q.value;
      },
    },
    { key: 'filled', header: t('filled'), align: 'end', cell: (o) => amount(o.executedQty) },
  ];
}

/** Current orders: a cancel button per row, disabled while its cancel is in flight. */
export function openOrderColumns(
  t: TFunction,
  options: {
    readonly showTrigger: boolean;
    readonly cancelling: ReadonlySet<string>;
    readonly onCancel: (order: Order) => void;
  },
): Column<Order>[] {
  return [
    ...commonOrderColumns(t, options.showTrigger),
    {
      key: 'action',
      header: t('action'),
      width: '80px',
      align: 'end',
      cell: (o) => (
        <button
          type="button"
          className="orders-link-button"
          disabled={options.cancelling.has(o.orderId)}
          aria-label={t('cancelOrderLabel', { id: o.orderId })}
          onClick={() => options.onCancel(o)}
        >
          {t('cancel')}
        </button>
      ),
    },
  ];
}

export function historyOrderColumns(t: TFunction, showTrigger: boolean): Column<Order>[] {
  return [
    ...commonOrderColumns(t, showTrigger),
    {
      key: 'status',
      header: t('status'),
      cell: (o) => t(`statusName.${o.status}`, { defaultValue: o.status }),
    },
  ];
}

export function fillColumns(t: TFunction): Column<FillRow>[] {
  return [
    { key: 'time', header: t('time'), width: '150px', cell: (f) => formatTime(f.tradeTime) },
    { key: 'pair', header: t('symbol'), cell: (f) => dash(f.symbolId) },
    {
      key: 'type',
      header: t('type.label'),
      cell: (f) => t(`type.${f.orderType}`, { defaultValue: f.orderType }),
    },
    { key: 'side', header: t('side'), width: '60px', cell: (f) => side(t, f.side) },
    { key: 'price', header: t('dealPrice'), align: 'end', cell: (f) => amount(f.execPrice) },
    { key: 'qty', header: t('quantity'), align: 'end', cell: (f) => amount(f.execQty) },
    { key: 'value', header: t('filledValue'), align: 'end', cell: (f) => amount(f.execValue) },
    { key: 'fee', header: t('fee'), align: 'end', cell: (f) => amount(f.execFee) },
  ];
}

export function ltOrderColumns(t: TFunction): Column<LtTokenOrder>[] {
  return [
    { key: 'time', header: t('time'), width: '150px', cell: (o) => formatTime(o.createdTime) },
    { key: 'pair', header: t('symbol'), cell: (o) => dash(o.symbol) },
    { key: 'qty', header: t('orderQuantity'), align: 'end', cell: (o) => amount(o.orderQuantity) },
    { key: 'nav', header: t('nav'), align: 'end', cell: (o) => amount(o.nav) },
    {
      key: 'status',
      header: t('status'),
      cell: (o) => t(`ltStatus.${o.status}`, { defaultValue: String(o.status) }),
    },
  ];
}

export function gridColumns(t: TFunction, completed: boolean): Column<GridStrategyOrder>[] {
  return [
    { key: 'id', header: t('strategyId'), cell: (g) => dash(g.strategyId) },
    { key: 'pair', header: t('symbol'), cell: (g) => dash(g.symbol) },
    {
      key: 'state',
      header: t('status'),
      cell: (g) => (g.state ? t(`gridState.${g.state}`, { defaultValue: g.state }) : DASH),
    },
    ...(completed
      ? [
          {
            key: 'reason',
            header: t('closeReason'),
            cell: (g: GridStrategyOrder) =>
              g.closeReason ? t(`closeReasonName.${g.closeReason}`) : DASH,
          },
        ]
      : []),
  ];
}

export function strategyColumns(t: TFunction): Column<StrategyOrder>[] {
  return [
    { key: 'type', header: t('strategyType'), cell: (s) => t(`strategyName.${s.strategyType}`) },
    { key: 'pair', header: t('symbol'), cell: (s) => dash(s.symbol) },
    { key: 'size', header: t('quantity'), align: 'end', cell: (s) => amount(s.size) },
    { key: 'filled', header: t('filled'), align: 'end', cell: (s) => amount(s.executedSize) },
  ];
}

export function positionColumns(t: TFunction): Column<PositionRow>[] {
  return [
    { key: 'coin', header: t('coin'), cell: (p) => dash(p.coin) },
    { key: 'size', header: t('total'), align: 'end', cell: (p) => amount(p.size) },
    { key: 'free', header: t('available'), align: 'end', cell: (p) => amount(p.free) },
    { key: 'locked', header: t('inOrders'), align: 'end', cell: (p) => amount(p.locked) },
    { key: 'usdt', header: t('usdtValue'), align: 'end', cell: (p) => amount(p.usdtValue) },
  ];
}

export function assetColumns(t: TFunction): Column<TokenBalance>[] {
  return [
    { key: 'coin', header: t('coin'), cell: (b) => dash(b.tokenId) },
    { key: 'free', header: t('available'), align: 'end', cell: (b) => amount(b.free) },
    { key: 'locked', header: t('inOrders'), align: 'end', cell: (b) => amount(b.locked) },
    { key: 'usdt', header: t('usdtValue'), align: 'end', cell: (b) => amount(b.occAssetUSDTValue) },
  ];
}

export function liabilityColumns(t: TFunction): Column<UnifiedCoinBalance>[] {
  return [
    { key: 'coin', header: t('coin'), cell: (b) => dash(b.tokenId) },
    { key: 'borrow', header: t('borrowed'), align: 'end', cell: (b) => amount(b.borrowSize) },
    {
      key: 'wallet',
      header: t('walletBalance'),
      align: 'end',
      cell: (b) => amount(b.walletBalance),
    },
  ];
}
