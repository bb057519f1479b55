import { expect, test } from '@playwright/test';
import { SIM, dismissTradeGuide, expectMounted, waitForNoticeBar } from './helpers';

const PASSWORD = 'sim-password';

test('login returns to the page it came from and logout ends the session', async ({ page }) => {
  await page.goto('/en/trade/spot/ETH/USDT');
  await expectMounted(page, 'orders');
  await waitForNoticeBar(page);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/en\/login\?redirect_url=%2Fen%2Ftrade%2Fspot%2FETH%2FUSDT$/);

  await page.getByLabel('Email').fill('classic@sim.test');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('wrong email or password');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/trade\/spot\/ETH\/USDT$/);
  await expect(page.getByTestId('session-email')).toHaveText('classic@sim.test');
  await dismissTradeGuide(page);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByTestId('session-email')).toHaveCount(0);
});

test('a redirect_url to another site is never followed', async ({ page }) => {
  await page.goto('/en/login?redirect_url=%2F%2Fevil.test%2Fsteal');
  await page.getByLabel('Email').fill('uta1@sim.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:8080\/en\/trade\/spot\/BTC\/USDT$/);
});

test('a login in another tab refreshes this tab and a demo account is labelled', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(first, 'orders');
  await expect(first.getByTestId('session-email')).toHaveCount(0);

  const second = await context.newPage();
  await second.goto('/en/login');
  await second.getByLabel('Email').fill('demo@sim.test');
  await second.getByLabel('Password').fill(PASSWORD);
  await second.getByRole('button', { name: 'Log in' }).click();
  await expect(second.getByTestId('session-email')).toHaveText('demo@sim.test');

  await expect(first.getByTestId('session-email')).toHaveText('demo@sim.test');
  await expect(first.locator('.demo-badge')).toHaveText('Demo trading');
  await expect(first).toHaveTitle(/^Demo trading · BTC\/USDT/);
  await expect(first.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
});

test('the trading guide opens once for a new trader, steps through and stays read', async ({
  page,
}) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('leader@sim.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const guide = page.getByRole('dialog', { name: 'Trading guide' });
  await expect(guide).toContainText('Watch the market');
  await guide.getByRole('button', { name: 'Next' }).click();
  await expect(guide).toContainText('Place an order');
  await guide.getByRole('button', { name: 'Previous' }).click();
  await expect(guide).toContainText('Watch the market');
  await guide.getByRole('button', { name: 'Next' }).click();
  await guide.getByRole('button', { name: 'Next' }).click();
  await guide.getByRole('button', { name: 'Done' }).click();
  await expect(guide).toHaveCount(0);
  await page.reload();
  await expectMounted(page, 'orders');
  await expect(page.getByRole('dialog', { name: 'Trading guide' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Trading guide' }).click();
  await expect(page.getByRole('dialog', { name: 'Trading guide' })).toBeVisible();
});

test('a trader who finished the guide is not shown it again in another browser', async ({
  browser,
  page,
}) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('sub@sim.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const guide = page.getByRole('dialog', { name: 'Trading guide' });
  await expect(guide).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide).toHaveCount(0);
  // Give the preference save a moment to reach the sim.
  await expect
    .poll(async () => {
      const res = await page.request.get(`${SIM}/spot/api/account/preferences`);
      return ((await res.json()) as { result: Record<string, string> }).result.spotTradeGuide;
    })
    .toBe('read');

  // A new browser: nothing of this one's storage, only the account's preferences.
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto('/en/login');
    await fresh.getByLabel('Email').fill('sub@sim.test');
    await fresh.getByLabel('Password').fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Log in' }).click();
    await expectMounted(fresh, 'orders');
    await fresh.waitForTimeout(1_500);
    await expect(fresh.getByRole('dialog', { name: 'Trading guide' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
