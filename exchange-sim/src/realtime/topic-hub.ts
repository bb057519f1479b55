import type { NoticeBarItem, OrderBookData } from '@spot/contracts';
import { ORDER_BOOK_LIMIT, topicKey } from '@spot/contracts';
import type { Market, MarketChange } from '../market/market';
import { NOTICE_BAR_ITEMS } from '../market/symbol-catalogue';
import { groupBook } from './book-view';
import type { Channel, PacedChannel, UpdateIds } from './channels';
import {
  type CandleView,
  CandlesChannel,
  isPaced,
  NoticeChannel,
  OrderBookChannel,
  PACED_PUSH_MS,
  TickerChannel,
  TradesChannel,
} from './channels';
import type { Connection } from './connection';
import type { Subscription } from './topic-params';

/**
 * Fans market changes out to subscribed sockets. Channels are created per key on the first
 * subscriber and dropped after the last, and each computes its message once per change.
 */
export class TopicHub {
  private readonly channels = new Map<string, Channel>();
  private readonly bySymbol = new Map<string, Set<Channel>>();
  private readonly updateIds: UpdateIds = new Map();
  private readonly connections = new Set<Connection>();
  private notices: readonly NoticeBarItem[] = NOTICE_BAR_ITEMS;
  private readonly stopListening: () => void;
  /** Paced channels with a change waiting, and when they were last flushed. */
  private readonly waiting = new Set<PacedChannel>();
  private lastFlush = Number.NEGATIVE_INFINITY;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly market: Market,
    /** How a live candle is sent; by default as it is. */
    private readonly candleView?: CandleView,
  ) {
    this.stopListening = market.onChange((change) => this.dispatch(change));
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  get channelCount(): number {
    return this.channels.size;
  }

  register(conn: Connection): void {
    this.connections.add(conn);
  }

  /** Forgets a closed socket and its subscriptions. */
  unregister(conn: Connection): void {
    for (const key of [...conn.keys]) this.unsubscribe(conn, key);
    this.connections.delete(conn);
  }

  /** Adds the socket to the key's channel and sends it a snapshot. */
  subscribe(conn: Connection, sub: Subscription, key: string): void {
    const channel = this.channels.get(key) ?? this.createChannel(sub, key);
    channel.subscribers.add(conn);
    conn.keys.add(key);
    conn.sendData(dataMessage(channel.topic, channel.key, 'snapshot', channel.snapshot()));
  }

  /** Returns whether the socket was subscribed to the key. */
  unsubscribe(conn: Connection, key: string): boolean {
    if (!conn.keys.delete(key)) return false;
    const channel = this.channels.get(key);
    if (!channel) return true;
    channel.subscribers.delete(conn);
    if (channel.subscribers.size === 0) {
      this.channels.delete(key);
      if (channel.symbol !== null) this.bySymbol.get(channel.symbol)?.delete(channel);
    }
    return true;
  }

  /**
   * The grouped book of a symbol at a step as a socket would see it: the live view when the
   * key has subscribers, else a fresh grouping with the key's last update id.
   */
  bookSnapshot(symbol: string, step: string): OrderBookData | null {
    const sm = this.market.get(symbol);
    if (!sm) return null;
    const key = topicKey('orderBook', { limit: ORDER_BOOK_LIMIT, dumpScale: step, symbol });
    const channel = this.channels.get(key);
    if (channel instanceof OrderBookChannel) return channel.snapshot();
    const view = groupBook(sm, step, ORDER_BOOK_LIMIT);
    return { s: symbol, ...view, u: this.updateIds.get(key) ?? 0, seq: sm.book.seq };
  }

  /**
   * Test mode: the next delta of every `orderBook` key of `symbol` that has subscribers now
   * skips one `u`. Returns those keys (none when nobody watches the symbol's book).
   */
  skipBookUpdate(symbol: string): string[] {
    const keys: string[] = [];
    for (const channel of this.bySymbol.get(symbol) ?? []) {
      if (channel instanceof OrderBookChannel) {
        channel.skipNextUpdate();
        keys.push(channel.key);
      }
    }
    return keys;
  }

  /** Test mode: forgets gaps asked for that no delta has taken yet. */
  cancelBookGaps(): void {
    for (const channel of this.channels.values()) {
      if (channel instanceof OrderBookChannel) channel.skipNextUpdate(false);
    }
  }

  /** Closes every socket with `code`; returns how many there were. */
  closeAll(code: number, reason: string): number {
    const all = [...this.connections];
    for (const conn of all) conn.close(code, reason);
    return all.length;
  }

  /** Kills sockets that did not finish their closing handshake. */
  terminateAll(): void {
    for (const conn of this.connections) conn.terminate();
  }

  dispose(): void {
    this.stopListening();
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.waiting.clear();
  }

  private createChannel(sub: Subscription, key: string): Channel {
    const channel = this.buildChannel(sub, key);
    this.channels.set(key, channel);
    if (channel.symbol !== null) {
      const set = this.bySymbol.get(channel.symbol) ?? new Set<Channel>();
      set.add(channel);
      this.bySymbol.set(channel.symbol, set);
    }
    return channel;
  }

  private buildChannel(sub: Subscription, key: string): Channel {
    if (sub.topic === 'notice') return new NoticeChannel(key, () => this.notices);
    const sm = this.market.get(sub.params.symbol);
    if (!sm) throw new Error(`unknown symbol ${sub.params.symbol}`);
    switch (sub.topic) {
      case 'orderBook':
        return new OrderBookChannel(key, sm, sub.params.dumpScale, this.updateIds);
      case 'recently_trade':
        return new TradesChannel(key, sm, sub.params.limit);
      case 'candles':
        return new CandlesChannel(key, sm, sub.params.interval, this.candleView);
      case 'instrument_info':
        return new TickerChannel(key, sm);
    }
  }

  /**
   * Test mode: adds (or replaces by id) a notice-bar item; every `notice` subscriber is sent
   * the whole bar as a snapshot. Returns how many sockets were sent it.
   */
  publishNotice(item: NoticeBarItem): number {
    this.notices = [...this.notices.filter((n) => n.id !== item.id), item];
    return this.pushNotices();
  }

  /** Test mode: the seeded notice bar again, sent to every subscriber. */
  resetNotices(): void {
    this.notices = NOTICE_BAR_ITEMS;
    this.pushNotices();
  }

  private pushNotices(): number {
    const key = topicKey('notice', {});
    const channel = this.channels.get(key);
    if (!channel) return 0;
    const text = dataMessage('notice', key, 'snapshot', this.notices);
    for (const conn of channel.subscribers) conn.sendData(text);
    return channel.subscribers.size;
  }

  private dispatch(change: MarketChange): void {
    const channels = this.bySymbol.get(change.symbol);
    if (!channels) return;
    for (const channel of channels) {
      this.send(channel, channel.deltas(change));
      if (isPaced(channel) && channel.dirty) this.waiting.add(channel);
    }
    this.scheduleFlush();
  }

  private send(channel: Channel, payloads: readonly unknown[]): void {
    for (const data of payloads) {
      const text = dataMessage(channel.topic, channel.key, 'delta', data);
      for (const conn of channel.subscribers) conn.sendData(text);
    }
  }

  /**
   * Paced channels go out at once when the last flush is `PACED_PUSH_MS` old (a quiet market
   * is not delayed), else when it will be.
   */
  private scheduleFlush(): void {
    if (this.waiting.size === 0 || this.flushTimer !== null) return;
    const wait = this.lastFlush + PACED_PUSH_MS - Date.now();
    if (wait <= 0) {
      this.flushPaced();
      return;
    }
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flushPaced();
    }, wait);
    this.flushTimer.unref();
  }

  private flushPaced(): void {
    this.lastFlush = Date.now();
    const channels = [...this.waiting];
    this.waiting.clear();
    for (const channel of channels) {
      // A channel dropped since its change has nobody to send to.
      if (this.channels.get(channel.key) === channel) this.send(channel, channel.flush());
    }
  }
}

/** A data frame, stamped with the time it leaves the server (public and private topics). */
export function dataMessage(
  topic: string,
  key: string,
  type: 'snapshot' | 'delta',
  data: unknown,
): string {
  return JSON.stringify({ topic, key, type, ts: Date.now(), data });
}
