import type { TFunction } from 'i18next';
import type {
  GridStrategyOrder,
  LtTokenOrder,
  StrategyOrder,
  TokenBalance,
  UnifiedCoinBalance,
} from '@spot/contracts';
import { DASH, amount, dash, formatTime } from '../domain/format';
import type { FillRow } from '../state/sources';
import type { PositionRow } from '../state/extra-sources';
import type { SymbolPrice, TokenAmount } from '../state/symbol-display';
import type { PairLabel } from './order-columns';
import type { Column } from './virtual-table';

const side = (t: TFunction, s: 'BUY' | 'SELL' | 'Buy' | 'Sell') => {
  const buy = s === 'BUY' || s === 'Buy';
  return <span className={buy ? 'up' : 'down'}>{t(buy ? 'buy' : 'sell')}</span>;
};

export function fillColumns(
  t: TFunction,
  pair: PairLabel,
  fee: (fill: FillRow) => string,
): Column<FillRow>[] {
  return [
    {
      key: 'time',
      header: t('time'),
      width: '150px',
      wide: true,
      cell: (f) => formatTime(f.tradeTime),
    },
    { key: 'pair', header: t('symbol'), cell: (f) => (f.symbolId ? pair(f.symbolId) : DASH) },
    {
      key: 'type',
      header: t('type.label'),
      cell: (f) => t(`type.${f.orderType}`, { defaultValue: f.orderType }),
    },
    { key: 'side', header: t('side'), width: '60px', cell: (f) => side(t, f.side) },
    { key: 'price', header: t('dealPrice'), align: 'end', cell: (f) => amount(f.execPrice) },
    { key: 'qty', header: t('quantity'), align: 'end', cell: (f) => amount(f.execQty) },
    { key: 'value', header: t('filledValue'), align: 'end', cell: (f) => amount(f.execValue) },
    { key: 'fee', header: t('fee'), align: 'end', cell: fee },
  ];
}

export function ltOrderColumns(t: TFunction, pair: PairLabel): Column<LtTokenOrder>[] {
  return [
    {
      key: 'time',
      header: t('time'),
      width: '150px',
      wide: true,
      cell: (o) => formatTime(o.createdTime),
    },
    { key: 'pair', header: t('symbol'), cell: (o) => (o.symbol ? pair(o.symbol) : DASH) },
    { key: 'qty', header: t('orderQuantity'), align: 'end', cell: (o) => amount(o.orderQuantity) },
    { key: 'nav', header: t('nav'), align: 'end', cell: (o) => amount(o.nav) },
    {
      key: 'status',
      header: t('status'),
      cell: (o) => t(`ltStatus.${o.status}`, { defaultValue: String(o.status) }),
    },
  ];
}

