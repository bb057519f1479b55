import { expect, test, type Locator, type Page } from '@playwright/test';
import { Dec, type Order, type TokenBalance } from '@spot/contracts';
import { SIM } from './helpers';
import { openAs, simGet, simPost } from './sim-api';

/*
 * The trader's journey through the orders area (issue 9). Orders are placed through the sim's
 * HTTP API from the test, on the page's own cookie jar, so these tests do not depend on the
 * order entry; every result is checked in the page.
 */

const QTY = '0.010000';

let nextId = 0;
async function limitBuy(page: Page, price: string): Promise<Order> {
  nextId += 1;
  const reply = await simPost<Order>(page, '/spot/api/order/create', {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    type: 'limit',
    price,
    quantity: QTY,
    client_order_id: `e2e-orders-${Date.now()}-${nextId}`,
  });
  expect(reply.code, reply.message).toBe(0);
  return reply.result;
}

async function openOrderIds(page: Page): Promise<string[]> {
  const orders = await simGet<Order[]>(page, '/spot/api/order/open_orders?limit=100');
  return orders.map((o) => o.orderId).sort();
}

async function bestBid(page: Page): Promise<[string, string]> {
  const book = await simGet<{ b: [string, string][] }>(
    page,
    '/__sim/book?symbol=BTCUSDT&dumpScale=0.01',
  );
  const best = book.b[0];
  if (!best) throw new Error('the sim book has no bids');
  // BTCUSDT as the page shows it: prices at 2 decimals, sizes at 6.
  return [new Dec(best[0]).toFixed(2), new Dec(best[1]).toFixed(6)];
}

/** The shown size of the bid row at `price` ('' when the row is not shown). */
async function shownBidSize(page: Page, price: string): Promise<string> {
  return page
    .locator('[data-testid="bids"] .book-row')
    .evaluateAll(
      (rows, p) =>
        rows.find((row) => row.querySelector('.price')?.textContent === p)?.querySelector('.size')
          ?.textContent ?? '',
      price,
    );
}

