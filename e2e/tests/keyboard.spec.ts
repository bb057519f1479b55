import { expect, test, type Page } from '@playwright/test';
import { Dec, type Order } from '@spot/contracts';
import { SIM } from './helpers';
import { openAs, simGet } from './sim-api';

/*
 * Keyboard trading (issue 24): a trader places and cancels an order with the keyboard alone,
 * finds the hotkeys behind `?`, switches pair with `/` and the chart's interval with `]`.
 */

test.afterEach(async ({ request }) => {
  // Back to the seeded accounts, no user order left, and a moving market.
  await request.post(`${SIM}/__sim/reset`);
});

async function openOrders(page: Page): Promise<Order[]> {
  return simGet<Order[]>(page, '/spot/api/order/open_orders?limit=100');
}

async function farBelowMarket(page: Page): Promise<string> {
  const book = await simGet<{ b: [string, string][] }>(page, '/__sim/book?symbol=BTCUSDT');
  const best = book.b[0];
  if (!best) throw new Error('the sim book has no bids');
  return new Dec(best[0]).times('0.9').toFixed(2);
}

/** Moves the focus off any field (to the page), as a trader pressing Escape in a field does. */
async function focusPage(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('a trader places and cancels a limit order with the keyboard alone', async ({ page }) => {
  await openAs(page, 'classic@sim.test');
  expect((await page.request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
  const before = (await openOrders(page)).map((o) => o.orderId);
  const price = await farBelowMarket(page);

  // b: the buy side, focus on its price.
  await page.keyboard.press('b');
  const priceField = page.getByRole('textbox', { name: /^Price/ });
  await expect(priceField).toBeFocused();
  // Typing in a field is the field's: "s" or "x" here are not hotkeys.
  await page.keyboard.type(price);
  await expect(priceField).toHaveValue(price);
  await expect(page.getByRole('tab', { name: 'Buy', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Tab');
  const quantityField = page.getByRole('textbox', { name: /^Quantity/ });
  await expect(quantityField).toBeFocused();
  await page.keyboard.type('0.01');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-notice')).toHaveText('Order placed.');
  await expect
    .poll(async () => (await openOrders(page)).filter((o) => !before.includes(o.orderId)))
    .toHaveLength(1);
  const placed = (await openOrders(page)).find((o) => !before.includes(o.orderId));
  expect(placed?.price).toBe(price);
  expect(new Dec(placed?.origQty ?? '0').eq('0.01')).toBe(true);
  const row = page.getByTestId('current-orders').locator(`[data-row-key="${placed?.orderId}"]`);
  await expect(row).toBeVisible();

  // x: cancel every order of the pair, after its confirmation (Tab to Confirm, Enter).
  await focusPage(page);
  await page.keyboard.press('x');
  const dialog = page.getByRole('alertdialog', { name: 'Cancel all orders' });
  await expect(dialog).toContainText('every open order on this pair');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await openOrders(page)).length).toBe(0);
});

test('? lists the hotkeys and Escape closes the list; hotkeys can be switched off', async ({
  page,
}) => {
  await openAs(page, 'classic@sim.test');
  await focusPage(page);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Cancel all open orders of this pair');
  // Keys inside the dialog are the dialog's: no search opens over it.
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog', { name: 'Search pairs' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.getByRole('button', { name: 'Trade preferences' }).click();
  await page.getByRole('checkbox', { name: /Keyboard shortcuts/ }).uncheck();
  await focusPage(page);
  await page.keyboard.press('?');
  await page.keyboard.press('b');
  await expect(help).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Price/ })).not.toBeFocused();
  // The preference is the trader's: back on for the next test.
  await page.getByRole('checkbox', { name: /Keyboard shortcuts/ }).check();
});

test('/ searches the pairs and Enter switches; ] and [ step the chart interval', async ({
  page,
}) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.locator('section[data-slot="chart"] [data-slot-state]')).toHaveCount(0);
  const current = page.locator('.chart-intervals [aria-pressed="true"]');
  await expect(current).toHaveText('30m');
  await focusPage(page);
  await page.keyboard.press(']');
  await expect(current).toHaveText('1H');
  await page.keyboard.press('[');
  await page.keyboard.press('[');
  await expect(current).toHaveText('15m');

  await page.keyboard.press('/');
  const search = page.getByRole('dialog', { name: 'Search pairs' });
  await expect(search.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('eth/u');
  await expect(search.getByRole('option')).toHaveText(['ETH/USDT']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/trade\/spot\/ETH\/USDT$/);
  await expect(search).toHaveCount(0);
});

test("the order book's prices are picked with the arrow keys and Enter", async ({ page }) => {
  await openAs(page, 'classic@sim.test');
  expect((await page.request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
  const book = page.getByRole('grid', { name: 'Order book' });
  await expect(book.locator('[data-testid="bids"] .book-row .price').first()).not.toBeEmpty();
  await book.focus();
  await expect(book).toBeFocused();
  // Down from nowhere is the best bid; Enter puts its price in the order form.
  await page.keyboard.press('ArrowDown');
  const cursor = book.locator('.book-row[data-cursor]');
  await expect(cursor).toHaveCount(1);
  const price = (await cursor.locator('.price').textContent()) ?? '';
  expect(price).toMatch(/^\d/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Price/ })).toHaveValue(price.replace(/,/g, ''));
  await page.request.post(`${SIM}/__sim/market-maker/resume`);
});
