import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { findRepoRoot } from '@spot/tooling/service-table';

export const SLOTS = ['chart', 'orderbook', 'order-entry', 'orders'] as const;
export const FIXTURES = 'http://127.0.0.1:8087';
export const SIM = 'http://127.0.0.1:8090';

/**
 * A slot is mounted when it holds neither the loading nor the failure view (on a phone it may
 * be mounted in a section not shown).
 */
export async function expectMounted(page: Page, slot: string): Promise<void> {
  const section = page.locator(`section[data-slot="${slot}"]`);
  await expect(section).toBeAttached();
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

/** A reply as it came over the wire: headers and the body's bytes, not decoded. */
export interface RawReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

export function rawGet(url: string, acceptEncoding: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Built files of each kind the build compresses, as URL and file on disk: the host's entry
 * chunk, a remote entry, a stylesheet, a locale file and the orders remote's sound.
 */
export function precompressedSamples(): { readonly url: string; readonly file: string }[] {
  const root = findRepoRoot();
  const dist = (app: string) => join(root, app, 'dist');
  const named = (app: string, pattern: RegExp) => {
    const name = readdirSync(dist(app)).find((f) => pattern.test(f));
    if (!name) throw new Error(`${app}/dist has no file like ${pattern}; run npm run build`);
    return name;
  };
  const main = named('host-shell', /^main\.[0-9a-f]{8}\.js$/);
  const css = named('mfe-orderbook', /\.css$/);
  return [
    { url: `http://127.0.0.1:8080/${main}`, file: join(dist('host-shell'), main) },
    {
      url: 'http://127.0.0.1:8082/remoteEntry.js',
      file: join(dist('mfe-orderbook'), 'remoteEntry.js'),
    },
    { url: `http://127.0.0.1:8082/${css}`, file: join(dist('mfe-orderbook'), css) },
    {
      url: 'http://127.0.0.1:8084/locales/en/orders.json',
      file: join(dist('mfe-orders'), 'locales', 'en', 'orders.json'),
    },
    {
      url: 'http://127.0.0.1:8084/static/order-filled.wav',
      file: join(dist('mfe-orders'), 'static', 'order-filled.wav'),
    },
  ];
}

/** Expects `reply` to be the build's precompressed copy of `file` (`.br` or `.gz`) as it is. */
export function expectPrecompressed(reply: RawReply, file: string, encoding: 'br' | 'gzip'): void {
  const copy = readFileSync(`${file}${encoding === 'br' ? '.br' : '.gz'}`);
  expect(reply.status).toBe(200);
  expect(reply.headers['content-encoding']).toBe(encoding);
  expect(reply.headers['content-length']).toBe(String(copy.length));
  expect(String(reply.headers.vary)).toContain('Accept-Encoding');
  expect(reply.body.equals(copy)).toBe(true);
}

/** Answers the LT gate's knowledge check for a 3× long token (issue 21 item 5) and passes it. */
export async function passLtKnowledgeCheck(dialog: Locator): Promise<void> {
  const quiz = dialog.getByTestId('lt-quiz');
  await quiz.getByRole('radio', { name: 'Up 3%' }).check();
  await quiz.getByRole('radio', { name: 'It ends lower' }).check();
  await quiz.getByRole('radio', { name: 'The issuer, by rebalancing' }).check();
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  await expect(dialog.getByText('You passed the leveraged-token check.')).toBeVisible();
}
