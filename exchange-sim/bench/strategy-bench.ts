/**
 * What the strategy engine costs the sim: 50 running grid bots of 100 lines each on BTCUSDT
 * while its market maker changes the book 200 times a second, against the same run without
 * bots; and the time from a grid order's fill to its counter order being placed.
 * Run: `npx tsx exchange-sim/bench/strategy-bench.ts` (figures beside budgets; not pass/fail).
 */
import { performance } from 'node:perf_hooks';
import { toJournalRecords } from '../src/engine/journal-records';
import type { EngineEvent } from '../src/engine/types';
import { Journal } from '../src/journal/journal';
import { Dec } from '../src/lib/decimal';
import { Market } from '../src/market/market';
import { parseChildId } from '../src/strategy/child-ids';
import { StrategyEngine } from '../src/strategy/strategy-engine';
import { planGrid } from '../src/strategy/tool-plans';
import { BenchLedger } from './bench-ledger';
import { fmt, percentile, row } from './bench-report';

const SYMBOL = 'BTCUSDT';
const BOTS = 50;
const LINES = 100;
const BOOK_RATE = 200;
const SECONDS = 30;
const COUNTER_BUDGET_MS = 10;
const CPU_BUDGET_PERCENT = 10;

interface RunResult {
  readonly cpuMs: number;
  readonly fills: number;
  readonly counterMs: number[];
}

/** Lets queued microtasks (the strategy engine's work) run. */
const yieldMicrotasks = () => Promise.resolve();

async function run(withBots: boolean): Promise<RunResult> {
  const ledger = new BenchLedger();
  const startedAt = Date.now();
  const market = new Market({ seed: 5, bookRate: BOOK_RATE, startedAt, warmupSteps: 300, ledger });
  const { engine } = market;
  const journal = Journal.inMemory();
  await journal.replay(() => undefined);
  let now = startedAt;
  // The engine's records go to the journal as `Trading` sends them, in both runs.
  engine.onEvents((events) => {
    const records = toJournalRecords(events, now);
    if (records.length > 0) void journal.append(records);
  });
  const strategies = new StrategyEngine({
    journal,
    engine,
    ledger,
    symbolInfo: (name) => market.get(name)?.info,
    now: () => now,
  });
  const counterMs: number[] = [];
  const filledAt = new Map<string, number>();
  let fills = 0;
  engine.onEvents((events: readonly EngineEvent[]) => {
    const t = performance.now();
    for (const e of events) {
      if (e.type !== 'order') continue;
      const ref = parseChildId(e.order.clientOrderId);
      if (ref?.tag !== 'level') continue;
      if (e.order.status === 'FILLED') {
        fills += 1;
        const level = e.order.side === 'BUY' ? ref.level + 1 : ref.level - 1;
        filledAt.set(`${ref.strategyId}-L${level}-${ref.gen + 1}`, t);
      } else if (e.order.status === 'NEW' && filledAt.has(e.order.clientOrderId)) {
        counterMs.push(t - (filledAt.get(e.order.clientOrderId) ?? t));
        filledAt.delete(e.order.clientOrderId);
      }
    }
  });
  if (withBots) {
    const last = new Dec(engine.lastPrice(SYMBOL) ?? '0');
    for (let i = 0; i < BOTS; i += 1) {
      // Lines 0.4 USDT apart around the price, each bot a little wider than the one before.
      const half = new Dec(20).plus(new Dec(i).div(10));
      const planned = planGrid(
        { engine, ledger, symbolInfo: (name) => market.get(name)?.info, now: () => now },
        `bot-${i}`,
        {
          symbol: SYMBOL,
          minPrice: last.minus(half).toFixed(2),
          maxPrice: last.plus(half).toFixed(2),
          gridNumber: LINES,
          gridType: 'grade',
          investment: '700',
          stopLossPrice: null,
          takeProfitPrice: null,
        },
      );
      if (!planned.ok) throw new Error(planned.message);
      await strategies.start({ ...planned.input, clientStrategyId: `bench-${i}` });
      await yieldMicrotasks();
    }
  }
  const steps = SECONDS * BOOK_RATE;
  const cpu = process.cpuUsage();
  for (let i = 0; i < steps; i += 1) {
    now += 1000 / BOOK_RATE;
    market.stepSymbol(SYMBOL, now);
    await yieldMicrotasks();
  }
  const used = process.cpuUsage(cpu);
  strategies.close();
  await journal.close();
  return { cpuMs: (used.user + used.system) / 1000, fills, counterMs };
}

console.log(
  `strategy-bench: ${BOTS} grid bots of ${LINES} lines on ${SYMBOL}, book rate ${BOOK_RATE}/s, ${SECONDS} s of market (Node ${process.version})`,
);
await run(true); // warm-up
const bare = await run(false);
const bots = await run(true);
const share = ((bots.cpuMs - bare.cpuMs) / (SECONDS * 1000)) * 100;
row(
  'strategy engine: added CPU share of one core',
  `${share.toFixed(1)} %`,
  `≤ ${CPU_BUDGET_PERCENT} %`,
  share <= CPU_BUDGET_PERCENT,
);
console.log(
  `    (${fmt(bare.cpuMs)} ms CPU without bots, ${fmt(bots.cpuMs)} ms with; ${fmt(bots.fills)} grid fills)`,
);
const p99 = percentile(bots.counterMs, 99);
row(
  'grid fill → counter order placed, p99',
  `${p99.toFixed(3)} ms`,
  `≤ ${COUNTER_BUDGET_MS} ms`,
  p99 <= COUNTER_BUDGET_MS,
);
console.log(
  `    (${fmt(bots.counterMs.length)} counter orders; p50 ${percentile(bots.counterMs, 50).toFixed(3)} ms, max ${Math.max(0, ...bots.counterMs).toFixed(3)} ms)`,
);