export function gridColumns(
  t: TFunction,
  completed: boolean,
  price: SymbolPrice,
  pair: PairLabel,
  /** Writes a figure for the page's locale (`useFigure`): the range is text, not a figure column. */
  figure: (text: string) => string,
): Column<GridStrategyOrder>[] {
  return [
    {
      key: 'time',
      header: t('time'),
      width: '150px',
      wide: true,
      cell: (g) => formatTime(g.createdTime),
    },
    { key: 'id', header: t('strategyId'), cell: (g) => dash(g.strategyId) },
    { key: 'pair', header: t('symbol'), cell: (g) => (g.symbol ? pair(g.symbol) : DASH) },
    {
      key: 'range',
      header: t('gridRange'),
      cell: (g) =>
        g.grid
          ? t('gridRangeValue', {
              min: figure(price(g.symbol, g.grid.min_price)),
              max: figure(price(g.symbol, g.grid.max_price)),
              lines: g.grid.grid_number,
            })
          : DASH,
    },
    {
      key: 'state',
      header: t('status'),
      cell: (g) => (g.state ? t(`gridState.${g.state}`, { defaultValue: g.state }) : DASH),
    },
    {
      key: 'investment',
      header: t('investment'),
      align: 'end',
      cell: (g) => amount(g.investment),
    },
    { key: 'profit', header: t('gridProfit'), align: 'end', cell: (g) => amount(g.gridProfit) },
    {
      key: 'trips',
      header: t('roundTrips'),
      align: 'end',
      cell: (g) => (g.roundTrips === undefined ? DASH : String(g.roundTrips)),
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

export function strategyColumns(
  t: TFunction,
  price: SymbolPrice,
  pair: PairLabel,
): Column<StrategyOrder>[] {
  return [
    {
      key: 'time',
      header: t('time'),
      width: '150px',
      wide: true,
      cell: (s) => formatTime(s.createdTime),
    },
    { key: 'type', header: t('strategyType'), cell: (s) => t(`strategyName.${s.strategyType}`) },
    { key: 'pair', header: t('symbol'), cell: (s) => (s.symbol ? pair(s.symbol) : DASH) },
    { key: 'side', header: t('side'), cell: (s) => (s.side ? side(t, s.side) : DASH) },
    { key: 'price', header: t('price'), align: 'end', cell: (s) => price(s.symbol, s.price) },
    { key: 'size', header: t('quantity'), align: 'end', cell: (s) => amount(s.size) },
    { key: 'filled', header: t('filled'), align: 'end', cell: (s) => amount(s.executedSize) },
    {
      key: 'state',
      header: t('status'),
      cell: (s) =>
        s.closeReason
          ? t(`closeReasonName.${s.closeReason}`)
          : s.state
            ? t(`gridState.${s.state}`, { defaultValue: s.state })
            : DASH,
    },
    {
      key: 'avg',
      header: t('avgPrice'),
      align: 'end',
      cell: (s) => (s.avgPrice ? price(s.symbol, s.avgPrice) : DASH),
    },
  ];
}

export function positionColumns(t: TFunction, amountOf: TokenAmount): Column<PositionRow>[] {
  const of = (p: PositionRow, value: string | undefined) => amountOf(p.coin, value);
  return [
    { key: 'coin', header: t('coin'), cell: (p) => dash(p.coin) },
    { key: 'size', header: t('total'), align: 'end', cell: (p) => of(p, p.size) },
    { key: 'free', header: t('available'), align: 'end', cell: (p) => of(p, p.free) },
    { key: 'locked', header: t('inOrders'), align: 'end', cell: (p) => of(p, p.locked) },
    {
      key: 'usdt',
      header: t('usdtValue'),
      align: 'end',
      cell: (p) => amountOf('USDT', p.usdtValue),
    },
  ];
}

/** Balances at each token's precision, cut (issue 18: they showed ten decimals). */
export function assetColumns(t: TFunction, amountOf: TokenAmount): Column<TokenBalance>[] {
  return [
    { key: 'coin', header: t('coin'), cell: (b) => dash(b.tokenId) },
    { key: 'free', header: t('available'), align: 'end', cell: (b) => amountOf(b.tokenId, b.free) },
    {
      key: 'locked',
      header: t('inOrders'),
      align: 'end',
      cell: (b) => amountOf(b.tokenId, b.locked),
    },
    {
      key: 'usdt',
      header: t('usdtValue'),
      align: 'end',
      cell: (b) => amountOf('USDT', b.occAssetUSDTValue),
    },
  ];
}

export function liabilityColumns(
  t: TFunction,
  amountOf: TokenAmount,
): Column<UnifiedCoinBalance>[] {
  return [
    { key: 'coin', header: t('coin'), cell: (b) => dash(b.tokenId) },
    {
      key: 'borrow',
      header: t('borrowed'),
      align: 'end',
      cell: (b) => amountOf(b.tokenId, b.borrowSize),
    },
    {
      key: 'wallet',
      header: t('walletBalance'),
      align: 'end',
      cell: (b) => amountOf(b.tokenId, b.walletBalance),
    },
  ];
}
