import type { LtNavInfo, LtOrderType, LtTokenOrder, SymbolInfo } from '@spot/contracts';
import { API_ERROR_CODES, LT_ORDER_RESULT_STATUS, LT_ORDER_TYPES } from '@spot/contracts';
import type { AccountLedger } from '../accounts/account-ledger';
import type { Journal, JournalRecord } from '../journal/journal';
import type { JournalModule } from '../journal/journal-modules';
import { Dec, formatUnits } from '../lib/decimal';
import type { Market } from '../market/market';
import { LT_CATALOGUE } from '../market/symbol-catalogue';
import type { LtCheckInput, LtCheckResult } from './lt-checks';
import { checkRedemption, checkSubscription } from './lt-checks';
import { LT_PREFIX, LT_RECORD, LtFields } from './lt-records';

/** Status of an accepted LT order until it completes (spec 000 §4: not 1 or 3 is pending). */
export const LT_PROCESSING = 2;
/** How long an accepted LT order takes to complete, unless configured. */
export const DEFAULT_LT_SETTLE_MS = 1000;
/** `ltOrders` returns at most this many orders, newest first. */
export const LT_ORDERS_LIMIT = 100;

/** An LT order as `ltOrders` and the create calls return it: the contract's fields, then ours. */
export interface LtOrderView extends LtTokenOrder {
  readonly symbol: string;
  readonly createdTime: number;
  readonly updatedTime: number;
  /** The net value it completed at; absent until it succeeds. */
  readonly nav?: string;
  /** LT tokens credited (subscription) or redeemed (redemption), once done. */
  readonly filledQuantity?: string;
  /** Quote spent (subscription) or credited (redemption), once done. */
  readonly filledAmount?: string;
}

export type LtOutcome<T> =
  | { readonly kind: 'accepted'; readonly value: T }
  | { readonly kind: 'refused'; readonly code: number; readonly message: string }
  | { readonly kind: 'bad'; readonly message: string };

interface LtOrder {
  readonly orderId: string;
  readonly userId: string;
  readonly symbol: string;
  readonly orderType: LtOrderType;
  readonly orderQuantity: string;
  readonly holdToken: string;
  readonly hold: string;
  readonly createdTime: number;
  status: number;
  updatedTime: number;
  nav?: string;
  creditToken?: string;
  credit?: string;
}

interface Override {
  readonly st: number | null;
  readonly nav: string | null;
}

export interface LtServiceOptions {
  readonly journal: Journal;
  /** The accounts' ledger: holds, spends and credits go through it. */
  readonly ledger: AccountLedger;
  readonly market: Pick<Market, 'get'>;
  /** The account's riskState (spec 001 §4: 4 closing position, 5 wear position). */
  readonly riskStateOf: (userId: string) => number;
  readonly settleMs?: number;
  readonly now?: () => number;
}

/**
 * Told of an order's change once it is on disk: the order as `ltOrders` shows it, and the
 * tokens whose balance the change moved (the hold's token when accepted or failed; the hold's
 * and the credited token when done).
 */
export type LtOrderListener = (
  userId: string,
  order: LtOrderView,
  tokens: readonly string[],
) => void;

const ID_PATTERN = /^lt-(\d+)$/;

function isOrderType(value: number): value is LtOrderType {
  return value === LT_ORDER_TYPES.subscription || value === LT_ORDER_TYPES.redemption;
}

/**
 * Leveraged-token subscription and redemption (spec 001 §5, 000 §3–§4). An accepted order
 * holds what is paid in and is PROCESSING (2); a while later (`settleMs`) it completes at the
 * NAV of that moment: SUCCESS (1) spends the hold and credits the other token, FAILURE (3)
 * gives the hold back. Every change is a journal record applied through `apply`, the path
 * replay takes; an order still processing after a restart completes once `resume` runs.
 */
export class LtService implements JournalModule {
  readonly prefix = LT_PREFIX;
  private readonly journal: Journal;
  private readonly ledger: AccountLedger;
  private readonly market: Pick<Market, 'get'>;
  private readonly riskStateOf: (userId: string) => number;
  private readonly now: () => number;
  private readonly orders = new Map<string, LtOrder>();
  private readonly byUser = new Map<string, LtOrder[]>();
  private readonly overrides = new Map<string, Override>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly doomed = new Set<string>();
  private readonly listeners = new Set<LtOrderListener>();
  private lastId = 0;
  private failNextOrder = false;
  private closed = false;
  private settleDelay: number;

