import {
  classifyCreateFailure,
  newClientOrderId,
  type DecimalString,
  type HostApi,
  type OrderSide,
  refusalText,
} from '@spot/contracts';

export type QuickOrderResult =
  | { readonly kind: 'placed' }
  | { readonly kind: 'failed'; readonly key: string; readonly params?: Record<string, string> };

/**
 * Sends a quick limit order from the chart (spec 000 §4, §7): `orderCreate` with a fresh
 * `client_order_id` (the host adds the trace headers). A trade-limit code sets the state every
 * trading surface shows (`order/limit-reached`); a placed order is announced as the order
 * entry's are (`order/placed`), and the balances are read again.
 */
export async function placeQuickOrder(
  host: HostApi,
  order: {
    readonly symbolName: string;
    readonly side: OrderSide;
    readonly price: DecimalString;
    readonly quantity: DecimalString;
  },
): Promise<QuickOrderResult> {
  const clientOrderId = newClientOrderId();
  const result = await host.api.call('orderCreate', {
    symbol_id: order.symbolName,
    side: order.side,
    type: 'limit',
    price: order.price,
    quantity: order.quantity,
    client_order_id: clientOrderId,
  });
  if (!result.ok) {
    const failed = classifyCreateFailure(result);
    if (failed.kind === 'tradeTryLimit' || failed.kind === 'standardAccountLimit') {
      host.bus.emit('order/limit-reached', { state: failed.kind });
      return { kind: 'failed', key: failed.kind };
    }
    if (failed.kind === 'timeout') return { kind: 'failed', key: 'quickOrderTimeout' };
    return {
      kind: 'failed',
      key: 'operationFail',
      params: { message: refusalText(host.i18n.instance, failed.failure) },
    };
  }
  host.bus.emit('order/placed', {
    orderId: result.result.orderId,
    clientOrderId: result.result.clientOrderId || clientOrderId,
    symbolName: order.symbolName,
    side: order.side,
    type: result.result.type || 'LIMIT',
  });
  host.ui.toast({ kind: 'success', key: 'chart:quickOrderPlaced' });
  void host.account.refresh();
  return { kind: 'placed' };
}
