import {
  formatDecimal,
  isDecimalString,
  resolvePrecision,
  tokenPrecisionOf,
  type HostApi,
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
