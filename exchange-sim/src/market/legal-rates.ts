import type { DecimalString, Ticker } from '@spot/contracts';
import { Dec } from '../lib/decimal';

/** Fiat currencies the sim quotes, per US dollar (a fixed table: the sim has no FX market). */
export const FIAT_PER_USD: Readonly<Record<string, DecimalString>> = {
  USD: '1',
  EUR: '0.92',
  JPY: '151.5',
};

const STABLECOINS = ['USDT', 'USDC'] as const;

/**
 * Legal-currency value of one unit of each token, from the live tickers: stablecoins are one
 * dollar, any other token is worth its last price against USDT (or against BTC, then BTC's).
 * A token without such a market has no rate. Values at 8 decimals, rounded down.
 */
export function legalRates(
  tickers: readonly Ticker[],
): Record<string, Record<string, DecimalString>> {
  const last = new Map(tickers.map((t) => [t.symbol, t.lastPrice]));
  const usd = new Map<string, Dec>(STABLECOINS.map((token) => [token, new Dec(1)]));
  const btc = last.get('BTCUSDT');
  for (const ticker of tickers) {
    const viaUsdt = /^(.+)USDT$/.exec(ticker.symbol);
    if (viaUsdt?.[1] && !usd.has(viaUsdt[1])) usd.set(viaUsdt[1], new Dec(ticker.lastPrice));
  }
  for (const ticker of tickers) {
    const viaBtc = /^(.+)BTC$/.exec(ticker.symbol);
    if (viaBtc?.[1] && btc && !usd.has(viaBtc[1])) {
      usd.set(viaBtc[1], new Dec(ticker.lastPrice).mul(btc));
    }
  }
  const rates: Record<string, Record<string, DecimalString>> = {};
  for (const [token, dollars] of usd) {
    rates[token] = Object.fromEntries(
      Object.entries(FIAT_PER_USD).map(([fiat, perUsd]) => [
        fiat,
        dollars.mul(perUsd).toDecimalPlaces(8, Dec.ROUND_DOWN).toFixed(),
      ]),
    );
  }
  return rates;
}
