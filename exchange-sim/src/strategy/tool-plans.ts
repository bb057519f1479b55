import type { OrderSide, SymbolInfo, ToolRefusal } from '@spot/contracts';
import {
  ACCOUNT_ERROR_CODES,
  checkGrid,
  checkIceberg,
  checkTwap,
  toolSymbolRules,
} from '@spot/contracts';
import type { Engine } from '../engine/engine';
import type { Ledger } from '../engine/ledger';
import type { Rejection } from '../engine/reject-codes';
import type { PlaceOrderCommand } from '../engine/types';
import { Dec } from '../lib/decimal';
import type { StartInput } from './strategy-engine';
import type { GridSettingsRecord, SlicedSettings } from './strategy-runs';
import { refusalText } from './tool-refusals';

/**
 * A tool's request checked as the exchange checks it: the contract's own checks (the forms
 * run the same ones) against the symbol's rules, the last price and the user's free balances,
 * then the engine's order rules on the first children (precision, maximum value, trading
 * status, a banned side), so a start the engine would refuse is refused before anything runs.
 */

export interface PlanDeps {
  readonly engine: Pick<Engine, 'lastPrice' | 'checkOrder'>;
  readonly ledger: Pick<Ledger, 'free'>;
  readonly symbolInfo: (name: string) => SymbolInfo | undefined;
  readonly now: () => number;
}

export type Refused = { readonly ok: false; readonly code: number; readonly message: string };
export type Planned = { readonly ok: true; readonly input: Omit<StartInput, 'clientStrategyId'> };

/** A grid bot asked for: its symbol and the settings it is journaled with. */
export interface GridRequest extends GridSettingsRecord {
  readonly symbol: string;
}

export interface IcebergRequest {
  readonly symbol: string;
  readonly side: OrderSide;
  readonly price: string;
  readonly quantity: string;
  readonly visibleQuantity: string;
}

export interface TwapRequest {
  readonly symbol: string;
  readonly side: OrderSide;
  readonly quantity: string;
  readonly durationSec: number;
  readonly intervalSec: number;
  readonly priceLimit: string | null;
}

const dec = (text: string | null): Dec | null => (text === null ? null : new Dec(text));

/** A tool check's refusal: `toolRejected`, the message its key then the figures. */
export function toolRefused(refusal: ToolRefusal): Refused {
  return { ok: false, code: ACCOUNT_ERROR_CODES.toolRejected, message: refusalText(refusal) };
}

/**
 * An engine refusal of a child: its size and funds rules as the tools' keys (`toolRejected`),
 * any other (precision, value above the maximum, trading status, a banned side) with the
 * engine's own code and message, as `orderCreate` answers them.
 */
export function engineRefused(rejection: Rejection, what: string): Refused {
  const keys: Partial<Record<Rejection['reason'], string>> = {
    QTY_TOO_SMALL: 'tool_min_quantity',
    QTY_TOO_LARGE: 'tool_max_quantity',
    AMOUNT_TOO_SMALL: 'tool_min_amount',
    INSUFFICIENT_BALANCE: 'tool_balance_not_enough',
  };
  const key = keys[rejection.reason];
  const message = `${what}: ${rejection.message}`;
  return key === undefined
    ? { ok: false, code: rejection.code, message }
    : { ok: false, code: ACCOUNT_ERROR_CODES.toolRejected, message: `${key}: ${message}` };
}

function context(deps: PlanDeps, userId: string, symbol: string) {
  const info = deps.symbolInfo(symbol);
  const last = deps.engine.lastPrice(symbol);
  if (!info || last === undefined) return null;
  return {
    info,
    rules: toolSymbolRules(info),
    lastPrice: new Dec(last),
    balances: {
      base: deps.ledger.free(userId, info.baseTokenId),
      quote: deps.ledger.free(userId, info.quoteTokenId),
    },
  };
}

const NO_SYMBOL: Refused = { ok: false, code: 10002, message: 'not a symbol of the exchange' };

/** The first refusal of the engine's rules among the children, if any. */
function childRefusal(
  deps: PlanDeps,
  userId: string,
  symbol: string,
  children: readonly [string, Omit<PlaceOrderCommand, 'userId' | 'symbolId'>][],
): Refused | null {
  for (const [what, cmd] of children) {
    const rejection = deps.engine.checkOrder({ userId, symbolId: symbol, ...cmd }, deps.now());
    if (rejection) return engineRefused(rejection, what);
  }
  return null;
}

