import { expect, test, type Browser, type Page } from '@playwright/test';
import { Dec, gridLevels, type GridStrategyOrder, type Order } from '@spot/contracts';
import { SIM } from './helpers';
import { chartLines, chartReady, lastPrice } from './chart-probe';
import { logInAs, openAs, simGet, simPost } from './sim-api';

/*
 * The trading tools against the sim (issue 22): a UTA trader runs a grid bot from its form
 * (previewed, then drawn on the chart), a counterparty fills a level and the bot answers one
 * line up, the trader stops it and it moves to Completed; an iceberg shows only its slice on
 * the book; a scaled order places its orders at once; a sub-account stays on Standard.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${SIM}/__sim/reset`)).ok()).toBe(true);
  expect((await request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

const tradeArea = (page: Page) => page.locator('.trade-area');
/** A size without the wire's trailing zeros. */
const lots = (size: string) => new Dec(size).toString();

async function openTool(page: Page, name: string): Promise<void> {
  await tradeArea(page).getByRole('tab', { name: 'Tools' }).click();
  await page
    .getByTestId('tools-panel')
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
}

async function fill(page: Page, fields: Readonly<Record<string, string>>): Promise<void> {
  const form = page.locator('.tool-form form');
  for (const [label, value] of Object.entries(fields)) {
    await form.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
}

async function reviewAndConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByTestId('tool-review').getByRole('button', { name: 'Confirm' }).click();
}

async function openOrders(page: Page): Promise<readonly Order[]> {
  return simGet<readonly Order[]>(
    page,
    '/spot/api/order/open_orders?symbol_id=BTCUSDT&from_order_id=0&limit=100',
  );
}

async function runningGrids(page: Page): Promise<GridStrategyOrder[]> {
  const reply = await simPost<{ list: GridStrategyOrder[] }>(page, '/spot/api/strategy/list', {
    status: 2,
    category: 'spot',
    strategyType: 'grid',
    pageSize: 80,
    symbol: 'BTCUSDT',
  });
  expect(reply.code, reply.message).toBe(0);
  return reply.result.list.filter((row) => row.investment !== undefined);
}

/** Sells into every bid at `price` or above, IOC, from another account. */
async function sellDownTo(browser: Browser, price: string): Promise<void> {
  const context = await browser.newContext();
  const other = await context.newPage();
  await logInAs(other, 'uta2@sim.test');
  // Merged by 1 USDT (a level p holds the bids from p up to p + 1), so that 40 levels reach
  // well past the grid's line: every bid at `price` or above is counted.
  const book = await simGet<{ b: [string, string][] }>(
    other,
    '/__sim/book?symbol=BTCUSDT&dumpScale=1',
  );
  const qty = book.b
    .filter(([p]) => new Dec(p).plus(1).gt(price))
    .reduce((sum, [, size]) => sum.plus(size), new Dec(0));
  // The maker's bids above the grid's come first: the counterparty is funded for all of them.
  const deposit = await other.request.post(`${SIM}/__sim/accounts/deposit`, {
    data: { email: 'uta2@sim.test', token: 'BTC', amount: qty.plus(1).toFixed(6) },
  });
  expect(deposit.ok()).toBe(true);
  const placed = await simPost<Order>(other, '/spot/api/order/create', {
    symbol_id: 'BTCUSDT',
    side: 'SELL',
    type: 'limit',
    price,
    quantity: qty.toFixed(6, Dec.ROUND_UP),
    time_in_force: 'IOC',
    client_order_id: `e2e-tools-${Date.now()}`,
  });
  expect(placed.code, placed.message).toBe(0);
  await context.close();
}

