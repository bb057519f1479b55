/**
 * The price of federation (issue 25): the composed page (host on 8080, remotes on their own
 * origins) against the same host and remotes built as one bundle (`monolith/`: the remotes
 * imported directly, the same shared libraries, lazy chunks and compression, served on 8088 by
 * the same server with the same `deploy/` rules). Each is loaded 8 times, interleaved (the order
 * of the pair alternates), logged out on BTC/USDT, each load in a fresh browser context (cold
 * cache) at 1600×1000, after one unmeasured load of each (warm servers, cold browser cache).
 *
 * Measured from outside the app's code:
 * - Bytes: every script and stylesheet response of the load, by its encoded body size as the
 *   browser received it (Playwright's `request.sizes()`: brotli or gzip as the server chose),
 *   counted once every slot is mounted and 2 s have passed for the lazy chunks that follow
 *   (the chart engine). The composed page's bytes before the chart engine's lazy chunk
 *   (`chart-engine`, `lightweight-charts`) are also checked against 300 KB.
 * - First live book row and every slot mounted: as in the order-book bench, from navigation
 *   start to the first DOM commit showing a bid row while the book says it is live, and to
 *   the first commit where every remote slot (four or more) shows its remote, not a status.
 *
 * Budgets: bytes ratio composed / monolith ≤ 1.15, every-slot-mounted ratio (medians) ≤ 1.10,
 * the composed page before the chart engine ≤ 300 KB. The first live row ratio is printed
 * without a budget (the order-book bench holds its own budget of 1.0 s). Beside each time ratio,
 * the spread of the rounds' own ratios (each round's composed load over its monolith load)
 * says how firm the medians' ratio is: on a 2-core machine one round's pair can differ by 30 %.
 */
import type { Response } from '@playwright/test';
import type { BenchContext } from './context';
import { quantile } from './context';

const LOADS = 8;
const SETTLE_MS = 2_000;
const PAGE_PATH = '/en/trade/spot/BTC/USDT';
const CHART_ENGINE = /chart-engine|lightweight-charts/;
const BYTES_RATIO = 1.15;
const MOUNTED_RATIO = 1.1;
const PAGE_BUDGET_KB = 300;

interface Startup {
  firstLiveRow: number | null;
  slotsMounted: number | null;
}

interface Load {
  readonly bytes: number;
  readonly beforeEngine: number;
  readonly remoteEntries: number;
  readonly encodings: readonly string[];
  readonly firstLiveRow: number;
  readonly slotsMounted: number;
}

/** Runs in the page before its own scripts (serialised by Playwright: no closures). */
function installStartupProbe(): void {
  const startup: Startup = { firstLiveRow: null, slotsMounted: null };
  (window as unknown as { __startup: Startup }).__startup = startup;
  const onMutations = (): void => {
    const now = performance.now();
    if (startup.slotsMounted === null) {
      const slots = [...document.querySelectorAll('section[data-remote]')];
      const mounted = (slot: Element): boolean =>
        slot.firstElementChild !== null && slot.querySelector('.slot-status') === null;
      if (slots.length >= 4 && slots.every(mounted)) startup.slotsMounted = now;
    }
    if (startup.firstLiveRow === null) {
      const live = document.querySelector('[data-testid="orderbook"][data-live="true"]');
      const row = document.querySelector('[data-testid="bids"] .book-row .price');
      if (live && row?.textContent) startup.firstLiveRow = now;
    }
  };
  const observe = (): void => {
    new MutationObserver(onMutations).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  };
  if (document.documentElement) observe();
  else document.addEventListener('DOMContentLoaded', observe, { once: true });
}

