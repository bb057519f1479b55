import type { ComplianceFlags, UserInfo } from '../domain/account';
import type { Order, OrderStatus } from '../domain/order';
import type { SymbolInfo, Ticker } from '../domain/symbol';
import type { UtaOrderStatus } from '../domain/uta-order';
import type { UtaSpotOrder } from '../wire/private-topics';
import { LOGGED_OUT_ROLES, deriveRoles, type Roles, type Session } from '../session';

/** Test builders for the contract's data: complete, valid values with the fields a test names. */

/** Every optional feature on (the opposite of `RESTRICTIVE_COMPLIANCE`). */
export const ALL_ON_COMPLIANCE: ComplianceFlags = {
  chartOption: true,
  ocoTabs: true,
  tokenRecordTab: true,
  orderHeaderTip: true,
  liquidityShield: true,
  integratedOrderRequest: true,
  rewardsHub: true,
  spotMargin: true,
  hiddenTools: [],
};

/** The seeded classic account `classic@sim.test`, with the fields given. */
export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: '1001',
    email: 'classic@sim.test',
    userState: 1,
    double_confirm: '',
    member_tag: {},
    unified_account: 0,
    grayFlag: { IsUTA: false },
    isUTA: false,
    isDemoAccount: false,
    demo_id: '',
    sub_attribute: '',
    is_copy_trading_leader: false,
    is_new_copy_trading_leader: false,
    eeaStatus: false,
    region: 'global',
    ...overrides,
  };
}

export interface SessionOptions {
  /** Logged out unless told. */
  readonly isLogin?: boolean;
  /** Laid over the roles derived from the user (logged in) or `LOGGED_OUT_ROLES`. */
  readonly roles?: Partial<Roles>;
  /** Laid over `ALL_ON_COMPLIANCE`. */
  readonly compliance?: Partial<ComplianceFlags>;
  /** Fields of the logged-in user (`makeUser`); ignored when logged out. */
  readonly user?: Partial<UserInfo>;
}

/** A session as the host derives it: logged out, or logged in as `makeUser(user)`. */
export function makeSession(options: SessionOptions = {}): Session {
  const isLogin = options.isLogin ?? false;
  const user = isLogin ? makeUser(options.user) : null;
  return {
    isLogin,
    userState: user ? user.userState : null,
    user,
    roles: { ...(user ? deriveRoles(user) : LOGGED_OUT_ROLES), ...options.roles },
    compliance: { ...ALL_ON_COMPLIANCE, ...options.compliance },
  };
}

/**
 * A trading pair like the exchange's BTCUSDT (tick 0.01, lot 0.000001, 10x margin), named
 * `${base}${quote}`, with the fields given.
 */
export function makeSymbol(
  base = 'BTC',
  quote = 'USDT',
  overrides: Partial<SymbolInfo> = {},
): SymbolInfo {
  return {
    symbolId: `${base}${quote}`,
    symbolName: `${base}${quote}`,
    baseTokenId: base,
    quoteTokenId: quote,
    baseTokenName: base,
    quoteTokenName: quote,
    pricePrecision: 2,
    quantityPrecision: 6,
    amountPrecision: 8,
    minPricePrecision: '0.01',
    maxPrice: '6500000',
    minTradeQuantity: '0.000048',
    maxTradeQuantity: '71.739562',
    minTradeAmount: '1',
    maxTradeAmount: '4000000',
    tradeStatus: 1,
    isBanBuy: false,
    isBanSell: false,
    noticeVisible: false,
    onlineTime: 0,
    ltDirection: '',
    quoteTokenLeverageRatio: '10',
    digitMerge: '0.01,0.1,1,10,100',
    mark: '',
    ...overrides,
  };
}

/** A 24 h ticker around 100, with the fields given. */
export function makeTicker(symbol: string, overrides: Partial<Ticker> = {}): Ticker {
  return {
    symbol,
    lastPrice: '100',
    prevPrice24h: '99',
    highPrice24h: '101',
    lowPrice24h: '98',
    volume24h: '10',
    turnover24h: '1000',
    price24hPcntE6: '0',
    bid1Price: '99.9',
    ask1Price: '100.1',
    ...overrides,
  };
}

let orderSeq = 0;

/** A limit buy on BTCUSDT unless told otherwise; ids count up. */
export function makeOrder(fields: Partial<Order> = {}): Order {
  orderSeq += 1;
  return {
    orderId: `o${orderSeq}`,
    clientOrderId: `c${orderSeq}`,
    symbolId: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    price: '20000.00',
    origQty: '0.010000',
    executedQty: '0',
    status: 'NEW',
    time: 1_700_000_000_000 + orderSeq,
    ...fields,
  };
}

export function withStatus(order: Order, status: OrderStatus, fields: Partial<Order> = {}): Order {
  return { ...order, status, ...fields };
}

/** The order as the UTA feed sends it, with a UTA status. */
export function utaOf(order: Order, status: UtaOrderStatus): UtaSpotOrder {
  return { ...order, status };
}
