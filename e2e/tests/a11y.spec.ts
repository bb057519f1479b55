import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SIM, expectMounted } from './helpers';
import { logInAs, openAs, simPost } from './sim-api';

/*
 * Accessibility (issue 24): axe-core reports no serious or critical violation on the spot page
 * logged out and logged in, in both themes, on a desktop and a phone, on the LT page, and in
 * the tools (issue 22).
 */

test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // The chart's canvas is described by its probe and its own controls, not by axe.
    .exclude('[data-testid="chart-canvas"]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    );
}

for (const width of [1440, 390]) {
  test(`the spot page logged out at ${width} px, dark and light`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectMounted(page, 'orderbook');
    await expectMounted(page, 'order-entry');
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone the theme is in the header's menu, and each section is checked on its own.
    if (width < 500) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /theme/i }).first().click();
    expect(await seriousViolations(page)).toEqual([]);
    if (width < 500) {
      for (const section of ['Book', 'Trade', 'Orders']) {
        await page
          .getByRole('tablist', { name: 'Page sections' })
          .getByRole('tab', { name: section, exact: true })
          .click();
        expect(await seriousViolations(page)).toEqual([]);
      }
    }
  });
}

test('the hotkey list, the symbol search and a confirmation, each open', async ({ page }) => {
  await openAs(page, 'classic@sim.test');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog', { name: 'Search pairs' })).toBeVisible();
  await page.keyboard.type('eth');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // The cancel-all hotkey's confirmation, over one open order far under the market.
  const placed = await simPost<{ orderId: string }>(page, '/spot/api/order/create', {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    type: 'limit',
    price: '1000',
    quantity: '0.01',
    client_order_id: `e2e-a11y-${Date.now()}`,
  });
  expect(placed.code, placed.message).toBe(0);
  await expect(page.getByTestId('current-orders').locator('[data-row-key]')).toHaveCount(1);
  await page.keyboard.press('x');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
});

test('the spot page logged in, with the orders area', async ({ page }) => {
  await openAs(page, 'classic@sim.test');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the tools: the list with its pins, a grid form with its plan, its review', async ({
  page,
}) => {
  await openAs(page, 'uta1@sim.test');
  await page.locator('.trade-area').getByRole('tab', { name: 'Tools' }).click();
  await expect(page.getByTestId('tools-panel')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByTestId('tools-panel')
    .getByRole('button', { name: /^Grid bot/ })
    .click();
  const form = page.locator('.tool-form form');
  const fields = { 'Lowest price': '60000', 'Highest price': '70000', 'Grid lines': '5' };
  for (const [label, value] of Object.entries(fields)) {
    await form.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  }
  await form.getByRole('textbox', { name: /^Investment/ }).fill('1000');
  await expect(page.getByTestId('tool-plan')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('tool-review')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the LT page logged in', async ({ page }) => {
  await openAs(page, 'classic@sim.test');
  await page.goto('/en/trade/spot/lt/BTC3L/USDT');
  await expectMounted(page, 'lt-page');
  await expect(page.getByTestId('lt-page')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the account surfaces, a tour and the support panel, each open', async ({ page }) => {
  // Demo recharge.
  await logInAs(page, 'demo-empty@sim.test');
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.getByRole('dialog', { name: 'Your demo wallet is empty' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Later' }).click();
  // The support panel, with a question asked.
  await page.getByRole('button', { name: 'Customer service' }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill('what are the fees?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log')).toContainText('estimated fee');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // The trade guide's tour.
  await page.getByRole('button', { name: 'Trading guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Trading guide' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // The upgrade offer and the offline alert of a classic account.
  await page.request.post(`${SIM}/__sim/compliance`, {
    data: { region: 'global', flags: { standardAccountOffline: true } },
  });
  await logInAs(page, 'upgrade@sim.test');
  await page.reload();
  const alert = page.getByRole('dialog', { name: 'Standard accounts are being phased out' });
  await expect(alert).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await alert.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Upgrade to UTA' }).click();
  await expect(page.getByTestId('uta-upgrade')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
