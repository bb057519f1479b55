/**
 * Orders per second through the matching engine, and what the market maker costs on it.
 * Run: `npx tsx exchange-sim/bench/engine-bench.ts` (figures beside budgets; not pass/fail).
 */
import { performance } from 'node:perf_hooks';
import { Engine } from '../src/engine/engine';
import type { OrderSide } from '../src/engine/types';
import { createRandom } from '../src/lib/prng';
import { Market } from '../src/market/market';
import type { CatalogueEntry } from '../src/market/symbol-catalogue';
import { CATALOGUE, toSymbolInfo } from '../src/market/symbol-catalogue';
import { BenchLedger } from './bench-ledger';
import { fmt, row } from './bench-report';

const ORDER_BUDGET = 20_000;
/** The maker's highest rate: 1,000 book changes per second. */
const MAKER_RATE = 1_000;

function btcEntry(): CatalogueEntry {
  const entry = CATALOGUE.find((e) => e.base === 'BTC' && e.quote === 'USDT');
  if (!entry) throw new Error('no BTCUSDT in the catalogue');
  return entry;
}
const BTC = btcEntry();

function newEngine(): Engine {
  return new Engine({
    ledger: new BenchLedger(),
    symbols: [{ info: toSymbolInfo(BTC, 0), lastPrice: BTC.price, execIdBase: 1e12 }],
  });
}

const random = createRandom(7);
const users = Array.from({ length: 50 }, (_, i) => `user-${i}`);
const pick = <T>(list: readonly T[]): T => list[random.int(0, list.length - 1)] as T;
/** A price `offset` ticks (of 0.01) from 65,000. */
const price = (offset: number): string => (65_000 + offset / 100).toFixed(2);
const qty = (): string => (random.int(1, 500) / 10_000).toFixed(6);

type Kind = 'rest' | 'cross' | 'market' | 'cancel';

function runOrders(count: number, mix: (i: number) => Kind): { perSecond: number; trades: number } {
  const engine = newEngine();
  let trades = 0;
  engine.onEvents((events) => {
    for (const e of events) if (e.type === 'trade') trades += 1;
  });
  // A book to trade against: 200 levels a side.
  for (let i = 1; i <= 200; i += 1) {
    for (const side of ['BUY', 'SELL'] as const) {
      const offset = side === 'BUY' ? -i : i;
      engine.placeOrder({
        userId: pick(users),
        symbolId: 'BTCUSDT',
        side,
        type: 'LIMIT',
        price: price(offset),
        qty: '0.05',
      });
    }
  }
  const open: { userId: string; orderId: string }[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const kind = mix(i);
    const side: OrderSide = random.chance(0.5) ? 'BUY' : 'SELL';
    const userId = pick(users);
    if (kind === 'cancel' && open.length > 0) {
      const ref = open.splice(random.int(0, open.length - 1), 1)[0];
      if (ref) engine.cancelOrder(ref);
      continue;
    }
    if (kind === 'market') {
      engine.placeOrder({ userId, symbolId: 'BTCUSDT', side, type: 'MARKET', qty: qty() });
      continue;
    }
    // Resting orders sit 1 to 150 ticks off the mid; crossing ones reach 1 to 5 ticks through it.
    const away = kind === 'rest' ? random.int(1, 150) : -random.int(1, 5);
    const result = engine.placeOrder({
      userId,
      symbolId: 'BTCUSDT',
      side,
      type: 'LIMIT',
      price: price(side === 'BUY' ? -away : away),
      qty: qty(),
    });
    if (result.kind === 'accepted' && result.order.status === 'NEW') {
      open.push({ userId, orderId: result.order.orderId });
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: count / seconds, trades };
}

function makerCost(): { stepsPerSecond: number; symbols: number } {
  const market = new Market({ seed: 3, bookRate: 10, startedAt: Date.now(), warmupSteps: 300 });
  const symbols = market.symbolInfos().filter((s) => s.onlineTime <= market.startedAt).length;
  const rounds = 2_000;
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) market.stepAll(market.startedAt + i);
  const seconds = (performance.now() - start) / 1000;
  return { stepsPerSecond: (rounds * symbols) / seconds, symbols };
}

/** 20 orders: 11 rest, 5 cross, 2 market, 2 cancel. */
const MIXED = 'rrcrmrrcxrcrmrrcxrcr';
const KINDS: Readonly<Record<string, Kind>> = { r: 'rest', c: 'cross', m: 'market', x: 'cancel' };
const mixed = (i: number): Kind => KINDS[MIXED[i % MIXED.length] ?? 'r'] ?? 'rest';

console.log(`engine-bench: the matching engine on one core (Node ${process.version})`);
const scenarios: readonly [string, (i: number) => Kind, number][] = [
  ['limit orders that rest', () => 'rest', 60_000],
  ['limit orders that cross', () => 'cross', 60_000],
  ['mixed: 55 % rest, 25 % cross, 10 % market, 10 % cancel', mixed, 100_000],
];
for (const [label, mix, count] of scenarios) {
  runOrders(5_000, mix); // warm-up
  const { perSecond, trades } = runOrders(count, mix);
  row(
    `${label}`,
    `${fmt(perSecond)} orders/s`,
    `≥ ${fmt(ORDER_BUDGET)}/s`,
    perSecond >= ORDER_BUDGET,
  );
  console.log(`    (${fmt(count)} orders, ${fmt(trades)} trades)`);
}
const maker = makerCost();
row(
  `market-maker steps through the engine (${maker.symbols} symbols)`,
  `${fmt(maker.stepsPerSecond)} steps/s`,
  `≥ ${fmt(MAKER_RATE)}/s`,
  maker.stepsPerSecond >= MAKER_RATE,
);
const share = (rate: number): number => (rate / maker.stepsPerSecond) * 100;
row(
  `  core share at ${fmt(MAKER_RATE)} book changes/s in total`,
  `${share(MAKER_RATE).toFixed(1)} %`,
  '≤ 50 %',
  share(MAKER_RATE) <= 50,
);
row(
  `  core share at ${fmt(MAKER_RATE)}/s on every symbol (--book-rate max)`,
  `${share(MAKER_RATE * maker.symbols).toFixed(1)} %`,
  '≤ 100 %',
  share(MAKER_RATE * maker.symbols) <= 100,
);
