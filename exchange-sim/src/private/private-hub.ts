import type { LtTokenOrder, Order, PrivateTopic, UtaUpgradeMessage } from '@spot/contracts';
import { CLOSE_CODES, LT_ORDER_TOPICS } from '@spot/contracts';
import type { Accounts } from '../accounts/accounts';
import type { EngineEvent } from '../engine/types';
import type { JournalRecord } from '../journal/journal';
import type { LtService } from '../lt/lt-service';
import type { Connection } from '../realtime/connection';
import type { PrivateFeeds } from '../realtime/frame-handler';
import { dataMessage } from '../realtime/topic-hub';
import type { StrategyListing } from '../strategy/strategy-list';
import type { Trading } from '../trading/trading';
import { LtOrders } from './lt-orders';
import { OpenOrders } from './open-orders';
import type { UserFill } from './private-views';
import {
  ORDER_TOPICS,
  borrowInfo,
  classicTopicOf,
  matchFillOf,
  utaOrderOf,
  unifiedWallet,
  utaTradeOf,
  walletBalances,
} from './private-views';
import { ALL_TOKENS, walletChangesOf } from './wallet-changes';

export interface PrivateHubDeps {
  readonly trading: Trading;
  readonly accounts: Accounts;
  /** LT orders: the `lt_order` / `user.lt.order` feeds, and the wallet rows they move. */
  readonly lt: Pick<LtService, 'list' | 'onOrderChange'>;
  /** The users' strategies (`strategy`): the snapshot's rows, and the changed rows as deltas. */
  readonly strategies: Pick<StrategyListing, 'rowsOf' | 'onRowsChange'>;
}

/** A delta to send: its topic and what makes its data. */
type Lazy = readonly [PrivateTopic, () => unknown];

const LT_TOPICS: readonly PrivateTopic[] = [LT_ORDER_TOPICS.classic, LT_ORDER_TOPICS.uta];
const WALLET_TOPIC = 'asset.spot-walletbalance';
const UTA_WALLET_TOPIC = 'user.unify.uta.wallet';
const BORROW_TOPIC = 'user.unify.usdc.borrowInfo';

/** What one durable operation changed for one user. */
interface UserChanges {
  readonly orders: { readonly order: Order; readonly deactivated: boolean }[];
  readonly fills: UserFill[];
  readonly tokens: Set<string>;
}

/**
 * The private topics (contract `wire/private-topics.ts`): sockets by user and by session,
 * snapshots from the durable open orders, LT orders and the ledger, and deltas pushed from
 * `Trading.onDurableEvents`, `LtService.onOrderChange` and `Accounts.onDurableRecords`, so
 * nothing reaches a socket before it is on disk. A socket only ever hears of its own user.
 */
export class PrivateHub implements PrivateFeeds {
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly bySid = new Map<string, Set<Connection>>();
  private readonly open = new OpenOrders();
  private readonly ltOrders = new LtOrders();
  private readonly makerUserId: string;
  private readonly stopListening: (() => void)[];

  constructor(private readonly deps: PrivateHubDeps) {
    const { engine } = deps.trading;
    this.makerUserId = engine.makerUserId;
    // Built once the journal is replayed and before any command: all of it is durable.
    for (const seed of deps.accounts.seeds()) {
      const userId = seed.user.id;
      this.open.seed(userId, [...engine.openOrders(userId), ...engine.openPlanOrders(userId)]);
      this.ltOrders.seed(userId, deps.lt.list(userId));
    }
    this.stopListening = [
      deps.trading.onDurableEvents((events) => this.onDurable(events)),
      deps.lt.onOrderChange((userId, order, tokens) => this.onLtOrder(userId, order, tokens)),
      deps.accounts.onDurableRecords((records) => this.onAccountRecords(records)),
      deps.strategies.onRowsChange((userId, rows) =>
        this.deliver(userId, [['strategy', () => rows]]),
      ),
    ];
  }

  register(conn: Connection): void {
    const { session } = conn;
    if (session === null) return;
    add(this.byUser, session.userId, conn);
    add(this.bySid, session.sid, conn);
  }

  unregister(conn: Connection): void {
    const { session } = conn;
    if (session === null) return;
    remove(this.byUser, session.userId, conn);
    remove(this.bySid, session.sid, conn);
  }

