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

/**
 * Unified rows (spec 000 §3). The sim lends nothing: borrowSize is 0, the margin-available
 * balance equals the spot-available one and the actual leverage ratio is 0.
 */
export function unifiedCoinList(
  ledger: AccountLedger,
  userId: string,
  valuation: Valuation,
): UnifiedCoinBalance[] {
  return ledger.tokens(userId).map((token) => {
    const free = ledger.free(userId, token);
    const wallet = free.plus(ledger.held(userId, token));
    return {
      tokenId: token,
      spotAvailableBalance: free.toString(),
      spotMarginAvailableBalance: free.toString(),
      walletBalance: wallet.toString(),
      borrowSize: '0',
      occAssetUSDTValue: usdtValue(wallet, token, valuation),
    };
  });
}

export function unifiedBalances(
  ledger: AccountLedger,
  userId: string,
  valuation: Valuation,
): UnifiedBalances {
  return { coinList: unifiedCoinList(ledger, userId, valuation), actualLeverageRatio: '0' };
}

/** Liability rows: every coin, or with `ignoreZeroBorrowSize` only those with a borrow. */
export function liabilityList(
  ledger: AccountLedger,
  userId: string,
  valuation: Valuation,
  ignoreZeroBorrowSize: boolean,
): UnifiedCoinBalance[] {
  const rows = unifiedCoinList(ledger, userId, valuation);
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
