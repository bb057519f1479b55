import { WebSocket } from 'ws';

/** A parsed server frame, loosely typed for assertions. */
export type Frame = Record<string, unknown>;

/**
 * A `ws` client for tests: keeps every frame it receives and lets a test wait for the next one
 * that matches, whether it already arrived or not. Taken frames are not matched again.
 */
export class TestSocket {
  private readonly frames: Frame[] = [];
  private readonly taken = new Set<number>();
  private waiters: (() => void)[] = [];
  readonly closed: Promise<number>;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      const waiters = this.waiters;
      this.waiters = [];
      for (const wake of waiters) wake();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Every frame received so far, in order. */
  all(): readonly Frame[] {
    return this.frames;
  }

  /** The first untaken frame that matches, waiting up to `timeoutMs` for it. */
  next(match: (frame: Frame) => boolean, timeoutMs = 3_000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
      const look = (): void => {
        const index = this.frames.findIndex((f, i) => !this.taken.has(i) && match(f));
        const frame = this.frames[index];
        if (index >= 0 && frame) {
          this.taken.add(index);
          clearTimeout(timer);
          resolve(frame);
        } else {
          this.waiters.push(look);
        }
      };
      look();
    });
  }

  /** Next ack of a request id. */
  ack(id: string): Promise<Frame> {
    return this.next((f) => (f.op === 'subscribe' || f.op === 'unsubscribe') && f.id === id);
  }

  /** Next data frame of a key, optionally of one type. */
  data(key: string, type?: 'snapshot' | 'delta'): Promise<Frame> {
    return this.next(
      (f) => f.key === key && 'data' in f && (type === undefined || f.type === type),
    );
  }

  /** Round trip of a ping: every frame the server sent before the pong has arrived after it. */
  async flush(): Promise<void> {
    const id = `flush-${Math.random()}`;
    this.send({ op: 'ping', id });
    await this.next((f) => f.op === 'pong' && f.id === id);
  }

  close(): Promise<number> {
    this.ws.close();
    return this.closed;
  }
}
