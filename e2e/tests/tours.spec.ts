import { expect, test } from '@playwright/test';
import { SIM, expectMounted } from './helpers';
import { logInAs } from './sim-api';

/*
 * Tours (issue 23, spec 000 §2, §4, §9): the OCO step guide opens the first time a trader picks
 * OCO, points at the order entry's fields across the remote boundary, runs to done with the
 * keyboard, and does not open again; the trailing-stop guide is its own.
 */

test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

test('the OCO guide runs to done with the keyboard and opens only once', async ({ page }) => {
  await logInAs(page, 'uta1@sim.test');
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'order-entry');
  const form = page.getByTestId('order-form');
  await form.getByRole('tab', { name: 'OCO', exact: true }).click();
  const guide = page.getByRole('dialog', { name: 'OCO order guide' });
  await expect(guide).toContainText('Take profit');
  // The stage surrounds the take-profit leg of the order entry, with its padding.
  const leg = await page.getByTestId('oco-tp').boundingBox();
  const stage = await page.locator('.tour-stage').boundingBox();
  expect(leg && stage).toBeTruthy();
  await expect
    .poll(async () => (await page.locator('.tour-stage').boundingBox())?.width ?? 0)
    .toBeCloseTo((leg?.width ?? 0) + 20, 0);
  // Keyboard only: the focus is in the card; Tab to Next, Enter.
  await expect(guide.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(guide.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(guide).toContainText('Stop loss');
  await guide.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(guide).toContainText('Place both at once');
  await guide.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(guide).toHaveCount(0);

  // Not again: another kind and back to OCO, and after a reload.
  await form.getByRole('tab', { name: 'Limit', exact: true }).click();
  await form.getByRole('tab', { name: 'OCO', exact: true }).click();
  await page.waitForTimeout(500);
  await expect(guide).toHaveCount(0);
  await page.reload();
  await expectMounted(page, 'order-entry');
  await form.getByRole('tab', { name: 'OCO', exact: true }).click();
  await page.waitForTimeout(500);
  await expect(guide).toHaveCount(0);

  // The trailing-stop guide is its own; Escape closes it (and it counts as read).
  await form.getByRole('tab', { name: 'Trailing stop', exact: true }).click();
  const trailing = page.getByRole('dialog', { name: 'Trailing stop guide' });
  await expect(trailing).toContainText('Activation price');
  await page.keyboard.press('Escape');
  await expect(trailing).toHaveCount(0);
});
