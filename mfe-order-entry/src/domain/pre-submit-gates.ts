import {
  Dec,
  RISK_STATES,
  TRADE_STATUS,
  type AccountInfo,
  type OrderSide,
  type SymbolInfo,
} from '@spot/contracts';
import { isInnovationSymbol } from './order-draft';

/** Disclaimers and risk dialogs a trader accepts once; remembered per user. */
export const ACCEPTANCES = ['sui', 'lt', 'mntBit', 'innovationRisk', 'stRisk'] as const;
export type Acceptance = (typeof ACCEPTANCES)[number];

/**
 * One pre-submit gate (spec 001 §5, spec 000 §4, §5):
 * - `block` stops the order with its message key;
 * - `accept` asks the trader to accept a disclaimer or a risk dialog (declining stops the order);
 * - `ltFlow` hands over to the leveraged-token flow (`lt/flow-requested`);
 * - `tip` shows a tip and lets the order go on.
 */
export type Gate =
  | { readonly kind: 'block'; readonly id: BlockGateId; readonly key: string }
  | { readonly kind: 'accept'; readonly id: Exclude<Acceptance, 'lt'>; readonly key: string }
  | { readonly kind: 'ltFlow'; readonly id: 'lt' }
  | { readonly kind: 'tip'; readonly id: 'leverageOff'; readonly key: string };

export type BlockGateId = 'web2Update' | 'liquidation' | 'overrun' | 'restricted' | 'isolated';

export interface GateContext {
  readonly symbol: SymbolInfo;
  readonly side: OrderSide;
  readonly isUta: boolean;
  readonly account: AccountInfo;
  /** What this user accepted before (disclaimers, risk dialogs, the LT flow). */
  readonly accepted: ReadonlySet<Acceptance>;
}

const baseOf = (symbol: SymbolInfo) => symbol.baseTokenName.toUpperCase();

/**
 * "A symbol whose name contains ST" (spec 001 §2, §5), read as: the base token's name contains
 * the letters ST (STGUSDT). The quote is left out so that a quote token with those letters
 * would not put every pair of that quote behind the dialog.
 */
export function isStSymbol(symbol: SymbolInfo): boolean {
  return baseOf(symbol).includes('ST');
}

/** tradeStatus 4 with the order's side banned (spec 000 §5). */
export function isSideRestricted(symbol: SymbolInfo, side: OrderSide): boolean {
  if (symbol.tradeStatus !== TRADE_STATUS.restricted) return false;
  return side === 'BUY' ? symbol.isBanBuy : symbol.isBanSell;
}

/** A leveraged-token pair (the LT flow applies). */
export function isLtSymbol(symbol: SymbolInfo): boolean {
  return symbol.ltDirection !== '';
}

/** A symbol the leverage switch applies to: its quote can be borrowed against. */
export function isLeverageSymbol(symbol: SymbolInfo | undefined): boolean {
  if (!symbol || !/^\d+(\.\d+)?$/.test(symbol.quoteTokenLeverageRatio)) return false;
  return new Dec(symbol.quoteTokenLeverageRatio).gt(0);
}

/**
 * Every gate of the order, in the spec's order: 1 web2 update, 2 SUI disclaimer, 3 LT flow,
 * 4 MNT or BIT disclaimer, 5 margin status 4, 6 margin status 5, 7 innovation or adventure
 * risk; then the ST risk dialog, trading restricted for a banned side, UTA isolated-margin
 * mode, and the leverage-off tip. Accepted disclaimers are left out.
 */
export function pendingGates(ctx: GateContext): Gate[] {
  const { symbol, account, accepted } = ctx;
  const base = baseOf(symbol);
  const gates: (Gate | false)[] = [
    account.web2Update && { kind: 'block', id: 'web2Update', key: 'web2_will_update' },
    base === 'SUI' && !accepted.has('sui') && { kind: 'accept', id: 'sui', key: 'suiDisclaimer' },
    isLtSymbol(symbol) && !accepted.has('lt') && { kind: 'ltFlow', id: 'lt' },
    (base === 'MNT' || base === 'BIT') &&
      !accepted.has('mntBit') && { kind: 'accept', id: 'mntBit', key: 'mntBitDisclaimer' },
    account.riskState === RISK_STATES.closingPosition && {
      kind: 'block',
      id: 'liquidation',
      key: 'liquidationErrorInfo',
    },
    account.riskState === RISK_STATES.wearPosition && {
      kind: 'block',
      id: 'overrun',
      key: 'overrunErrorInfo',
    },
    isInnovationSymbol(symbol) &&
      !accepted.has('innovationRisk') && {
        kind: 'accept',
        id: 'innovationRisk',
        key: 'innovationRisk',
      },
    isStSymbol(symbol) &&
      !accepted.has('stRisk') && { kind: 'accept', id: 'stRisk', key: 'stRisk' },
    isSideRestricted(symbol, ctx.side) && {
      kind: 'block',
      id: 'restricted',
      key: 'tradingRestricted',
    },
    ctx.isUta &&
      account.isolatedMargin && { kind: 'block', id: 'isolated', key: 'isolatedModeNotSupported' },
    ctx.isUta && account.leverageOff && { kind: 'tip', id: 'leverageOff', key: 'leverageOffTip' },
  ];
  return gates.filter((g): g is Gate => g !== false);
}