  subscribe(conn: Connection, topic: PrivateTopic): void {
    if (conn.session === null) return;
    conn.keys.add(topic);
    const data = this.snapshotOf(conn.session.userId, topic);
    if (data !== undefined) conn.sendData(dataMessage(topic, topic, 'snapshot', data));
  }

  /** The session ended (logout, or a login over it): its sockets close with 4006. */
  closeSession(sid: string): number {
    const conns = [...(this.bySid.get(sid) ?? [])];
    for (const conn of conns) conn.close(CLOSE_CODES.sessionChanged, 'session changed');
    return conns.length;
  }

  /** Test mode: an upgrade result to the user's sockets on `user.uta.upgrade`; how many. */
  pushUpgrade(userId: string, message: UtaUpgradeMessage): number {
    const topic = 'user.uta.upgrade';
    const text = dataMessage(topic, topic, 'delta', message);
    let sent = 0;
    for (const conn of this.byUser.get(userId) ?? []) {
      if (!conn.keys.has(topic)) continue;
      conn.sendData(text);
      sent += 1;
    }
    return sent;
  }

  dispose(): void {
    for (const stop of this.stopListening.splice(0)) stop();
  }

  private snapshotOf(userId: string, topic: PrivateTopic): unknown {
    switch (topic) {
      case 'order_new':
      case 'plan_order':
      case 'stop_limit_order':
      case 'oco_order':
        return this.open.of(userId).filter((order) => classicTopicOf(order) === topic);
      case 'user.uta.spot.order':
        return this.open.of(userId).flatMap((order) => utaOrderOf(order) ?? []);
      case 'match':
      case 'user.uta.spot.trade':
        return [];
      case 'asset.spot-walletbalance':
        return walletBalances(this.deps.accounts, userId);
      case 'user.uta.upgrade':
        return undefined;
      case 'lt_order':
      case 'user.lt.order':
        return this.ltOrders.of(userId);
      case 'user.unify.uta.wallet':
        return unifiedWallet(this.deps.accounts, userId);
      case 'user.unify.usdc.borrowInfo':
        return borrowInfo(this.deps.accounts, userId);
      case 'strategy': {
        const user = this.deps.accounts.user(userId);
        return user === null ? [] : this.deps.strategies.rowsOf(user);
      }
    }
  }

  /** An LT order accepted or completed, on disk: the order on both LT feeds, then the wallet. */
  private onLtOrder(userId: string, order: LtTokenOrder, tokens: readonly string[]): void {
    this.ltOrders.apply(userId, order);
    const wallet = () => walletBalances(this.deps.accounts, userId, new Set(tokens));
    this.deliver(userId, [
      ...LT_TOPICS.map((topic) => [topic, () => [order]] as const),
      [WALLET_TOPIC, wallet],
      [UTA_WALLET_TOPIC, () => unifiedWallet(this.deps.accounts, userId, new Set(tokens))],
    ]);
  }

  /** Account records on disk: the wallets a demo recharge or a reset moved. */
  private onAccountRecords(records: readonly JournalRecord[]): void {
    const changes = walletChangesOf(records, () => this.byUser.keys());
    for (const [userId, tokens] of changes) {
      const only = tokens === ALL_TOKENS ? undefined : tokens;
      this.deliver(userId, [
        [WALLET_TOPIC, () => walletBalances(this.deps.accounts, userId, only)],
        [UTA_WALLET_TOPIC, () => unifiedWallet(this.deps.accounts, userId, only)],
        // A borrow, a repayment or an hour of interest moves what is owed.
        [BORROW_TOPIC, () => borrowInfo(this.deps.accounts, userId, only)],
      ]);
    }
  }

  /**
   * Each message as a delta to the user's sockets subscribed to its topic, in order; a
   * message's data is made only when some socket of the user wants it.
   */
  private deliver(userId: string, messages: readonly Lazy[]): void {
    const conns = this.byUser.get(userId);
    if (!conns) return;
    for (const [topic, data] of messages) {
      if (![...conns].some((c) => c.keys.has(topic))) continue;
      const text = dataMessage(topic, topic, 'delta', data());
      for (const conn of conns) if (conn.keys.has(topic)) conn.sendData(text);
    }
  }

