import { expect, test, type Locator } from '@playwright/test';
import { Dec } from '@spot/contracts';
import { SIM, expectMounted } from './helpers';
import { logInAs, simGet, simPost } from './sim-api';

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

for (const width of [360, 480]) {
  test(`at ${width} px a trader places and cancels a limit order on the phone layout`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 760 });
    await logInAs(page, 'classic@sim.test');
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectMounted(page, 'order-entry');
    expect((await page.request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
    try {
      const book = await simGet<{ b: [string, string][] }>(page, '/__sim/book?symbol=BTCUSDT');
      const price = new Dec(book.b[0]?.[0] ?? '0').times('0.9').toFixed(2);

      // The sections are tabs a thumb can hit; the Buy / Sell bar opens the order entry.
      const sections = page.getByRole('tablist', { name: 'Page sections' });
      for (const tab of await sections.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      await expect(sections.getByRole('tab', { name: 'Chart' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByRole('group', { name: 'Place an order' }).getByText('Buy').click();
      const form = page.getByTestId('order-form');
      await expect(form).toBeVisible();
      await expect(page.getByRole('group', { name: 'Place an order' })).toHaveCount(0);
      // The bar's button is gone: the focus went on to the price of its side.
      await expect(form.getByRole('textbox', { name: /^Price/ })).toBeFocused();
      for (const control of [
        form.getByRole('button', { name: 'Buy BTC' }),
        form.locator('label').filter({ hasText: 'Post only' }),
        form.locator('select[name="timeInForce"]'),
        form.getByRole('textbox', { name: /^Price/ }),
        form.getByRole('textbox', { name: /^Quantity/ }),
        page.getByRole('button', { name: 'Markets' }),
      ]) {
        expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }
      await form.getByRole('textbox', { name: /^Price/ }).fill(price);
      await form.getByRole('textbox', { name: /^Quantity/ }).fill('0.01');
      await form.getByRole('button', { name: 'Buy BTC' }).click();
      await expect(page.getByTestId('form-notice')).toHaveText('Order placed.');

      await sections.getByRole('tab', { name: 'Orders' }).click();
      // This order's row: the account may hold others an earlier spec left.
      const row = page
        .getByTestId('current-orders')
        .locator('[data-row-key]')
        .filter({ hasText: price });
      await expect(row).toBeVisible();
      const cancel = row.getByRole('button', { name: /^Cancel: Buy/ });
      const orders = page.getByTestId('orders-panel');
      for (const control of [
        cancel,
        orders.getByRole('tab', { name: /^Current orders/ }),
        orders.getByRole('tab', { name: /^Limit & market/ }),
        orders.locator('label').filter({ hasText: 'All pairs' }),
        orders.getByRole('button', { name: 'Cancel all' }),
      ]) {
        expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }
      await cancel.click();
      const toast = page.locator('.toast').filter({ hasText: 'Order cancelled' });
      await expect(toast).toBeVisible();
      // The toast sits at the top of the screen and lets a tap through to what it covers.
      const box = await toast.boundingBox();
      expect(box?.y).toBeLessThan(100);
      expect(
        await toast.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        }),
      ).toBe(false);
      await expect(row).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
    } finally {
      await page.request.post(`${SIM}/__sim/market-maker/resume`);
    }
  });
}

/*
 * A phone shows one section at a time: at start-up the page preloads the order book's files
 * and those of the section it opens on, not the others', which load when their slots mount.
 */
for (const [section, preloaded] of [
  ['book', []],
  ['chart', ['mfe-chart']],
  ['orders', ['mfe-orders']],
] as const) {
  test(`at 390 px a page opening on the ${section} section preloads only what it shows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((shown) => {
      localStorage.setItem('host-shell.phone-section', shown);
    }, section);
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectMounted(page, 'orderbook');
    const { remotes } = (await (await page.request.get('/remotes.json')).json()) as {
      remotes: Record<string, { entry: string }>;
    };
    const hinted = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href),
    );
    // A remote's files sit beside its manifest (its own origin, or its own path on the host's).
    const home = (entry: string) => new URL('.', new URL(entry, page.url())).href;
    const hintedRemotes = Object.entries(remotes)
      .filter(([, { entry }]) => hinted.some((href) => href.startsWith(home(entry))))
      .map(([name]) => name)
      .sort();
    expect(hintedRemotes).toEqual(['mfe-orderbook', ...preloaded].sort());
    // The sections not preloaded still mount, and are there when shown.
    for (const slot of ['chart', 'order-entry', 'orders']) await expectMounted(page, slot);
    await page.locator('.phone-sections').getByRole('tab', { name: 'Chart' }).click();
    await expect(page.locator('section[data-slot="chart"]')).toBeVisible();
  });
}

test("at 390 px a new trader's guide, opening with the page, has all three of its steps", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // On the book: the guide's parts of the page (chart, form, orders) are all off the screen.
  await page.addInitScript(() => localStorage.setItem('host-shell.phone-section', 'book'));
  const login = await simPost(page, '/login', {
    email: 'isolated@sim.test',
    password: 'sim-password',
  });
  expect(login.code).toBe(0);
  // Not read on the server either, whatever an earlier test did.
  await simPost(page, '/spot/api/account/preferences', { upsert_keys: { spotTradeGuide: 'new' } });
  await page.goto('/en/trade/spot/BTC/USDT');
  const guide = page.getByRole('dialog', { name: 'Trading guide' });
  await expect(guide).toContainText('1/3');
  await page.keyboard.press('Escape');
  await expect(guide).toHaveCount(0);
});

test('at 390 px the header controls are in a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en/trade/spot/BTC/USDT');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
});

test('at 390 px the book, chart and header controls are thumb-sized', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'chart');
  const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;
  expect(await heightOf(page.getByRole('button', { name: /favourites$/ }))).toBeGreaterThanOrEqual(
    44,
  );
  const chart = page.locator('section[data-slot="chart"]');
  expect(await heightOf(chart.locator('.chart-interval').first())).toBeGreaterThanOrEqual(44);
  await page
    .getByRole('tablist', { name: 'Page sections' })
    .getByRole('tab', { name: 'Book' })
    .click();
  await expectMounted(page, 'orderbook');
  const modes = page.getByRole('group', { name: 'View', exact: true }).getByRole('button');
  await expect(modes).toHaveCount(4);
  for (const mode of await modes.all()) {
    const box = await mode.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }
});

test('at 390 px the header takes three lines: its links and controls are in the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // On the book: none of the guide's parts of the page (chart, form, orders) is shown.
  await page.addInitScript(() => localStorage.setItem('host-shell.phone-section', 'book'));
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'orderbook');
  const header = page.locator('header.market-header');
  const menu = header.getByRole('button', { name: 'Menu' });
  // The menu sits on the legal value's line, not on a line of its own.
  const legal = await page.getByTestId('header-legal-value').boundingBox();
  const button = await menu.boundingBox();
  const middle = (box: { y: number; height: number } | null) =>
    (box?.y ?? 0) + (box?.height ?? 0) / 2;
  expect(Math.abs(middle(button) - middle(legal))).toBeLessThan(24);
  await expect(header.getByRole('link', { name: 'Liquidity shield' })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Trading guide' })).toBeHidden();
  await menu.click();
  await expect(header.getByRole('link', { name: 'Liquidity shield' })).toBeVisible();
  await header.getByRole('button', { name: 'Trading guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Trading guide' });
  await expect(guide).toBeVisible();
  // Each step shows the section that holds its part of the page: all three steps.
  const sections = page.getByRole('tablist', { name: 'Page sections' });
  await expect(guide).toContainText('1/3');
  await expect(sections.getByRole('tab', { name: 'Chart' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await guide.getByRole('button', { name: 'Next' }).click();
  await expect(guide).toContainText('2/3');
  await expect(sections.getByRole('tab', { name: 'Trade' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Trading guide' })).toHaveCount(0);
  // The menu closed as the focus went into the guide: the focus comes back to its button.
  await expect(menu).toBeFocused();
  // The sections the guide showed are not remembered as the trader's choice.
  expect(await page.evaluate(() => localStorage.getItem('host-shell.phone-section'))).toBe('book');
});

test.describe('a phone turned to landscape and back', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('gets its phone layout back', async ({ page }) => {
    await page.goto('/en/trade/spot/BTC/USDT');
    const sections = page.getByRole('tablist', { name: 'Page sections' });
    await expect(sections).toBeVisible();
    // Wider than 500 px: the page reloads into the desktop layout.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(sections).toHaveCount(0);
    await expectMounted(page, 'order-entry');
    // Back to portrait: the desktop grid was wider than the screen and zoomed the page out
    // (innerWidth 652); the width is read as the media queries read it, and the phone's
    // layout comes back.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sections).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  });
});

/*
 * A phone's book fits its screen (spec 000 §9's order-area rule, the order area being the
 * screen below the book): both sides, the spread line and the ratio bar above the Buy / Sell
 * bar, with the page at its top; a short screen keeps 3 rows a side and scrolls to the rest.
 */
for (const [width, height, rows] of [
  [390, 844, null],
  [360, 640, 3],
] as const) {
  const what =
    rows === null ? 'shows both sides above the Buy / Sell bar' : `keeps ${rows} rows a side`;
  test(`at ${width}×${height} px the book ${what}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => localStorage.setItem('host-shell.phone-section', 'book'));
    await page.goto('/en/trade/spot/BTC/USDT');
    await expectMounted(page, 'orderbook');
    const book = page.locator('section[data-slot="orderbook"]');
    const bids = book.getByTestId('bids').locator('.book-row');
    const asks = book.getByTestId('asks').locator('.book-row');
    await expect(bids.first().locator('.price')).not.toHaveText('');
    if (rows !== null) {
      await expect(bids).toHaveCount(rows);
      await expect(asks).toHaveCount(rows);
      return;
    }
    const bar = await page.locator('.phone-trade-bar').boundingBox();
    // Measured again within 100 ms of a change above the book (the notice bar appears at 3 s).
    await expect
      .poll(async () => {
        const ratio = await book.getByTestId('deep-ratio').boundingBox();
        return (ratio?.y ?? Infinity) + (ratio?.height ?? 0) <= (bar?.y ?? 0);
      })
      .toBe(true);
    expect(await bids.count()).toBeGreaterThanOrEqual(5);
    expect(await asks.count()).toBe(await bids.count());
    // No more rows than fit: one more a side (48 px) would reach into the 72 px the host's
    // bar takes at the bottom (its scroll-padding-bottom: the bar and a margin).
    const whole = await book.getByTestId('orderbook').boundingBox();
    const slack = height - 72 - ((whole?.y ?? 0) + (whole?.height ?? 0));
    expect(slack).toBeGreaterThanOrEqual(0);
    expect(slack).toBeLessThan(2 * 24);
  });
}