  constructor(options: LtServiceOptions) {
    this.journal = options.journal;
    this.ledger = options.ledger;
    this.market = options.market;
    this.riskStateOf = options.riskStateOf;
    this.now = options.now ?? Date.now;
    this.settleDelay = options.settleMs ?? DEFAULT_LT_SETTLE_MS;
  }

  // Reads

  /** The symbol's info if it is a leveraged token of the catalogue and the market. */
  private symbolOf(symbol: string): SymbolInfo | undefined {
    if (!Object.hasOwn(LT_CATALOGUE, symbol)) return undefined;
    return this.market.get(symbol)?.info;
  }

  isLt(symbol: string): boolean {
    return this.symbolOf(symbol) !== undefined;
  }

  /** `{ symbolName, st, nav }`: the catalogue's st and the last price, unless overridden. */
  navInfo(symbol: string): LtNavInfo | undefined {
    const sm = Object.hasOwn(LT_CATALOGUE, symbol) ? this.market.get(symbol) : undefined;
    const entry = LT_CATALOGUE[symbol];
    if (!sm || !entry) return undefined;
    const override = this.overrides.get(symbol);
    return {
      symbolName: symbol,
      st: override?.st ?? entry.st,
      // The token trades at its net value here: the market's last price is the NAV.
      nav: override?.nav ?? formatUnits(sm.lastPrice, sm.pricePrecision),
    };
  }

  /** The user's orders, newest first, optionally of one symbol. */
  list(userId: string, symbol?: string): LtOrderView[] {
    const own = this.byUser.get(userId) ?? [];
    const out: LtOrderView[] = [];
    for (let i = own.length - 1; i >= 0 && out.length < LT_ORDERS_LIMIT; i -= 1) {
      const order = own[i];
      if (order && (symbol === undefined || order.symbol === symbol)) out.push(viewOf(order));
    }
    return out;
  }

  get settleMs(): number {
    return this.settleDelay;
  }

  /** Hears of every accepted order and every completion, once on disk (for private topics). */
  onOrderChange(listener: LtOrderListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // Requests

  /** Subscribes `amount` of quote; the checks of spec 001 §5 run first, in order. */
  subscribe(userId: string, symbol: string, amount: string) {
    return this.place(userId, symbol, amount, LT_ORDER_TYPES.subscription);
  }

  /** Redeems `quantity` of the token; the checks of spec 001 §5 run first, in order. */
  redeem(userId: string, symbol: string, quantity: string) {
    return this.place(userId, symbol, quantity, LT_ORDER_TYPES.redemption);
  }

  private async place(
    userId: string,
    symbol: string,
    text: string,
    orderType: LtOrderType,
  ): Promise<LtOutcome<{ order: LtOrderView; warnings: readonly string[] }>> {
    const info = this.symbolOf(symbol);
    const nav = this.navInfo(symbol);
    const limits = LT_CATALOGUE[symbol];
    if (!info || !nav || !limits) {
      const message = `${symbol.slice(0, 40)} is not a leveraged-token symbol`;
      return { kind: 'refused', code: API_ERROR_CODES.unknownSymbol, message };
    }
    const subscription = orderType === LT_ORDER_TYPES.subscription;
    const size = text === '' ? null : new Dec(text);
    const precision = (subscription ? info.amountPrecision : info.quantityPrecision) ?? 8;
    if (size !== null && size.decimalPlaces() > precision) {
      const field = subscription ? 'amount' : 'quantity';
      return { kind: 'bad', message: `${field} has more than ${precision} decimals` };
    }
    const holdToken = subscription ? info.quoteTokenId : info.baseTokenId;
    const input: LtCheckInput = {
      size,
      balance: this.ledger.free(userId, holdToken),
      token: holdToken,
      st: nav.st,
      nav: new Dec(nav.nav),
      riskState: this.riskStateOf(userId),
      min: new Dec(subscription ? limits.minPurchase : limits.minRedeem),
      max: new Dec(subscription ? limits.maxPurchase : limits.maxRedeem),
      symbol,
    };
    const check: LtCheckResult = subscription ? checkSubscription(input) : checkRedemption(input);
    if (!check.ok) return { kind: 'refused', code: check.code, message: check.message };

    const orderId = `lt-${this.lastId + 1}`;
    const record = {
      t: LT_RECORD.orderNew,
      ts: this.now(),
      orderId,
      userId,
      symbol,
      orderType,
      orderQuantity: text,
      holdToken,
      hold: text,
    };
    if (this.failNextOrder) {
      this.failNextOrder = false;
      this.doomed.add(orderId);
    }
    await this.commit([record]);
    this.schedule(orderId, this.settleDelay);
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`LT order ${orderId} was not recorded`);
    this.notify(order);
    return { kind: 'accepted', value: { order: viewOf(order), warnings: check.warnings } };
  }

