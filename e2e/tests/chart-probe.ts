import { expect, type Page } from '@playwright/test';
import type { Ticker } from '@spot/contracts';
import { simGet } from './sim-api';

/** What the chart's canvas exposes to tests: its markers, price lines by id, and bars. */
interface Probe {
  summary(): { markers: number; lines: Record<string, string>; bars: number };
}

export async function chartSummary(page: Page) {
  return page.evaluate(() => {
    const element = document.querySelector('[data-testid="chart-canvas"]') as
      (Element & { chartProbe?: Probe }) | null;
    return element?.chartProbe?.summary() ?? null;
  });
}

/** Waits until the chart has drawn some history. */
export async function chartReady(page: Page): Promise<void> {
  await expect.poll(async () => (await chartSummary(page))?.bars ?? 0).toBeGreaterThan(10);
}

/** The ids of the price lines the chart draws now. */
export async function chartLines(page: Page): Promise<string[]> {
  return Object.keys((await chartSummary(page))?.lines ?? {});
}

/** The sim's last price of a symbol (BTCUSDT unless told). */
export async function lastPrice(page: Page, symbol = 'BTCUSDT'): Promise<string> {
  const tickers = await simGet<readonly Ticker[]>(page, '/spot/api/quote/v2/tickers');
  const found = tickers.find((t) => t.symbol === symbol);
  if (!found) throw new Error(`no ${symbol} ticker`);
  return found.lastPrice;
}