  private onDurable(events: readonly EngineEvent[]): void {
    const changes = this.collect(events);
    for (const [userId, change] of changes) {
      const conns = this.byUser.get(userId);
      if (conns) this.push(userId, conns, change);
    }
  }

  /** Applies an operation's records to the open orders and sorts its changes by user. */
  private collect(events: readonly EngineEvent[]): Map<string, UserChanges> {
    const changes = new Map<string, UserChanges>();
    const of = (userId: string): UserChanges => {
      let change = changes.get(userId);
      if (!change) {
        change = { orders: [], fills: [], tokens: new Set() };
        changes.set(userId, change);
      }
      return change;
    };
    const orderTypes = new Map<string, string>();
    const triggered = new Set<string>();
    for (const event of events) {
      if (event.type === 'order') orderTypes.set(event.order.orderId, event.order.type);
      if (event.type === 'planOrder' && event.order.status === 'ORDER_FILLED') {
        triggered.add(event.order.orderId);
      }
    }
    for (const event of events) {
      switch (event.type) {
        case 'order':
          this.open.apply(event.userId, event.order);
          of(event.userId).orders.push({ order: event.order, deactivated: false });
          break;
        case 'planOrder': {
          this.open.apply(event.userId, event.order);
          const sibling = event.state.ocoSiblingId;
          const deactivated = sibling !== undefined && triggered.has(sibling);
          of(event.userId).orders.push({ order: event.order, deactivated });
          break;
        }
        case 'fill':
          for (const party of [event.taker, event.maker]) {
            if (party.userId === this.makerUserId) continue;
            const orderType =
              orderTypes.get(party.orderId) ??
              this.deps.trading.engine.order(party.userId, party.orderId)?.type ??
              '';
            of(party.userId).fills.push({ fill: event, party, orderType });
          }
          break;
        case 'transfers':
          for (const [, userId, token] of event.transfers) of(userId).tokens.add(token);
          break;
        default:
          break;
      }
    }
    return changes;
  }

  /** One delta per topic the change touches, in feed order: orders, fills, then balances. */
  private push(userId: string, conns: ReadonlySet<Connection>, change: UserChanges): void {
    const wanted = (topic: PrivateTopic): boolean => [...conns].some((c) => c.keys.has(topic));
    const messages: [PrivateTopic, unknown][] = [];
    const { orders, fills, tokens } = change;
    for (const topic of ORDER_TOPICS) {
      const list = orders.map((o) => o.order).filter((order) => classicTopicOf(order) === topic);
      if (list.length > 0 && wanted(topic)) messages.push([topic, list]);
    }
    if (orders.length > 0 && wanted('user.uta.spot.order')) {
      const list = orders.flatMap(({ order, deactivated }) => utaOrderOf(order, deactivated) ?? []);
      if (list.length > 0) messages.push(['user.uta.spot.order', list]);
    }
    if (fills.length > 0 && wanted('match')) messages.push(['match', fills.map(matchFillOf)]);
    if (fills.length > 0 && wanted('user.uta.spot.trade')) {
      messages.push(['user.uta.spot.trade', fills.map(utaTradeOf)]);
    }
    if (tokens.size > 0 && wanted('asset.spot-walletbalance')) {
      const rows = walletBalances(this.deps.accounts, userId, tokens);
      messages.push(['asset.spot-walletbalance', rows]);
    }
    if (tokens.size > 0 && wanted(UTA_WALLET_TOPIC)) {
      messages.push([UTA_WALLET_TOPIC, unifiedWallet(this.deps.accounts, userId, tokens)]);
    }
    for (const [topic, data] of messages) {
      const text = dataMessage(topic, topic, 'delta', data);
      for (const conn of conns) if (conn.keys.has(topic)) conn.sendData(text);
    }
  }
}

function add(index: Map<string, Set<Connection>>, id: string, conn: Connection): void {
  const set = index.get(id) ?? new Set<Connection>();
  set.add(conn);
  index.set(id, set);
}

function remove(index: Map<string, Set<Connection>>, id: string, conn: Connection): void {
  const set = index.get(id);
  if (!set) return;
  set.delete(conn);
  if (set.size === 0) index.delete(id);
}
