import { expect, test } from '@playwright/test';
import { expectMounted } from './helpers';

/*
 * Customer service (issue 23): the footer's panel talks with the sim's support bot, which
 * answers questions about this page in the page's language and hands anything else over.
 */

test('the support bot answers in Japanese and hands an unknown question to a person', async ({
  page,
}) => {
  await page.goto('/ja/trade/spot/BTC/USDT');
  await expectMounted(page, 'orderbook');
  await page.getByRole('button', { name: 'カスタマーサービス' }).click();
  const log = page.getByRole('log');
  const input = page.getByRole('textbox', { name: 'メッセージ' });
  await expect(input).toBeFocused();
  await input.fill('OCOとは？');
  await page.keyboard.press('Enter');
  await expect(log).toContainText('OCO注文は利確と損切り');
  await input.fill('<b>出金</b>が遅い');
  await page.getByRole('button', { name: '送信' }).click();
  await expect(log.locator('[data-handoff="true"]')).toContainText('サポート担当者');
  // The message is shown as typed, never as markup.
  await expect(log).toContainText('<b>出金</b>が遅い');
  await expect(log.locator('b')).toHaveCount(0);
});
