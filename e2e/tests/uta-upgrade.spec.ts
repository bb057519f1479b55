import { expect, test } from '@playwright/test';
import { SIM, expectMounted } from './helpers';
import { logInAs } from './sim-api';

/*
 * The unified-account upgrade (issue 23, spec 001 §4) on the seeded accounts: upgrade@ sees the
 * entry and completes an upgrade; pushed results open the progress modal or reload the page.
 */

test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

test('upgrade@ sees the entry and its tip, upgrades, and the page comes back unified', async ({
  page,
}) => {
  await logInAs(page, 'upgrade@sim.test');
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'order-entry');
  const tip = page.getByTestId('upgrade-tip');
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: 'Dismiss the upgrade tip' }).click();
  await expect(tip).toHaveCount(0);

  await page.getByRole('button', { name: 'Upgrade to UTA' }).click();
  const modal = page.getByTestId('uta-upgrade');
  await expect(modal).toHaveAttribute('data-step', 'offer');
  const now = modal.getByRole('button', { name: 'Upgrade now' });
  // Loading for its first second.
  await expect(now).toBeDisabled();
  await expect(now).toBeEnabled();
  await now.click();
  await expect(modal).toHaveAttribute('data-step', 'progress');
  // The sim finishes 2 s later and pushes "0": the page reloads and shows the success guide.
  await expect(page.getByRole('dialog', { name: 'Your account is unified' })).toBeVisible({
    timeout: 10_000,
  });
  await page.getByRole('button', { name: 'Start trading' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade to UTA' })).toHaveCount(0);
  await page.reload();
  await expectMounted(page, 'order-entry');
  await page.waitForTimeout(1_000);
  await expect(modal).toHaveCount(0);
  // The tip stays dismissed; nothing is offered any more.
  await expect(tip).toHaveCount(0);
});

test('a pushed "3400324" opens the progress, another code the failure, and "0" reloads', async ({
  page,
}) => {
  await logInAs(page, 'upgrade@sim.test');
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'order-entry');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
  const push = async (data: string) => {
    const reply = await page.request.post(`${SIM}/__sim/upgrade-message`, {
      data: { email: 'upgrade@sim.test', code: 200, data },
    });
    expect(reply.ok()).toBe(true);
    return ((await reply.json()) as { result: { sockets: number } }).result.sockets;
  };
  await expect.poll(() => push('3400555')).toBeGreaterThan(0);
  const modal = page.getByTestId('uta-upgrade');
  await expect(modal).toHaveAttribute('data-step', 'failed');
  await expect(modal).toContainText('200 3400555');
  await modal.getByRole('button', { name: 'Close' }).click();
  await push('3400324');
  await expect(modal).toHaveAttribute('data-step', 'progress');
  await page.evaluate(() => ((window as { __beforeReload?: boolean }).__beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await push('0');
  await reloaded;
  expect(
    await page.evaluate(() => (window as { __beforeReload?: boolean }).__beforeReload),
  ).toBeUndefined();
});

test('upgrading@ (tags PROCESS) sees the progress mask', async ({ page }) => {
  await logInAs(page, 'upgrading@sim.test');
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.getByTestId('uta-upgrade')).toHaveAttribute('data-step', 'progress');
  await expect(page.getByRole('button', { name: 'Upgrade to UTA' })).toHaveCount(0);
  // Never stuck: the mask can be sent to the background and the page used meanwhile.
  await page.getByRole('button', { name: 'Continue in the background' }).click();
  await expect(page.getByTestId('uta-upgrade')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});
