import { expect, type Page } from '@playwright/test';

export const SLOTS = ['chart', 'orderbook', 'order-entry', 'orders'] as const;
export const FIXTURES = 'http://127.0.0.1:8087';
export const SIM = 'http://127.0.0.1:8090';

/** A slot is mounted when it holds neither the loading nor the failure view. */
export async function expectMounted(page: Page, slot: string): Promise<void> {
  const section = page.locator(`section[data-slot="${slot}"]`);
  await expect(section).toBeVisible();
  await expect(section.locator('[data-slot-state]')).toHaveCount(0);
}

export async function expectBookRows(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="bids"] .book-row .price').first()).not.toHaveText('');
  await expect(page.locator('[data-testid="asks"] .book-row .price').last()).not.toHaveText('');
}

/** A first login opens the trading guide over the page; Escape closes it (marking it read). */
export async function dismissTradeGuide(page: Page): Promise<void> {
  const guide = page.getByRole('dialog', { name: 'Trading guide' });
  await expect(guide).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide).toHaveCount(0);
}

/** The seeded notice bar slides in 3 s after a spot page loads and moves everything below it. */
export async function waitForNoticeBar(page: Page): Promise<void> {
  await expect(page.getByText('This is a simulated exchange')).toBeVisible();
}

/**
 * Waits for the order entry and the notice bar of a spot page, then closes the trading guide
 * if it opened (a first visit of the account).
 */
export async function settleSpotPage(page: Page): Promise<void> {
  await expectMounted(page, 'order-entry');
  await waitForNoticeBar(page);
  const guide = page.getByRole('dialog', { name: 'Trading guide' });
  if (await guide.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(guide).toHaveCount(0);
  }
}