  // Completion

  /** Completes every order still processing (after a replay), `settleMs` from now. */
  resume(): void {
    for (const order of this.orders.values()) {
      if (order.status === LT_PROCESSING) this.schedule(order.orderId, this.settleDelay);
    }
  }

  private schedule(orderId: string, delayMs: number): void {
    if (this.closed || this.timers.has(orderId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(orderId);
      this.settle(orderId).catch((error: unknown) => {
        console.error(`[exchange-sim] LT order ${orderId} could not complete`, error);
      });
    }, delayMs);
    timer.unref();
    this.timers.set(orderId, timer);
  }

  /** Completes an order at the current NAV, or fails it (test mode, or nothing to credit). */
  private async settle(orderId: string): Promise<void> {
    const order = this.orders.get(orderId);
    if (!order || order.status !== LT_PROCESSING || this.closed) return;
    const ts = this.now();
    const info = this.symbolOf(order.symbol);
    const navText = this.navInfo(order.symbol)?.nav ?? '0';
    const nav = new Dec(navText);
    const fail = (reason: string) => this.commit([{ t: LT_RECORD.orderFail, ts, orderId, reason }]);
    if (this.doomed.delete(orderId)) {
      await fail('failed by test mode');
    } else if (!info || nav.lte(0)) {
      await fail(`no net value for ${order.symbol}`);
    } else {
      const hold = new Dec(order.hold);
      const subscription = order.orderType === LT_ORDER_TYPES.subscription;
      const credit = settledCredit(order.symbol, subscription, hold, nav, info);
      if (credit.lte(0)) {
        await fail(`${order.hold} buys no whole lot of ${order.symbol} at ${navText}`);
      } else {
        const creditToken = subscription ? info.baseTokenId : info.quoteTokenId;
        const done = { t: LT_RECORD.orderDone, ts, orderId, nav: navText, creditToken };
        await this.commit([{ ...done, credit: credit.toString() }]);
      }
    }
    this.notify(order);
  }

  /** Tells the listeners of an order's change once it is on disk. */
  private notify(order: LtOrder): void {
    const view = viewOf(order);
    const tokens = [order.holdToken];
    if (order.creditToken !== undefined && order.creditToken !== order.holdToken) {
      tokens.push(order.creditToken);
    }
    for (const listener of this.listeners) {
      try {
        listener(order.userId, view, tokens);
      } catch (error) {
        console.error('[exchange-sim] an LT order listener threw', error);
      }
    }
  }

  // Test mode

  /** Overrides a token's st and NAV (undefined keeps, null clears); journaled. */
  async setOverride(
    symbol: string,
    patch: { readonly st?: number | null; readonly nav?: string | null },
  ): Promise<LtNavInfo | undefined> {
    if (!this.isLt(symbol)) return undefined;
    const current = this.overrides.get(symbol) ?? { st: null, nav: null };
    const st = patch.st === undefined ? current.st : patch.st;
    const nav = patch.nav === undefined ? current.nav : patch.nav;
    await this.commit([{ t: LT_RECORD.override, ts: this.now(), symbol, st, nav }]);
    return this.navInfo(symbol);
  }

  /** The next LT order accepted fails when it completes (status 3). */
  failNext(on = true): void {
    this.failNextOrder = on;
  }

  setSettleMs(ms: number): void {
    this.settleDelay = ms;
  }

