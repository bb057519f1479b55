import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@spot/contracts';
import { SIM } from './helpers';
import { openAs, simPost } from './sim-api';

/*
 * Spot-margin borrowing seen in the orders area (issue 18 item 6): a margin buy beyond the free
 * USDT borrows the rest, a day of interest accrues on the sim's clock, and the Repayment tab
 * lists the debt, repays it, and shows it paid off and in the repayments.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${SIM}/__sim/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

const orders = (page: Page) => page.locator('section[data-slot="orders"]');

test('a margin buy beyond the free balance is listed as owed, repaid from the tab, and paid off', async ({
  page,
}) => {
  await openAs(page, 'uta2@sim.test');
  // 60 BTC at 2,000 is 120,000 USDT against the seeded 100,000 free: 20,000 is borrowed.
  const placed = await simPost<Order>(page, '/spot/api/order/create', {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    type: 'limit',
    price: '2000',
    quantity: '60',
    client_order_id: `e2e-margin-${Date.now()}`,
    is_leverage: true,
  });
  expect(placed.code, placed.message).toBe(0);
  // A day of interest at 0.001 % an hour: 4.8 USDT.
  const hours = await page.request.post(`${SIM}/__sim/accounts/margin-hours`, {
    data: { email: 'uta2@sim.test', hours: 24 },
  });
  expect(hours.ok()).toBe(true);

  // uta2 trades in a region with the integrated orders area: its borrowing tab holds the
  // Repayment sub-tabs behind the debt per coin.
  const area = orders(page);
  await area.getByRole('tab', { name: 'Borrowing' }).click();
  await expect(area.getByTestId('borrowing').getByRole('row').nth(1)).toContainText(
    '20000.00000000',
  );
  await area.getByRole('tab', { name: 'Unpaid' }).click();
  const unpaid = area.getByTestId('borrows-unpaid');
  const debt = unpaid.getByRole('row').filter({ hasText: 'USDT' });
  await expect(debt).toContainText('20000.00000000');
  await expect(debt).toContainText('4.80000000');
  await expect(debt).toContainText('0.001%');

  // The USDT the order holds goes back to the balance, then the whole debt is repaid.
  const cancelled = await simPost(page, '/spot/api/order/cancel', {
    order_id: placed.result.orderId,
    client_order_id: placed.result.clientOrderId,
  });
  expect(cancelled.code, cancelled.message).toBe(0);
  await debt.getByRole('button', { name: 'Repay 20004.8 USDT' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Repay this borrow?' });
  await dialog.getByRole('button', { name: 'Repay' }).click();
  await expect(page.getByText('Repaid 20004.8 USDT')).toBeVisible();
  await expect(area.getByText('No borrows')).toBeVisible();

  await area.getByRole('tab', { name: 'Paid off' }).click();
  await expect(area.getByTestId('borrows-paidOff').getByRole('row').nth(1)).toContainText(
    '4.80000000',
  );
  await area.getByRole('tab', { name: 'Repayments' }).click();
  const repayment = area.getByTestId('repayments').getByRole('row').nth(1);
  await expect(repayment).toContainText('20004.80000000');
  await expect(repayment).toContainText('20000.00000000');
  await area.screenshot({ path: '../.data/reports/orders-repayments.png' });
});

test('a UTA account with the integrated area sees its margin in the MMR tab', async ({ page }) => {
  await openAs(page, 'uta2@sim.test');
  const area = orders(page);
  await area.getByRole('tab', { name: 'MMR' }).click();
  const mmr = area.getByTestId('mmr');
  // Nothing borrowed: no liabilities, an MMR of zero.
  await expect(mmr.getByRole('definition').nth(3)).toHaveText('0.00 USDT');
  await expect(mmr.getByRole('definition').first()).toHaveText('0.00%');
  await area.getByRole('tab', { name: 'Future spread orders' }).click();
  await expect(area.getByText('No future spread orders')).toBeVisible();
});