/**
 * Every control on the page that is smaller than a thumb (44 px high; a checkbox or radio by
 * its label, which is its target): a description of each. Not counted: the skip link (1 px
 * until it has the focus) and the chart engine's attribution logo, a link of the library's.
 */
function controlsUnderAThumb(): string[] {
  const found: string[] = [];
  const controls = document.querySelectorAll<HTMLElement>(
    'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=switch], [role=checkbox], [tabindex="0"]',
  );
  for (const control of controls) {
    if (control.matches('.skip-link, #tv-attr-logo')) continue;
    const own = control.getBoundingClientRect();
    if (own.width === 0 || own.height === 0 || getComputedStyle(control).visibility === 'hidden')
      continue;
    const label = control.closest('label');
    const box =
      label && control instanceof HTMLInputElement && /checkbox|radio/.test(control.type)
        ? label.getBoundingClientRect()
        : own;
    if (box.height >= 44) continue;
    const slot = control.closest<HTMLElement>('section[data-slot]')?.dataset.slot ?? 'page';
    const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
    found.push(
      `${slot}: ${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.height)} px`,
    );
  }
  return found;
}

for (const path of ['/en/trade/spot/BTC/USDT', '/es/trade/spot/BTC/USDT']) {
  test(`at 360 px every control of ${path}, in each section, is sized for a thumb`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expectMounted(page, 'chart');
    // The section tabs, by their place: their names are in the page's language.
    const sections = page.locator('.phone-sections').getByRole('tab');
    await expect(sections).toHaveCount(4);
    const small = new Set<string>();
    for (const section of await sections.all()) {
      await section.click();
      await page.waitForTimeout(300);
      for (const control of await page.evaluate(controlsUnderAThumb)) small.add(control);
    }
    expect([...small]).toEqual([]);
  });
}

test('at 390 px the keyboard focus stops above the Buy / Sell bar, not under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectMounted(page, 'chart');
  const bar = page.getByRole('group', { name: 'Place an order' });
  const barTop = (await bar.boundingBox())?.y ?? 0;
  // The footer follows the bar: its first control, at the page's bottom, under the bar's place.
  await bar.getByRole('button', { name: 'Sell' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('footer :focus')).toHaveCount(1);
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  const box = await focused.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(barTop);
});
