import {
  CLOSE_CODES,
  REALTIME_TIMING,
  type ConnectionState,
  type DataMessage,
} from '@spot/contracts';
import {
  RealtimeClient,
  SILENCE_PING_MS,
  reconnectDelay,
  type SocketLike,
} from './realtime-client';
import { FakeClock } from '../testing/fake-clock';

const URL_ = 'ws://127.0.0.1:8090/realtime_w';
const BOOK_KEY = 'orderBook.40.0.01.BTCUSDT';
const BOOK_PARAMS = { limit: 40, dumpScale: '0.01', symbol: 'BTCUSDT' };
const TRADES_KEY = 'recently_trade.100.BTCUSDT';
const TRADES_PARAMS = { limit: 100, symbol: 'BTCUSDT' };

class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  readonly closedWith: (number | undefined)[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number): void {
    this.closedWith.push(code);
    this.readyState = 3;
  }
  /**
   * Opens the socket and answers the ping the client sends on open, as a healthy server does.
   * That handshake ping is taken off `sent`, so tests read only the frames they cause.
   */
  open(): void {
    this.openSilently();
    const index = this.sent.findIndex((m) => m.op === 'ping');
    const [ping] = index < 0 ? [] : this.sent.splice(index, 1);
    if (!ping) throw new Error('the client sent no ping on open');
    this.receive({ op: 'pong', id: ping.id, ts: 1 });
  }
  /** Opens the socket and says nothing, as a stalled server does. */
  openSilently(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  receive(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  ops(): string[] {
    return this.sent.map((m) => String(m.op));
  }
}

function setup(random = 0) {
  const clock = new FakeClock();
  const sockets: FakeSocket[] = [];
  const failures: [number, string][] = [];
  const states: ConnectionState[] = [];
  const client = new RealtimeClient({
    url: () => URL_,
    clock,
    random: () => random,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onFailure: (code, detail) => failures.push([code, detail]),
  });
  client.onState((state) => states.push(state));
  const last = (): FakeSocket => {
    const socket = sockets[sockets.length - 1];
    if (!socket) throw new Error('no socket yet');
    return socket;
  };
  return { client, clock, sockets, failures, states, last };
}

function data(key: string, type: 'snapshot' | 'delta' = 'snapshot', payload: unknown = {}) {
  return { topic: key.split('.')[0], key, type, ts: 1, data: payload };
}

describe('RealtimeClient', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('subscriptions', () => {
    it('sends one subscribe frame for two subscriptions of one key', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      expect(last().sent).toEqual([
        { op: 'subscribe', id: expect.any(String), topic: 'orderBook', params: BOOK_PARAMS },
      ]);
      expect(client.subscriptionCount()).toBe(1);
    });

    it('keeps the server subscription while one subscriber remains and drops it after the last', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      const offA = client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      const offB = client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      offA();
      expect(last().ops()).toEqual(['subscribe']);
      offB();
      expect(last().ops()).toEqual(['subscribe', 'unsubscribe']);
      expect(last().sent[1]).toMatchObject({
        op: 'unsubscribe',
        topic: 'orderBook',
        params: BOOK_PARAMS,
      });
      expect(client.subscriptionCount()).toBe(0);
    });

    it('counts two subscriptions that share one handler as two', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      const handler = jest.fn();
      const offA = client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, handler);
      const offB = client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, handler);
      offA();
      expect(last().ops()).toEqual(['subscribe']);
      last().receive(data(BOOK_KEY));
      expect(handler).toHaveBeenCalledTimes(1);
      offB();
      expect(last().ops()).toEqual(['subscribe', 'unsubscribe']);
    });

    it('ignores a second call of the same unsubscribe', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      const offA = client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      offA();
      offA();
      expect(last().ops()).toEqual(['subscribe']);
    });

    it('sends subscriptions made while connecting once the socket opens', () => {
      const { client, last } = setup();
      client.start();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      client.subscribe(TRADES_KEY, 'recently_trade', TRADES_PARAMS, jest.fn());
      expect(last().sent).toEqual([]);
      last().open();
      expect(last().sent.map((m) => [m.op, m.topic])).toEqual([
        ['subscribe', 'orderBook'],
        ['subscribe', 'recently_trade'],
      ]);
    });

    it('gives every frame a fresh id', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      const off = client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      client.resubscribe(BOOK_KEY);
      off();
      const ids = last().sent.map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('resubscribes one key with an unsubscribe then a subscribe', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      client.subscribe(TRADES_KEY, 'recently_trade', TRADES_PARAMS, jest.fn());
      client.resubscribe(BOOK_KEY);
      expect(
        last()
          .sent.slice(2)
          .map((m) => [m.op, m.topic, m.params]),
      ).toEqual([
        ['unsubscribe', 'orderBook', BOOK_PARAMS],
        ['subscribe', 'orderBook', BOOK_PARAMS],
      ]);
      expect(client.subscriptionCount()).toBe(2);
    });

    it('does nothing when resubscribing a key nobody holds', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      client.resubscribe(BOOK_KEY);
      expect(last().sent).toEqual([]);
    });
  });

  describe('frames', () => {
    it('routes a data frame to the handlers of its key only', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      const book = jest.fn();
      const trades = jest.fn();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, book);
      client.subscribe(TRADES_KEY, 'recently_trade', TRADES_PARAMS, trades);
      last().receive(data(BOOK_KEY, 'delta', { u: 2 }));
      expect(book).toHaveBeenCalledTimes(1);
      expect(book.mock.calls[0]?.[0]).toEqual<DataMessage>({
        topic: 'orderBook',
        key: BOOK_KEY,
        type: 'delta',
        ts: 1,
        data: { u: 2 },
      });
      expect(trades).not.toHaveBeenCalled();
    });

    it('ignores a data frame of a key nobody holds', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      const book = jest.fn();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, book);
      last().receive(data('orderBook.40.0.01.ETHUSDT'));
      expect(book).not.toHaveBeenCalled();
    });

    it('stops delivering to a handler after it unsubscribes', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      const book = jest.fn();
      const off = client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, book);
      off();
      last().receive(data(BOOK_KEY));
      expect(book).not.toHaveBeenCalled();
    });

    it.each<[string, unknown]>([
      ['text that is not JSON', 'not json'],
      ['a JSON array', '[1,2]'],
      [
        'a frame without a type',
        JSON.stringify({ topic: 'orderBook', key: BOOK_KEY, ts: 1, data: {} }),
      ],
      ['a frame with an unknown type', JSON.stringify({ ...data(BOOK_KEY), type: 'patch' })],
      [
        'a frame without data',
        JSON.stringify({ topic: 'orderBook', key: BOOK_KEY, type: 'snapshot', ts: 1 }),
      ],
      ['a frame with a string ts', JSON.stringify({ ...data(BOOK_KEY), ts: '1' })],
      ['a pong without ts', JSON.stringify({ op: 'pong', id: 'ping-1' })],
      ['a binary frame', new ArrayBuffer(4)],
    ])('drops %s without throwing or delivering', (_name, raw) => {
      const { client, last } = setup();
      client.start();
      last().open();
      const book = jest.fn();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, book);
      expect(() => last().onmessage?.({ data: raw })).not.toThrow();
      expect(book).not.toHaveBeenCalled();
      expect(client.state()).toBe('live');
    });

    it('delivers to every handler of a key even when one throws', () => {
      const { client, last } = setup();
      client.start();
      last().open();
      const after = jest.fn();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, () => {
        throw new Error('remote bug');
      });
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, after);
      expect(() => last().receive(data(BOOK_KEY))).not.toThrow();
      expect(after).toHaveBeenCalledTimes(1);
    });
  });

  describe('connection', () => {
    it('opens the socket at the configured URL and goes connecting → live', () => {
      const { client, sockets, states, last } = setup();
      expect(client.state()).toBe('connecting');
      client.start();
      expect(sockets.map((s) => s.url)).toEqual([URL_]);
      last().open();
      expect(client.state()).toBe('live');
      expect(states).toEqual(['live']);
    });

    it('stays connecting on an open socket until the server says something, then goes live', () => {
      const { client, states, last } = setup();
      client.start();
      last().openSilently();
      expect(client.state()).toBe('connecting');
      expect(last().ops()).toEqual(['ping']);
      last().receive(data(BOOK_KEY));
      expect(client.state()).toBe('live');
      expect(states).toEqual(['live']);
    });

    it('goes live on the pong to the opening ping when nothing is subscribed', () => {
      const { client, last } = setup();
      client.start();
      last().openSilently();
      const [ping] = last().sent;
      last().receive({ op: 'pong', id: ping?.id, ts: 1 });
      expect(client.state()).toBe('live');
    });

    it('never calls a stalled server live: a socket it opens and leaves silent times out and is replaced', () => {
      const { client, clock, sockets, states, failures, last } = setup(0);
      client.start();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      last().openSilently();
      clock.advance(REALTIME_TIMING.pongTimeoutMs - 1);
      expect(client.state()).toBe('connecting');
      clock.advance(1);
      expect(failures).toEqual([[CLOSE_CODES.pingTimeout, 'pong timeout']]);
      // Nothing was ever shown, so nothing is stale: the page is still waiting.
      expect(states).toEqual(['reconnecting']);
      clock.advance(REALTIME_TIMING.reconnectMinMs);
      expect(sockets).toHaveLength(2);
      last().receive(data(BOOK_KEY));
      expect(states).toEqual(['reconnecting', 'live']);
    });

    it('keeps old data stale through a reconnect whose socket opens and says nothing', () => {
      const { client, clock, sockets, states, last } = setup(0);
      client.start();
      last().open();
      // The server stalls: the silence ping goes unanswered.
      clock.advance(SILENCE_PING_MS + REALTIME_TIMING.pongTimeoutMs);
      expect(states).toEqual(['live', 'stale']);
      clock.advance(REALTIME_TIMING.reconnectMinMs);
      expect(sockets).toHaveLength(2);
      last().openSilently();
      clock.advance(REALTIME_TIMING.pongTimeoutMs - 1);
      expect(client.state()).toBe('stale');
      clock.advance(1);
      // The silent socket timed out too: still stale, not `reconnecting`, until data flows.
      expect(client.state()).toBe('stale');
      clock.advance(2 * REALTIME_TIMING.reconnectMinMs);
      expect(sockets).toHaveLength(3);
      last().open();
      expect(states).toEqual(['live', 'stale', 'live']);
    });

    it('keeps backing off against a server that accepts sockets and never answers', () => {
      const { client, clock, sockets, last } = setup(0);
      client.start();
      last().openSilently();
      clock.advance(REALTIME_TIMING.pongTimeoutMs);
      clock.advance(REALTIME_TIMING.reconnectMinMs);
      last().openSilently();
      clock.advance(REALTIME_TIMING.pongTimeoutMs);
      // The second wait doubles: an open that brought nothing is no success to start over from.
      clock.advance(2 * REALTIME_TIMING.reconnectMinMs - 1);
      expect(sockets).toHaveLength(2);
      clock.advance(1);
      expect(sockets).toHaveLength(3);
    });

    it('reconnects after the server closes, with the reconnect delay, and restores every subscription', () => {
      const { client, clock, sockets, states, failures, last } = setup(0);
      client.start();
      last().open();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      client.subscribe(TRADES_KEY, 'recently_trade', TRADES_PARAMS, jest.fn());
      last().serverClose(1006);
      expect(client.state()).toBe('reconnecting');
      expect(failures).toEqual([[1006, 'closed by server']]);
      clock.advance(reconnectDelay(0, 0) - 1);
      expect(sockets).toHaveLength(1);
      clock.advance(1);
      expect(sockets).toHaveLength(2);
      last().open();
      expect(last().sent.map((m) => [m.op, m.topic, m.params])).toEqual([
        ['subscribe', 'orderBook', BOOK_PARAMS],
        ['subscribe', 'recently_trade', TRADES_PARAMS],
      ]);
      expect(states).toEqual(['live', 'reconnecting', 'live']);
    });

    it('does not restore a subscription dropped while disconnected', () => {
      const { client, clock, last } = setup(0);
      client.start();
      last().open();
      const off = client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      last().serverClose(1006);
      off();
      clock.advance(1_000);
      last().open();
      expect(last().sent).toEqual([]);
    });

    it('backs off 1 s, 2 s, 4 s, 5 s over consecutive failures and starts again after an open', () => {
      const { client, clock, sockets, last } = setup(0);
      client.start();
      const delays: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        last().serverClose(1006);
        const before = sockets.length;
        let waited = 0;
        while (sockets.length === before) {
          clock.advance(100);
          waited += 100;
        }
        delays.push(waited);
      }
      expect(delays).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
      last().open();
      last().serverClose(1006);
      clock.advance(999);
      const count = sockets.length;
      clock.advance(1);
      expect(sockets.length).toBe(count + 1);
    });

    it.each<[string, number]>([
      ['4005 (server restart)', CLOSE_CODES.serverRestart],
      ['4006 (session changed)', CLOSE_CODES.sessionChanged],
    ])('reconnects at once after a server close with %s', (_name, code) => {
      const { client, clock, sockets, last } = setup(0);
      client.start();
      last().open();
      last().serverClose(code);
      expect(sockets).toHaveLength(1);
      clock.advance(0);
      expect(sockets).toHaveLength(2);
    });

    it('classifies an open that takes 10 s as 4997 and reconnects', () => {
      const { client, clock, sockets, failures, last } = setup(0);
      client.start();
      const first = last();
      clock.advance(REALTIME_TIMING.openTimeoutMs - 1);
      expect(failures).toEqual([]);
      clock.advance(1);
      expect(failures).toEqual([[CLOSE_CODES.openTimeout, 'open timeout']]);
      expect(first.closedWith).toEqual([4997]);
      expect(client.state()).toBe('reconnecting');
      clock.advance(1_000);
      expect(sockets).toHaveLength(2);
    });

    it('classifies a socket that cannot be created as 4998 and retries', () => {
      const clock = new FakeClock();
      const failures: number[] = [];
      let attempts = 0;
      const client = new RealtimeClient({
        url: () => URL_,
        clock,
        random: () => 0,
        createSocket: (url) => {
          attempts += 1;
          if (attempts === 1) throw new SyntaxError('bad url');
          return new FakeSocket(url);
        },
        onFailure: (code) => failures.push(code),
      });
      client.start();
      expect(failures).toEqual([CLOSE_CODES.openError]);
      clock.advance(1_000);
      expect(attempts).toBe(2);
    });

    it('classifies an error before open as 4998', () => {
      const { client, failures, last } = setup(0);
      client.start();
      last().onerror?.({});
      expect(failures.map(([code]) => code)).toEqual([CLOSE_CODES.openError]);
      expect(client.state()).toBe('reconnecting');
    });

    it('reopens at once on request, keeping every subscription', () => {
      const { client, sockets, states, last } = setup(0);
      client.start();
      last().open();
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, jest.fn());
      const first = last();
      client.reopen();
      expect(first.closedWith).toEqual([1000]);
      expect(sockets).toHaveLength(2);
      expect(client.state()).toBe('reconnecting');
      first.serverClose(1000);
      expect(sockets).toHaveLength(2);
      last().open();
      expect(last().sent).toEqual([
        { op: 'subscribe', id: expect.any(String), topic: 'orderBook', params: BOOK_PARAMS },
      ]);
      expect(states).toEqual(['live', 'reconnecting', 'live']);
      expect(client.subscriptionCount()).toBe(1);
    });

    it('stops for good after close()', () => {
      const { client, clock, sockets, last } = setup(0);
      client.start();
      last().open();
      client.close();
      expect(last().closedWith).toEqual([1000]);
      clock.advance(60_000);
      expect(sockets).toHaveLength(1);
    });
  });

  describe('heartbeat', () => {
    function live() {
      const env = setup(0);
      env.client.start();
      env.last().open();
      return env;
    }
    const pings = (socket: FakeSocket) => socket.sent.filter((m) => m.op === 'ping');
    /** Keeps the socket busy: one data frame every second for `ms`. */
    function busy(env: ReturnType<typeof live>, ms: number) {
      for (let t = 0; t < ms; t += 1_000) {
        env.clock.advance(Math.min(1_000, ms - t));
        env.last().receive(data(BOOK_KEY, 'delta'));
      }
    }

    it('pings a busy socket every 15 000 ms, not at 14 999 ms', () => {
      const env = live();
      busy(env, 14_000);
      env.clock.advance(REALTIME_TIMING.pingIntervalMs - 14_000 - 1);
      expect(pings(env.last())).toEqual([]);
      env.clock.advance(1);
      expect(pings(env.last())).toEqual([{ op: 'ping', id: expect.any(String) }]);
    });

    it('pings a socket silent for 5 000 ms at once, not at 4 999 ms', () => {
      const { clock, last } = live();
      clock.advance(SILENCE_PING_MS - 1);
      expect(pings(last())).toEqual([]);
      clock.advance(1);
      expect(pings(last())).toHaveLength(1);
    });

    it('stays live when the pong arrives within 2 999 ms and pings again 15 s later', () => {
      const env = live();
      const { client, clock, failures, last } = env;
      clock.advance(SILENCE_PING_MS);
      const [ping] = pings(last());
      clock.advance(REALTIME_TIMING.pongTimeoutMs - 1);
      last().receive({ op: 'pong', id: ping?.id, ts: 123 });
      expect(client.state()).toBe('live');
      busy(env, REALTIME_TIMING.pingIntervalMs - 1);
      expect(pings(last())).toHaveLength(1);
      clock.advance(1);
      expect(pings(last())).toHaveLength(2);
      expect(failures).toEqual([]);
    });

    it('ignores a pong with another id', () => {
      const { client, clock, failures, last } = live();
      clock.advance(SILENCE_PING_MS);
      last().receive({ op: 'pong', id: 'someone-else', ts: 1 });
      clock.advance(REALTIME_TIMING.pongTimeoutMs);
      expect(failures.map(([code]) => code)).toEqual([CLOSE_CODES.pingTimeout]);
      expect(client.state()).toBe('stale');
    });

    it('catches a socket that stays open but goes silent: stale at 5 s + 3 000 ms, not 1 ms before, then a new socket', () => {
      const env = live();
      const { client, clock, sockets, states, failures, last } = env;
      client.subscribe(BOOK_KEY, 'orderBook', BOOK_PARAMS, () => undefined);
      busy(env, 10_000);
      const first = last();
      // The server stalls: nothing more arrives, the ping goes unanswered.
      clock.advance(SILENCE_PING_MS + REALTIME_TIMING.pongTimeoutMs - 1);
      expect(client.state()).toBe('live');
      clock.advance(1);
      expect(states).toEqual(['live', 'stale']);
      expect(failures).toEqual([[CLOSE_CODES.pingTimeout, 'pong timeout']]);
      expect(first.closedWith).toEqual([CLOSE_CODES.pingTimeout]);
      // Stale (old data on screen) until a new socket is live, not `reconnecting`.
      clock.advance(1_000);
      expect(client.state()).toBe('stale');
      expect(sockets).toHaveLength(2);
      last().open();
      expect(client.state()).toBe('live');
      expect(last().sent).toContainEqual(expect.objectContaining({ op: 'subscribe' }));
    });

    it('checks liveness at once on request, with one ping in flight', () => {
      const { client, last } = live();
      client.checkLiveness();
      client.checkLiveness();
      expect(pings(last())).toHaveLength(1);
    });

    it('does nothing on a liveness check before start or after close', () => {
      const env = setup(0);
      env.client.checkLiveness();
      expect(env.sockets).toHaveLength(0);
      env.client.start();
      env.last().open();
      env.client.close();
      env.client.checkLiveness();
      expect(env.sockets).toHaveLength(1);
      expect(pings(env.last())).toEqual([]);
    });

    describe('by wall clock, for a tab whose timers were held back', () => {
      it('fails a ping left unanswered for 3 000 ms when the tab wakes, before any timer fires', () => {
        const { client, clock, failures, last } = live();
        clock.advance(SILENCE_PING_MS);
        expect(pings(last())).toHaveLength(1);
        clock.jump(REALTIME_TIMING.pongTimeoutMs - 1);
        client.checkLiveness();
        expect(failures).toEqual([]);
        clock.jump(1);
        client.checkLiveness();
        expect(failures.map(([code]) => code)).toEqual([CLOSE_CODES.pingTimeout]);
        expect(client.state()).toBe('stale');
      });

      it('pings at once when a tab that slept a minute wakes', () => {
        const { client, clock, last } = live();
        clock.jump(60_000);
        client.checkLiveness();
        expect(pings(last())).toHaveLength(1);
      });

      it('fails an open that has taken 10 000 ms by the wall clock, not 9 999', () => {
        const env = setup(0);
        env.client.start();
        env.clock.jump(REALTIME_TIMING.openTimeoutMs - 1);
        env.client.checkLiveness();
        expect(env.failures).toEqual([]);
        env.clock.jump(1);
        env.client.checkLiveness();
        expect(env.failures.map(([code]) => code)).toEqual([CLOSE_CODES.openTimeout]);
      });

      it('reconnects at once instead of waiting out the back-off', () => {
        const { client, sockets, last } = live();
        last().serverClose(1006);
        expect(sockets).toHaveLength(1);
        client.checkLiveness();
        expect(sockets).toHaveLength(2);
      });

      it('reports a pong that came back after the timeout as 4995 and stays live', () => {
        const { client, clock, failures, last } = live();
        clock.advance(SILENCE_PING_MS);
        const [ping] = pings(last());
        clock.jump(REALTIME_TIMING.pongTimeoutMs);
        last().receive({ op: 'pong', id: ping?.id, ts: 1 });
        expect(failures.map(([code]) => code)).toEqual([CLOSE_CODES.heartbeatBack]);
        expect(client.state()).toBe('live');
      });
    });
  });
});

describe('reconnectDelay', () => {
  it.each<[number, number, number]>([
    [0, 0, 1_000],
    [1, 0, 2_000],
    [2, 0, 4_000],
    [3, 0, 5_000],
    [10, 0, 5_000],
    [0, 1, 500],
    [0, 0.5, 750],
    [3, 1, 2_500],
    [3, 0.9, 2_750],
  ])('for attempt %i with random %d waits %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, random)).toBe(expected);
  });

  it('never waits less than half of the base or more than the 5 s cap', () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const base = Math.min(5_000, 1_000 * 2 ** attempt);
      for (const random of [0, 0.25, 0.5, 0.75, 0.9999]) {
        const delay = reconnectDelay(attempt, random);
        expect(delay).toBeGreaterThanOrEqual(base / 2);
        expect(delay).toBeLessThanOrEqual(Math.min(base, 5_000));
      }
    }
  });
});
