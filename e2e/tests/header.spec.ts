import { expect, test, type Page } from '@playwright/test';
import { expectMounted, settleSpotPage } from './helpers';

/**
 * Issue 18: favourites are added with a star (the browser's `SPOT_favorite` for a visitor,
 * the account's preferences when logged in) and the liquidity-shield link shows only where the
 * campaign runs, pointing at the main site.
 */

const PASSWORD = 'sim-password';

const footerFavourites = (page: Page) => page.getByRole('group', { name: 'Favourites' });

async function login(page: Page, email: string, target: string): Promise<void> {
  await page.goto(`/en/login?redirect_url=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await settleSpotPage(page);
}

test("a visitor's star keeps the pair in SPOT_favorite and the footer, across a reload", async ({
  page,
}) => {
  await page.goto('/en/trade/spot/ETH/USDT');
  await expectMounted(page, 'orderbook');
  await page.getByRole('button', { name: 'Add ETH/USDT to favourites' }).click();
  await expect(footerFavourites(page).getByRole('button', { name: /ETH\/USDT/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('SPOT_favorite'))).toBe('["ETHUSDT"]');
  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Remove ETH/USDT from favourites' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The star of the market list toggles the same list.
  await page.getByRole('button', { name: 'Markets' }).hover();
  await page.getByRole('button', { name: 'Add BTC/USDT to favourites' }).click();
  await expect(footerFavourites(page).getByRole('button')).toHaveCount(2);
});

test("a trader's favourites follow the account to another browser", async ({ browser, page }) => {
  await login(page, 'uta1@sim.test', '/en/trade/spot/SUI/USDT');
  await page.getByRole('button', { name: 'Add SUI/USDT to favourites' }).click();
  await expect(footerFavourites(page).getByRole('button', { name: /SUI\/USDT/ })).toBeVisible();
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await login(fresh, 'uta1@sim.test', '/en/trade/spot/BTC/USDT');
    await expect(footerFavourites(fresh).getByRole('button', { name: /SUI\/USDT/ })).toBeVisible();
    // The visitor list of this browser was not touched.
    expect(await fresh.evaluate(() => localStorage.getItem('SPOT_favorite'))).toBeNull();
    // Put the account back as it was for other tests.
    await fresh.goto('/en/trade/spot/SUI/USDT');
    await fresh.getByRole('button', { name: 'Remove SUI/USDT from favourites' }).click();
    await expect(footerFavourites(fresh).getByRole('button', { name: /SUI\/USDT/ })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('the liquidity shield shows only where it runs, styled as a control, on the main site', async ({
  page,
}) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'orderbook');
  const link = page.getByRole('link', { name: 'Liquidity shield' });
  await expect(link).toHaveAttribute(
    'href',
    'http://127.0.0.1:8090/en/promo/liquidity-shield?symbol=BTCUSDT',
  );
  // Not the browser's default link blue.
  expect(await link.evaluate((a) => getComputedStyle(a).color)).not.toBe('rgb(0, 0, 238)');
  const [campaign] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(campaign.getByRole('heading', { name: 'Liquidity shield campaign' })).toBeVisible();
  await campaign.close();

  await page.goto('/en/trade/spot/PEPE/USDT');
  await expectMounted(page, 'orderbook');
  // PEPE's legal value keeps four significant digits; it read $0.00.
  await expect(page.getByTestId('header-legal-value')).toHaveText(/^\$0\.0000\d{4}$/);
  await expect(page.getByRole('link', { name: 'Liquidity shield' })).toHaveCount(0);
});

test('figures read left to right on the Arabic page: the sign before the 24 h change', async ({
  page,
}) => {
  await page.goto('/ar/trade/spot/BTC/USDT');
  await expectMounted(page, 'orderbook');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const change = page.getByTestId('header-change');
  // Intl's Arabic percent: Latin digits, with left-to-right marks around the figure.
  await expect(change).toHaveText(/^\u200e?[+-]?\d+\.\d{2}\u200e?%\u200e?$/);
  // Where the first and the last visible character of "+4.51%" are drawn: the first on the
  // left.
  const [first, last] = await change.evaluate((dd) => {
    const text = dd.firstChild as Text;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    const visible = [...(text.data ?? '')].flatMap((c, i) => (c === '\u200e' ? [] : [i]));
    return [at(visible[0] ?? 0), at(visible[visible.length - 1] ?? 0)];
  });
  expect(first).toBeLessThan(last);
});
