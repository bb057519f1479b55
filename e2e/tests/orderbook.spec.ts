import { expect, test, type Page } from '@playwright/test';
import { SIM, expectBookRows, waitForNoticeBar } from './helpers';

/** The rows of one side as the page shows them, best first: [price, size]. */
async function shownSide(page: Page, side: 'bids' | 'asks'): Promise<string[][]> {
  const rows = await page
    .locator(`[data-testid="${side}"] .book-row:not(.empty)`)
    .evaluateAll((els) =>
      els.map((el) => [
        el.querySelector('.price')?.textContent ?? '',
        el.querySelector('.size')?.textContent ?? '',
      ]),
    );
  // Asks are drawn worst first, so the best ask sits on the spread line.
  return side === 'asks' ? rows.reverse() : rows;
}

/** A plain decimal string with exactly `decimals` digits after the point (no rounding). */
function padDecimals(text: string, decimals: number): string {
  const [int = '0', frac = ''] = text.split('.');
  return `${int}.${frac.padEnd(decimals, '0').slice(0, decimals)}`;
}

interface SimBook {
  readonly b: string[][];
  readonly a: string[][];
}

async function simBook(page: Page, dumpScale: string): Promise<SimBook> {
  const res = await page.request.get(`${SIM}/__sim/book?symbol=BTCUSDT&dumpScale=${dumpScale}`);
  return ((await res.json()) as { result: SimBook }).result;
}

test.describe('order book', () => {
  test.afterEach(async ({ request }) => {
    await request.post(`${SIM}/__sim/reset`);
  });

  test('rows match the sim book at the default and a coarser merge step', async ({ page }) => {
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectBookRows(page);
    expect((await page.request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
    for (const step of ['0.01', '1']) {
      if (step !== '0.01') {
        await page.getByRole('combobox', { name: 'Merge step' }).selectOption(step);
      }
      const sim = await simBook(page, step);
      // BTCUSDT shows prices at 2 decimals and sizes at 6; grouped sums come unpadded.
      const fixed = (levels: string[][]) =>
        levels.slice(0, 13).map(([p = '', s = '']) => [padDecimals(p, 2), padDecimals(s, 6)]);
      await expect.poll(() => shownSide(page, 'bids')).toEqual(fixed(sim.b));
      await expect.poll(() => shownSide(page, 'asks')).toEqual(fixed(sim.a));
    }
    await expect(page.getByTestId('deep-ratio')).toContainText('%');
  });

  test('a click on an ask row fills the order entry price', async ({ page }) => {
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectBookRows(page);
    await waitForNoticeBar(page);
    expect((await page.request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
    const row = page.locator('[data-testid="asks"] .book-row').nth(10);
    const price = (await row.locator('.price').textContent()) ?? '';
    expect(price).toMatch(/^\d+\.\d{2}$/);
    await row.click();
    await expect(page.locator('input[name="price"]')).toHaveValue(price);
  });

  test('two tabs under 2,037 px, book and trades side by side at 2,037 px', async ({ page }) => {
    await page.setViewportSize({ width: 2036, height: 1000 });
    await page.goto('/en/trade/spot/BTC/USDT');
    const book = page.getByTestId('orderbook');
    await expect(book).toHaveAttribute('data-layout', 'tabs');
    await expect(page.getByTestId('trades-panel')).toBeHidden();
    await page.getByRole('tab', { name: 'Latest trades' }).click();
    await expect(page.locator('[data-testid="trades"] .trade-row').first()).toBeVisible();
    await expect(page.getByTestId('book-panel')).toBeHidden();

    await page.setViewportSize({ width: 2037, height: 1000 });
    await expect(book).toHaveAttribute('data-layout', 'side-by-side');
    await expect(page.getByRole('tab', { name: 'Latest trades' })).toHaveCount(0);
    await expectBookRows(page);
    await expect(page.locator('[data-testid="trades"] .trade-row').first()).toBeVisible();
    const left = await page.getByTestId('book-panel').boundingBox();
    const right = await page.getByTestId('trades-panel').boundingBox();
    expect(left && right && right.x >= left.x + left.width - 1).toBe(true);
  });

  test('latest trades show price, quantity and time in the side colour', async ({ page }) => {
    await page.goto('/en/trade/spot/BTC/USDT');
    await page.getByRole('tab', { name: 'Latest trades' }).click();
    const first = page.locator('[data-testid="trades"] .trade-row').first();
    await expect(first.locator('.price')).toHaveText(/^\d+\.\d{2}$/);
    await expect(first.locator('.quantity')).toHaveText(/^\d+\.\d{6}$/);
    await expect(first.locator('.time')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await expect(first).toHaveClass(/\b(buy|sell)\b/);
    expect(await page.locator('[data-testid="trades"] .trade-row').count()).toBeLessThanOrEqual(
      100,
    );
  });

  test('the book and trades grey out and say so when the sockets stall', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectBookRows(page);
    const book = page.getByTestId('orderbook');
    await expect(book).toHaveAttribute('data-live', 'true');
    expect(
      (await page.request.post(`${SIM}/__sim/sockets/stall`, { data: { on: true } })).ok(),
    ).toBe(true);
    // Silence → ping → pong timeout: the host calls the data stale within about 10 s.
    await expect(book).toHaveAttribute('data-live', 'false', { timeout: 25_000 });
    await expect(page.getByText('Not live: the book may be out of date')).toBeVisible();
    const opacity = await page
      .locator('.book-body')
      .evaluate((el) => Number(getComputedStyle(el).opacity));
    expect(opacity).toBeLessThan(1);
    await page.request.post(`${SIM}/__sim/sockets/reset`);
    await expect(book).toHaveAttribute('data-live', 'true', { timeout: 25_000 });
    await expect(page.getByText('Not live: the book may be out of date')).toHaveCount(0);
  });

  test('a symbol switch shows no row of the old symbol, not even for one frame', async ({
    page,
  }) => {
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectBookRows(page);
    // Every price a book row shows from now on, with the page's path at that moment.
    await page.evaluate(() => {
      const seen: [string, string][] = [];
      (window as unknown as { seenPrices: [string, string][] }).seenPrices = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('.book-row .price')) {
          if (el.textContent) seen.push([location.pathname, el.textContent]);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.evaluate(() => {
      history.pushState(null, '', '/en/trade/spot/ETH/USDT');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect
      .poll(() => page.locator('[data-testid="bids"] .book-row .price').first().textContent())
      .toMatch(/^3\d{3}\.\d{2}$/);
    const seen = await page.evaluate(
      () => (window as unknown as { seenPrices: [string, string][] }).seenPrices,
    );
    const onEth = seen.filter(([path]) => path.endsWith('/ETH/USDT'));
    expect(onEth.length).toBeGreaterThan(0);
    // ETHUSDT trades near 3,400, BTCUSDT near 65,000: no BTC row once the route is ETH.
    expect(onEth.filter(([, price]) => Number(price) > 20_000)).toEqual([]);
  });
});
