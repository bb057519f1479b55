import { expect, test } from '@playwright/test';
import { FIXTURES, SIM, SLOTS, expectBookRows, expectMounted, waitForNoticeBar } from './helpers';

test('the root path ends at the default pair and every slot mounts', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/trade\/spot\/BTC\/USDT$/);
  for (const slot of SLOTS) await expectMounted(page, slot);
  await expectBookRows(page);
  await expect(page.getByTestId('chart-last-price')).toHaveText(/^\d[\d.]*$/);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('env-badge')).toHaveText('TEST environment');

  await page.getByRole('tab', { name: 'Tools' }).click();
  await expectMounted(page, 'tools');
  await expect(page.getByTestId('tools-panel')).toContainText('Block trade / OTC convert');
});

test('the leveraged-token route shows mfe-lt with the token info', async ({ page }) => {
  await page.goto('/trade/spot/lt/BTC3L/USDT');
  await expect(page).toHaveURL(/\/en\/trade\/spot\/lt\/BTC3L\/USDT$/);
  await expectMounted(page, 'lt-page');
  // The net value at BTC3LUSDT's price precision, 4 decimals, like its price.
  await expect(page.getByTestId('lt-nav')).toHaveText(/^\d+\.\d{4}$/);
});

test('React, React DOM and decimal.js are downloaded once for the whole page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/en/trade/spot/BTC/USDT');
  for (const slot of SLOTS) await expectMounted(page, slot);
  const react = scripts.filter((url) => /node_modules_react_index_js/.test(url));
  const reactDom = scripts.filter((url) => /node_modules_react-dom_(client|index)_js/.test(url));
  expect(react, react.join('\n')).toHaveLength(1);
  expect(react[0]).toMatch(/^http:\/\/127\.0\.0\.1:8080\//);
  expect(reactDom.every((url) => url.startsWith('http://127.0.0.1:8080/'))).toBe(true);
  // The contract's libraries are shared by version range: one copy for the whole page.
  const decimal = scripts.filter((url) => /node_modules_decimal_js/.test(url));
  expect(decimal, decimal.join('\n')).toHaveLength(1);
});

test('the page asks for its runtime configuration once, from the HTML, before its entry chunk runs', async ({
  page,
}) => {
  const config: string[] = [];
  page.on('request', (request) => {
    if (/\/(remotes|env)\.json$/.test(request.url())) config.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/trade/spot/BTC/USDT');
  for (const slot of SLOTS) await expectMounted(page, slot);
  // Each file once: the entry chunk took the preloaded answer rather than asking again.
  expect(config.sort()).toEqual(['/env.json', '/remotes.json']);
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/(remotes|env)\.json$/.test(e.name))
      .map((e) => (e as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link', 'link']);
});

test('an unreachable remote fails in its slot alone and its refresh recovers', async ({ page }) => {
  await page.route('http://127.0.0.1:8082/**', (route) => route.abort('connectionrefused'));
  await page.goto('/en/trade/spot/BTC/USDT');
  const slot = page.locator('section[data-slot="orderbook"]');
  await expect(slot.locator('[data-slot-state="failed"]')).toContainText('Failed to load data');
  for (const other of ['chart', 'order-entry', 'orders']) await expectMounted(page, other);
  await expect(page.getByTestId('chart-last-price')).toHaveText(/^\d/);

  await page.unroute('http://127.0.0.1:8082/**');
  await slot.getByRole('button', { name: 'Refresh' }).click();
  await expectMounted(page, 'orderbook');
  await expectBookRows(page);
});

test('a remote built against another contract major is not mounted and says why', async ({
  page,
}) => {
  await page.goto(`/en/trade/spot/BTC/USDT?mf.mfe-orders=${FIXTURES}/next-major/mf-manifest.json`);
  const slot = page.locator('section[data-slot="orders"]');
  await expect(slot.locator('[data-slot-state="incompatible"]')).toContainText('contract 2.0.0');
  await expect(slot).toContainText('contract 1.');
  await expect(page.getByTestId('next-major-mounted')).toHaveCount(0);
  await expect(page.getByTestId('overrides-strip')).toContainText('mfe-orders');
  await expectMounted(page, 'chart');
});

test('an override to an allowed origin is used, kept for the session and cleared', async ({
  page,
}) => {
  await page.goto(
    `/en/trade/spot/BTC/USDT?mf.mfe-chart=${FIXTURES}/override-chart/mf-manifest.json`,
  );
  await expect(page.getByTestId('override-chart')).toContainText('BTCUSDT');
  await expect(page).toHaveURL(/\/en\/trade\/spot\/BTC\/USDT$/);
  await page.reload();
  await expect(page.getByTestId('override-chart')).toBeVisible();
  await page.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByTestId('chart-summary')).toBeVisible();
  await expect(page.getByTestId('overrides-strip')).toHaveCount(0);
});

test('an override to any other origin is refused with a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(
    '/en/trade/spot/BTC/USDT?mf.mfe-chart=http://127.0.0.1:8099/evil/mf-manifest.json',
  );
  await expect(page.getByTestId('chart-summary')).toBeVisible();
  await expect(page.getByTestId('overrides-strip')).toHaveCount(0);
  expect(
    errors.some((e) => e.includes('override for mfe-chart refused') && e.includes('8099')),
  ).toBe(true);
});

test('a price picked in the order book fills the order form', async ({ page, request }) => {
  await page.goto('/en/trade/spot/BTC/USDT');
  await expectBookRows(page);
  await waitForNoticeBar(page);
  // A still book, so the row read is the row clicked.
  expect((await request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
  try {
    const row = page.locator('[data-testid="bids"] .book-row').first();
    // Deltas already on their way when the maker paused still land: read the row once it has
    // held still for a while.
    let price = '';
    await expect
      .poll(async () => {
        const before = (await row.locator('.price').textContent()) ?? '';
        await page.waitForTimeout(300);
        price = (await row.locator('.price').textContent()) ?? '';
        return before !== '' && before === price;
      })
      .toBe(true);
    await row.click();
    await expect(page.locator('input[name="price"]')).toHaveValue(price);
  } finally {
    await request.post(`${SIM}/__sim/market-maker/resume`);
  }
});

test('an unknown pair and an unsupported locale go to the default pair', async ({ page }) => {
  await page.goto('/en/trade/spot/NOPE/USDT');
  await expect(page).toHaveURL(/\/en\/trade\/spot\/BTC\/USDT$/);
  await page.goto('/xx/trade/spot/ETH/USDT');
  await expect(page).toHaveURL(/\/en\/trade\/spot\/ETH\/USDT$/);
  await expectMounted(page, 'orderbook');
});
