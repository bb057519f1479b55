import { expect, test } from '@playwright/test';
import { SIM, expectMounted } from './helpers';
import { logInAs, simGet } from './sim-api';

/*
 * The account surfaces of issue 23 on the seeded accounts: demo recharge, the standard-account
 * offline alert, the copy-trading card; one modal at a time.
 */

test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

test('demo-empty@ is offered a recharge, and the wallet is refilled', async ({ page }) => {
  await logInAs(page, 'demo-empty@sim.test');
  expect((await simGet<{ wb: string }>(page, '/spot/api/demo/wallet')).wb).toBe('0');
  await page.goto('/en/trade/spot/BTC/USDT');
  const modal = page.getByRole('dialog', { name: 'Your demo wallet is empty' });
  await expect(modal).toBeVisible();
  // A recharge refused with another result code: the global error, and it may be tried again.
  await page.request.post(`${SIM}/__sim/accounts/demo-recharge-fault`, {
    data: { resultCode: '3410099' },
  });
  await modal.getByRole('button', { name: 'Recharge' }).click();
  await expect(page.getByText('The recharge did not go through')).toBeVisible();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Recharge' }).click();
  await expect(page.getByText('Demo wallet recharged.')).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect(Number((await simGet<{ wb: string }>(page, '/spot/api/demo/wallet')).wb)).toBeGreaterThan(
    0,
  );
  // The balance follows without a reload.
  await expect(page.getByTestId('order-form')).toContainText('50000');
  await page.reload();
  await expectMounted(page, 'order-entry');
  await expect(modal).toHaveCount(0);
});

test('classic@ sees the offline alert once, and not again after closing it', async ({ page }) => {
  await page.request.post(`${SIM}/__sim/compliance`, {
    data: { region: 'global', flags: { standardAccountOffline: true } },
  });
  await logInAs(page, 'classic@sim.test');
  await page.goto('/en/trade/spot/BTC/USDT');
  const alert = page.getByRole('dialog', { name: 'Standard accounts are being phased out' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Read the announcement' })).toHaveAttribute(
    'href',
    'http://127.0.0.1:8090/en/announcements/standard-account-phase-out',
  );
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expectMounted(page, 'order-entry');
  await page.waitForTimeout(1_000);
  await expect(alert).toHaveCount(0);
  // A UTA account never sees it.
  await logInAs(page, 'uta1@sim.test');
  await page.reload();
  await expectMounted(page, 'order-entry');
  await page.waitForTimeout(1_000);
  await expect(alert).toHaveCount(0);
});

test('leader@ sees the copy-trading card, linking to the leader centre', async ({ page }) => {
  await logInAs(page, 'leader@sim.test');
  await page.goto('/en/trade/spot/BTC/USDT');
  const card = page.getByTestId('copy-trading-card');
  await expect(card).toBeVisible();
  const link = card.getByRole('link', { name: 'Open the leader centre' });
  await expect(link).toHaveAttribute('href', 'http://127.0.0.1:8090/copyTrade/trade-center/leader');
  await expect(link).toHaveAttribute('target', '_blank');
  await logInAs(page, 'uta1@sim.test');
  await page.reload();
  await expectMounted(page, 'order-entry');
  await expect(card).toHaveCount(0);
});