test('a UTA trader runs a grid bot from the form, a fill is answered, and stops it', async ({
  page,
  browser,
}) => {
  await openAs(page, 'uta1@sim.test');
  await chartReady(page);
  // Around the book's middle (the last trade may sit off it), lines 10 USDT apart: the
  // highest buy rests below the best ask, within reach of the counterparty below.
  const top = await simGet<{ b: [string, string][]; a: [string, string][] }>(
    page,
    '/__sim/book?symbol=BTCUSDT&dumpScale=0.01',
  );
  const mid = new Dec(top.b[0]?.[0] ?? '0').plus(top.a[0]?.[0] ?? '0').div(2);
  const min = mid.minus(20).toFixed(2);
  const max = mid.plus(20).toFixed(2);
  await openTool(page, 'Grid bot');
  await fill(page, { 'Lowest price': min, 'Highest price': max, 'Grid lines': '5' });
  // The grid is previewed on the chart while it is set up.
  await expect
    .poll(async () => (await chartLines(page)).filter((id) => id.startsWith('grid:preview:')))
    .toHaveLength(5);
  await fill(page, { Investment: '2000' });
  await expect(page.getByTestId('tool-plan')).toContainText('5 lines');
  await reviewAndConfirm(page);
  await expect(page.getByText('Grid bot started')).toBeVisible();

  // Running: four orders on the book, the line nearest the market left empty.
  await expect
    .poll(async () => (await runningGrids(page)).map((g) => g.state))
    .toEqual(['RUNNING']);
  const [bot] = await runningGrids(page);
  if (!bot?.grid || !bot.qtyPerGrid) throw new Error('the running bot has no grid');
  await expect.poll(async () => (await openOrders(page)).length).toBe(4);
  await expect
    .poll(async () =>
      (await chartLines(page)).filter((id) => id.startsWith(`grid:${bot.strategyId}:`)),
    )
    .toHaveLength(5);

  // A counterparty fills the highest buy: the bot sells the same size one line up.
  const levels = gridLevels(bot.grid, 2);
  const buys = (await openOrders(page)).filter((o) => o.side === 'BUY');
  const highest = buys.map((o) => o.price).sort((a, b) => new Dec(b).cmp(a))[0];
  if (!highest) throw new Error('no grid buy on the book');
  const above = levels[levels.indexOf(highest) + 1];
  await sellDownTo(browser, highest);
  await expect
    .poll(async () =>
      (await openOrders(page)).some(
        (o) =>
          o.side === 'SELL' && o.price === above && lots(o.origQty) === lots(bot.qtyPerGrid ?? ''),
      ),
    )
    .toBe(true);

  // Stopped from its row, it moves to Completed with the reason Manual.
  const orders = page.locator('section.slot-orders');
  await orders.getByRole('tab', { name: 'Tools' }).click();
  await orders.getByRole('tab', { name: 'Grid bots' }).click();
  await orders.getByRole('button', { name: `Stop bot ${bot.strategyId}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop this grid bot?' })
    .getByRole('button', { name: 'Stop bot' })
    .click();
  await expect(page.getByText('Grid bot stopped')).toBeVisible();
  await expect.poll(async () => (await openOrders(page)).length).toBe(0);
  await orders.getByRole('tab', { name: 'Completed' }).click();
  const row = orders.locator(`[role="row"][data-row-key="${bot.strategyId}"]`);
  await expect(row).toContainText('Closed manually');
});

test('an iceberg shows only its visible slice on the book', async ({ page }) => {
  await openAs(page, 'uta1@sim.test');
  // At the best bid, among the maker's quotes (paused): the level grows by one slice only.
  const bookNow = () =>
    simGet<{ b: [string, string][] }>(page, '/__sim/book?symbol=BTCUSDT&dumpScale=0.01');
  const before = await bookNow();
  const [price, resting] = before.b[0] ?? ['0', '0'];
  await openTool(page, 'Iceberg');
  await fill(page, { Price: price, 'Total quantity': '0.05', 'Visible quantity': '0.01' });
  await expect(page.getByTestId('tool-plan')).toContainText('5 slices');
  await reviewAndConfirm(page);
  await expect(page.getByText('Iceberg order started')).toBeVisible();
  await expect
    .poll(async () => (await openOrders(page)).map((o) => [o.price, lots(o.origQty), o.createType]))
    .toEqual([[price, '0.01', 'CreateByIceBerg']]);
  const level = (await bookNow()).b.find(([p]) => p === price);
  expect(lots(new Dec(level?.[1] ?? '0').minus(resting).toString())).toBe('0.01');
});

test('a scaled order places its orders at once', async ({ page }) => {
  await openAs(page, 'uta1@sim.test');
  const last = new Dec(await lastPrice(page));
  const from = last.mul('0.98').toFixed(2, Dec.ROUND_DOWN);
  const to = last.mul('0.96').toFixed(2, Dec.ROUND_DOWN);
  await openTool(page, 'Scaled order');
  await fill(page, {
    'First price': from,
    'Last price': to,
    'Number of orders': '4',
    'Total quantity': '0.04',
  });
  await expect(page.getByTestId('tool-plan').getByRole('row')).toHaveCount(5);
  await reviewAndConfirm(page);
  await expect(page.getByText('Scaled orders placed')).toBeVisible();
  const orders = await openOrders(page);
  expect(orders.map((o) => lots(o.origQty))).toEqual(['0.01', '0.01', '0.01', '0.01']);
  expect(new Set(orders.map((o) => o.clientOrderId)).size).toBe(4);
});

test('a sub-account is kept on Standard and reaches auto invest through its pin', async ({
  page,
}) => {
  await openAs(page, 'sub@sim.test');
  const tabs = tradeArea(page).getByRole('tablist', { name: 'Trade type' });
  await expect(tabs.getByRole('tab')).toHaveText(['Standard']);
  const pins = tradeArea(page).getByRole('group', { name: 'Pinned tools' });
  await expect(pins.getByRole('button')).toHaveText(['Auto invest']);
  await pins.getByRole('button', { name: 'Auto invest' }).click();
  await expect(page).toHaveURL(
    /\/fiat\/trade\/invest\/home\?source=spot_tools&target=BTC&type=crypto/,
  );
});
