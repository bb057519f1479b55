import {
  CLOSE_CODES,
  REALTIME_TIMING,
  parseServerMessage,
  type ConnectionState,
  type DataMessage,
} from '@spot/contracts';

/** The part of WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RealtimeClientOptions {
  /** The socket URL of the selected route; read at every (re)connect. */
  readonly url: () => string;
  readonly createSocket?: (url: string) => SocketLike;
  readonly clock?: Clock;
  readonly random?: () => number;
  /** Failures classified with the codes 4995–4999 (spec 001 §8), for logs and monitoring. */
  readonly onFailure?: (code: number, detail: string) => void;
}

export type DataHandler = (message: DataMessage) => void;

interface Subscription {
  readonly topic: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** One entry per subscribe call, so one handler subscribed twice counts twice. */
  readonly handlers: Set<{ readonly handler: DataHandler }>;
}

const OPEN = 1;

/**
 * A socket silent this long (by wall clock) is asked for a pong at once rather than at the next
 * 15 s ping, so a stalled socket is caught within this plus the pong timeout.
 */
export const SILENCE_PING_MS = 5_000;
/** How often the wall-clock watchdog looks at the socket. */
export const WATCHDOG_INTERVAL_MS = 1_000;

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Reconnect delay for attempt n (0-based): 1 s doubling to 5 s, less up to 50 % jitter. */
export function reconnectDelay(attempt: number, random: number): number {
  const { reconnectMinMs, reconnectMaxMs, reconnectJitter } = REALTIME_TIMING;
  const base = Math.min(reconnectMaxMs, reconnectMinMs * 2 ** attempt);
  return Math.round(base * (1 - reconnectJitter * random));
}

