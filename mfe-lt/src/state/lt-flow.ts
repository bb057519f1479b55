import type { BusEvents, HostApi } from '@spot/contracts';

/** Tells the order entry how the trader answered the leveraged-token notice. */
export function finishLtFlow(
  host: HostApi,
  requestId: string,
  outcome: BusEvents['lt/flow-finished']['outcome'],
): void {
  host.bus.emit('lt/flow-finished', { requestId, outcome });
}
