/**
 * The order book on a phone (issue 24): the composed page at 390 × 844 px, the book section
 * shown, the sim driving BTCUSDT at 50 book deltas a second (Bybit's own rate), once with the
 * CPU throttled four times through the DevTools protocol (`Emulation.setCPUThrottlingRate`,
 * set before the page loads, so the load is throttled too) and once unthrottled beside it.
 * The probe is the order-book bench's (`installProbe`) without its data-to-paint part: frame
 * intervals counted in vsync periods, long tasks, and the first live row from navigation
 * start. Matching every delta to the rows costs a throttled page more than the book itself
 * (it parses every message and searches the page at every commit), so it is left out here; the
 * order-book bench measures data-to-paint.
 *
 * Budgets, throttled: p95 frame interval one vsync period (16.7 ms), no long task, first live
 * row within 2.5 s. The unthrottled figures are printed without a budget, for comparison, and
 * so is where the long frames' time went (the Long Animation Frames API): their scripts
 * against their style, layout and paint. Beside them, the book's rows a side (fitted to the
 * screen on a phone) and a machine check, a fixed loop timed in the page: this 2-core VM runs
 * the same build well or badly from one run to the next, and the check says which it was.
 */
import type { BenchContext } from './context';
import { quantile, simCall } from './context';
import { WATCHED_KEY, installProbe, ms, vsyncFigures, type Probe } from './orderbook.bench';

/** A long animation frame's script time and its style, layout and paint time, in ms. */
interface LongFrame {
  readonly script: number;
  readonly render: number;
}
interface LongFrameProbe {
  start(): void;
  stop(): LongFrame[];
}

/**
 * Collects the long animation frames (50 ms or more) between `start` and `stop`: the time of
 * their scripts and of their style, layout and paint (from `styleAndLayoutStart` to the end).
 * Runs in the page; a browser without the API reports none.
 */
