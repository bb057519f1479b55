import { expect, test, type Page } from '@playwright/test';
import type { TokenBalance } from '@spot/contracts';
import { SIM, expectMounted, passLtKnowledgeCheck, settleSpotPage } from './helpers';
import { logInAs, simGet } from './sim-api';

/*
 * The leveraged-token page against the sim in test mode (issue 21): subscribe and redeem move
 * the balances, every st and riskState the sim can set gives its message, a failed settlement
 * gives the failure toast, and the order entry's knowledge check is asked once.
 */

const LT_PAGE = '/en/trade/spot/lt/BTC3L/USDT';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${SIM}/__sim/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

async function admin(page: Page, path: string, data: unknown): Promise<void> {
  const reply = await page.request.post(`${SIM}/__sim/${path}`, { data });
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
}

async function openLtPage(page: Page, email: string): Promise<void> {
  await logInAs(page, email);
  await page.goto(LT_PAGE);
  await expectMounted(page, 'lt-page');
  await expect(page.getByTestId('lt-page')).toBeVisible();
}

const panel = (page: Page) => page.locator('section.lt-panel');

async function ask(page: Page, action: 'Subscribe' | 'Redeem', size: string): Promise<void> {
  await panel(page).getByRole('tab', { name: action }).click();
  await panel(page).getByRole('textbox').fill(size);
  await panel(page).getByRole('button', { name: action, exact: true }).click();
}

async function free(page: Page, token: string): Promise<string> {
  const balances = await simGet<readonly TokenBalance[]>(page, '/spot/api/asset/get');
  return balances.find((b) => b.tokenId === token)?.free ?? '0';
}

