import { WebSocket } from 'ws';
import type { SocketFaults } from './socket-faults';

/** A socket that buffers more than this is a slow consumer and is closed (1013). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** The session a socket's upgrade carried: private topics are served to this user only. */
export interface SocketSession {
  readonly userId: string;
  /** Server-side id of the session (the SHA-256 of the cookie), to close on logout. */
  readonly sid: string;
}

interface Queued {
  readonly due: number;
  readonly text: string;
}

/**
 * One client socket. Every outgoing message waits the route's latency plus the test-mode
 * delay; a queue keeps them in order even when the delay changes. Data messages may be
 * dropped by the test-mode drop ratio, replies (acks, pongs) never; a stall discards all.
 */
export class Connection {
  /** Keys this socket is subscribed to, public and private. */
  readonly keys = new Set<string>();
  private readonly queue: Queued[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ws: WebSocket,
    readonly route: number,
    private readonly latencyMs: number,
    private readonly faults: SocketFaults,
    /** Null for an anonymous socket. */
    readonly session: SocketSession | null = null,
  ) {}

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Sends a reply (ack, pong). */
  send(text: string): void {
    const delay = this.latencyMs + this.faults.delayMs;
    if (delay <= 0 && this.queue.length === 0) {
      this.write(text);
      return;
    }
    const last = this.queue[this.queue.length - 1];
    const due = Math.max(Date.now() + delay, last?.due ?? 0);
    this.queue.push({ due, text });
    this.schedule();
  }

  /** Sends a data message (snapshot, delta): subject to the test-mode drop ratio. */
  sendData(text: string): void {
    if (this.faults.dropsNext()) return;
    this.send(text);
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
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.queue.length = 0;
  }

  private schedule(): void {
    const head = this.queue[0];
    if (this.timer !== null || !head) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.flushDue();
      },
      Math.max(0, head.due - Date.now()),
    );
  }

  private flushDue(): void {
    const now = Date.now();
    let sent = 0;
    for (const item of this.queue) {
      if (item.due > now) break;
      this.write(item.text);
      sent += 1;
    }
    this.queue.splice(0, sent);
    this.schedule();
  }

  private write(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN || this.faults.stalled) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(1013, 'slow consumer');
      return;
    }
    this.ws.send(text);
  }
}
