import {
  refusalText,
  type ApiResult,
  type Order,
  type RefusalTexts,
  type ToastRequest,
} from '@spot/contracts';
import { subTabOf, type OrderSubTab } from './sub-tabs';

/** The margin-liquidation code of a cancel (spec 000 §8). */
export const LIQUIDATION_CODE = 81001;

/**
 * The toast after a cancel or cancel-all (spec 000 §8): failure is operationFail with the
 * server's message (in the page's language where the host's error-code texts know its code,
 * `refusalText`), code 81001 is liquidationErrorInfo; success is cancelSuccess for one order,
 * operationSuccess for cancel-all.
 */
export function cancelToast(
  result: ApiResult<unknown>,
  scope: 'one' | 'all',
  texts: RefusalTexts,
): ToastRequest {
  if (result.ok) {
    return {
      kind: 'success',
      key: scope === 'one' ? 'orders:cancelSuccess' : 'orders:operationSuccess',
    };
  }
  if (result.code === LIQUIDATION_CODE)
    return { kind: 'error', key: 'orders:liquidationErrorInfo' };
  return {
    kind: 'error',
    key: 'orders:operationFail',
    params: { message: refusalText(texts, result) },
  };
}

/**
 * The orders a sub-tab shows (spec 000 §5): when not showing all pairs only those of the
 * current symbol are kept.
 */
export function ordersOfSubTab(
  orders: readonly Order[],
  subTab: OrderSubTab,
  symbolName: string,
  allPairs: boolean,
): Order[] {
  return orders.filter((o) => subTabOf(o) === subTab && (allPairs || o.symbolId === symbolName));
}

/** Cancel-all is enabled only if the current sub-tab has open orders (spec 000 §5). */
export function canCancelAll(
  orders: readonly Order[],
  subTab: OrderSubTab,
  symbolName: string,
  allPairs: boolean,
): boolean {
  return ordersOfSubTab(orders, subTab, symbolName, allPairs).length > 0;
}