function installLongFrameProbe(): void {
  interface Entry {
    readonly startTime: number;
    readonly duration: number;
    readonly styleAndLayoutStart: number;
    readonly scripts: readonly { readonly duration: number }[];
  }
  let frames: LongFrame[] = [];
  let running = false;
  const w = window as unknown as { __longFrames: LongFrameProbe };
  w.__longFrames = {
    start() {
      frames = [];
      running = true;
    },
    stop() {
      running = false;
      return frames;
    },
  };
  try {
    new PerformanceObserver((list) => {
      if (!running) return;
      for (const e of list.getEntries() as unknown as Entry[]) {
        if (e.duration < 50) continue;
        const script = e.scripts.reduce((sum, s) => sum + s.duration, 0);
        const render =
          e.styleAndLayoutStart > 0 ? e.startTime + e.duration - e.styleAndLayoutStart : 0;
        frames.push({ script, render });
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  } catch {
    // No Long Animation Frames API: no frames reported.
  }
}

const BOOK_RATE = 50;
/** The machine check's loop length: about 20 ms unthrottled here, 65 to 90 at CPU ÷4. */
const MACHINE_CHECK_STEPS = 2_000_000;
const MEASURE_MS = 20_000;
const WARMUP_MS = 2_000;
const VIEWPORT = { width: 390, height: 844 };

export default async function phoneBench(ctx: BenchContext): Promise<void> {
  const bench = 'phone';
  for (const throttle of [4, 1]) {
    await simCall(ctx.simUrl, '/__sim/reset', {});
    await simCall(ctx.simUrl, '/__sim/book-rate', { rate: BOOK_RATE, symbol: 'BTCUSDT' });
    const context = await ctx.browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 3,
      hasTouch: true,
      isMobile: true,
    });
    try {
      await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
      // The trader last looked at the book (the host remembers the section).
      await context.addInitScript(() => localStorage.setItem('host-shell.phone-section', 'book'));
      await context.addInitScript(installProbe, { watchedKey: WATCHED_KEY, latency: false });
      await context.addInitScript(installLongFrameProbe);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.goto(`${ctx.baseUrl}/en/trade/spot/BTC/USDT`);
      await page.waitForFunction(
        () => (window as unknown as { __obProbe: Probe }).__obProbe.firstLiveRow !== null,
        null,
        { timeout: 30_000 },
      );
      const firstLiveRow = await page.evaluate(
        () => (window as unknown as { __obProbe: Probe }).__obProbe.firstLiveRow ?? Number.NaN,
      );
      const bookShown = await page.locator('section[data-slot="orderbook"]').isVisible();
      // How fast this machine runs the page now: one fixed piece of work, median of 5. The
      // throttled figures move with it from run to run (steal time, the other core's load).
      const machine = await page.evaluate((steps) => {
        const times: number[] = [];
        let sink = 0;
        for (let run = 0; run < 5; run += 1) {
          const start = performance.now();
          for (let i = 0; i < steps; i += 1) sink += Math.sqrt(i + sink * 1e-9);
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        return sink > 0 ? (times[2] ?? Number.NaN) : Number.NaN;
      }, MACHINE_CHECK_STEPS);
      await page.waitForTimeout(WARMUP_MS);
      await page.evaluate(() => {
        (window as unknown as { __obProbe: Probe }).__obProbe.start();
        (window as unknown as { __longFrames: LongFrameProbe }).__longFrames.start();
      });
      await page.waitForTimeout(MEASURE_MS);
      const r = await page.evaluate(() =>
        (window as unknown as { __obProbe: Probe }).__obProbe.stop(),
      );
      const frames = await page.evaluate(() =>
        (window as unknown as { __longFrames: LongFrameProbe }).__longFrames.stop(),
      );
      // After the notice bar has come (3 s), the count the measured frames painted.
      const rows = await page.locator('[data-testid="bids"] .book-row').count();

      const gated = throttle > 1;
      const label = gated ? `CPU ÷${throttle}` : 'unthrottled';
      const line = (
        metric: string,
        value: number | string,
        unit: string,
        limit?: { text: string; ok: boolean },
      ): void =>
        ctx.report({
          bench,
          metric: `390 px, ${label}, ${metric}`,
          value,
          unit,
          ...(limit && gated ? { budget: limit.text, ok: limit.ok } : {}),
        });

      line('book section shown', bookShown ? 'yes' : 'NO', '');
      line('book rows a side (fitted to the screen)', rows, '');
      line(
        `machine check: ${MACHINE_CHECK_STEPS / 1e6}M steps of fixed work in the page, median of 5`,
        ms(machine),
        'ms',
      );
      line('delivered', `${ms(r.deltas / r.seconds)} book deltas/s`, '');
      const { p95Frame, missed } = vsyncFigures(r.frameIntervals);
      line(
        'frame interval p50 / p95 (as timed)',
        [0.5, 0.95].map((q) => ms(quantile(r.frameIntervals, q))).join(' / '),
        'ms',
      );
      line('frame interval p95 (in vsync periods)', ms(p95Frame), 'ms', {
        text: '<= 16.7 ms',
        ok: ms(p95Frame) <= 16.7,
      });
      line(
        'frames that missed their vsync',
        ms((100 * missed) / Math.max(1, r.frameIntervals.length)),
        `% (${missed} of ${r.frameIntervals.length})`,
      );
      line('long tasks (>= 50 ms)', r.longTasks, '', { text: '0', ok: r.longTasks === 0 });
      // Where a long frame's time went (Long Animation Frames API): its scripts, and its style,
      // layout and paint; no budget, it says which side a fix must cut.
      line(
        'long frames (>= 50 ms): count, median script / style, layout and paint',
        frames.length === 0
          ? '0'
          : `${frames.length}: ${ms(
              quantile(
                frames.map((f) => f.script),
                0.5,
              ),
            )} / ${ms(
              quantile(
                frames.map((f) => f.render),
                0.5,
              ),
            )}`,
        frames.length === 0 ? '' : 'ms',
      );
      line('first live book row', ms(firstLiveRow), 'ms', {
        text: '<= 2500 ms',
        ok: firstLiveRow <= 2500,
      });
    } finally {
      await context.close();
    }
  }
  await simCall(ctx.simUrl, '/__sim/reset', {});
}
