import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { findRepoRoot } from '@spot/tooling/service-table';
import { FIXTURES, SIM, expectBookRows, expectMounted, waitForNoticeBar } from './helpers';

/*
 * The N−1 check of independent delivery (issue 19): the order book remote as it was built at
 * the commit that last carried the previous contract minor (`e2e/fixtures/previous-minor.json`,
 * built by the fixtures), loaded on this host as a staging override, mounts and works.
 */

const previous = JSON.parse(
  readFileSync(join(findRepoRoot(), 'e2e', 'fixtures', 'previous-minor.json'), 'utf8'),
) as { contract: string; remote: string };
const MANIFEST = `${FIXTURES}/previous-minor/mf-manifest.json`;

test.afterEach(async ({ request }) => {
  await request.post(`${SIM}/__sim/reset`);
});

test(`the order book built against contract ${previous.contract} mounts on this host and feeds the order entry`, async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(`/en/trade/spot/BTC/USDT?mf.${previous.remote}=${MANIFEST}`);
  await expect(page.getByTestId('overrides-strip')).toContainText(previous.remote);
  await expectMounted(page, 'orderbook');
  await expectBookRows(page);
  // That build ran, not the current one.
  expect(fetched.some((url) => url.startsWith(`${FIXTURES}/previous-minor/`))).toBe(true);

  // The old remote and the current order entry still talk through the bus. A still book, so
  // the row read is the row clicked.
  await waitForNoticeBar(page);
  expect((await page.request.post(`${SIM}/__sim/market-maker/pause`)).ok()).toBe(true);
  try {
    const row = page.locator('[data-testid="asks"] .book-row').nth(10);
    const price = (await row.locator('.price').textContent()) ?? '';
    expect(price).toMatch(/^\d+\.\d{2}$/);
    await row.click();
    await expect(page.locator('input[name="price"]')).toHaveValue(price);
  } finally {
    await page.request.post(`${SIM}/__sim/market-maker/resume`);
  }
});
