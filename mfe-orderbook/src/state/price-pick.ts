import type { BusEvents, HostApi } from '@spot/contracts';

/** A row of the book picked by the trader, offered to the order entry through the bus. */
export function pickBookPrice(host: HostApi, pick: BusEvents['orderbook/price-picked']): void {
  host.bus.emit('orderbook/price-picked', pick);
}
