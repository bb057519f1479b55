import type { DecimalString, HostApi } from '@spot/contracts';

/**
 * Hears the prices the trader picks in the order book or on the chart; returns the
 * unsubscribe.
 */
export function onPickedPrice(host: HostApi, apply: (price: DecimalString) => void): () => void {
  const offBook = host.bus.on('orderbook/price-picked', (pick) => apply(pick.price));
  const offChart = host.bus.on('chart/price-picked', (pick) => apply(pick.price));
  return () => {
    offBook();
    offChart();
  };
}
