import type { DecimalString, HostApi } from '@spot/contracts';

/** A price picked on the chart (alt+click), offered to the order entry through the bus. */
export function pickChartPrice(host: HostApi, price: DecimalString): void {
  host.bus.emit('chart/price-picked', { price });
}
