import {
  type BorrowRecord,
  type BorrowRecordStatus,
  type HostApi,
  type MarginInfo,
  type RepayRecord,
  type UnifiedOpenOrderRow,
  refusalText,
} from '@spot/contracts';
import { owedOf } from '../domain/margin-rows';
import type { ListReply } from './async-list';
import { listFailure } from './list-failure';

/** The borrows still owed or paid off (Repayment › Unpaid, Paid off). */
export function borrowRecordsFetch(host: HostApi, status: BorrowRecordStatus) {
  return async (signal: AbortSignal): Promise<ListReply<BorrowRecord>> => {
    const reply = await host.api.call('borrowRecords', { status }, { signal });
    if (!reply.ok) return listFailure(reply);
    return { ok: true, rows: reply.result.list };
  };
}

/** Every repayment, newest first (Repayment › Repayments). */
export function repayRecordsFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<RepayRecord>> => {
    const reply = await host.api.call('repayRecords', {}, { signal });
    if (!reply.ok) return listFailure(reply);
    return { ok: true, rows: reply.result.list };
  };
}

/** The account's margin for the MMR tab, as one row. */
export function marginInfoFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<MarginInfo>> => {
    const reply = await host.api.call('marginInfo', {}, { signal });
    if (!reply.ok) return listFailure(reply);
    return { ok: true, rows: [reply.result] };
  };
}

/**
 * The integrated area's future-spread orders (spec 001 §2): the unified open-order query asked
 * for the future-spread market of every symbol. Replies arrive checked by the host (the
 * contract's `REPLY_GUARDS`), so the lists are read as they come.
 */
export function futureSpreadFetch(host: HostApi) {
  return async (signal: AbortSignal): Promise<ListReply<UnifiedOpenOrderRow>> => {
    const reply = await host.api.call(
      'queryOpenOrders',
      { marketType: 'futureSpread', symbol: '', supportFutureSpread: true },
      { signal },
    );
    if (!reply.ok) return listFailure(reply);
    return { ok: true, rows: reply.result.list };
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
      : {
          kind: 'error',
          key: 'orders:operationFail',
          params: { message: refusalText(host.i18n.instance, reply) },
        },
  );
  return reply.ok;
}
