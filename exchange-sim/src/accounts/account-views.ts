import type {
  ClassicInnovationQuotas,
  TokenBalance,
  UnifiedBalances,
  UnifiedCoinBalance,
  UtaInnovationQuota,
} from '@spot/contracts';
import { Dec, formatUnits } from '../lib/decimal';
import type { Market } from '../market/market';
import type { AccountLedger } from './account-ledger';
import type { AccountState } from './account-state';
import { marginInfoOf, type MarginFigures } from './account-margin';

/** The USDT price of one unit of a token, or undefined when there is none. */
export type Valuation = (token: string) => Dec | undefined;

/** Decimal places of the USDT values shown. */
const VALUE_DECIMALS = 8;
const STABLE_AT_ONE: ReadonlySet<string> = new Set(['USDT', 'USDC']);

/** USDT prices from the market's last trades; USDT and USDC count as 1. */
export function marketValuation(market: Market): Valuation {
  return (token) => {
    if (STABLE_AT_ONE.has(token)) return new Dec(1);
    const sm = market.get(`${token}USDT`);
    return sm ? new Dec(formatUnits(sm.lastPrice, sm.pricePrecision)) : undefined;
  };
}

function usdtValue(amount: Dec, token: string, valuation: Valuation): string {
  const price = valuation(token);
  return price ? amount.mul(price).toDecimalPlaces(VALUE_DECIMALS).toString() : '0';
}

/** Classic balances (spec 000 §3): free, locked (held for orders), transferable, USDT value. */
export function classicBalances(
  ledger: AccountLedger,
  userId: string,
  valuation: Valuation,
): TokenBalance[] {
  return ledger.tokens(userId).map((token) => {
    const free = ledger.free(userId, token);
    const held = ledger.held(userId, token);
    return {
      tokenId: token,
      free: free.toString(),
      locked: held.toString(),
      transferLimit: free.toString(),
      occAssetUSDTValue: usdtValue(free.plus(held), token, valuation),
    };
  });
}

/** What spot margin adds to a unified account's rows: the debts and the room left to borrow. */
export interface MarginView {
  /** Principal and interest owed per token. */
  readonly owed: ReadonlyMap<string, Dec>;
  readonly figures: MarginFigures;
}

const NO_MARGIN: MarginView = {
  owed: new Map(),
  figures: {
    assets: new Dec(0),
    liabilities: new Dec(0),
    equity: new Dec(0),
    maintenanceMargin: new Dec(0),
    headroom: new Dec(0),
  },
};

/**
 * Unified rows (spec 000 §3): the wallet (free and held), what is owed (`borrowSize`,
 * principal and interest), and the margin-available balance: the free balance plus what the
 * account may still borrow of the token (its borrowing room at the token's price).
 */
export function unifiedCoinList(
  ledger: AccountLedger,
  userId: string,
  valuation: Valuation,
  margin: MarginView = NO_MARGIN,
): UnifiedCoinBalance[] {
  const tokens = new Set([...ledger.tokens(userId), ...margin.owed.keys()]);
  return [...tokens].map((token) => {
    const free = ledger.free(userId, token);
    const wallet = free.plus(ledger.held(userId, token));
    const price = valuation(token);
    const room = price && price.gt(0) ? margin.figures.headroom.div(price) : new Dec(0);
    return {
      tokenId: token,
      spotAvailableBalance: free.toString(),
      spotMarginAvailableBalance: free.plus(room).toDecimalPlaces(8, Dec.ROUND_DOWN).toString(),
      walletBalance: wallet.toString(),
      borrowSize: (margin.owed.get(token) ?? new Dec(0)).toString(),
      occAssetUSDTValue: usdtValue(wallet, token, valuation),
    };
  });
}

export function unifiedBalances(
  ledger: AccountLedger,
  userId: string,
  valuation: Valuation,
  margin: MarginView = NO_MARGIN,
): UnifiedBalances {
  return {
    coinList: unifiedCoinList(ledger, userId, valuation, margin),
    actualLeverageRatio: marginInfoOf(margin.figures).actualLeverageRatio,
  };
}

/** Liability rows: every coin, or with `ignoreZeroBorrowSize` only those with a borrow. */
export function liabilityList(
  ledger: AccountLedger,
  userId: string,
  valuation: Valuation,
  ignoreZeroBorrowSize: boolean,
  margin: MarginView = NO_MARGIN,
): UnifiedCoinBalance[] {
  const rows = unifiedCoinList(ledger, userId, valuation, margin);
  return ignoreZeroBorrowSize ? rows.filter((row) => !new Dec(row.borrowSize).isZero()) : rows;
}

export function classicQuotas(state: AccountState): ClassicInnovationQuotas {
  const out: Record<string, { totalAmount: string; remainAmount: string }> = {};
  for (const [symbolId, q] of state.classicQuota) {
    out[symbolId] = { totalAmount: q.total.toString(), remainAmount: q.remain.toString() };
  }
  return out;
}

export function utaQuotas(state: AccountState): Record<string, UtaInnovationQuota> {
  const out: Record<string, UtaInnovationQuota> = {};
  for (const [symbolId, q] of state.utaQuota) {
    out[symbolId] = { coin: q.coin, limit: q.limit === null ? '-1' : q.limit.toString() };
  }
  return out;
}

/** The demo wallet balance `wb`: the account's USDT, free and held. */
export function demoWalletBalance(ledger: AccountLedger, userId: string): Dec {
  return ledger.free(userId, 'USDT').plus(ledger.held(userId, 'USDT'));
}