export function planGrid(deps: PlanDeps, userId: string, req: GridRequest): Planned | Refused {
  const at = context(deps, userId, req.symbol);
  if (!at) return NO_SYMBOL;
  const check = checkGrid({
    minPrice: new Dec(req.minPrice),
    maxPrice: new Dec(req.maxPrice),
    gridNumber: req.gridNumber,
    gridType: req.gridType,
    investment: new Dec(req.investment),
    stopLossPrice: dec(req.stopLossPrice),
    takeProfitPrice: dec(req.takeProfitPrice),
    lastPrice: at.lastPrice,
    balances: at.balances,
    rules: at.rules,
  });
  if (!check.ok) return toolRefused(check);
  const { plan } = check;
  const buy = plan.slots.find((s) => s.side === 'BUY');
  const sell = plan.slots.find((s) => s.side === 'SELL');
  const children: [string, Omit<PlaceOrderCommand, 'userId' | 'symbolId'>][] = [];
  const qty = plan.qtyPerGrid;
  if (buy) children.push(['the grid buy', { side: 'BUY', type: 'LIMIT', price: buy.price, qty }]);
  if (sell)
    children.push(['the grid sell', { side: 'SELL', type: 'LIMIT', price: sell.price, qty }]);
  if (new Dec(plan.initialBuyQty).gt(0)) {
    const initial = { side: 'BUY', type: 'MARKET', qty: plan.initialBuyQty } as const;
    children.push(['the initial buy', initial]);
  }
  const refused = childRefusal(deps, userId, req.symbol, children);
  if (refused) return refused;
  const { symbol, ...fields } = req;
  const settings: GridSettingsRecord = fields;
  return { ok: true, input: { kind: 'grid', userId, symbol, settings, plan } };
}

export function planIceberg(
  deps: PlanDeps,
  userId: string,
  req: IcebergRequest,
): Planned | Refused {
  const at = context(deps, userId, req.symbol);
  if (!at) return NO_SYMBOL;
  const check = checkIceberg({
    side: req.side,
    price: new Dec(req.price),
    totalQty: new Dec(req.quantity),
    visibleQty: new Dec(req.visibleQuantity),
    balances: at.balances,
    rules: at.rules,
  });
  if (!check.ok) return toolRefused(check);
  const { slices } = check.plan;
  const first = { side: req.side, type: 'LIMIT', price: req.price, qty: slices[0] ?? '0' } as const;
  const refused = childRefusal(deps, userId, req.symbol, [['the first slice', first]]);
  if (refused) return refused;
  const lots = (text: string) =>
    new Dec(text).toDecimalPlaces(at.rules.quantityPrecision, Dec.ROUND_DOWN).toFixed();
  const settings: SlicedSettings = {
    side: req.side,
    size: lots(req.quantity),
    price: req.price,
    visibleSize: lots(req.visibleQuantity),
  };
  return {
    ok: true,
    input: { kind: 'iceberg', userId, symbol: req.symbol, settings, plan: check.plan },
  };
}

export function planTwap(deps: PlanDeps, userId: string, req: TwapRequest): Planned | Refused {
  const at = context(deps, userId, req.symbol);
  if (!at) return NO_SYMBOL;
  const check = checkTwap({
    side: req.side,
    totalQty: new Dec(req.quantity),
    durationSec: req.durationSec,
    intervalSec: req.intervalSec,
    priceLimit: dec(req.priceLimit),
    lastPrice: at.lastPrice,
    balances: at.balances,
    rules: at.rules,
  });
  if (!check.ok) return toolRefused(check);
  const qty = check.plan.slices[0] ?? '0';
  const first =
    req.priceLimit === null
      ? ({ side: req.side, type: 'MARKET', qty } as const)
      : ({
          side: req.side,
          type: 'LIMIT',
          timeInForce: 'IOC',
          price: req.priceLimit,
          qty,
        } as const);
  const refused = childRefusal(deps, userId, req.symbol, [['the first child', first]]);
  if (refused) return refused;
  const total = check.plan.slices.reduce((sum, s) => sum.plus(s), new Dec(0));
  const settings: SlicedSettings = {
    side: req.side,
    size: total.toFixed(),
    ...(req.priceLimit === null ? {} : { price: req.priceLimit }),
    durationSec: req.durationSec,
    intervalSec: req.intervalSec,
  };
  return {
    ok: true,
    input: { kind: 'twap', userId, symbol: req.symbol, settings, plan: check.plan },
  };
}
