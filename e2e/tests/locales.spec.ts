import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { SLOTS, expectMounted } from './helpers';
import { logInAs } from './sim-api';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

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

/** How far a box's text sits from the box's right and left edges, in pixels. */
function textGaps(el: Element): { right: number; left: number } {
  const range = document.createRange();
  range.selectNodeContents(el);
  const text = range.getBoundingClientRect();
  const box = el.getBoundingClientRect();
  return { right: box.right - text.right, left: text.left - box.left };
}

test('in Arabic figures keep the page direction: columns and stats line up, signs read left to right', async ({
  page,
}) => {
  await page.goto('/ar/trade/spot/BTC/USDT');
  const row = page.locator('[data-testid="bids"] .book-row:not(.empty)').first();
  await expect(row.locator('.price')).toHaveText(/\d/);
  await expect(page.getByTestId('header-change')).toHaveText(/\d/);
  // The book: the price from the right (the page's start), size and total from the left (its
  // end), not the left-to-right way round.
  const [price, size, total] = await Promise.all(
    ['.price', '.size', '.total'].map((cell) => row.locator(cell).evaluate(textGaps)),
  );
  expect(price?.right).toBeLessThan(1);
  expect(size?.left).toBeLessThan(1);
  expect(total?.left).toBeLessThan(1);
  // The header's 24 h figures sit on the same side as their labels, the page's start.
  const stats = page.locator('.market-header .stats > div');
  await expect(stats).toHaveCount(4);
  for (const stat of await stats.all()) {
    const [label, figure] = await Promise.all([
      stat.locator('dt').evaluate(textGaps),
      stat.locator('dd').evaluate(textGaps),
    ]);
    expect(Math.abs(figure.right - label.right)).toBeLessThan(1);
  }
  // Every signed figure and percentage on the page reads left to right: its first character
  // (a sign or a digit) is drawn to the left of its last (a digit or the percent sign).
  const reversed = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data;
      const match = /[-+]?\d[\d.,]*\s?%?/.exec(text);
      const figure = match?.[0].trimEnd() ?? '';
      if (!match || figure.length < 2 || !/^[-+]|%$/.test(figure)) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + 1);
      const first = range.getBoundingClientRect();
      range.setStart(node, match.index + figure.length - 1);
      range.setEnd(node, match.index + figure.length);
      const last = range.getBoundingClientRect();
      if (first.width === 0 || Math.abs(first.top - last.top) > 4) continue;
      if (first.left > last.left) out.push(text);
    }
    return out;
  });
  expect(reversed).toEqual([]);
  // The trade analysis runs its time left to right, as the chart beside it does.
  await page.getByRole('tab', { name: 'تحليل التداول' }).click();
  const buckets = page.locator('.chart-analysis-bucket');
  await expect(buckets.nth(1)).toBeVisible();
  const [oldest, newest] = await Promise.all([
    buckets.first().boundingBox(),
    buckets.last().boundingBox(),
  ]);
  expect(oldest?.x ?? 0).toBeLessThan(newest?.x ?? 0);
});

test('in Spanish every figure on the page has the decimal comma, as the header has', async ({
  page,
}) => {
  await logInAs(page, 'uta1@sim.test');
  await page.goto('/es/trade/spot/BTC/USDT');
  for (const slot of SLOTS) await expectMounted(page, slot);
  const comma = /^\d+,\d+$/;
  await expect(page.getByTestId('header-last-price')).toHaveText(comma);
  await expect(page.getByTestId('header-legal-value')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s\$$/);
  await expect(page.getByTestId('chart-last-price')).toHaveText(comma);
  const row = page.locator('[data-testid="bids"] .book-row:not(.empty)').first();
  await expect(row.locator('.price')).toHaveText(comma);
  await expect(row.locator('.size')).toHaveText(comma);
  await expect(page.getByTestId('last-price')).toHaveText(comma);
  await expect(page.getByTestId('available')).toHaveText(/^\d+,\d+ USDT$/);
  await page.getByRole('tab', { name: 'Últimas operaciones' }).click();
  await expect(page.getByTestId('trades').getByRole('row').first().locator('.price')).toHaveText(
    comma,
  );
});

/** Every key of a remote's English texts whose text differs from the key, as `a.b.c`. */
function keysOf(texts: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? value === prefix + key
        ? []
        : [prefix + key]
      : keysOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

/** The keys of the spot page's remotes' English texts. */
const REMOTE_KEYS = new Set(
  ['mfe-chart', 'mfe-orderbook', 'mfe-order-entry', 'mfe-orders'].flatMap((remote) => {
    const file = join(REPO, remote, 'locales', 'en', `${remote.replace('mfe-', '')}.json`);
    return keysOf(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  }),
);

/** Keeps every text written into a remote's slot, from the first render on. */
function collectSlotTexts(): void {
  const shown: string[] = [];
  (window as unknown as { __slotTexts: string[] }).__slotTexts = shown;
  const take = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('section[data-remote]')) shown.push(text);
      return;
    }
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) take(walker.currentNode);
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') take(r.target);
      r.addedNodes.forEach(take);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function expectNoKeysShown(page: Page): Promise<void> {
  const shown = await page.evaluate(
    () => (window as unknown as { __slotTexts: string[] }).__slotTexts,
  );
  expect(shown.length).toBeGreaterThan(50);
  expect(shown.filter((text) => REMOTE_KEYS.has(text))).toEqual([]);
}

for (const [label, viewport] of [
  ['a wide screen', { width: 1440, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${label} no remote shows its texts' keys while the page starts`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(collectSlotTexts);
    await page.goto('/en/trade/spot/BTC/USDT');
    if (viewport.width < 500) {
      // A section opened at once, before its remote has loaded (the order form, through the
      // Buy bar), has its texts too.
      await page.getByRole('group', { name: 'Place an order' }).getByText('Buy').click();
      await expect(page.getByTestId('order-form')).toBeVisible();
    }
    for (const slot of SLOTS) await expectMounted(page, slot);
    await expectNoKeysShown(page);
  });
}
