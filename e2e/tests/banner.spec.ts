import { expect, test } from '@playwright/test';
import { SIM, expectMounted } from './helpers';
import { logInAs } from './sim-api';

/*
 * The footer's announcement banner (issue 23, spec 001 §4): the newest unread announcement of
 * the week, as text; a click rests it, "don't show again" ends it for the account.
 */

test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/announcements/reset`);
  await request.post(`${SIM}/__sim/reset`);
});

test('an announcement pushed through the sim shows as text and rests after a click', async ({
  page,
  context,
}) => {
  const title = 'Maintenance <img src=x onerror="window.__pwned=1"> tonight';
  const pushed = await page.request.post(`${SIM}/__sim/announcements`, {
    data: { category: 'latest_bybit_news', title, description: 'pushed by e2e' },
  });
  expect(pushed.ok()).toBe(true);
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'orderbook');
  const banner = page.getByTestId('banner');
  await expect(banner).toContainText(title);
  await expect(banner.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // More opens the announcement on the main site, in a new tab; the banner rests.
  const more = banner.getByRole('link', { name: 'More' });
  await expect(more).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:8090\/en\/announcements\//);
  const [tab] = await Promise.all([context.waitForEvent('page'), more.click()]);
  await expect(tab).toHaveTitle(/Announcements/);
  await tab.close();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expectMounted(page, 'orderbook');
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('banner')).toHaveCount(0);
});

test('a trader who ticks "don\'t show again" does not see the banner again', async ({ page }) => {
  await logInAs(page, 'classic@sim.test');
  await page.goto('/en/trade/spot/BTC/USDT');
  const banner = page.getByTestId('banner');
  await expect(banner).toContainText('New listing: NOVA/USDT');
  await banner.getByRole('checkbox', { name: "Don't show again" }).click();
  await expect(banner).toHaveCount(0);
  // Another browser of the same account: the preference holds there too.
  const other = await page.context().browser()!.newContext({ baseURL: page.url() });
  const second = await other.newPage();
  await logInAs(second, 'classic@sim.test');
  await second.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(second, 'orderbook');
  await second.waitForTimeout(1_000);
  await expect(second.getByTestId('banner')).toHaveCount(0);
  await other.close();
});
