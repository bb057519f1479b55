import {
  formatDecimal,
  isDecimalString,
  resolvePrecision,
  tokenPrecisionOf,
  type HostApi,
  type TradeFill,
} from '@spot/contracts';
import { DASH } from '../domain/format';
import type { SymbolDisplay } from '../domain/notifications';

/**
 * How the orders area writes a symbol's figures: `BTC/USDT` as the header and the order
 * entry write the pair (the raw `BTCUSDT` read as another symbol), and its precisions; an
 * unknown symbol keeps its id and the fallback precisions.
 */
export function symbolDisplay(host: Pick<HostApi, 'market'>, symbolId: string): SymbolDisplay {
  const info = host.market.symbol(symbolId);
  return {
    pair: info ? `${info.baseTokenName}/${info.quoteTokenName}` : symbolId,
    pricePrecision: resolvePrecision(info, 'price'),
    quantityPrecision: resolvePrecision(info, 'quantity'),
  };
}

/** True for a leveraged-token pair (`BTC3LUSDT`), however the page was reached. */
export function isLtSymbol(host: Pick<HostApi, 'market'>, symbolId: string): boolean {
  return (host.market.symbol(symbolId)?.ltDirection ?? '') !== '';
}

/** The pair of a symbol id as the area writes it (`BTC/USDT`; an unknown id as it is). */
export function pairLabels(host: Pick<HostApi, 'market'>): (symbolId: string) => string {
  return (symbolId) => symbolDisplay(host, symbolId).pair;
}

/** Writes an amount of `token` at that token's precision, cut (a balance is never rounded up). */
export type TokenAmount = (token: string, value: string | undefined | null) => string;

/** The token formatter of the host's symbol list (`tokenPrecisionOf`); a dash for no value. */
export function tokenAmounts(host: Pick<HostApi, 'market'>): TokenAmount {
  return (token, value) =>
    isDecimalString(value)
      ? formatDecimal(value, tokenPrecisionOf(token, host.market.symbols()))
      : DASH;
}

/** A price of a symbol at its price precision ('--' for none): a strategy's average price. */
export type SymbolPrice = (symbolId: string, value: string | undefined | null) => string;

export function symbolPrices(host: Pick<HostApi, 'market'>): SymbolPrice {
  return (symbolId, value) =>
    isDecimalString(value)
      ? formatDecimal(value, resolvePrecision(host.market.symbol(symbolId), 'price'))
      : DASH;
}

/**
 * A fill's fee in the token it was paid in, at that token's precision across the symbol list
 * (`tokenPrecisionOf`, as balances), cut: a buy pays in the base token it received, a sell in
 * the quote token. Without a known pair the fee's token is unknown: the fee as sent.
 */
export function fillFee(
  host: Pick<HostApi, 'market'>,
  fill: Pick<TradeFill, 'side' | 'execFee' | 'symbolId'>,
): string {
  if (!isDecimalString(fill.execFee)) return DASH;
  const info = fill.symbolId === undefined ? undefined : host.market.symbol(fill.symbolId);
  if (!info) return fill.execFee;
  const token = fill.side === 'Buy' ? info.baseTokenName : info.quoteTokenName;
  const digits = tokenPrecisionOf(token, host.market.symbols());
  return `${formatDecimal(fill.execFee, digits)} ${token}`;
}
