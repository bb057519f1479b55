import type { AccountInfo, SymbolInfo } from '@spot/contracts';
import { makeSymbol } from '@spot/contracts/testing';
import { EMPTY_DRAFT, type OrderDraft } from '../domain/order-draft';

/** BTCUSDT as the exchange lists it: tick 0.01, lot 0.000001. */
export function symbolOf(overrides: Partial<SymbolInfo> = {}): SymbolInfo {
  return makeSymbol('BTC', 'USDT', overrides);
}

/** A pair named after its base, e.g. `pair('SUI')` is SUIUSDT. */
export function pair(base: string, overrides: Partial<SymbolInfo> = {}): SymbolInfo {
  return makeSymbol(base, 'USDT', overrides);
}

export function draftOf(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return { ...EMPTY_DRAFT, ...overrides };
}

export const NORMAL_ACCOUNT: AccountInfo = {
  riskState: 0,
  isolatedMargin: false,
  leverageOff: false,
  web2Update: false,
};
