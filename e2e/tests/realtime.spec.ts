import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { SIM, expectBookRows, expectMounted } from './helpers';

/**
 * The host's realtime and network layers against the sim in test mode (issue 5): reconnects,
 * gap resync, stalled sockets, a tab coming back, the route picker and the monitoring sink.
 */

const PAGE = '/en/trade/spot/BTC/USDT';
const MERGE_STEPS = ['0.01', '0.1', '1', '10', '100'];
const ROWS = 13;

async function sim(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${SIM}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return ((await response.json()) as { result: unknown }).result;
}

interface Level {
  readonly price: string;
  readonly size: string;
}

/** The rows the page shows, best first, without grouping separators. */
async function shownBook(page: Page): Promise<{ bids: Level[]; asks: Level[] }> {
  return page.evaluate(() => {
    const read = (side: string) =>
      [...document.querySelectorAll(`[data-testid="${side}"] .book-row:not(.empty)`)].map(
        (row) => ({
          price: (row.querySelector('.price')?.textContent ?? '').replaceAll(',', ''),
          size: (row.querySelector('.size')?.textContent ?? '').replaceAll(',', ''),
        }),
      );
    const asks = read('asks');
    // Asks are drawn best (lowest) at the bottom, next to the spread.
    return { bids: read('bids'), asks: asks.reverse() };
  });
}

function decimals(text: string): number {
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

/** Whether the shown levels are the sim's, price for price, sizes to the shown decimals. */
function sameLevels(shown: readonly Level[], sim: readonly (readonly [string, string])[]): boolean {
  if (shown.length === 0 || shown.length !== Math.min(ROWS, sim.length)) return false;
  return shown.every((level, i) => {
    const [price, size] = sim[i] ?? ['', ''];
    return (
      Number(level.price) === Number(price) &&
      Number(size).toFixed(decimals(level.size)) ===
        Number(level.size).toFixed(decimals(level.size))
    );
  });
}

/** The page's book equals the sim's at one of the symbol's merge steps (market maker paused). */
async function expectBookEqualsSim(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = await shownBook(page);
        for (const step of MERGE_STEPS) {
          const book = (await sim(`/__sim/book?symbol=BTCUSDT&dumpScale=${step}`)) as {
            b: [string, string][];
            a: [string, string][];
          };
          if (sameLevels(shown.bids, book.b) && sameLevels(shown.asks, book.a)) return step;
        }
        return null;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
}

/** Every socket the page opens, with the frames it sends. */
function watchSockets(page: Page) {
  const sockets: { url: string; socket: WebSocket; sent: { at: number; op: string }[] }[] = [];
  page.on('websocket', (socket) => {
    const entry = { url: socket.url(), socket, sent: [] as { at: number; op: string }[] };
    sockets.push(entry);
    socket.on('framesent', (frame) => {
      try {
        const op = (JSON.parse(String(frame.payload)) as { op?: string }).op ?? '';
        entry.sent.push({ at: Date.now(), op });
      } catch {
        // Not ours to read.
      }
    });
  });
  return sockets;
}

const connection = (page: Page) => page.getByTestId('connection-state');

test.beforeEach(async () => {
  await sim('/__sim/reset', {});
  await sim('/__sim/monitoring/reset', {});
});

test.afterEach(async () => {
  await sim('/__sim/reset', {});
});

test('all sockets dropped five times in a row: the page recovers and its book equals the sim’s each time', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sockets = watchSockets(page);
  await page.goto(PAGE);
  await expectMounted(page, 'orderbook');
  await expectBookRows(page);
  await sim('/__sim/market-maker/pause', {});
  await expectBookEqualsSim(page);
  for (let round = 1; round <= 5; round += 1) {
    const before = sockets.length;
    await sim('/__sim/close-sockets', {});
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect(connection(page)).toHaveAttribute('data-state', 'live');
    await expectBookEqualsSim(page);
  }
});

test('a sequence gap drops the book and resyncs it within one second', async ({ page }) => {
  const sockets = watchSockets(page);
  await page.goto(PAGE);
  await expectMounted(page, 'orderbook');
  await expectBookRows(page);
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket');
  const { keys } = (await sim('/__sim/book/gap', { symbol: 'BTCUSDT' })) as { keys: string[] };
  expect(keys.length).toBeGreaterThan(0);
  const askedAt = Date.now();
  // The next delta skips a `u`: the page unsubscribes and subscribes for a fresh snapshot.
  await expect
    .poll(() => socket.sent.filter((f) => f.at >= askedAt && f.op === 'subscribe').length, {
      timeout: 5_000,
    })
    .toBeGreaterThan(0);
  await sim('/__sim/market-maker/pause', {});
  await expectBookEqualsSim(page);
  // The gap comes with the next delta (book rate 40/s), so the resync follows within a second.
  const resubscribed = socket.sent.find((f) => f.at >= askedAt && f.op === 'subscribe');
  expect((resubscribed?.at ?? Infinity) - askedAt).toBeLessThan(1_000);
});

