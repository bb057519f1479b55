import { expect, test, type Page } from '@playwright/test';
import { Dec, type Order } from '@spot/contracts';
import { SIM, settleSpotPage } from './helpers';
import { simGet, simPost } from './sim-api';

/*
 * TP/SL on a limit order and the margin switch (issue 8, item 1 and spec 001 §5): a UTA trader
 * turns TP/SL on in the trade preferences, places a limit buy with a take-profit and a stop-loss,
 * the order rests on the sim; a counterparty fills it; the two TPSL legs (plan type 11) appear.
 */

const PASSWORD = 'sim-password';

async function sim(page: Page, path: string, body: unknown = {}): Promise<void> {
  expect((await page.request.post(`${SIM}${path}`, { data: body })).ok()).toBe(true);
}

/** Logs in through the page and opens BTC/USDT, the trading guide closed if it opens. */
async function loginTo(page: Page, email: string): Promise<void> {
  const target = '/en/trade/spot/BTC/USDT';
  await page.goto(`/en/login?redirect_url=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await settleSpotPage(page);
}

const form = (page: Page) => page.locator('section[data-slot="order-entry"]');

/** Best bid and ask of BTCUSDT at the tick, as the sockets see the book. */
async function topOfBook(page: Page): Promise<{ bid: string; ask: string }> {
  const book = await simGet<{ b: [string, string][]; a: [string, string][] }>(
    page,
    '/__sim/book?symbol=BTCUSDT&dumpScale=0.01',
  );
  const bid = book.b[0]?.[0];
  const ask = book.a[0]?.[0];
  if (bid === undefined || ask === undefined) throw new Error('the BTCUSDT book is empty');
  return { bid, ask };
}

/** The session's waiting TPSL legs of BTCUSDT (listed with the conditional orders). */
async function tpslLegs(page: Page): Promise<Order[]> {
  const plans = await simGet<Order[]>(
    page,
    '/spot/api/plan_order/open_orders?symbol_id=BTCUSDT&plan_type=0',
  );
  return plans.filter((o) => o.planType === 11);
}

test('a UTA limit buy with TP/SL rests on the sim and gets its TPSL legs once filled', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginTo(page, 'uta2@sim.test');
  await sim(page, '/__sim/market-maker/pause');
  const counterparty = await browser.newContext();
  try {
    // The trader shows TP/SL in the trade preferences; the form offers it on limit orders.
    await expect(form(page).getByTestId('tpsl')).toHaveCount(0);
    await form(page).getByRole('button', { name: 'Trade preferences' }).click();
    await form(page).getByRole('checkbox', { name: 'Show TP/SL' }).check();
    await form(page).getByRole('button', { name: 'Trade preferences' }).click();
    await form(page).getByRole('checkbox', { name: 'TP/SL' }).check();

    // One tick above the best bid: inside the spread it rests; on a one-tick spread it takes.
    const { bid, ask } = await topOfBook(page);
    const price = new Dec(bid).plus('0.01').toFixed(2);
    const rests = new Dec(price).lt(ask);
    const tp = new Dec(price).mul('1.5').toFixed(2);
    const sl = new Dec(price).mul('0.5').toFixed(2);
    const f = form(page);
    await f.getByRole('textbox', { name: /^Price/ }).fill(price);
    await f.getByRole('textbox', { name: /^Quantity/ }).fill('0.01');
    await f.getByRole('textbox', { name: /^Take-profit trigger/ }).fill(tp);
    await f.getByRole('textbox', { name: /^Stop-loss trigger/ }).fill(sl);
    await f.getByRole('textbox', { name: /^Price/ }).focus();
    await f.screenshot({ path: '../.data/reports/order-entry-tpsl.png' });
    await f.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(f.getByTestId('form-notice')).toContainText('Order placed.');

    const placed = (
      await simGet<Order[]>(page, '/spot/api/order/open_orders?symbol_id=BTCUSDT')
    ).filter((o) => o.price === price && o.side === 'BUY');
    if (rests) {
      expect(placed).toHaveLength(1);
      expect(await tpslLegs(page)).toHaveLength(0);
      // A counterparty sells into it at its price: the best bid is the trader's.
      const other = await counterparty.newPage();
      const login = await simPost(other, '/login', {
        email: 'classic@sim.test',
        password: PASSWORD,
      });
      expect(login.code, login.message).toBe(0);
      const sell = await simPost<Order>(other, '/spot/api/order/create', {
        symbol_id: 'BTCUSDT',
        side: 'SELL',
        type: 'limit',
        price,
        quantity: '0.01',
        time_in_force: 'IOC',
        client_order_id: `e2e-tpsl-${Date.now()}`,
      });
      expect(sell.code, sell.message).toBe(0);
      expect(sell.result.status).toBe('FILLED');
    }

    await expect.poll(async () => (await tpslLegs(page)).length).toBe(2);
    const legs = await tpslLegs(page);
    expect(legs.map((l) => [l.side, l.triggerPrice, l.status]).sort()).toEqual(
      [
        ['SELL', sl, 'ORDER_NEW'],
        ['SELL', tp, 'ORDER_NEW'],
      ].sort(),
    );
    await page.screenshot({ path: '../.data/reports/order-entry-tpsl-legs.png' });
  } finally {
    await counterparty.close();
    await simPost(page, '/spot/api/plan_order/cancel_all', { symbol_id: 'BTCUSDT', plan_type: 0 });
    await sim(page, '/__sim/market-maker/resume');
  }
});

test('a margin limit order of a UTA account is recorded as a leverage order', async ({ page }) => {
  await loginTo(page, 'uta2@sim.test');
  await form(page).getByRole('button', { name: 'Trade preferences' }).click();
  await form(page).getByRole('checkbox', { name: 'Show spot margin' }).check();
  await form(page).getByRole('button', { name: 'Trade preferences' }).click();
  await expect(form(page).getByRole('checkbox', { name: 'Post only' })).toBeVisible();
  await form(page).getByRole('switch', { name: 'Margin' }).check();
  await expect(form(page).getByRole('checkbox', { name: 'Post only' })).toHaveCount(0);
  const f = form(page);
  await f.getByRole('textbox', { name: /^Price/ }).fill('30000.51');
  await f.getByRole('textbox', { name: /^Quantity/ }).fill('0.01');
  await f.getByRole('textbox', { name: /^Price/ }).focus();
  await f.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(f.getByTestId('form-notice')).toContainText('Order placed.');
  const mine = (
    await simGet<Order[]>(page, '/spot/api/order/open_orders?symbol_id=BTCUSDT')
  ).filter((o) => o.price === '30000.51');
  expect(mine).toHaveLength(1);
  const order = mine[0];
  expect(order?.isLeverage).toBe(true);
  // The orders area marks the row of the margin order (mfe-orders, `marginTag`).
  const orders = page.locator('section[data-slot="orders"]');
  const row = orders.getByRole('row').filter({ hasText: '30000.51' });
  await expect(row.getByTestId('margin-tag')).toHaveText('Margin');
  await orders.screenshot({ path: '../.data/reports/orders-margin-tag.png' });
  // Leave the book as it was: a later run must find exactly one order at this price.
  const cancelled = await simPost(page, '/spot/api/order/cancel', {
    order_id: order?.orderId,
    client_order_id: order?.clientOrderId,
  });
  expect(cancelled.code, cancelled.message).toBe(0);
});
