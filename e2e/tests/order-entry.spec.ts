import { expect, test, type Page } from '@playwright/test';
import { SIM, expectMounted, passLtKnowledgeCheck, settleSpotPage } from './helpers';

/** Order entry (issue 8): placing orders on the sim, one order per double click, every gate. */

const PASSWORD = 'sim-password';

/** Logs in and lands on the pair's page, the trading guide closed if it opens. */
async function loginTo(page: Page, email: string, base = 'BTC', quote = 'USDT'): Promise<void> {
  const target = `/en/trade/spot/${base}/${quote}`;
  await page.goto(`/en/login?redirect_url=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await settleSpotPage(page);
}

async function openPair(page: Page, base: string, quote = 'USDT'): Promise<void> {
  await page.goto(`/en/trade/spot/${base}/${quote}`);
  await settleSpotPage(page);
}

const form = (page: Page) => page.locator('section[data-slot="order-entry"]');

async function fillLimit(page: Page, price: string, quantity: string): Promise<void> {
  const f = form(page);
  await f.getByRole('textbox', { name: /^Price/ }).fill(price);
  await f.getByRole('textbox', { name: /^Quantity/ }).fill(quantity);
  // Leaving the field drops a trailing point; the value stays as typed.
  await f.getByRole('textbox', { name: /^Price/ }).focus();
}

interface SimOrder {
  readonly orderId: string;
  readonly price: string;
  readonly origQty: string;
  readonly side: string;
}

/** The session user's open orders of a symbol, read from the sim with the page's cookies. */
async function openOrders(page: Page, symbol: string): Promise<SimOrder[]> {
  const reply = await page.request.get(`${SIM}/spot/api/order/open_orders?symbol_id=${symbol}`);
  const body = (await reply.json()) as { code: number; result: SimOrder[] };
  expect(body.code).toBe(0);
  return body.result;
}

async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await expect(form(page).getByTestId('form-notice')).toContainText(text);
}

async function sim(page: Page, path: string, body: unknown): Promise<void> {
  const reply = await page.request.post(`${SIM}${path}`, { data: body });
  expect(reply.ok()).toBe(true);
}

test('a logged-out visitor sees log in and register instead of submit', async ({ page }) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'order-entry');
  await expect(form(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(form(page).getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(form(page).getByTestId('submit-order')).toHaveCount(0);
});

for (const email of ['classic@sim.test', 'uta1@sim.test']) {
  test(`a limit buy placed as ${email} appears on the sim`, async ({ page }) => {
    await loginTo(page, email);
    const price = email.startsWith('classic') ? '30000.11' : '30000.12';
    await fillLimit(page, price, '0.01');
    await expect(form(page).getByTestId('available')).toContainText('USDT');
    await form(page).getByRole('button', { name: 'Buy BTC' }).click();
    await expectNotice(page, 'Order placed.');
    await expect(form(page).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('');
    const mine = (await openOrders(page, 'BTCUSDT')).filter((o) => o.price === price);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ side: 'BUY', origQty: '0.010000' });
    await form(page).screenshot({
      path: `../.data/reports/order-entry-${email.split('@')[0]}.png`,
    });
  });
}

test('a quantity typed below the minimum stays as typed, is named, and places nothing', async ({
  page,
}) => {
  await loginTo(page, 'uta1@sim.test');
  await fillLimit(page, '30000.31', '0.00001');
  // Leaving the field keeps what was typed: 0.00001, not the minimum 0.000048.
  await expect(form(page).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('0.00001');
  await form(page).getByRole('button', { name: 'Buy BTC' }).click();
  await expectNotice(page, 'The quantity must be at least 0.000048 BTC.');
  // A decimal comma is a decimal point; an exponent is refused as typed.
  await form(page)
    .getByRole('textbox', { name: /^Quantity/ })
    .fill('0,01');
  await expect(form(page).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('0.01');
  await form(page)
    .getByRole('textbox', { name: /^Quantity/ })
    .fill('1e5');
  await expect(form(page).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('1e5');
  await expect(form(page).getByText(/exponent notation/)).toBeVisible();
  await form(page).getByRole('button', { name: 'Buy BTC' }).click();
  await expectNotice(page, /not a number/);
  const mine = (await openOrders(page, 'BTCUSDT')).filter((o) => o.price === '30000.31');
  expect(mine).toHaveLength(0);
});

test('a double click places one order', async ({ page }) => {
  await loginTo(page, 'uta2@sim.test');
  await fillLimit(page, '30000.21', '0.01');
  await form(page).getByTestId('submit-order').dblclick();
  await expectNotice(page, 'Order placed.');
  const mine = (await openOrders(page, 'BTCUSDT')).filter((o) => o.price === '30000.21');
  expect(mine).toHaveLength(1);
});

test('each gate of a symbol shows its dialog or message', async ({ page }) => {
  test.setTimeout(90_000);
  await loginTo(page, 'classic@sim.test', 'SUI');

  // 2. SUI disclaimer: declining sends nothing.
  await fillLimit(page, '1', '5');
  await form(page).getByTestId('submit-order').click();
  const sui = form(page).getByRole('dialog', { name: 'SUI disclaimer' });
  await expect(sui).toBeVisible();
  await sui.getByRole('button', { name: 'Cancel' }).click();
  await expect(sui).toHaveCount(0);
  expect(await openOrders(page, 'SUIUSDT')).toHaveLength(0);

  // 4. MNT or BIT disclaimer.
  await openPair(page, 'MNT');
  await fillLimit(page, '0.5', '5');
  await form(page).getByTestId('submit-order').click();
  await expect(form(page).getByRole('dialog', { name: 'Token disclaimer' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Cancel' }).click();

  // 7. Innovation risk.
  await openPair(page, 'PEPE');
  await fillLimit(page, '0.00001', '200000');
  await form(page).getByTestId('submit-order').click();
  await expect(form(page).getByRole('dialog', { name: 'Innovation zone risk' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Cancel' }).click();

  // The ST risk dialog; accepted, the order goes through and the dialog is not asked again.
  await openPair(page, 'STG');
  await fillLimit(page, '0.3', '5');
  await form(page).getByTestId('submit-order').click();
  const st = form(page).getByRole('dialog', { name: 'Risk warning' });
  await expect(st).toBeVisible();
  await form(page).screenshot({ path: '../.data/reports/order-entry-st-risk.png' });
  await st.getByRole('button', { name: 'I understand and accept' }).click();
  await expectNotice(page, 'Order placed.');
  await fillLimit(page, '0.3', '5');
  await form(page).getByTestId('submit-order').click();
  await expectNotice(page, 'Order placed.');
  expect((await openOrders(page, 'STGUSDT')).length).toBe(2);

  // Trading restricted: DOGE buying is banned (tradeStatus 4).
  await openPair(page, 'DOGE');
  await fillLimit(page, '0.1', '20');
  await form(page).getByTestId('submit-order').click();
  await expectNotice(page, 'Trading on this side of the pair is restricted.');

  // 3. The LT flow: the host opens mfe-lt's dialog with the token's info and the knowledge
  // check; once it is passed, confirming places the order.
  await openPair(page, 'BTC3L');
  await fillLimit(page, '1', '5');
  await form(page).getByTestId('submit-order').click();
  const lt = page.getByRole('dialog', { name: /leveraged/i });
  await expect(lt.getByTestId('lt-info')).toBeVisible();
  await expect(lt.getByTestId('lt-info')).toContainText('BTC3LUSDT');
  await page.screenshot({ path: '../.data/reports/order-entry-lt-dialog.png' });
  await passLtKnowledgeCheck(lt);
  await lt.getByRole('button', { name: 'Confirm and continue' }).click();
  await expectNotice(page, 'Order placed.');
  expect(await openOrders(page, 'BTC3LUSDT')).toHaveLength(1);

  // 1. Web2 update blocks every order.
  await openPair(page, 'BTC');
  await sim(page, '/__sim/web2-update', { on: true });
  try {
    await fillLimit(page, '30000', '0.01');
    await form(page).getByTestId('submit-order').click();
    await expectNotice(page, 'The system is being updated');
  } finally {
    await sim(page, '/__sim/web2-update', { on: false });
  }
});

const ACCOUNT_GATES: [email: string, text: string][] = [
  ['liquidation@sim.test', 'Your account is being liquidated'],
  ['overrun@sim.test', "Your account's margin is over its limit"],
  ['isolated@sim.test', 'Isolated margin mode is not supported'],
];

for (const [email, text] of ACCOUNT_GATES) {
  test(`${email} is stopped with its message`, async ({ page }) => {
    await loginTo(page, email);
    await fillLimit(page, '30000', '0.01');
    await form(page).getByTestId('submit-order').click();
    await expectNotice(page, text);
    expect(await openOrders(page, 'BTCUSDT')).toHaveLength(0);
  });
}

test('leverage off shows its tip and still places the order', async ({ page }) => {
  await loginTo(page, 'leverage-off@sim.test');
  await expect(form(page).getByText('Leverage is off for your account')).toBeVisible();
  await fillLimit(page, '30000.31', '0.01');
  await form(page).getByTestId('submit-order').click();
  await expectNotice(page, 'Order placed.');
  expect((await openOrders(page, 'BTCUSDT')).filter((o) => o.price === '30000.31')).toHaveLength(1);
});

test('a create that times out is sent again with the same id and places one order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginTo(page, 'uta1@sim.test');
  // The first create answers after 9 s, past the form's 8 s timeout; the repeat is served.
  await sim(page, '/__sim/fail', { endpoint: 'orderCreate', times: 1, delayMs: 9000 });
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/spot/api/order/create')) {
      creates.push((request.postDataJSON() as { client_order_id: string }).client_order_id);
    }
  });
  await fillLimit(page, '30000.41', '0.01');
  await form(page).getByTestId('submit-order').click();
  await expect(form(page).getByTestId('submit-order')).toHaveText('Placing order…');
  await expect(form(page).getByTestId('form-notice')).toContainText('Order placed.', {
    timeout: 20_000,
  });
  expect(creates).toHaveLength(2);
  expect(creates[1]).toBe(creates[0]);
  const mine = (await openOrders(page, 'BTCUSDT')).filter((o) => o.price === '30000.41');
  expect(mine).toHaveLength(1);
});