const currentOrders = (page: Page): Locator => page.getByTestId('current-orders');
/** The order ids the current-orders table shows (its rows carry them), sorted. */
async function shownOrderIds(page: Page): Promise<string[]> {
  const table = currentOrders(page);
  if ((await table.count()) === 0) return [];
  const ids = await table
    .locator('[role="row"][data-row-key]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''));
  return ids.sort();
}

test.describe('orders area', () => {
  // Every test starts from the seed: specs run before this one may leave orders resting.
  test.beforeEach(async ({ request }) => {
    expect((await request.post(`${SIM}/__sim/reset`)).ok()).toBe(true);
  });
  test.afterEach(async ({ request }) => {
    await request.post(`${SIM}/__sim/sockets/reset`);
    await request.post(`${SIM}/__sim/market-maker/resume`);
    await request.post(`${SIM}/__sim/reset`);
  });

  test('a limit buy below the market shows in current orders and the book, and leaves on cancel', async ({
    page,
  }) => {
    await openAs(page, 'classic@sim.test');
    await expect(page.getByText('No orders')).toBeVisible();
    // A still book, so the level read is the level the order joins.
    expect((await page.request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
    const [price, size] = await bestBid(page);
    await expect.poll(() => shownBidSize(page, price)).toBe(size);

    const order = await limitBuy(page, price);
    const row = currentOrders(page).locator(`[data-row-key="${order.orderId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(order.price);
    await expect(row).toContainText(QTY);
    await expect(page.getByRole('tab', { name: 'Current orders (1)' })).toBeVisible();
    const joined = new Dec(size).plus(QTY).toFixed(6);
    await expect.poll(() => shownBidSize(page, price)).toBe(joined);

    await row.getByRole('button', { name: /^Cancel: Buy/ }).click();
    await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No orders')).toBeVisible();
    await expect.poll(() => shownBidSize(page, price)).toBe(size);
    expect(await openOrderIds(page)).toEqual([]);
  });

  test('a market buy appears in the trade history and moves the balances', async ({ page }) => {
    await openAs(page, 'uta1@sim.test');
    const area = page.getByTestId('orders-panel');
    await expect(area).toHaveAttribute('data-family', 'integrated');

    await area.getByRole('tab', { name: 'Assets' }).click();
    const btcRow = page.getByTestId('assets').locator('[data-row-key="BTC"]');
    await expect(btcRow).toContainText('2.5');
    await area.getByRole('tab', { name: 'Trade history' }).click();
    await expect(page.getByText('No fills in this period')).toBeVisible();

    const reply = await simPost<Order>(page, '/spot/api/order/create', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'market',
      quantity: '0.002000',
      marketUnit: 'baseCoin',
      client_order_id: `e2e-orders-market-${Date.now()}`,
    });
    expect(reply.code, reply.message).toBe(0);
    expect(reply.result.status).toBe('FILLED');
    // The live fill joins the open trade history without a reload.
    const fills = page.getByTestId('transaction-record');
    await expect(fills.locator('[role="row"][data-row-key]').first()).toContainText('0.002000');
    // uta1@ has notifyClose in double_confirm: no order toast.
    await expect(page.locator('.toast', { hasText: 'Order filled' })).toHaveCount(0);

    const balances = await simGet<TokenBalance[]>(page, '/spot/api/asset/get');
    const btc = balances.find((b) => b.tokenId === 'BTC');
    const usdt = balances.find((b) => b.tokenId === 'USDT');
    expect(btc?.free).not.toBe('2.5');
    await area.getByRole('tab', { name: 'Assets' }).click();
    await expect(btcRow).toContainText(btc?.free ?? '?');
    await expect(page.getByTestId('assets').locator('[data-row-key="USDT"]')).toContainText(
      usdt?.free ?? '?',
    );
  });

  test('a classic market buy toasts, plays the voice and lists its fill', async ({ page }) => {
    await openAs(page, 'classic@sim.test');
    await page.getByRole('tab', { name: 'Transaction record' }).click();
    const fills = page.getByTestId('transaction-record').locator('[role="row"][data-row-key]');
    // The record has loaded. The sim's reset keeps fills: an earlier spec's may be listed.
    await expect(page.getByText('No fills in this period').or(fills.first())).toBeVisible();
    // classic@ has successAudio: the fill voice is fetched from the orders remote's origin.
    const voice = page.waitForResponse(/127\.0\.0\.1:8084\/static\/order-filled\.wav$/);
    const reply = await simPost<Order>(page, '/spot/api/order/create', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'market',
      quantity: '0.001000',
      marketUnit: 'baseCoin',
      client_order_id: `e2e-orders-market-${Date.now()}`,
    });
    expect(reply.result.status).toBe('FILLED');
    await expect(
      page.locator('.toast', {
        hasText: /^Order filled: Buy 0\.001000 BTC\/USDT at an average \d+\.\d{2}$/,
      }),
    ).toBeVisible();
    expect((await voice).status()).toBe(200);
    // A market order gets the toast but no notice (spec 000 §4).
    await expect(page.getByTestId('order-notice')).toHaveCount(0);
    const row = fills.first();
    await expect(row).toContainText('BTC/USDT');
    await expect(row).toContainText('0.001000');
  });

  test('cancel-all asks first and empties current orders', async ({ page }) => {
    await openAs(page, 'classic@sim.test');
    const [bid] = await bestBid(page);
    const far = new Dec(bid).times('0.8').toFixed(2);
    const placed = [
      await limitBuy(page, far),
      await limitBuy(page, far),
      await limitBuy(page, far),
    ];
    await expect.poll(() => shownOrderIds(page)).toEqual(placed.map((o) => o.orderId).sort());

    await page.getByRole('button', { name: 'Cancel all' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel all orders' });
    await expect(dialog).toContainText('current pair');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await openOrderIds(page)).toHaveLength(3);

    await page.getByRole('button', { name: 'Cancel all' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Operation successful')).toBeVisible();
    await expect(page.getByText('No orders')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel all' })).toBeDisabled();
    expect(await openOrderIds(page)).toEqual([]);
  });

  test('with the sockets dropped mid-way no order is lost or shown twice, and cancel-all still clears them', async ({
    page,
  }) => {
    await openAs(page, 'classic@sim.test');
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    const [bid] = await bestBid(page);
    const far = new Dec(bid).times('0.8').toFixed(2);
    const first = [await limitBuy(page, far), await limitBuy(page, far)];
    await expect.poll(() => shownOrderIds(page)).toEqual(first.map((o) => o.orderId).sort());

    // The server goes silent: the events of what follows are lost on the way.
    expect(
      (await page.request.post(`${SIM}/__sim/sockets/stall`, { data: { on: true } })).ok(),
    ).toBe(true);
    const later = [await limitBuy(page, far), await limitBuy(page, far)];
    const gone = first[0]!;
    const cancel = await simPost<Order>(page, '/spot/api/order/cancel', {
      order_id: gone.orderId,
      client_order_id: gone.clientOrderId,
    });
    expect(cancel.code).toBe(0);
    // Nothing arrived: the page still shows the two first orders.
    expect(await shownOrderIds(page)).toEqual(first.map((o) => o.orderId).sort());

    // The sockets are dropped; the page reconnects and reconciles with a fresh fetch.
    await page.request.post(`${SIM}/__sim/sockets/reset`);
    expect((await page.request.post(`${SIM}/__sim/close-sockets`)).ok()).toBe(true);
    const expected = await openOrderIds(page);
    expect(expected).toEqual([first[1]!, ...later].map((o) => o.orderId).sort());
    await expect.poll(() => shownOrderIds(page), { timeout: 15_000 }).toEqual(expected);
    await expect(page.getByRole('tab', { name: 'Current orders (3)' })).toBeVisible();

    // Drop again while cancel-all is confirmed: the list ends empty, nothing comes back.
    await page.getByRole('button', { name: 'Cancel all' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel all orders' });
    await page.request.post(`${SIM}/__sim/close-sockets`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('No orders')).toBeVisible();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live', {
      timeout: 15_000,
    });
    expect(await openOrderIds(page)).toEqual([]);
    await page.waitForTimeout(1500);
    expect(await shownOrderIds(page)).toEqual([]);
  });

  test('a failed cancel shows the server message and keeps the order', async ({ page }) => {
    await openAs(page, 'classic@sim.test');
    const [bid] = await bestBid(page);
    const order = await limitBuy(page, new Dec(bid).times('0.8').toFixed(2));
    const row = currentOrders(page).locator(`[data-row-key="${order.orderId}"]`);
    await expect(row).toBeVisible();
    await page.request.post(`${SIM}/__sim/fail`, {
      data: { endpoint: 'cancelOrder', times: 1, code: 81001, message: 'account in liquidation' },
    });
    await row.getByRole('button', { name: /^Cancel: Buy/ }).click();
    await expect(page.getByText(/being liquidated/)).toBeVisible();
    await expect(row).toBeVisible();
    expect(await openOrderIds(page)).toEqual([order.orderId]);
  });

  // uta1@ switched its order notifications off (double_confirm notifyClose): uta2@ has them.
  for (const email of ['classic@sim.test', 'uta2@sim.test']) {
    test(`a fill is announced once, as ${email}, at its average price, clear of the header`, async ({
      page,
    }) => {
      await openAs(page, email);
      expect((await page.request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
      const book = await simGet<{ a: [string, string][] }>(
        page,
        '/__sim/book?symbol=BTCUSDT&dumpScale=0.01',
      );
      const ask = book.a[0]?.[0];
      if (!ask) throw new Error('the sim book has no asks');
      // A limit 5 % above the best ask: it fills at the asks, below its limit.
      const order = await limitBuy(page, new Dec(ask).times('1.05').toFixed(2));
      const now = Date.now();
      const done = await simGet<Order[]>(
        page,
        `/spot/api/order/history?start_time=${now - 3_600_000}&end_time=${now + 60_000}&limit=20`,
      );
      const filled = done.find((o) => o.orderId === order.orderId);
      expect(filled?.status).toBe('FILLED');
      const average = new Dec(filled?.executedValue ?? '0')
        .div(filled?.executedQty ?? '1')
        .toFixed(2, Dec.ROUND_DOWN);
      expect(new Dec(average).lt(order.price)).toBe(true);

      const notice = page.getByTestId('order-notice');
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText('Order completed');
      await expect(notice).toContainText(`Buy ${QTY} BTC/USDT at an average ${average}`);
      await expect(notice).not.toContainText(order.price);
      // Nothing else announces the same fill.
      await page.waitForTimeout(1_000);
      await expect(page.locator('.toasts > *')).toHaveCount(1);
      // The header's controls stay clear.
      const box = await notice.boundingBox();
      for (const name of ['Log out', 'Light theme']) {
        const control = await page.getByRole('button', { name }).boundingBox();
        if (!box || !control) throw new Error(`no box for ${name}`);
        const apart =
          box.x + box.width <= control.x ||
          control.x + control.width <= box.x ||
          box.y + box.height <= control.y ||
          control.y + control.height <= box.y;
        expect(apart, `the notice covers ${name}`).toBe(true);
      }
    });
  }
});
