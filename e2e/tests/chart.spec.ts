import { expect, test, type Page } from '@playwright/test';
import { SIM, expectMounted, waitForNoticeBar } from './helpers';

/** The chart area (issue 7): lightweight-charts fed by the sim's klines and live candles. */

interface PlotBar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

interface Summary {
  readonly bars: number;
  readonly last: PlotBar | null;
  readonly style: string;
  readonly seriesType: string;
  readonly panes: number;
  readonly indicators: readonly string[];
  readonly drawings: number;
}

const CANVAS = '[data-testid="chart-canvas"]';

/** The mounted chart's probe summary (null while no engine is mounted). */
async function summary(page: Page): Promise<Summary | null> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector) as
      (Element & { chartProbe?: { summary(): Summary } }) | null;
    return element?.chartProbe?.summary() ?? null;
  }, CANVAS);
}

async function tail(page: Page, count: number): Promise<PlotBar[]> {
  return page.evaluate(
    ([selector, n]) => {
      const element = document.querySelector(selector as string) as
        (Element & { chartProbe?: { tail(n: number): PlotBar[] } }) | null;
      return element?.chartProbe?.tail(n as number) ?? [];
    },
    [CANVAS, count] as const,
  );
}

/** Waits until the chart holds bars. */
async function chartReady(page: Page): Promise<Summary> {
  await expect
    .poll(async () => (await summary(page))?.bars ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(0);
  return (await summary(page)) as Summary;
}

async function sim(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${SIM}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

async function simKlines(symbol: string, interval: string, limit: number): Promise<string[][]> {
  const reply = (await sim(
    `/spot/api/quote/v5/klines?symbol=${symbol}&interval=${interval}&limit=${limit}`,
  )) as { ret_code: number; result: { list: string[][] } };
  expect(reply.ret_code).toBe(0);
  return reply.result.list;
}

async function openChart(page: Page, base = 'BTC', quote = 'USDT'): Promise<void> {
  await page.goto(`/en/trade/spot/${base}/${quote}`);
  await expectMounted(page, 'chart');
  await waitForNoticeBar(page);
}

const chart = (page: Page) => page.locator('section[data-slot="chart"]');

test.afterEach(async () => {
  await sim('/__sim/fail/clear', {});
  await sim('/__sim/market-maker/resume', {});
  await sim('/__sim/trade-rate', { rate: 0 });
});

test('the candles are the sim klines, 30 minutes by default', async ({ page }) => {
  await openChart(page);
  await expect(chart(page).locator(CANVAS)).toHaveAttribute('data-interval', '30');
  const state = await chartReady(page);
  expect(state.bars).toBeGreaterThanOrEqual(500);
  const rows = await simKlines('BTCUSDT', '30', 60);
  const bars = await tail(page, 60);
  // Every closed bar is the sim's, to the tick; the live one may have moved since.
  const closed = rows.slice(0, -1);
  for (const [i, row] of closed.entries()) {
    const bar = bars[i] as PlotBar;
    expect(bar.time * 1000).toBe(Number(row[0]));
    expect([bar.open, bar.high, bar.low, bar.close]).toEqual(row.slice(1, 5).map(Number));
  }
  await expect(chart(page).getByTestId('chart-last-price')).toHaveText(/^\d+\.\d{2}$/);
});

test('a live trade moves the last candle', async ({ page }) => {
  await openChart(page);
  await chartReady(page);
  await sim('/__sim/market-maker/pause', {});
  await page.waitForTimeout(500);
  const before = (await summary(page))!.last!;
  await sim('/__sim/trade-rate', { rate: 20 });
  await sim('/__sim/market-maker/resume', {});
  await expect
    .poll(async () => (await summary(page))!.last!.volume, { timeout: 10_000 })
    .toBeGreaterThan(before.volume);
  await sim('/__sim/market-maker/pause', {});
  await sim('/__sim/trade-rate', { rate: 0 });
  await page.waitForTimeout(300);
  const [row] = (await simKlines('BTCUSDT', '30', 1)) as [string[]];
  // Time, close and volume match the sim's bar: the candles topic sends the bar the klines
  // serve, the generated part of the window the sim started in included.
  await expect
    .poll(async () => {
      const last = (await summary(page))!.last!;
      return [last.time * 1000, last.close, last.volume];
    })
    .toEqual([Number(row[0]), Number(row[4]), Number(row[5])]);
});

test('interval, chart type and kind switches', async ({ page }) => {
  await openChart(page);
  await chartReady(page);
  await chart(page).locator('button[data-interval="60"]').click();
  await expect(chart(page).locator(CANVAS)).toHaveAttribute('data-interval', '60');
  await expect
    .poll(async () => {
      const bars = await tail(page, 3);
      return bars.length === 3 ? bars[2]!.time - bars[1]!.time : 0;
    })
    .toBe(3600);
  // An unpinned interval from the dropdown.
  await chart(page).getByTestId('chart-more-intervals').click();
  await chart(page).getByRole('menuitemradio', { name: '2H', exact: true }).click();
  await expect(chart(page).locator(CANVAS)).toHaveAttribute('data-interval', '120');

  await chart(page).getByTestId('chart-style').click();
  await chart(page).getByRole('menuitemradio', { name: 'Line', exact: true }).click();
  await expect.poll(async () => (await summary(page))?.seriesType).toBe('Line');
  await chart(page).getByTestId('chart-style').click();
  await chart(page)
    .getByRole('menuitemradio', { name: /Heikin-Ashi/ })
    .click();
  await expect.poll(async () => (await summary(page))?.style).toBe('heikinAshi');

  await chart(page).getByTestId('chart-indicators').click();
  await chart(page).getByRole('menuitemcheckbox', { name: /RSI/ }).click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await summary(page))?.panes).toBe(3);

  await chart(page).getByRole('radio', { name: 'Depth' }).click();
  await expect(chart(page).getByTestId('chart-depth')).toBeVisible();
  await chart(page).getByRole('radio', { name: 'Simple' }).click();
  await expect(chart(page).locator('[data-kind="simple"]')).toBeVisible();
  await chart(page).getByRole('radio', { name: 'Depth' }).click();
  // The last choice other than depth (simple), interval and style survive a reload.
  await page.reload();
  await expect(chart(page).locator('[data-kind="simple"]')).toBeVisible();
  await expect(chart(page).locator(CANVAS)).toHaveAttribute('data-interval', '120');
  await chart(page).getByRole('radio', { name: 'Pro' }).click();
  await expect.poll(async () => (await summary(page))?.style).toBe('heikinAshi');
  // Back to the defaults for the next tests.
  await chart(page).getByTestId('chart-style').click();
  await chart(page).getByRole('menuitemradio', { name: 'Candles', exact: true }).click();
  await chart(page).locator('button[data-interval="30"]').click();
  await chart(page).getByTestId('chart-indicators').click();
  await chart(page).getByRole('menuitemcheckbox', { name: /RSI/ }).click();
});