async function loadOnce(ctx: BenchContext, origin: string): Promise<Load> {
  const context = await ctx.browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    // tsx keeps function names through an `__name` helper the serialised probe calls.
    await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
    await context.addInitScript(installStartupProbe);
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') responses.push(response);
    });
    await page.goto(`${origin}${PAGE_PATH}`);
    await page.waitForFunction(
      () => {
        const s = (window as unknown as { __startup: Startup }).__startup;
        return s.firstLiveRow !== null && s.slotsMounted !== null;
      },
      null,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(SETTLE_MS);
    const startup = await page.evaluate(
      () => (window as unknown as { __startup: Startup }).__startup,
    );
    let bytes = 0;
    let beforeEngine = 0;
    let remoteEntries = 0;
    const encodings = new Set<string>();
    for (const response of responses) {
      await response.finished();
      const { responseBodySize } = await response.request().sizes();
      const url = new URL(response.url());
      bytes += responseBodySize;
      if (!CHART_ENGINE.test(url.pathname)) beforeEngine += responseBodySize;
      if (url.pathname.endsWith('/remoteEntry.js')) remoteEntries += responseBodySize;
      encodings.add((await response.allHeaders())['content-encoding'] ?? 'identity');
    }
    return {
      bytes,
      beforeEngine,
      remoteEntries,
      encodings: [...encodings].sort(),
      firstLiveRow: startup.firstLiveRow ?? Number.NaN,
      slotsMounted: startup.slotsMounted ?? Number.NaN,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number): number => Math.round(bytes / 102.4) / 10;
const ms = (value: number): number => Math.round(value * 10) / 10;
/** As text: the runner prints numbers to one decimal. */
const ratio = (a: number, b: number): string => (a / b).toFixed(3);
const median = (loads: readonly Load[], pick: (load: Load) => number): number =>
  quantile(loads.map(pick), 0.5);
const spread = (loads: readonly Load[], pick: (load: Load) => number): string => {
  const values = loads.map(pick);
  return `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
};

export default async function federationBench(ctx: BenchContext): Promise<void> {
  const bench = 'federation';
  const composed: Load[] = [];
  const monolith: Load[] = [];
  // One unmeasured load of each build first: the first load after the stack starts also pays
  // for its servers' first answers (the sim's code still cold, nginx opening the files), and
  // which build met them first depended on the benches before this one.
  const warm = [await loadOnce(ctx, ctx.baseUrl), await loadOnce(ctx, ctx.monolithUrl)];
  for (let round = 0; round < LOADS; round += 1) {
    const pair: [Load[], string][] = [
      [composed, ctx.baseUrl],
      [monolith, ctx.monolithUrl],
    ];
    if (round % 2 === 1) pair.reverse();
    for (const [loads, origin] of pair) loads.push(await loadOnce(ctx, origin));
  }
  const report = ctx.report;
  report({
    bench,
    metric: 'warm-up, one unmeasured load each, every slot mounted, composed / monolith',
    value: warm.map((load) => ms(load.slotsMounted)).join(' / '),
    unit: 'ms',
  });
  const encodings = [...new Set(composed.flatMap((l) => l.encodings))].join(', ');
  const cBytes = median(composed, (l) => l.bytes);
  const mBytes = median(monolith, (l) => l.bytes);
  report({
    bench,
    metric: `page JS+CSS as received (${encodings}), composed / monolith`,
    value: `${kb(cBytes)} / ${kb(mBytes)}`,
    unit: 'KB',
  });
  report({
    bench,
    metric: 'bytes ratio composed / monolith',
    value: ratio(cBytes, mBytes),
    unit: '',
    budget: `<= ${BYTES_RATIO}`,
    ok: cBytes / mBytes <= BYTES_RATIO,
  });
  const cRemoteEntries = median(composed, (l) => l.remoteEntries);
  report({
    bench,
    metric: 'composed: of which remote entries (remoteEntry.js)',
    value: kb(cRemoteEntries),
    unit: 'KB',
  });
  const beforeEngine = median(composed, (l) => l.beforeEngine);
  report({
    bench,
    metric: "composed page before the chart engine's lazy chunk",
    value: kb(beforeEngine),
    unit: 'KB',
    budget: `<= ${PAGE_BUDGET_KB} KB`,
    ok: beforeEngine <= PAGE_BUDGET_KB * 1024,
  });
  for (const [name, pick, budget] of [
    ['first live book row', (l: Load) => l.firstLiveRow, null],
    ['every slot mounted', (l: Load) => l.slotsMounted, MOUNTED_RATIO],
  ] as const) {
    const c = median(composed, pick);
    const m = median(monolith, pick);
    report({
      bench,
      metric: `${name}, median of ${LOADS} (range), composed / monolith`,
      value: `${ms(c)} (${spread(composed, pick)}) / ${ms(m)} (${spread(monolith, pick)})`,
      unit: 'ms',
    });
    report({
      bench,
      metric: `${name} ratio composed / monolith`,
      value: ratio(c, m),
      unit: '',
      ...(budget === null ? {} : { budget: `<= ${budget.toFixed(2)}`, ok: c / m <= budget }),
    });
    // How far one round's pair of loads strays: the medians' ratio is only as firm as this.
    const rounds = composed.map((load, i) => pick(load) / pick(monolith[i] as Load));
    report({
      bench,
      metric: `${name} ratio of each round's pair, min / median / max`,
      value: [Math.min(...rounds), quantile(rounds, 0.5), Math.max(...rounds)]
        .map((r) => r.toFixed(3))
        .join(' / '),
      unit: '',
    });
  }
}
