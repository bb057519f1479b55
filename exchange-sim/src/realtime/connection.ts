import { WebSocket } from 'ws';

/** A socket that buffers more than this is a slow consumer and is closed (1013). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * One client socket. `send` applies the route's added latency: every outgoing message is
 * delayed by the same amount, so their order is kept.
 */
export class Connection {
  /** Keys this socket is subscribed to. */
  readonly keys = new Set<string>();
  private readonly pending = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly ws: WebSocket,
    readonly route: number,
    private readonly latencyMs: number,
  ) {}

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(text: string): void {
    if (this.latencyMs <= 0) {
      this.write(text);
      return;
    }
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      this.write(text);
    }, this.latencyMs);
    this.pending.add(timer);
  }

  /** Closes with a code (4005 = reconnect now) and drops messages still delayed. */
  close(code: number, reason: string): void {
    this.dropPending();
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.close(code, reason);
    }
  }

  terminate(): void {
    this.dropPending();
    this.ws.terminate();
  }

  dropPending(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }

  private write(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(1013, 'slow consumer');
      return;
    }
    this.ws.send(text);
  }
}
