import { expect, test } from '@playwright/test';
import { expectMounted, waitForNoticeBar } from './helpers';

test('Arabic lays the page out right to left with translated chrome', async ({ page }) => {
  await page.goto('/ar/trade/spot/BTC/USDT');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('connection-state')).toHaveText('مباشر');
  await expectMounted(page, 'orderbook');
});

test('changing language opens the same page in the new locale and is remembered', async ({
  page,
}) => {
  await page.goto('/en/trade/spot/ETH/USDT');
  await expectMounted(page, 'chart');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page).toHaveURL(/\/es\/trade\/spot\/ETH\/USDT$/);
  await expect(page.getByTestId('connection-state')).toHaveText('En vivo');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/es\/trade\/spot\/BTC\/USDT$/);
});

test('the theme switches live, persists, and the LT page forces light', async ({ page }) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'orderbook');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const panelDark = await page
    .locator('section[data-slot="orderbook"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  const panelLight = await page
    .locator('section[data-slot="orderbook"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(panelLight).not.toBe(panelDark);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.goto('/en/trade/spot/lt/BTC3L/USDT');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: /theme/i })).toHaveCount(0);
});

test('a narrow window shows the mobile layout and crossing 500 px reloads', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 900 });
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.locator('.page')).toHaveAttribute('data-layout', 'mobile');
  await expectMounted(page, 'orderbook');
  await page.evaluate(() => {
    (window as unknown as { beforeResize?: boolean }).beforeResize = true;
  });
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(page.locator('.page')).toHaveAttribute('data-layout', 'desktop');
  const survived = await page.evaluate(
    () => (window as unknown as { beforeResize?: boolean }).beforeResize === true,
  );
  expect(survived).toBe(false);
});

test('a tablet or narrow window fits its width: chart across, book and form side by side, header controls wrapped', async ({
  page,
}) => {
  for (const width of [600, 768, 1023]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectMounted(page, 'chart');
    await expectMounted(page, 'order-entry');
    const box = async (selector: string) => {
      const found = await page.locator(selector).first().boundingBox();
      if (!found) throw new Error(`${selector} is not shown at ${width} px`);
      return found;
    };
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `page width at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
    // The chart across the page, not squeezed beside the book and the form.
    expect((await box('section[data-slot="chart"]')).width).toBeGreaterThan(width - 30);
    const book = await box('section[data-slot="orderbook"]');
    const trade = await box('.trade-area');
    expect(Math.abs(book.y - trade.y)).toBeLessThan(8);
    expect(trade.x >= book.x + book.width || book.x >= trade.x + trade.width).toBe(true);
    // Every header control within the page.
    for (const name of ['Log in', 'Register']) {
      const link = await page.locator('.market-header').getByRole('link', { name }).boundingBox();
      expect(link && link.x + link.width).toBeLessThanOrEqual(width);
    }
    const theme = await page.getByRole('button', { name: 'Light theme' }).boundingBox();
    expect(theme && theme.x + theme.width).toBeLessThanOrEqual(width);
  }
});

test('the header shows the legal value, switches pairs from its market list and sheds statistics from the right', async ({
  page,
}) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expect(page.getByTestId('header-legal-value')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await waitForNoticeBar(page);
  await page.getByRole('button', { name: 'Markets' }).hover();
  const row = page.getByRole('listitem').filter({ hasText: 'ETH/USDT' });
  await expect(row).toContainText(/\d/);
  await row.getByRole('button', { name: /^ETH\/USDT/ }).click();
  await expect(page).toHaveURL(/\/en\/trade\/spot\/ETH\/USDT$/);

  const stats = page.locator('.market-header .stats > div');
  /** Each statistic: on the row's one visible line and whole, out of sight, or cut off. */
  const shown = async (): Promise<string[]> =>
    stats.evaluateAll((items) =>
      items.map((item) => {
        const list = item.parentElement;
        if (list === null) return 'no list';
        const box = item.getBoundingClientRect();
        const row = list.getBoundingClientRect();
        if (box.top - row.top >= list.clientHeight) return 'hidden';
        const inside = box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
        // Squeezed narrower than its text is cut too.
        return inside && item.scrollWidth <= item.clientWidth ? 'whole' : 'cut';
      }),
    );
  const whole = ['whole', 'whole', 'whole', 'whole'];
  await page.setViewportSize({ width: 1600, height: 800 });
  await expect.poll(shown).toEqual(whole);
  // Room for the 24 h change alone: the others leave from the right end.
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect.poll(shown).toEqual(['whole', 'hidden', 'hidden', 'hidden']);
  // No room for a whole statistic: none is shown, not a fragment of the first ("24h cha").
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect.poll(shown).toEqual(['hidden', 'hidden', 'hidden', 'hidden']);
  await page.setViewportSize({ width: 1600, height: 800 });
  await expect.poll(shown).toEqual(whole);
});

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px the footer's texts and chips are whole, in Spanish`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/es/trade/spot/BTC/USDT');
    await expectMounted(page, 'orderbook');
    const footer = page.locator('footer');
    await expect(footer.locator('.footer-symbol').first()).toBeVisible();
    // Each text is no wider than its box, and each box lies inside its group, which would cut
    // it ("Aún no hay fa", a chip's "+0,37" without its %): what does not fit goes whole to a
    // next row. The banner's message alone ends in an ellipsis by design.
    const cut = await footer.evaluate((root) => {
      const found: string[] = [];
      const items = root.querySelectorAll<HTMLElement>(
        '.footer-symbols-title, .footer-symbols-empty, .footer-symbol, .route-picker-button, .footer-rewards, .footer-support',
      );
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const group = (item.closest('.footer-symbols') ?? root).getBoundingClientRect();
        if (
          item.scrollWidth > item.clientWidth + 1 ||
          box.left < group.left - 1 ||
          box.right > group.right + 1
        )
          found.push(item.textContent ?? '');
      }
      return found;
    });
    expect(cut).toEqual([]);
  });
}
