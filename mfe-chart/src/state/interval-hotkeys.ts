import type { HostApi } from '@spot/contracts';
import { adjacentInterval } from '../domain/intervals';
import type { ChartStore } from './chart-store';

/** The `[` and `]` hotkeys step the chart's interval (issue 24); returns the unsubscribe. */
export function followIntervalHotkeys(host: HostApi, store: ChartStore): () => void {
  return host.bus.on('keyboard/hotkey-pressed', ({ action }) => {
    if (action !== 'interval-previous' && action !== 'interval-next') return;
    const state = store.getState();
    state.setInterval(adjacentInterval(state.interval, action === 'interval-next' ? 1 : -1));
  });
}