test('a stalled socket is caught as stale and replaced by a new one', async ({ page }) => {
  test.setTimeout(60_000);
  const sockets = watchSockets(page);
  await page.goto(PAGE);
  await expectMounted(page, 'orderbook');
  await expect(connection(page)).toHaveAttribute('data-state', 'live');
  const before = sockets.length;
  const stalledAt = Date.now();
  await sim('/__sim/sockets/stall', { on: true });
  // Silent for 5 s, then a ping unanswered for 3 s: stale within about 9 s.
  await expect(connection(page)).toHaveAttribute('data-state', 'stale', { timeout: 12_000 });
  expect(Date.now() - stalledAt).toBeLessThan(10_500);
  await sim('/__sim/sockets/stall', { on: false });
  await expect(connection(page)).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
  expect(sockets.length).toBeGreaterThan(before);
  await expectBookRows(page);
});

test('a hidden tab that comes back checks its socket at once', async ({ page }) => {
  const sockets = watchSockets(page);
  await page.goto(PAGE);
  await expectMounted(page, 'orderbook');
  await expect(connection(page)).toHaveAttribute('data-state', 'live');
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.waitForTimeout(500);
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket');
  const shownAt = Date.now();
  await setVisibility('visible');
  await expect
    .poll(() => socket.sent.some((f) => f.op === 'ping' && f.at >= shownAt), { timeout: 2_000 })
    .toBe(true);
  expect(socket.sent.find((f) => f.op === 'ping' && f.at >= shownAt)!.at - shownAt).toBeLessThan(
    1_000,
  );
  await expect(connection(page)).toHaveAttribute('data-state', 'live');
});

test.describe('route picker', () => {
  // Each test's browser context starts with empty storage: no remembered route.
  test('Auto picks route 1 when route 2 is slower', async ({ page }) => {
    const sockets = watchSockets(page);
    await page.goto(PAGE);
    const picker = page.getByTestId('route-picker').getByRole('button');
    await expect(picker).toHaveAttribute('data-choice', 'auto');
    await expect(picker).toHaveAttribute('data-selected', 'route-1');
    await picker.click();
    const options = page.getByTestId('route-picker').getByRole('option');
    await expect(options).toHaveText([/^Auto$/, /^route-1\d+\.\d\d s$/, /^route-2\d+\.\d\d s$/]);
    await page.keyboard.press('Escape');
    expect(sockets.at(-1)?.url).toContain(':8090/realtime_w');
  });

  test('Auto moves to route 2 when route 1 fails its probe, and a choice moves the socket', async ({
    page,
  }) => {
    await sim('/__sim/probe', { route: 1, fail: true });
    const sockets = watchSockets(page);
    const apiHosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        url.pathname === '/spot/api/order/history' ||
        url.pathname === '/spot/api/basic/symbol_list'
      )
        apiHosts.add(url.port);
    });
    await page.goto(PAGE);
    const picker = page.getByTestId('route-picker').getByRole('button');
    await expect(picker).toHaveAttribute('data-selected', 'route-2', { timeout: 10_000 });
    await expect(picker.locator('[data-level]')).toHaveAttribute('data-level', 'success');
    await expect.poll(() => sockets.at(-1)?.url ?? '').toContain(':8091/realtime_w');
    await expect(connection(page)).toHaveAttribute('data-state', 'live');
    await expectBookRows(page);

    await sim('/__sim/probe', { route: 1, fail: false });
    await picker.click();
    await page
      .getByTestId('route-picker')
      .getByRole('option', { name: /route-1/ })
      .click();
    await expect(picker).toHaveAttribute('data-choice', 'route-1');
    await expect.poll(() => sockets.at(-1)?.url ?? '').toContain(':8090/realtime_w');
    await expect(connection(page)).toHaveAttribute('data-state', 'live');
    await page.reload();
    await expect(page.getByTestId('route-picker').getByRole('button')).toHaveAttribute(
      'data-choice',
      'route-1',
    );
  });
});

test('a failed call and an aborted call reach the monitoring sink as httpException neterror and abort', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // complianceConfig cannot be reached; legalInfo answers 503; tickers never answer in time.
  await page.route('**/spot/api/basic/compliance_config', (route) => route.abort('failed'));
  await sim('/__sim/fail', { endpoint: 'legalInfo', times: 3, status: 503 });
  await sim('/__sim/fail', { endpoint: 'tickers', times: 3, delayMs: 30_000 });
  await page.clock.install();
  await page.goto(PAGE);
  await expectMounted(page, 'orderbook');
  // Open the market list: it asks for tickers, which the sim holds past the call's timeout.
  await page.locator('.market-list .symbol-thumb').click();
  await page.clock.runFor(45_000);
  const kinds = async () => {
    const { reports } = (await sim('/__sim/monitoring?type=httpException')) as {
      reports: { data: { kind: string; path: string; status?: number } }[];
    };
    return reports.map((r) => `${r.data.kind} ${r.data.path}`);
  };
  await expect
    .poll(
      async () => {
        await page.clock.runFor(31_000);
        return kinds();
      },
      { timeout: 30_000 },
    )
    .toEqual(
      expect.arrayContaining([
        'neterror /spot/api/basic/compliance_config',
        'error /spot/api/basic/legal_info',
        'abort /spot/api/quote/v2/tickers',
      ]),
    );
  const { reports } = (await sim('/__sim/monitoring?type=httpQuality')) as { reports: unknown[] };
  expect(reports.length).toBeGreaterThan(0);
});
