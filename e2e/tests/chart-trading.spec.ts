import { expect, test, type Page } from '@playwright/test';
import { Dec, type Order } from '@spot/contracts';
import { chartReady, chartSummary, lastPrice } from './chart-probe';
import { SIM } from './helpers';
import { openAs, simGet, simPost } from './sim-api';

/*
 * Trading on the chart (issue 20) against the sim: a classic and a UTA trader each see a
 * resting order as a line and drag it to a new price the sim holds; a line cancels its order;
 * a fill becomes a marker whose trade info lists it; the average line is the sim's average.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${SIM}/__sim/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

/** A limit buy of 0.01 BTC at `factor` × the market price (below 1 it rests, above it fills). */
async function buyAt(page: Page, factor: string): Promise<Order> {
  const price = new Dec(await lastPrice(page)).mul(factor).toFixed(2, Dec.ROUND_DOWN);
  const placed = await simPost<Order>(page, '/spot/api/order/create', {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    type: 'limit',
    price,
    quantity: '0.01',
    client_order_id: `e2e-chart-${Date.now()}`,
  });
  expect(placed.code, placed.message).toBe(0);
  return placed.result;
}

/** A limit buy 0.2 % under the market: it rests, within the price scale's range. */
const restingBuy = (page: Page) => buyAt(page, '0.998');

async function openOrder(page: Page, orderId: string): Promise<Order | undefined> {
  const orders = await simGet<readonly Order[]>(
    page,
    '/spot/api/order/open_orders?symbol_id=BTCUSDT&from_order_id=0&limit=100',
  );
  return orders.find((o) => o.orderId === orderId);
}

for (const email of ['classic@sim.test', 'uta1@sim.test']) {
  test(`${email}: a resting order is a line, and dragging it moves the order on the sim`, async ({
    page,
  }) => {
    await openAs(page, email);
    await chartReady(page);
    const order = await restingBuy(page);
    const label = page.locator(
      `[data-testid="chart-order-line"][data-order-id="${order.orderId}"]`,
    );
    await expect(label).toBeVisible();
    await expect
      .poll(async () => (await chartSummary(page))?.lines[`order:${order.orderId}`])
      .toBe(order.price);

    // Dragged down 40 px: a lower buy price, no confirmation needed.
    const box = await label.boundingBox();
    if (!box) throw new Error('the line has no box');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + box.height / 2 + 20, { steps: 4 });
    await page.mouse.move(box.x + 20, box.y + box.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByText(/^Order modified: price/)).toBeVisible();
    const moved = await openOrder(page, order.orderId);
    expect(moved).toBeDefined();
    expect(new Dec(moved?.price ?? '0').lt(order.price)).toBe(true);
    await expect
      .poll(async () => (await chartSummary(page))?.lines[`order:${order.orderId}`])
      .toBe(moved?.price);
    await page
      .locator('section[data-slot="chart"]')
      .screenshot({ path: `../.data/reports/chart-order-line-${email.split('@')[0]}.png` });
  });
}

test('the keyboard moves a line by round steps and Escape puts it back', async ({ page }) => {
  await openAs(page, 'classic@sim.test');
  await chartReady(page);
  const order = await restingBuy(page);
  const label = page.locator(`[data-order-id="${order.orderId}"]`);
  const linePrice = async () => (await chartSummary(page))?.lines[`order:${order.orderId}`];
  await label.focus();
  // A step is about 1% of the price range in view, 1, 2 or 5 × 10^k: more than BTC's tick.
  await page.keyboard.press('ArrowDown');
  await expect.poll(linePrice).not.toBe(order.price);
  const once = (await linePrice()) ?? '0';
  await page.keyboard.press('ArrowDown');
  await expect.poll(linePrice).not.toBe(once);
  const twice = (await linePrice()) ?? '0';
  const step = new Dec(once).minus(twice);
  expect(step.gt('0.01')).toBe(true);
  expect(['1', '2', '5']).toContain(step.div(new Dec(10).pow(step.log(10).floor())).toFixed());
  // The first step lands on a multiple of the step below the order's price.
  expect(new Dec(once).mod(step).isZero()).toBe(true);
  expect(new Dec(once).lt(order.price)).toBe(true);
  // Moving is not sending: the sim still holds the old price.
  expect((await openOrder(page, order.orderId))?.price).toBe(order.price);
  await page.keyboard.press('Escape');
  await expect.poll(linePrice).toBe(order.price);
  await page.keyboard.press('ArrowDown');
  // The step follows the range in view, which live candles may have moved since: the price
  // sent is the one the line shows.
  await expect.poll(linePrice).not.toBe(order.price);
  const shown = (await linePrice()) ?? '0';
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Order modified: price/)).toBeVisible();
  const held = (await openOrder(page, order.orderId))?.price ?? '0';
  expect(new Dec(held).eq(shown)).toBe(true);
});