test('a horizontal line is drawn, kept over a reload and deleted', async ({ page }) => {
  await openChart(page);
  await chartReady(page);
  await chart(page).getByRole('button', { name: 'Horizontal line' }).click();
  const box = (await chart(page).locator(CANVAS).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
  await expect.poll(async () => (await summary(page))?.drawings).toBe(1);
  await page.reload();
  await expect.poll(async () => (await summary(page))?.drawings, { timeout: 15_000 }).toBe(1);
  await chart(page).getByRole('button', { name: 'Remove all drawings' }).click();
  await expect.poll(async () => (await summary(page))?.drawings).toBe(0);
});

test('alt+click on the chart puts that price into the order form', async ({ page }) => {
  await openChart(page);
  const state = await chartReady(page);
  const price = state.last!.close;
  const y = await page.evaluate(
    ([selector, p]) =>
      (
        document.querySelector(selector as string) as Element & {
          chartProbe: { priceToY(p: number): number | null };
        }
      ).chartProbe.priceToY(p as number),
    [CANVAS, price] as const,
  );
  const box = (await chart(page).locator(CANVAS).boundingBox())!;
  await page.keyboard.down('Alt');
  await page.mouse.click(box.x + box.width / 3, box.y + (y as number));
  await page.keyboard.up('Alt');
  const input = page
    .locator('section[data-slot="order-entry"]')
    .getByRole('textbox', { name: /^Price/ });
  await expect(input).toHaveValue(/^\d+\.\d{2}$/);
  const picked = Number(await input.inputValue());
  expect(Math.abs(picked - price)).toBeLessThan(price * 0.01);
});

test('a failed kline fetch shows no data and a retry that loads it', async ({ page }) => {
  await sim('/__sim/fail', { endpoint: 'klines', times: 3, status: 500 });
  await openChart(page);
  const error = chart(page).getByTestId('chart-error');
  await expect(error).toContainText('Chart data could not be loaded');
  expect((await summary(page))?.bars ?? 0).toBe(0);
  await sim('/__sim/fail/clear', {});
  await error.getByRole('button', { name: 'Retry' }).click();
  await chartReady(page);
  await expect(error).toHaveCount(0);
});

test.describe('a symbol not yet open', () => {
  let seeded = 0;
  test.beforeAll(async () => {
    const reply = (await sim('/spot/api/basic/symbol_list')) as {
      result: { symbolName: string; onlineTime: number }[];
    };
    seeded = reply.result.find((s) => s.symbolName === 'NOVAUSDT')!.onlineTime;
  });
  test.afterAll(async () => {
    await sim('/__sim/symbol', { symbol: 'NOVAUSDT', onlineTime: seeded });
  });

  test('counts down to the opening and then shows the chart', async ({ page }) => {
    await sim('/__sim/symbol', {
      symbol: 'NOVAUSDT',
      onlineTime: Date.now() + 2 * 3_600_000 + 60_000,
    });
    await openChart(page, 'NOVA');
    const countdown = chart(page).getByTestId('chart-countdown');
    await expect(countdown).toBeVisible();
    await expect(countdown.getByTestId('countdown-hours')).toHaveText('02');
    await expect(countdown.getByTestId('countdown-open-time')).toContainText(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/,
    );
    await expect(countdown.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
    const first = await countdown.getByTestId('countdown-seconds').textContent();
    await expect(countdown.getByTestId('countdown-seconds')).not.toHaveText(first ?? '');
    await chart(page).screenshot({ path: '../.data/reports/chart-countdown.png' });

    await sim('/__sim/symbol', { symbol: 'NOVAUSDT', onlineTime: Date.now() + 8_000 });
    await page.reload();
    await expect(chart(page).getByTestId('chart-countdown')).toBeVisible();
    await expect(chart(page).getByTestId('countdown-hours')).toHaveText('00');
    await expect(chart(page).getByTestId('chart-countdown')).toHaveCount(0, { timeout: 20_000 });
    await expect(chart(page).locator(CANVAS)).toBeVisible();
    await expect(chart(page).getByTestId('chart-error')).toHaveCount(0);
  });

  test('a failed notice fetch shows the error view', async ({ page }) => {
    await sim('/__sim/symbol', { symbol: 'NOVAUSDT', onlineTime: Date.now() + 3_600_000 });
    await sim('/__sim/fail', { endpoint: 'symbolNotice', times: 5, status: 503 });
    await openChart(page, 'NOVA');
    await expect(chart(page).getByTestId('chart-error')).toContainText('opening time');
  });
});

test('screenshots of the chart in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openChart(page);
  await chartReady(page);
  await expect(chart(page).getByTestId('chart-loading')).toHaveCount(0);
  await chart(page).screenshot({ path: '../.data/reports/chart-dark.png' });
  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.waitForTimeout(300);
  await chart(page).screenshot({ path: '../.data/reports/chart-light.png' });
  const background = await chart(page)
    .locator(`${CANVAS} canvas`)
    .first()
    .evaluate((canvas) => {
      const ctx = (canvas as HTMLCanvasElement).getContext('2d');
      return ctx ? Array.from(ctx.getImageData(2, 2, 1, 1).data.slice(0, 3)) : [];
    });
  expect(background.every((c) => c > 200)).toBe(true);
  await chart(page).getByRole('radio', { name: 'Depth' }).click();
  await expect(chart(page).getByTestId('chart-depth').getByTestId('chart-loading')).toHaveCount(0);
  await chart(page).screenshot({ path: '../.data/reports/chart-depth-light.png' });
  await chart(page).getByRole('radio', { name: 'Pro' }).click();
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await chart(page).getByRole('tab', { name: 'Trade analysis' }).click();
  await expect(chart(page).getByTestId('taker-buy')).toBeVisible();
  await page.waitForTimeout(2_500);
  await chart(page).screenshot({ path: '../.data/reports/chart-analysis-dark.png' });
  await chart(page).getByRole('tab', { name: 'Chart' }).click();
});
