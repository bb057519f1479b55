export type FrameScheduler = (callback: () => void) => void;

/** The browser's frame clock; outside a browser, a macrotask (tests, Node). */
export const defaultFrameScheduler: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 16);
};

/**
 * Coalesces any number of `notify()` calls into one call of each listener on the next frame,
 * so data arriving at feed rate is committed to the screen at most once per frame.
 */
export interface FrameSignal {
  notify(): void;
  subscribe(listener: () => void): () => void;
  listenerCount(): number;
}

export function createFrameSignal(
  schedule: FrameScheduler = defaultFrameScheduler,
  onListenerError: (error: unknown) => void = (error) => console.error(error),
): FrameSignal {
  const listeners = new Set<() => void>();
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        onListenerError(error);
      }
    }
  };
  return {
    notify() {
      if (scheduled || listeners.size === 0) return;
      scheduled = true;
      schedule(flush);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    listenerCount: () => listeners.size,
  };
}