test('a visitor sees the token, its chart and book, and a log-in prompt', async ({ page }) => {
  await page.goto(LT_PAGE);
  await expectMounted(page, 'lt-page');
  await expect(page.getByTestId('lt-project')).toContainText('3× long BTC');
  await expect(page.getByTestId('lt-login')).toContainText('Log in');
  await expectMounted(page, 'chart');
  await expectMounted(page, 'orderbook');
  // The page forces the light theme.
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('subscribes and redeems at the net value, and the balances move', async ({ page }) => {
  await admin(page, 'lt/status', { symbol: 'BTC3LUSDT', nav: '2.5' });
  await openLtPage(page, 'classic@sim.test');
  const usdt = await free(page, 'USDT');

  await ask(page, 'Subscribe', '100');
  await expect(panel(page).getByTestId('lt-estimate')).toContainText('40.00 BTC3L');
  await panel(page).getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Subscription to BTC3LUSDT completed')).toBeVisible();
  await expect.poll(() => free(page, 'BTC3L')).toBe('1540');
  expect(await free(page, 'USDT')).toBe(String(Number(usdt) - 100));
  const rows = page.getByTestId('lt-orders').getByRole('row');
  await expect(rows.nth(1)).toContainText('Completed');
  await expect(rows.nth(1)).toContainText('40 BTC3L');

  // 40 × 2.5 = 100 USDT, less the 0.1 % redemption fee.
  await ask(page, 'Redeem', '40');
  await expect(panel(page).getByTestId('lt-estimate')).toContainText('99.9');
  await panel(page).getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(page.getByText('Redemption of BTC3LUSDT completed')).toBeVisible();
  await expect.poll(() => free(page, 'BTC3L')).toBe('1500');
  // The panel's available balance follows without a reload.
  await panel(page).getByRole('tab', { name: 'Subscribe' }).click();
  await expect(panel(page).getByTestId('lt-available')).toContainText(/^99999\.9/);
  await page.screenshot({ path: '../.data/reports/lt-page.png' });

  // The orders remote's S&R records show the same orders.
  await page.goto('/en/trade/spot/BTC3L/USDT');
  await settleSpotPage(page);
  const orders = page.locator('section[data-slot="orders"]');
  await orders.getByRole('tab', { name: 'S&R records' }).click();
  const records = orders.getByRole('tabpanel');
  await expect(records.getByRole('row').nth(1)).toContainText('100');
  await expect(records.getByRole('row').nth(1)).toContainText('Succeeded');
  await orders.getByRole('tab', { name: 'Redemption' }).click();
  await expect(records.getByRole('row').nth(1)).toContainText('40');
  await expect(records.getByRole('row').nth(1)).toContainText('Succeeded');
});

test('each status and riskState the sim can set gives its message', async ({ page }) => {
  await openLtPage(page, 'classic@sim.test');
  const expectToast = async (text: string) =>
    expect(page.getByText(text, { exact: true }).last()).toBeVisible();

  await ask(page, 'Subscribe', '');
  await expectToast('Enter an amount to subscribe');
  await ask(page, 'Subscribe', '1000000');
  await expectToast('Not enough USDT to subscribe');
  await ask(page, 'Subscribe', '1');
  await expectToast('The least you can subscribe is 5 USDT');
  await ask(page, 'Redeem', '2000');
  await expectToast('You hold less BTC3L than that');

  const cases: [number, 'Subscribe' | 'Redeem', string][] = [
    [3, 'Subscribe', 'Subscription is closed for this token'],
    [4, 'Redeem', 'Redemption is closed for this token'],
    [2, 'Redeem', 'Redemption is closed for this token'],
    [5, 'Subscribe', 'The token is changing its position: subscription will reopen shortly'],
  ];
  for (const [st, action, message] of cases) {
    await admin(page, 'lt/status', { symbol: 'BTC3LUSDT', st });
    await page.reload();
    await expect(page.getByTestId('lt-page')).toBeVisible();
    await ask(page, action, '10');
    await expectToast(message);
  }
  await admin(page, 'lt/status', { symbol: 'BTC3LUSDT', st: null, nav: '0' });
  await page.reload();
  await ask(page, 'Subscribe', '10');
  await expectToast('The token has no valid net value: subscription is not available');

  await admin(page, 'lt/status', { symbol: 'BTC3LUSDT', st: null, nav: null });
  await admin(page, 'accounts/margin-state', { email: 'classic@sim.test', state: 4 });
  await page.reload();
  await ask(page, 'Subscribe', '10');
  await expectToast('Your account is closing positions: subscription is not available');
  await ask(page, 'Redeem', '10');
  await expectToast('Your account is closing positions: redemption is not available');

  // riskState 5 warns before the trader confirms and does not block.
  await admin(page, 'accounts/margin-state', { email: 'classic@sim.test', state: 5 });
  await page.reload();
  await ask(page, 'Subscribe', '10');
  await expect(panel(page).getByRole('alert')).toContainText('margin is strained');
  await panel(page).getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Subscription to BTC3LUSDT completed')).toBeVisible();
});

test('a settlement that fails gives the failure toast and returns the amount', async ({ page }) => {
  await openLtPage(page, 'classic@sim.test');
  const usdt = await free(page, 'USDT');
  await admin(page, 'lt/fail-next', {});
  await ask(page, 'Subscribe', '50');
  await panel(page).getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Subscription to BTC3LUSDT failed')).toBeVisible();
  await expect(page.getByTestId('lt-orders').getByRole('row').nth(1)).toContainText('Failed');
  await expect.poll(() => free(page, 'USDT')).toBe(usdt);
});

test('the net-value risk hint shows when the price strays from the net value', async ({ page }) => {
  await openLtPage(page, 'classic@sim.test');
  const last = await page.getByTestId('lt-last').textContent();
  // A net value 20 % below the last price: well past the 5 % diffNvRate.
  const nav = (Number(last) * 0.8).toFixed(4);
  await admin(page, 'lt/status', { symbol: 'BTC3LUSDT', nav });
  await page.reload();
  await expect(page.getByTestId('lt-nav-risk')).toBeVisible();

  // And on the spot order entry, before buying.
  await page.goto('/en/trade/spot/BTC3L/USDT');
  await settleSpotPage(page);
  await expect(page.getByTestId('nav-risk-hint')).toBeVisible();
});

test("the order entry's LT gate asks the knowledge check once", async ({ page }) => {
  await logInAs(page, 'uta1@sim.test');
  await page.goto('/en/trade/spot/BTC3L/USDT');
  await settleSpotPage(page);
  const form = page.locator('section[data-slot="order-entry"]');
  const submit = async () => {
    await form.getByRole('textbox', { name: /^Price/ }).fill('1');
    await form.getByRole('textbox', { name: /^Quantity/ }).fill('5');
    await form.getByTestId('submit-order').click();
  };
  const dialog = page.getByRole('dialog', { name: /leveraged/i });

  // Passed, then cancelled: the form is left as it was and nothing is placed.
  await submit();
  await expect(dialog.getByTestId('lt-quiz')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm and continue' })).toBeDisabled();
  await passLtKnowledgeCheck(dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('5');

  // The check is not asked again, even after a reload; confirming places the order.
  await page.reload();
  await settleSpotPage(page);
  await submit();
  await expect(dialog.getByTestId('lt-info')).toBeVisible();
  await expect(dialog.getByTestId('lt-quiz')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(form.getByTestId('form-notice')).toContainText('Order placed.');
});
