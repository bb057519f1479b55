import { expect, test, type ConsoleMessage } from '@playwright/test';
import { SLOTS, expectMounted } from './helpers';
import { logInAs } from './sim-api';

/*
 * Every remote in the page's language (issue 24): in Japanese and Arabic the spot page loads
 * every translation file (no 404, no console error), the order form's labels and a pre-check
 * message are in that language, and the figures are written by Intl for the locale.
 */

const CASES = [
  {
    locale: 'ja',
    price: '価格',
    quantity: '数量',
    buy: 'BTC を買う',
    notice: '数量は 0.000048 BTC 以上にしてください。',
    chart: 'チャート',
  },
  {
    locale: 'ar',
    price: 'السعر',
    quantity: 'الكمية',
    buy: 'شراء BTC',
    notice: 'يجب ألا تقل الكمية عن 0.000048 BTC.',
    chart: 'الرسم البياني',
  },
] as const;

for (const c of CASES) {
  test(`/${c.locale}/ loads every namespace, and the order form speaks ${c.locale}`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    await logInAs(page, 'uta1@sim.test');
    await page.goto(`/${c.locale}/trade/spot/BTC/USDT`);
    for (const slot of SLOTS) await expectMounted(page, slot);

    const form = page.getByTestId('order-form');
    await form.getByRole('textbox', { name: new RegExp(`^${c.price}`) }).fill('30000.31');
    await form.getByRole('textbox', { name: new RegExp(`^${c.quantity}`) }).fill('0.00001');
    await form.getByRole('button', { name: c.buy }).click();
    await expect(form.getByTestId('form-notice')).toContainText(c.notice);
    await expect(page.getByTestId('chart-area').getByRole('tab', { name: c.chart })).toBeVisible();
    // The 24 h change as Intl writes it for the locale, Latin digits and all.
    await expect(page.getByTestId('header-change')).toHaveText(
      /^\u200e?[+-]?\d+\.\d{2}\u200e?%\u200e?$/,
    );
    expect(problems).toEqual([]);
  });
}

test('in Arabic the book lines its figures up under their headers, from start and end', async ({
  page,
}) => {
  await page.goto('/ar/trade/spot/BTC/USDT');
  const row = page.locator('[data-testid="bids"] .book-row:not(.empty)').first();
  await expect(row.locator('.price')).toHaveText(/\d/);
  // Where each cell's text sits inside its cell: the price from the right (the page's start),
  // size and total from the left (its end), not the left-to-right way round.
  const gaps = await row.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('.price, .size, .total')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return { start: box.right - text.right, end: text.left - box.left };
    }),
  );
  const [price, size, total] = gaps;
  expect(price?.start).toBeLessThan(1);
  expect(size?.end).toBeLessThan(1);
  expect(total?.end).toBeLessThan(1);
});
