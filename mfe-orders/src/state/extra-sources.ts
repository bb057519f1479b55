import {
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
} from '@spot/contracts';
import { validRows } from '../domain/guards';
import type { ListReply } from './async-list';
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
    if (!result.ok) return { ok: false, message: result.message };
    const list = listField(result.result);
    if (!isStrategyRows(list)) return { ok: false, message: 'malformed strategy list' };
    return { ok: true, rows: list.filter((r) => r.strategyType === 'grid') };
  };
}

const TOOL_TYPES: ReadonlySet<string> = new Set(STRATEGY_TYPES);

/** Iceberg, TWAP, chase and webhook orders, listed when their status is 3 (spec 001 §2). */
export function toolStrategiesFetch(host: HostApi, scope: () => ListScope) {
  return async (signal: AbortSignal): Promise<ListReply<StrategyOrder>> => {
    const s = scope();
    const result = await host.api.call(
      'strategyList',
      {
        status: 3,
        category: 'spot',
        strategyType: STRATEGY_TYPES.join(','),
        pageSize: STRATEGY_PAGE_SIZE.history,
        ...(s.allPairs ? {} : { symbol: s.symbolName }),
      },
      { signal },
    );
    if (!result.ok) return { ok: false, message: result.message };
    const list = listField(result.result);
    if (!isStrategyRows(list)) return { ok: false, message: 'malformed strategy list' };
    return {
      ok: true,
      rows: list.filter(
        (r): r is StrategyOrder => TOOL_TYPES.has(r.strategyType) && r.status === 3,
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
    if (!result.ok) return { ok: false, message: result.message };
    return { ok: true, rows: validRows(listField(result.result), isPositionRow, 'queryPositions') };
  };
}

export function assetsFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<TokenBalance>> => {
    const result = await host.api.call('balances', {}, { signal });
    if (!result.ok) return { ok: false, message: result.message };
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
    if (!result.ok) return { ok: false, message: result.message };
    return {
      ok: true,
      rows: validRows(listField(result.result), isUnifiedCoinBalance, 'liabilities'),
    };
  };
}
