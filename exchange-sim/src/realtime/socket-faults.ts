import type { Random } from '../lib/prng';
import { createRandom, deriveSeed } from '../lib/prng';

/** Longest added delay a test may ask for. */
export const MAX_FAULT_DELAY_MS = 60_000;

export interface SocketFaultState {
  /** Added to every outgoing message of every socket, on top of the route's latency. */
  readonly delayMs: number;
  /** Share (0–1) of data messages dropped; acks and pongs are never dropped. */
  readonly dropRatio: number;
  /** Sockets stay open but send nothing and read nothing, protocol pings included. */
  readonly stalled: boolean;
}

/**
 * The socket faults of test mode (`/__sim/sockets/*`), shared by every connection. Drops are
 * drawn from the run's seed, so a test-mode run drops the same messages each time.
 */
export class SocketFaults {
  private delay = 0;
  private ratio = 0;
  private stall = false;
  private readonly random: Random;

  constructor(seed: number) {
    this.random = createRandom(deriveSeed(seed, 'socket-faults'));
  }

  get delayMs(): number {
    return this.delay;
  }

  get stalled(): boolean {
    return this.stall;
  }

  state(): SocketFaultState {
    return { delayMs: this.delay, dropRatio: this.ratio, stalled: this.stall };
  }

  setDelay(ms: number): void {
    this.delay = ms;
  }

  setDropRatio(ratio: number): void {
    this.ratio = ratio;
  }

  setStalled(on: boolean): void {
    this.stall = on;
  }

  /** Whether the next data message is lost. */
  dropsNext(): boolean {
    return this.ratio > 0 && this.random.next() < this.ratio;
  }

  reset(): void {
    this.delay = 0;
    this.ratio = 0;
    this.stall = false;
  }
}
