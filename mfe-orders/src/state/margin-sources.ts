import type {
  BorrowRecord,
  BorrowRecordStatus,
  HostApi,
  MarginInfo,
  RepayRecord,
  UnifiedOpenOrderRow,
} from '@spot/contracts';
import {
  isBorrowRecord,
  isFutureSpreadRow,
  isMarginInfo,
  isRepayRecord,
  owedOf,
} from '../domain/margin-rows';
import { validRows } from '../domain/guards';
import type { ListReply } from './async-list';

const listOf = (result: unknown): unknown =>
  typeof result === 'object' && result !== null
    ? (result as Record<string, unknown>).list
    : undefined;

/** The borrows still owed or paid off (Repayment › Unpaid, Paid off). */
export function borrowRecordsFetch(host: HostApi, status: BorrowRecordStatus) {
  return async (signal: AbortSignal): Promise<ListReply<BorrowRecord>> => {
    const reply = await host.api.call('borrowRecords', { status }, { signal });
    if (!reply.ok) return { ok: false, message: reply.message };
    return { ok: true, rows: validRows(listOf(reply.result), isBorrowRecord, 'borrowRecords') };
  };
}

/** Every repayment, newest first (Repayment › Repayments). */
export function repayRecordsFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<RepayRecord>> => {
    const reply = await host.api.call('repayRecords', {}, { signal });
    if (!reply.ok) return { ok: false, message: reply.message };
    return { ok: true, rows: validRows(listOf(reply.result), isRepayRecord, 'repayRecords') };
  };
}

/** The account's margin for the MMR tab, as one row. */
export function marginInfoFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<MarginInfo>> => {
    const reply = await host.api.call('marginInfo', {}, { signal });
    if (!reply.ok) return { ok: false, message: reply.message };
    return isMarginInfo(reply.result)
      ? { ok: true, rows: [reply.result] }
      : { ok: false, message: 'malformed margin info' };
  };
}

/**
 * The integrated area's future-spread orders (spec 001 §2): the unified open-order query asked
 * for the future-spread market of every symbol.
 */
export function futureSpreadFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<UnifiedOpenOrderRow>> => {
    const reply = await host.api.call(
      'queryOpenOrders',
      { marketType: 'futureSpread', symbol: '', supportFutureSpread: true },
      { signal },
    );
    if (!reply.ok) return { ok: false, message: reply.message };
    return {
      ok: true,
      rows: validRows(listOf(reply.result), isFutureSpreadRow, 'queryOpenOrders'),
    };
  };
}

/**
 * Repays what a borrow still owes (principal and interest), after the trader confirms:
 * `operationSuccess` or the server's message (`operationFail`), as the other actions toast.
 * The repayment takes the coin's oldest borrow first. True when it went through.
 */
export async function repayBorrow(host: HostApi, record: BorrowRecord): Promise<boolean> {
  const amount = owedOf(record);
  const confirmed = await host.ui.confirm({
    title: 'orders:repayTitle',
    body: 'orders:repayBody',
    confirmKey: 'orders:repay',
  });
  if (!confirmed) return false;
  const reply = await host.api.call('repay', { coin: record.coin, amount });
  host.ui.toast(
    reply.ok
      ? { kind: 'success', key: 'orders:repaid', params: { amount, coin: record.coin } }
      : { kind: 'error', key: 'orders:operationFail', params: { message: reply.message } },
  );
  return reply.ok;
}