  /** Stops the completion timers (the sim is closing); orders still processing stay so. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  // Journal

  apply(record: JournalRecord): void {
    const f = new LtFields(record);
    switch (record.t) {
      case LT_RECORD.orderNew: {
        const orderType = f.number('orderType');
        if (!isOrderType(orderType)) throw new Error(`record ${record.t}: bad orderType`);
        const order: LtOrder = {
          orderId: f.string('orderId'),
          userId: f.string('userId'),
          symbol: f.string('symbol'),
          orderType,
          orderQuantity: f.string('orderQuantity'),
          holdToken: f.string('holdToken'),
          hold: f.string('hold'),
          createdTime: record.ts,
          updatedTime: record.ts,
          status: LT_PROCESSING,
        };
        if (this.orders.has(order.orderId)) throw new Error(`LT order ${order.orderId} exists`);
        if (!this.ledger.hold(order.userId, order.holdToken, new Dec(order.hold))) {
          throw new Error(`hold of ${order.hold} ${order.holdToken} for ${order.userId} refused`);
        }
        this.orders.set(order.orderId, order);
        const own = this.byUser.get(order.userId) ?? [];
        own.push(order);
        this.byUser.set(order.userId, own);
        const n = Number(ID_PATTERN.exec(order.orderId)?.[1] ?? 0);
        if (Number.isSafeInteger(n) && n > this.lastId) this.lastId = n;
        return;
      }
      case LT_RECORD.orderDone: {
        const order = this.processing(f.string('orderId'));
        const credit = f.string('credit');
        const creditToken = f.string('creditToken');
        this.ledger.spendHeld(order.userId, order.holdToken, new Dec(order.hold));
        this.ledger.credit(order.userId, creditToken, new Dec(credit));
        order.status = LT_ORDER_RESULT_STATUS.success;
        order.nav = f.string('nav');
        order.creditToken = creditToken;
        order.credit = credit;
        order.updatedTime = record.ts;
        return;
      }
      case LT_RECORD.orderFail: {
        const order = this.processing(f.string('orderId'));
        this.ledger.release(order.userId, order.holdToken, new Dec(order.hold));
        order.status = LT_ORDER_RESULT_STATUS.failure;
        order.updatedTime = record.ts;
        return;
      }
      case LT_RECORD.override: {
        const st = f.nullableNumber('st');
        const nav = f.nullableString('nav');
        const symbol = f.string('symbol');
        if (st === null && nav === null) this.overrides.delete(symbol);
        else this.overrides.set(symbol, { st, nav });
        return;
      }
      default:
        throw new Error(`unknown LT record type "${record.t}"`);
    }
  }

  private processing(orderId: string): LtOrder {
    const order = this.orders.get(orderId);
    if (!order || order.status !== LT_PROCESSING) {
      throw new Error(`LT order ${orderId} is not processing`);
    }
    return order;
  }

  /**
   * Applies records in order, then resolves once the journal has them on disk. A journal
   * that refuses appends refuses the change before anything is applied.
   */
  private commit(records: readonly JournalRecord[]): Promise<void> {
    const refusal = this.journal.refusal();
    if (refusal) return Promise.reject(refusal);
    for (const record of records) this.apply(record);
    return this.journal.append(records);
  }
}

/**
 * What a completed order credits: a subscription the tokens its amount buys at `nav` once the
 * subscription fee is taken, cut to the token's quantity precision; a redemption the quote its
 * tokens are worth at `nav` less the redemption fee, cut to the amount precision. Never rounded
 * up: the exchange never credits more than the order is worth.
 */
export function settledCredit(
  symbol: string,
  subscription: boolean,
  hold: Dec,
  nav: Dec,
  info: Pick<SymbolInfo, 'quantityPrecision' | 'amountPrecision'>,
): Dec {
  const entry = LT_CATALOGUE[symbol];
  const rate = new Dec((subscription ? entry?.subscribeFeeRate : entry?.redeemFeeRate) ?? '0');
  const kept = new Dec(1).minus(rate);
  return subscription
    ? hold
        .mul(kept)
        .div(nav)
        .toDecimalPlaces(info.quantityPrecision ?? 8, Dec.ROUND_DOWN)
    : hold
        .mul(nav)
        .mul(kept)
        .toDecimalPlaces(info.amountPrecision ?? 8, Dec.ROUND_DOWN);
}

function viewOf(order: LtOrder): LtOrderView {
  const subscription = order.orderType === LT_ORDER_TYPES.subscription;
  const done = order.status === LT_ORDER_RESULT_STATUS.success && order.credit !== undefined;
  return {
    orderId: order.orderId,
    orderType: order.orderType,
    orderQuantity: order.orderQuantity,
    status: order.status,
    symbol: order.symbol,
    createdTime: order.createdTime,
    updatedTime: order.updatedTime,
    ...(done
      ? {
          nav: order.nav,
          filledQuantity: subscription ? order.credit : order.hold,
          filledAmount: subscription ? order.hold : order.credit,
        }
      : {}),
  };
}
