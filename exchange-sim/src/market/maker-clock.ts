/** Highest book-change rate per symbol the clock accepts (changes per second). */
export const MAX_BOOK_RATE = 1000;

const MIN_PERIOD_MS = 5;
const MAX_PERIOD_MS = 100;

/**
 * Drives market-maker steps at `rate` per second. It wakes at most every 5 ms and at least
 * every 100 ms, and hands over how many steps are due since the last wake-up, so the rate
 * holds whatever the timer's precision; a stalled event loop is not paid back in a burst.
 */
export class MakerClock {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private credit = 0;
  private last = 0;

  constructor(
    private currentRate: number,
    private readonly onSteps: (count: number, now: number) => void,
  ) {
    assertRate(currentRate);
  }

  get rate(): number {
    return this.currentRate;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  setRate(rate: number): void {
    assertRate(rate);
    this.currentRate = rate;
    this.credit = Math.min(this.credit, 1);
  }

  start(): void {
    if (this.timer !== null) return;
    this.last = Date.now();
    this.credit = 0;
    this.schedule();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    const rate = this.currentRate;
    const period = rate > 0 ? 1000 / rate : MAX_PERIOD_MS;
    const delay = Math.min(MAX_PERIOD_MS, Math.max(MIN_PERIOD_MS, period));
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  private wake(): void {
    const now = Date.now();
    this.credit += ((now - this.last) * this.currentRate) / 1000;
    this.last = now;
    const burst = Math.max(1, Math.ceil(this.currentRate / 10));
    const due = Math.min(Math.floor(this.credit), burst);
    this.credit = Math.min(this.credit - due, burst);
    if (due > 0) this.onSteps(due, now);
    if (this.timer !== null) this.schedule();
  }
}

/** Throws unless `rate` is a finite number in [0, MAX_BOOK_RATE]. */
export function assertRate(rate: number): void {
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_BOOK_RATE) {
    throw new RangeError(`book rate must be between 0 and ${MAX_BOOK_RATE}, got ${rate}`);
  }
}
