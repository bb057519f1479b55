/** Timers the strategy engine schedules TWAP children with (tests pass fake ones). */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const REAL_TIMERS: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One timer per strategy at most: scheduling again replaces it. Closing stops them all (the
 * sim is closing; what was due runs after the restart, from the journal).
 */
export class RunClock {
  private readonly handles = new Map<string, unknown>();
  private closed = false;

  constructor(
    private readonly timers: Timers,
    private readonly now: () => number,
  ) {}

  /** Runs `fire` at `at` (ms; at once when past) for the strategy `id`. */
  schedule(id: string, at: number, fire: () => void): void {
    this.cancel(id);
    if (this.closed) return;
    const handle = this.timers.setTimeout(
      () => {
        this.handles.delete(id);
        fire();
      },
      Math.max(0, at - this.now()),
    );
    this.handles.set(id, handle);
  }

  cancel(id: string): void {
    const handle = this.handles.get(id);
    if (handle === undefined) return;
    this.timers.clearTimeout(handle);
    this.handles.delete(id);
  }

  close(): void {
    this.closed = true;
    for (const handle of this.handles.values()) this.timers.clearTimeout(handle);
    this.handles.clear();
  }
}
