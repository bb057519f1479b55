import {
  Dec,
  formatPrice,
  isDecimalString,
  modifyCall,
  orderFamilyOf,
  type DecimalString,
  type Order,
  type OrderFamily,
  type SymbolInfo,
} from '@spot/contracts';

/** One open order drawn as a line on the price pane (spec 000 §1, §4). */
export interface OrderLine {
  readonly orderId: string;
  readonly side: Order['side'];
  readonly family: OrderFamily;
  /** Where the line sits: the limit price, or the trigger price of a plan order. */
  readonly price: DecimalString;
  /** What a drag moves (spec 000 §4), or null for a line that cannot be dragged. */
  readonly field: 'price' | 'trigger' | null;
  /** Quantity shown on the line. */
  readonly quantity: DecimalString;
}

/** The price a line of this family sits at: plan orders at their trigger. */
function anchorOf(order: Order, family: OrderFamily): DecimalString | undefined {
  if (family === 'limitMarket') return order.price;
  if (family === 'oco' && order.ocoLeg === 'TP') return order.price;
  return order.triggerPrice ?? order.price;
}

/**
 * The lines of the open orders of one symbol: each order at its price, or its trigger price
 * for conditional, stop-limit, trailing and an OCO's stop-loss leg. Limit, conditional and
 * stop-limit lines can be dragged (price, or trigger); trailing and OCO lines only cancelled.
 * An order with no positive price to draw has no line.
 */
export function orderLinesOf(orders: readonly Order[], symbolName: string): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const order of orders) {
    if (order.symbolId !== symbolName) continue;
    const family = orderFamilyOf(order);
    const price = anchorOf(order, family);
    if (price === undefined || !isDecimalString(price) || new Dec(price).lte(0)) continue;
    const draggable = modifyCall(order, { price: order.price, quantity: order.origQty });
    const field =
      draggable === null || family === 'trailingStop' || family === 'oco'
        ? null
        : family === 'limitMarket'
          ? 'price'
          : 'trigger';
    lines.push({
      orderId: order.orderId,
      side: order.side,
      family,
      price,
      field,
      quantity: order.orderQtyForView ?? order.origQty,
    });
  }
  return lines;
}

/** A line's price as the chart's axis shows it. */
export function linePriceText(line: OrderLine, symbol: SymbolInfo | undefined): string {
  return formatPrice(line.price, symbol);
}

/**
 * The modification a drag asks for: the new limit price, or the new trigger price keeping the
 * limit price; the quantity unchanged.
 */
export function draggedModification(
  order: Order,
  field: 'price' | 'trigger',
  newPrice: DecimalString,
): {
  readonly price: DecimalString;
  readonly quantity: DecimalString;
  readonly triggerPrice?: DecimalString;
} {
  return field === 'price'
    ? { price: newPrice, quantity: order.origQty }
    : { price: order.price, quantity: order.origQty, triggerPrice: newPrice };
}
