import type { ConnectionState } from '@spot/contracts';
import { watchServerGap } from './server-gap';

function fakeRealtime(initial: ConnectionState) {
  let state = initial;
  const listeners = new Set<(s: ConnectionState) => void>();
  return {
    state: () => state,
    onState: (listener: (s: ConnectionState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: ConnectionState) {
      state = next;
      listeners.forEach((l) => l(next));
    },
  };
}

describe('server-status gap', () => {
  it('rebuilds when the link comes back after at least the threshold', () => {
    let now = 0;
    const realtime = fakeRealtime('live');
    const onRebuild = jest.fn();
    watchServerGap(realtime, 60_000, onRebuild, () => now);
    realtime.set('reconnecting');
    now = 30_000;
    realtime.set('stale');
    now = 60_000;
    realtime.set('live');
    expect(onRebuild).toHaveBeenCalledTimes(1);
  });

  it('does not rebuild after a shorter gap', () => {
    let now = 0;
    const realtime = fakeRealtime('live');
    const onRebuild = jest.fn();
    watchServerGap(realtime, 60_000, onRebuild, () => now);
    realtime.set('reconnecting');
    now = 59_999;
    realtime.set('live');
    expect(onRebuild).not.toHaveBeenCalled();
  });

  it('counts a gap from mounting while not live', () => {
    let now = 0;
    const realtime = fakeRealtime('connecting');
    const onRebuild = jest.fn();
    const stop = watchServerGap(realtime, 1_000, onRebuild, () => now);
    now = 1_000;
    realtime.set('live');
    expect(onRebuild).toHaveBeenCalledTimes(1);
    stop();
    realtime.set('reconnecting');
    now = 10_000;
    realtime.set('live');
    expect(onRebuild).toHaveBeenCalledTimes(1);
  });
});
