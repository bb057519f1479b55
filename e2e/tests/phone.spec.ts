import { expect, test } from '@playwright/test';
import { expectMounted } from './helpers';

/*
 * The phone widths of issue 24: at 360, 390 and 480 px nothing makes the page wider than the
 * screen, on the spot page in a left-to-right and a right-to-left language and on the LT page.
 */
for (const width of [360, 390, 480]) {
  for (const path of [
    '/en/trade/spot/BTC/USDT',
    '/ar/trade/spot/BTC/USDT',
    '/ja/trade/spot/lt/BTC3L/USDT',
  ]) {
    test(`${path} at ${width} px is no wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expectMounted(page, path.includes('/lt/') ? 'lt-page' : 'orderbook');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
    });
  }
}
