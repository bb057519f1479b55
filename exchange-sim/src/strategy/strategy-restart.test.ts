import { readFileSync, writeFileSync } from 'node:fs';
import type { GridStrategyOrder, StrategyOrder } from '@spot/contracts';
import { accepted, maker, testSymbol, ticks } from '../testing/engine-fixture';
import type { StrategySetup } from '../testing/strategy-fixture';
import { setupStrategies } from '../testing/strategy-fixture';
import type { Planned, Refused } from './tool-plans';
import { planGrid, planIceberg, planTwap } from './tool-plans';

/** Restarts from the journal: a new engine and strategy engine replay it and resume. */

let s: StrategySetup;
const deps = () => ({
  engine: s.engine,
  ledger: s.ledger,
  symbolInfo: (name: string) => testSymbol(name),
  now: () => s.clock.now,
});

async function start(planned: Planned | Refused, id: string): Promise<string> {
  if (!planned.ok) throw new Error(planned.message);
  const row = await s.strategies.start({ ...planned.input, clientStrategyId: id });
  await s.settle();
  return row.strategyId;
}

async function restart(): Promise<void> {
  await s.close();
  s = await setupStrategies(s.path, s.clock.now);
  await s.settle();
}

const order = (userId: string, side: 'BUY' | 'SELL', price: string, qty: string) =>
  accepted(
    s.engine.placeOrder(
      { userId, symbolId: 'TESTUSDT', side, type: 'LIMIT', price, qty },
      s.clock.now,
    ),
  );
const rowOf = (id: string) => s.strategies.rows('alice').find((r) => r.strategyId === id);
const openOf = (id: string) =>
  s.engine.openOrders('alice').filter((o) => o.clientOrderId.startsWith(`${id}-`));

const GRID = {
  symbol: 'TESTUSDT',
  minPrice: '90',
  maxPrice: '110',
  gridNumber: 11,
  gridType: 'grade',
  investment: '1000',
  stopLossPrice: null,
  takeProfitPrice: null,
} as const;

beforeEach(async () => {
  s = await setupStrategies();
  maker(s.engine, (desk) => desk.quote('ask', ticks('100.5'), 10_000));
});
afterEach(async () => {
  await s.close();
});

describe('restart mid-run', () => {
  it('a grid with a filled line goes on: the trip completes after the restart', async () => {
    const id = await start(planGrid(deps(), 'alice', GRID), 'g');
    order('bob', 'SELL', '98', '1.025');
    await s.settle();
    await restart();
    expect(rowOf(id)).toMatchObject({ status: 2, state: 'RUNNING', roundTrips: 0 });
    // Nothing placed twice: the ladder with 98 answered by the sell at 100.
    expect(
      openOf(id)
        .map((o) => o.clientOrderId)
        .sort(),
    ).toEqual(
      ['L0-1', 'L1-1', 'L2-1', 'L3-1', 'L5-2', 'L7-1', 'L8-1', 'L9-1', 'L10-1', 'L6-1']
        .map((tail) => `${id}-${tail}`)
        .sort(),
    );
    maker(s.engine, (desk) => desk.pull('ask', ticks('100.5')));
    order('carol', 'BUY', '100', '1.025');
    await s.settle();
    expect(rowOf(id)).toMatchObject({ roundTrips: 1, gridProfit: '1.84705' });
    expect(s.engine.orderByClientId('alice', `${id}-L4-3`)?.status).toBe('NEW');
    // The client strategy id is still taken.
    expect(s.strategies.store.byClientStrategyId('alice', 'g')?.strategyId).toBe(id);
  });

  it('a fill journaled just before a crash is answered after the restart', async () => {
    const id = await start(planGrid(deps(), 'alice', GRID), 'g');
    order('bob', 'SELL', '98', '1.025');
    await s.settle();
    await s.close();
    // Cut the journal where the grid counted that fill: the crash came before it.
    const lines = readFileSync(s.path, 'utf8').split('\n');
    const cut = lines.findIndex(
      (line, i) => i > 0 && line.includes('"t":"strategy.fill"') && line.includes('"gap":4'),
    );
    writeFileSync(s.path, `${lines.slice(0, cut).join('\n')}\n`);
    s = await setupStrategies(s.path, s.clock.now);
    await s.settle();
    expect(s.engine.orderByClientId('alice', `${id}-L5-2`)).toMatchObject({
      side: 'SELL',
      price: '100.00',
      status: 'NEW',
    });
    expect(openOf(id)).toHaveLength(10);
  });

  it('an iceberg mid-way keeps its one slice and goes on', async () => {
    const id = await start(
      planIceberg(deps(), 'alice', {
        symbol: 'TESTUSDT',
        side: 'BUY',
        price: '95',
        quantity: '1',
        visibleQuantity: '0.3',
      }),
      'i',
    );
    order('bob', 'SELL', '95', '0.4');
    await s.settle();
    await restart();
    expect(rowOf(id)).toMatchObject({ status: 2, executedSize: '0.4' });
    expect(openOf(id).map((o) => [o.clientOrderId, o.executedQty])).toEqual([
      [`${id}-S2`, '0.100'],
    ]);
    order('bob', 'SELL', '95', '0.2');
    await s.settle();
    expect(openOf(id).map((o) => o.clientOrderId)).toEqual([`${id}-S3`]);
    expect((rowOf(id) as StrategyOrder).executedSize).toBe('0.6');
  });

  it('a TWAP mid-way places the child that fell due while the sim was down, then keeps time', async () => {
    maker(s.engine, (desk) => desk.quote('bid', ticks('99'), 10_000));
    const id = await start(
      planTwap(deps(), 'alice', {
        symbol: 'TESTUSDT',
        side: 'SELL',
        quantity: '1',
        durationSec: 300,
        intervalSec: 60,
        priceLimit: null,
      }),
      't',
    );
    s.timers.advance(60_000);
    await s.settle();
    s.clock.now += 90_000; // down for a minute and a half: the third child is due
    await restart();
    // The maker's quotes are not journaled: quote again; the overdue child runs at once.
    maker(s.engine, (desk) => desk.quote('bid', ticks('99'), 10_000));
    s.timers.advance(0);
    await s.settle();
    const children = () =>
      s.engine.orderHistory('alice').filter((o) => o.clientOrderId.startsWith(`${id}-`));
    expect(children()).toHaveLength(3);
    s.timers.advance(29_999);
    await s.settle();
    expect(children()).toHaveLength(3);
    s.timers.advance(1);
    await s.settle();
    expect(children()).toHaveLength(4);
    s.timers.advance(60_000);
    await s.settle();
    expect(rowOf(id)).toMatchObject({ status: 3, executedSize: '1' });
  });

  it('a stop journaled as CANCELLING is finished after the restart', async () => {
    const id = await start(planGrid(deps(), 'alice', GRID), 'g');
    await s.strategies.stop('alice', id);
    await s.close();
    const lines = readFileSync(s.path, 'utf8').split('\n');
    const cut = lines.findIndex((line) => line.includes('"state":"CANCELLING"'));
    writeFileSync(s.path, `${lines.slice(0, cut + 1).join('\n')}\n`);
    s = await setupStrategies(s.path, s.clock.now);
    await s.settle();
    expect(rowOf(id) as GridStrategyOrder).toMatchObject({ status: 3, closeReason: 'MANUAL' });
    expect(openOf(id)).toEqual([]);
  });
});