test('a line cancels its order', async ({ page }) => {
  await openAs(page, 'uta1@sim.test');
  await chartReady(page);
  const order = await restingBuy(page);
  const label = page.locator(`[data-order-id="${order.orderId}"]`);
  await label.getByRole('button', { name: /^Cancel the/ }).click();
  await expect(page.getByText('Order cancelled').first()).toBeVisible();
  await expect(label).toHaveCount(0);
  expect(await openOrder(page, order.orderId)).toBeUndefined();
});

test('a fill becomes a marker, its trade info lists it, and the average line is the sim’s', async ({
  page,
}) => {
  await openAs(page, 'classic@sim.test');
  await chartReady(page);
  // A buy well above the market fills at once.
  await buyAt(page, '1.05');
  await expect.poll(async () => (await chartSummary(page))?.markers ?? 0).toBeGreaterThan(0);
  const marker = page.locator('button[data-marker-id^="B:"]').first();
  await marker.focus();
  await page.keyboard.press('Enter');
  const info = page.getByTestId('trade-info');
  await expect(info).toBeVisible();
  await expect(info.getByRole('row')).not.toHaveCount(1);
  await expect(info).toContainText('0.010000');
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  // The average buy line, turned on from the display options, is the sim's average.
  await page.getByTestId('chart-display').click();
  await page.getByRole('menuitemcheckbox', { name: 'Average buy price' }).click();
  const end = Date.now();
  const avg = await simGet<{ priceTotal: string; quantitySum: string }>(
    page,
    `/spot/api/order/getTradeAvgInfo?symbol_id=BTCUSDT&side=0&start_time=${end - 7 * 86_400_000}&end_time=${end}&limit=1000&daySpan=7`,
  );
  const expected = new Dec(avg.priceTotal).div(avg.quantitySum).toDecimalPlaces(2, Dec.ROUND_DOWN);
  await expect
    .poll(async () => {
      const line = (await chartSummary(page))?.lines['avg:buy'];
      return line !== undefined && new Dec(line).eq(expected);
    })
    .toBe(true);
});

test('a quick order from the hovered price places exactly one limit order', async ({ page }) => {
  await openAs(page, 'uta1@sim.test');
  await chartReady(page);
  const canvas = page.getByTestId('chart-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no chart box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.6);
  const plus = page.getByTestId('chart-quick-plus');
  await expect(plus).toBeVisible();
  await plus.click();
  const panel = page.getByTestId('chart-quick-panel');
  // Under the market the panel buys, above it sells (spec 000 §5): whichever this price is.
  const send = panel.getByRole('button', { name: /^(Buy|Sell) limit$/ });
  const side = (await send.textContent())?.startsWith('Buy') ? 'BUY' : 'SELL';
  await send.click();
  await expect(page.getByText('Enter a quantity above 0.').first()).toBeVisible();
  await panel.getByRole('textbox').fill('0,01');
  const before = await simGet<readonly Order[]>(
    page,
    '/spot/api/order/open_orders?symbol_id=BTCUSDT&from_order_id=0&limit=100',
  );
  await send.dblclick();
  await expect(panel).toBeHidden();
  await expect
    .poll(
      async () =>
        (
          await simGet<readonly Order[]>(
            page,
            '/spot/api/order/open_orders?symbol_id=BTCUSDT&from_order_id=0&limit=100',
          )
        ).length,
    )
    .toBe(before.length + 1);
  const orders = await simGet<readonly Order[]>(
    page,
    '/spot/api/order/open_orders?symbol_id=BTCUSDT&from_order_id=0&limit=100',
  );
  const placed = orders.find((o) => !before.some((b) => b.orderId === o.orderId));
  expect(placed).toMatchObject({ side, origQty: expect.stringMatching(/^0\.01(0*)$/) });
});

test('a visitor’s quick order sends to log in and back', async ({ page }) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await chartReady(page);
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.5);
  await page.getByTestId('chart-quick-plus').click();
  await expect(page).toHaveURL(/\/en\/login\?redirect_url=%2Fen%2Ftrade%2Fspot%2FBTC%2FUSDT/);
});

test('a running grid bot draws its lines on its symbol’s chart', async ({ page }) => {
  await openAs(page, 'classic@sim.test');
  const list = await simPost<{
    list: { strategyId: string; symbol: string; grid?: { grid_number: number } }[];
  }>(page, '/spot/api/strategy/list', {
    status: 2,
    category: 'spot',
    strategyType: 'grid',
    pageSize: 80,
  });
  expect(list.code, list.message).toBe(0);
  const bot = list.result.list.find((row) => row.grid && /USDT$/.test(row.symbol));
  if (!bot?.grid) throw new Error('classic@sim.test has no running grid bot on a USDT pair');
  await page.goto(`/en/trade/spot/${bot.symbol.replace(/USDT$/, '')}/USDT`);
  await chartReady(page);
  await expect
    .poll(async () => {
      const lines = Object.keys((await chartSummary(page))?.lines ?? {});
      return lines.filter((id) => id.startsWith(`grid:${bot.strategyId}:`)).length;
    })
    .toBe(bot.grid.grid_number);
});
