import { expect, test, type Page } from '@playwright/test';
import type { KlineListRow, Ticker } from '@spot/contracts';
import { Dec } from '@spot/contracts';
import { SIM } from './helpers';
import { simGet } from './sim-api';

/**
 * Issue 18: the ticker's 24-hour figures come from the same history as the candles. With the
 * market maker paused, the ticker's high, low and open equal those of the last 1,440
 * one-minute candles, the minute in progress included.
 */

const MINUTE = 60_000;

async function klines(page: Page, symbol: string, to: number): Promise<KlineListRow[]> {
  const res = await page.request.get(
    `${SIM}/spot/api/quote/v5/klines?symbol=${symbol}&interval=1&limit=1000&to=${to}`,
  );
  const body = (await res.json()) as { ret_code: number; result: { list: KlineListRow[] } };
  expect(body.ret_code).toBe(0);
  return body.result.list;
}

/** The last 1,440 one-minute bars up to `now`: two pages of at most 1,000. */
async function day(page: Page, symbol: string, now: number): Promise<KlineListRow[]> {
  const from = Math.floor(now / MINUTE) * MINUTE - 1_439 * MINUTE;
  const newer = await klines(page, symbol, now + 1);
  const oldest = Number(newer[0]?.[0]);
  const older = await klines(page, symbol, oldest);
  return [...older, ...newer].filter((row) => Number(row[0]) >= from);
}

test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/market-maker/resume`);
});

for (const symbol of ['BTCUSDT', 'PEPEUSDT']) {
  test(`the ${symbol} ticker's high, low and open are the candles' over the same 24 hours`, async ({
    page,
  }) => {
    await page.request.post(`${SIM}/__sim/market-maker/pause`);
    // Read both within one minute, so the day is the same one.
    let rows: KlineListRow[] = [];
    let ticker: Ticker | undefined;
    await expect(async () => {
      const now = Date.now();
      const tickers = await simGet<Ticker[]>(page, '/spot/api/quote/v2/tickers');
      ticker = tickers.find((t) => t.symbol === symbol);
      rows = await day(page, symbol, now);
      expect(Math.floor(Date.now() / MINUTE)).toBe(Math.floor(now / MINUTE));
    }).toPass({ timeout: 20_000 });
    expect(rows).toHaveLength(1_440);
    expect(ticker).toBeDefined();
    const high = Dec.max(...rows.map((r) => r[2]));
    const low = Dec.min(...rows.map((r) => r[3]));
    expect(new Dec(ticker?.highPrice24h ?? '0').eq(high)).toBe(true);
    expect(new Dec(ticker?.lowPrice24h ?? '0').eq(low)).toBe(true);
    expect(new Dec(ticker?.prevPrice24h ?? '0').eq(rows[0]?.[1] ?? '0')).toBe(true);
    const volume = rows.reduce((sum, r) => sum.plus(r[5]), new Dec(0));
    expect(new Dec(ticker?.volume24h ?? '0').eq(volume)).toBe(true);
  });
}
