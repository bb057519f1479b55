import type { Order, OrderStatus, UtaOrderStatus, UtaSpotOrder } from '@spot/contracts';

let seq = 0;

/** A limit buy on BTCUSDT unless told otherwise; ids count up. */
export function orderOf(fields: Partial<Order> = {}): Order {
  seq += 1;
  return {
    orderId: `o${seq}`,
    clientOrderId: `c${seq}`,
    symbolId: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    price: '20000.00',
    origQty: '0.010000',
    executedQty: '0',
    status: 'NEW',
    time: 1_700_000_000_000 + seq,
    ...fields,
  };
}

export function withStatus(order: Order, status: OrderStatus, fields: Partial<Order> = {}): Order {
  return { ...order, status, ...fields };
}

export function utaOf(order: Order, status: UtaOrderStatus): UtaSpotOrder {
  return { ...order, status };
}
