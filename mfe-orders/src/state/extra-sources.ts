import {
  STRATEGY_ORDER_STATUS,
  STRATEGY_PAGE_SIZE,
  STRATEGY_TYPES,
  isNonNegativeDecimalString,
  isPrivateTopicData,
  isTokenBalance,
  isUnifiedCoinBalance,
  type GridStrategyOrder,
  type HostApi,
  type StrategyOrder,
  type StrategyTopicRow,
  type TokenBalance,
  type UnifiedCoinBalance,
  refusalText,
} from '@spot/contracts';
import { validRows } from '../domain/guards';
import type { ListReply } from './async-list';
import { listFailure } from './list-failure';
import type { ListScope } from './sources';

const isStrategyRows = (v: unknown): v is readonly StrategyTopicRow[] =>
  isPrivateTopicData('strategy', v);

function listField(result: unknown): unknown {
  return typeof result === 'object' && result !== null
    ? (result as Record<string, unknown>).list
    : undefined;
}

/**
 * The grid bots of one tab (spec 000 §7 strategy list: page size 80, 20 for history): running
 * asks status 2 (5 counts as 2), completed status 3.
 */
export function gridBotsFetch(host: HostApi, tab: 'running' | 'completed', scope: () => ListScope) {
  return async (signal: AbortSignal): Promise<ListReply<GridStrategyOrder>> => {
    const s = scope();
    const result = await host.api.call(
      'strategyList',
      {
        status: tab === 'running' ? 2 : 3,
        category: 'spot',
        strategyType: 'grid',
        pageSize: tab === 'running' ? STRATEGY_PAGE_SIZE.open : STRATEGY_PAGE_SIZE.history,
        ...(s.allPairs ? {} : { symbol: s.symbolName }),
      },
      { signal },
    );
    if (!result.ok) return listFailure(result);
    const list = listField(result.result);
    if (!isStrategyRows(list)) return { ok: false, message: 'malformed strategy list' };
    return { ok: true, rows: list.filter((r) => r.strategyType === 'grid') };
  };
}

const TOOL_TYPES: ReadonlySet<string> = new Set(STRATEGY_TYPES);

/**
 * Iceberg, TWAP, chase and webhook orders of one tab: the history holds status 3, the list
 * spec 001 §2 shows; running (status 2) is where a trader cancels one.
 */
export function toolStrategiesFetch(
  host: HostApi,
  tab: 'running' | 'history',
  scope: () => ListScope,
) {
  const status = tab === 'running' ? STRATEGY_ORDER_STATUS.running : STRATEGY_ORDER_STATUS.finished;
  return async (signal: AbortSignal): Promise<ListReply<StrategyOrder>> => {
    const s = scope();
    const result = await host.api.call(
      'strategyList',
      {
        status,
        category: 'spot',
        strategyType: STRATEGY_TYPES.join(','),
        pageSize: tab === 'running' ? STRATEGY_PAGE_SIZE.open : STRATEGY_PAGE_SIZE.history,
        ...(s.allPairs ? {} : { symbol: s.symbolName }),
      },
      { signal },
    );
    if (!result.ok) return listFailure(result);
    const list = listField(result.result);
    if (!isStrategyRows(list)) return { ok: false, message: 'malformed strategy list' };
    return {
      ok: true,
      rows: list.filter(
        (r): r is StrategyOrder => TOOL_TYPES.has(r.strategyType) && r.status === status,
      ),
    };
  };
}

/** A spot holding of queryPositions (spec 000 §7); only the fields shown are read. */
export interface PositionRow {
  readonly coin: string;
  readonly size?: string;
  readonly free?: string;
  readonly locked?: string;
  readonly usdtValue?: string;
}

const optionalAmount = (v: unknown) => v === undefined || isNonNegativeDecimalString(v);

function isPositionRow(v: unknown): v is PositionRow {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.coin === 'string' &&
    optionalAmount(r.size) &&
    optionalAmount(r.free) &&
    optionalAmount(r.locked) &&
    optionalAmount(r.usdtValue)
  );
}

export function positionsFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<PositionRow>> => {
    const result = await host.api.call('queryPositions', { needSort: true }, { signal });
    if (!result.ok) return listFailure(result);
    return { ok: true, rows: validRows(listField(result.result), isPositionRow, 'queryPositions') };
  };
}

export function assetsFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<TokenBalance>> => {
    const result = await host.api.call('balances', {}, { signal });
    if (!result.ok) return listFailure(result);
    return { ok: true, rows: validRows(result.result, isTokenBalance, 'balances') };
  };
}

/** Borrowed coins (spec 000 §7 liability list): the unpaid repayments and the borrowing tab. */
export function liabilitiesFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<UnifiedCoinBalance>> => {
    const result = await host.api.call(
      'liabilities',
      { settleCoin: 'all', ignoreZeroBorrowSize: true },
      { signal },
    );
    if (!result.ok) return listFailure(result);
    return {
      ok: true,
      rows: validRows(listField(result.result), isUnifiedCoinBalance, 'liabilities'),
    };
  };
}

/** Runs `onChange` on each push of the `strategy` topic (a bot or a tool's order changed). */
export function onStrategyPush(host: HostApi, onChange: () => void): () => void {
  return host.realtime.subscribe('strategy', {}, () => onChange());
}

/**
 * Stops a running grid bot (close reason manual) or cancels an iceberg or TWAP, after the
 * trader confirms; says how it went. Resolves true when the exchange stopped it.
 */
export async function stopStrategy(
  host: HostApi,
  row: { readonly strategyId: string; readonly strategyType: string },
): Promise<boolean> {
  const grid = row.strategyType === 'grid';
  const confirmed = await host.ui.confirm({
    title: grid ? 'orders:stopGridTitle' : 'orders:cancelStrategyTitle',
    body: grid ? 'orders:stopGridBody' : 'orders:cancelStrategyBody',
    confirmKey: grid ? 'orders:stopGrid' : 'orders:cancelStrategy',
  });
  if (!confirmed) return false;
  const reply = await host.api.call('strategyStop', { strategy_id: row.strategyId });
  if (reply.ok) {
    host.ui.toast({
      kind: 'success',
      key: grid ? 'orders:gridStopped' : 'orders:strategyCancelled',
    });
    void host.account.refresh();
    return true;
  }
  host.ui.toast({
    kind: 'error',
    key: 'orders:stopFailed',
    params: { message: refusalText(host.i18n.instance, reply) },
  });
  return false;
}