/**
 * One socket to `/realtime_w` (DESIGN §5) shared by the whole page. Subscriptions are counted
 * by key, so two remotes on one topic cost one server subscription; every live subscription is
 * restored after a reconnect. No React inside. Orders never travel here.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private readonly subs = new Map<string, Subscription>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private current: ConnectionState = 'connecting';
  private attempt = 0;
  private nextId = 1;
  private closed = false;
  private started = false;
  private pingTimer: unknown = null;
  private pongTimer: unknown = null;
  private openTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private watchdogTimer: unknown = null;
  private pendingPing: string | null = null;
  /** Wall-clock times: the last frame of any kind, the ping waiting for its pong. */
  private lastFrameAt = 0;
  private pingSentAt = 0;
  private openStartedAt = 0;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly createSocket: (url: string) => SocketLike;

  constructor(private readonly options: RealtimeClientOptions) {
    this.clock = options.clock ?? browserClock;
    this.random = options.random ?? Math.random;
    this.createSocket =
      options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
  }

  start(): void {
    this.started = true;
    this.closed = false;
    this.connect();
  }

  state(): ConnectionState {
    return this.current;
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  /** Subscribes a handler to a topic; returns the unsubscribe. */
  subscribe(
    key: string,
    topic: string,
    params: Readonly<Record<string, unknown>>,
    handler: DataHandler,
  ): () => void {
    let sub = this.subs.get(key);
    if (!sub) {
      sub = { topic, params, handlers: new Set() };
      this.subs.set(key, sub);
      this.send({ op: 'subscribe', id: this.id(), topic, params });
    }
    const entry = { handler };
    sub.handlers.add(entry);
    return () => {
      const existing = this.subs.get(key);
      if (!existing || !existing.handlers.delete(entry)) return;
      if (existing.handlers.size === 0) {
        this.subs.delete(key);
        this.send({ op: 'unsubscribe', id: this.id(), topic, params });
      }
    };
  }

  /** Asks for a fresh snapshot of one key (after a sequence gap). */
  resubscribe(key: string): void {
    const sub = this.subs.get(key);
    if (!sub) return;
    this.send({ op: 'unsubscribe', id: this.id(), topic: sub.topic, params: sub.params });
    this.send({ op: 'subscribe', id: this.id(), topic: sub.topic, params: sub.params });
  }

  /** Closes and reopens the socket now (route or session change), keeping subscriptions. */
  reopen(): void {
    if (!this.started || this.closed) return;
    this.teardown(1000, 'reopen');
    this.attempt = 0;
    this.setState('reconnecting');
    this.connect();
  }

  /**
   * Checks liveness at once by wall clock, e.g. when a hidden tab becomes visible or the
   * network comes back: timers of a hidden or sleeping tab may have been held back, so nothing
   * they were due to notice is trusted. An open socket must answer a ping within the pong
   * timeout; a pending reconnect happens now.
   */
  checkLiveness(): void {
    if (this.closed || !this.started) return;
    const now = this.clock.now();
    if (this.socket?.readyState === OPEN) {
      if (this.pendingPing === null) this.ping();
      else if (now - this.pingSentAt >= REALTIME_TIMING.pongTimeoutMs) this.pongTimedOut();
      return;
    }
    if (this.socket) {
      if (now - this.openStartedAt >= REALTIME_TIMING.openTimeoutMs) {
        this.fail(CLOSE_CODES.openTimeout, 'open timeout');
      }
      return;
    }
    // Waiting out a back-off: the reason to wait (a server in trouble) is no reason to keep
    // showing stale data once the trader is looking again.
    this.clock.clearTimeout(this.reconnectTimer);
    this.attempt = 0;
    this.connect();
  }

  close(): void {
    this.closed = true;
    this.clearTimers();
    this.teardown(1000, 'closed');
  }

  subscriptionCount(): number {
    return this.subs.size;
  }

  private id(): string {
    const id = String(this.nextId);
    this.nextId += 1;
    return id;
  }

  private setState(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    if (this.closed) return;
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url());
    } catch (error) {
      this.fail(CLOSE_CODES.openError, String(error));
      return;
    }
    this.socket = socket;
    this.openStartedAt = this.clock.now();
    this.openTimer = this.clock.setTimeout(() => {
      this.fail(CLOSE_CODES.openTimeout, 'open timeout');
    }, REALTIME_TIMING.openTimeoutMs);
    socket.onopen = () => {
      this.clock.clearTimeout(this.openTimer);
      for (const sub of this.subs.values()) {
        this.send({ op: 'subscribe', id: this.id(), topic: sub.topic, params: sub.params });
      }
      this.lastFrameAt = this.clock.now();
      // An open socket is not yet a live one: a stalled server accepts sockets and then says
      // nothing. Live waits for the server's first message; the ping makes sure one is due
      // even on a page with no subscriptions, and times the socket out if none comes.
      this.ping();
      this.scheduleWatchdog();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      if (socket.readyState !== OPEN) this.fail(CLOSE_CODES.openError, 'socket error');
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.fail(event.code, event.reason || 'closed by server');
    };
  }

  private receive(raw: unknown): void {
    // Any frame at all shows the socket is alive, even one this client cannot use.
    this.lastFrameAt = this.clock.now();
    if (typeof raw !== 'string') return;
    const message = parseServerMessage(raw);
    if (!message) {
      console.warn('[realtime] dropped a frame that is not protocol JSON');
      return;
    }
    if (this.current !== 'live') {
      this.attempt = 0;
      this.setState('live');
    }
    if ('op' in message) {
      if (message.op === 'pong' && message.id === this.pendingPing) {
        if (this.clock.now() - this.pingSentAt >= REALTIME_TIMING.pongTimeoutMs) {
          // The pong came, but later than allowed (the timer was held back in a hidden tab).
          this.options.onFailure?.(CLOSE_CODES.heartbeatBack, 'pong arrived after the timeout');
        }
        this.pendingPing = null;
        this.clock.clearTimeout(this.pongTimer);
        this.schedulePing();
      } else if (message.op === 'subscribe' && !message.success) {
        console.warn(
          `[realtime] subscribe refused: ${message.code ?? ''} ${message.message ?? ''}`,
        );
      }
      return;
    }
    const sub = this.subs.get(message.key);
    if (!sub) return;
    for (const { handler } of [...sub.handlers]) {
      try {
        handler(message);
      } catch (error) {
        // One subscriber's bug must not starve the others of the same key.
        console.error(`[realtime] a ${message.topic} handler threw:`, error);
      }
    }
  }

  private schedulePing(): void {
    this.clock.clearTimeout(this.pingTimer);
    this.pingTimer = this.clock.setTimeout(() => this.ping(), REALTIME_TIMING.pingIntervalMs);
  }

  /**
   * Every second while open: a socket silent for `SILENCE_PING_MS` is pinged now, and a ping
   * unanswered for the pong timeout by wall clock fails even if its own timer was held back.
   */
  private scheduleWatchdog(): void {
    this.clock.clearTimeout(this.watchdogTimer);
    this.watchdogTimer = this.clock.setTimeout(() => {
      if (this.socket?.readyState !== OPEN) return;
      const now = this.clock.now();
      if (this.pendingPing !== null) {
        if (now - this.pingSentAt >= REALTIME_TIMING.pongTimeoutMs) {
          this.pongTimedOut();
          return;
        }
      } else if (now - this.lastFrameAt >= SILENCE_PING_MS) {
        this.ping();
      }
      this.scheduleWatchdog();
    }, WATCHDOG_INTERVAL_MS);
  }

  private ping(): void {
    if (this.pendingPing) return;
    const id = `ping-${this.id()}`;
    this.pendingPing = id;
    this.pingSentAt = this.clock.now();
    this.send({ op: 'ping', id });
    this.clock.clearTimeout(this.pongTimer);
    this.pongTimer = this.clock.setTimeout(
      () => this.pongTimedOut(),
      REALTIME_TIMING.pongTimeoutMs,
    );
  }

  /** The data on screen can no longer be trusted: stale until a new socket is live. */
  private pongTimedOut(): void {
    // Stale only if data was flowing: a socket that never spoke leaves nothing old on screen.
    if (this.current === 'live') this.setState('stale');
    this.fail(CLOSE_CODES.pingTimeout, 'pong timeout');
  }

  private fail(code: number, detail: string): void {
    this.options.onFailure?.(code, detail);
    this.teardown(code >= 4000 && code < 5000 ? code : 1000, detail);
    if (this.closed) return;
    const reconnectNow = code === CLOSE_CODES.serverRestart || code === CLOSE_CODES.sessionChanged;
    // A stale socket stays `stale` (its data is old) until a new one is live.
    if (this.current !== 'stale') this.setState('reconnecting');
    const delay = reconnectNow ? 0 : reconnectDelay(this.attempt, this.random());
    this.attempt += 1;
    this.reconnectTimer = this.clock.setTimeout(() => this.connect(), delay);
  }

  private clearTimers(): void {
    for (const timer of [
      this.pingTimer,
      this.pongTimer,
      this.openTimer,
      this.reconnectTimer,
      this.watchdogTimer,
    ]) {
      this.clock.clearTimeout(timer);
    }
    this.pendingPing = null;
  }

  private teardown(code: number, reason: string): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close(code, reason.slice(0, 120));
    } catch {
      // Closing a socket that never opened may throw; it is gone either way.
    }
  }
}
