import {
  TRADE_PREFERENCE_FLAGS,
  readTradePreferences,
  type Roles,
  type ComplianceFlags,
  type SymbolInfo,
  type TradePreferenceFlag,
  type TradePreferences,
} from '@spot/contracts';
import { isLeverageSymbol } from './pre-submit-gates';

/**
 * Defaults of the ten show-flags. The spec does not give them (spec 001 §9): what every form
 * needs is on, the margin and borrowing items off.
 */
export const DEFAULT_TRADE_PREFERENCES: TradePreferences = {
  showSpotMargin: false,
  showLeverage: false,
  showAvailableBalance: true,
  showMaxBuy: true,
  showBorrowedAmount: false,
  showTpSl: false,
  showPostOnly: true,
  showTimeInForce: true,
  showMaxSlippageLimit: true,
  showBaseOrQuote: true,
};

/** What this panel stores: the ten flags plus this app's order-confirmation switch. */
export interface StoredTradeSettings {
  readonly preferences: TradePreferences;
  /** Ask for confirmation before each order (not among the spec's ten flags). */
  readonly confirmOrders: boolean;
}

export const TRADE_SETTINGS_VERSION = 1;

/**
 * Reads the stored settings. Version 1 is `{ version, preferences, confirmOrders }`; an
 * unversioned value (version 0) was the bare flags object. Anything unreadable gives defaults.
 */
export function migrateTradeSettings(stored: unknown): StoredTradeSettings {
  const record =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const version = record.version;
  const flags =
    version === TRADE_SETTINGS_VERSION ? record.preferences : version === undefined ? record : {};
  return {
    preferences: { ...DEFAULT_TRADE_PREFERENCES, ...readTradePreferences(flags) },
    confirmOrders: version === TRADE_SETTINGS_VERSION && record.confirmOrders === true,
  };
}

export function serializeTradeSettings(settings: StoredTradeSettings) {
  return { version: TRADE_SETTINGS_VERSION, ...settings };
}

/** The advanced items, shown only for UTA non-demo accounts (spec 001 §5). */
export const ADVANCED_ITEMS: readonly TradePreferenceFlag[] = ['showBorrowedAmount', 'showTpSl'];

export interface VisibilityContext {
  readonly isLogin: boolean;
  readonly roles: Roles;
  readonly compliance: ComplianceFlags;
  readonly symbol: SymbolInfo | undefined;
  /** The account's leverage is switched off (accountInfo.leverageOff). */
  readonly leverageOff: boolean;
  /** The trader has checked leverage (margin) in the form. */
  readonly leverageChecked: boolean;
  /** The exchange's max slippage limit for market orders, if it has one. */
  readonly maxSlippageLimit: string | null;
}

/**
 * Which items of the trade preferences panel are shown (spec 001 §5 "Trade preference
 * visibility"):
 * - spot margin: only for leverage users (UTA with leverage on), subject to compliance;
 * - leverage: only when a leverage symbol is selected, on UTA (tool margin mode is the tools');
 * - the advanced items (borrowed amount, TP/SL on a limit order): only for UTA non-demo;
 * - post only and time in force: only when the trader has not checked leverage;
 * - slippage: only when a max slippage limit exists;
 * - available balance, max buy and the base-or-quote choice of market orders: always.
 */
export function isPreferenceVisible(flag: TradePreferenceFlag, ctx: VisibilityContext): boolean {
  const uta = ctx.isLogin && ctx.roles.utaLevel > 0;
  switch (flag) {
    case 'showSpotMargin':
      return uta && !ctx.leverageOff && ctx.compliance.spotMargin;
    case 'showLeverage':
      return uta && isLeverageSymbol(ctx.symbol);
    case 'showBorrowedAmount':
    case 'showTpSl':
      return uta && !ctx.roles.demo;
    case 'showPostOnly':
    case 'showTimeInForce':
      return !ctx.leverageChecked;
    case 'showMaxSlippageLimit':
      return ctx.maxSlippageLimit !== null;
    case 'showAvailableBalance':
    case 'showMaxBuy':
    case 'showBaseOrQuote':
      return true;
  }
}

/** The form shows an item when its panel item is visible and switched on. */
export function effectiveDisplay(
  preferences: TradePreferences,
  ctx: VisibilityContext,
): TradePreferences {
  const out = {} as Record<TradePreferenceFlag, boolean>;
  for (const flag of TRADE_PREFERENCE_FLAGS) {
    out[flag] = isPreferenceVisible(flag, ctx) && preferences[flag];
  }
  return out;
}
