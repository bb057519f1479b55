import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SLOTS, expectMounted, settleSpotPage } from './helpers';

/**
 * Issue 18: a page load logs no console error or warning, no request fails and nothing
 * answers 4xx or 5xx, in every locale, logged out and logged in. Playwright's console event
 * misses the browser's own messages (a preload never used, a failed resource), so the
 * DevTools log is read too.
 */

interface Problems {
  readonly list: string[];
}

async function watch(context: BrowserContext, page: Page): Promise<Problems> {
  const list: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      list.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => list.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    list.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) list.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Log.enable');
  cdp.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'error' || entry.level === 'warning') {
      list.push(`log ${entry.level} (${entry.source}): ${entry.text} ${entry.url ?? ''}`);
    }
  });
  return { list };
}

/** Every slot mounted and the page left alone long enough for late warnings (a preload's). */
async function settle(page: Page): Promise<void> {
  await settleSpotPage(page);
  for (const slot of SLOTS) await expectMounted(page, slot);
  await page.waitForTimeout(4_000);
}

for (const locale of ['en', 'es', 'ja', 'ar']) {
  test(`a spot page load in ${locale} leaves the console empty`, async ({ context, page }) => {
    const problems = await watch(context, page);
    await page.goto(`/${locale}/trade/spot/BTC/USDT`);
    await settle(page);
    expect(problems.list).toEqual([]);
  });
}

test('a logged-in page load leaves the console empty, the login on the way too', async ({
  context,
  page,
}) => {
  const problems = await watch(context, page);
  const target = '/en/trade/spot/ETH/USDT';
  await page.goto(`/en/login?redirect_url=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill('uta2@sim.test');
  await page.getByLabel('Password').fill('sim-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await settle(page);
  expect(problems.list).toEqual([]);
});

test('the leveraged-token page leaves the console empty', async ({ context, page }) => {
  const problems = await watch(context, page);
  await page.goto('/ja/trade/spot/lt/BTC3L/USDT');
  await expectMounted(page, 'lt-page');
  await expect(page.getByTestId('lt-nav')).not.toBeEmpty();
  await page.waitForTimeout(4_000);
  expect(problems.list).toEqual([]);
});
