import type { GridStrategyOrder } from '@spot/contracts';
import { isStrategyRow } from '@spot/contracts';
import { accepted, maker, testSymbol, ticks } from '../testing/engine-fixture';
import type { StrategySetup } from '../testing/strategy-fixture';
import { setupStrategies } from '../testing/strategy-fixture';
import type { GridRequest } from './tool-plans';
import { planGrid } from './tool-plans';

/**
 * TESTUSDT at 100 (tick 0.01, lot 0.001); the grid: 90 to 110, 11 lines 2 apart. The line
 * nearest the market (100, level 5) is left empty: buys on 90…98, sells on 102…110; 1000 USDT
 * pays for 1.025 a line (1000 / (90+92+94+96+98 + 5 × 100 × 1.01)), 5.125 bought at the start.
 */
const GRID: GridRequest = {
  symbol: 'TESTUSDT',
  minPrice: '90',
  maxPrice: '110',
  gridNumber: 11,
  gridType: 'grade',
  investment: '1000',
  stopLossPrice: null,
  takeProfitPrice: null,
};

let s: StrategySetup;
const deps = () => ({
  engine: s.engine,
  ledger: s.ledger,
  symbolInfo: (name: string) => testSymbol(name),
  now: () => s.clock.now,
});

async function startGrid(over: Partial<GridRequest> = {}, user = 'alice') {
  const planned = planGrid(deps(), user, { ...GRID, ...over });
  if (!planned.ok) throw new Error(planned.message);
  const row = (await s.strategies.start({
    ...planned.input,
    clientStrategyId: 'c1',
  })) as GridStrategyOrder;
  await s.settle();
  return row;
}

/** The asks the initial market buy takes: 10 at 100.5. */
function askBook(): void {
  maker(s.engine, (desk) => desk.quote('ask', ticks('100.5'), 10_000));
}

const gridOrders = (id: string) =>
  s.engine
    .openOrders('alice', 'TESTUSDT')
    .filter((o) => o.clientOrderId.startsWith(`${id}-`))
    .sort((a, b) => Number(a.price) - Number(b.price));

const row = (id: string) =>
  s.strategies.rows('alice').find((r) => r.strategyId === id) as GridStrategyOrder;

beforeEach(async () => {
  s = await setupStrategies();
  askBook();
});
afterEach(async () => {
  await s.close();
});

describe('grid bot: start', () => {
  it('replies INITIALIZING (status 5), then buys the sells base and places the planned ladder', async () => {
    const reply = await startGrid();
    expect(reply).toMatchObject({ status: 5, state: 'INITIALIZING', strategyType: 'grid' });
    expect(isStrategyRow(reply)).toBe(true);
    const orders = gridOrders(reply.strategyId);
    expect(orders.map((o) => [o.side, o.price, o.origQty])).toEqual([
      ['BUY', '90.00', '1.025'],
      ['BUY', '92.00', '1.025'],
      ['BUY', '94.00', '1.025'],
      ['BUY', '96.00', '1.025'],
      ['BUY', '98.00', '1.025'],
      ['SELL', '102.00', '1.025'],
      ['SELL', '104.00', '1.025'],
      ['SELL', '106.00', '1.025'],
      ['SELL', '108.00', '1.025'],
      ['SELL', '110.00', '1.025'],
    ]);
    expect(orders.map((o) => o.clientOrderId)).toContain(`${reply.strategyId}-L4-1`);
    // 5.125 for the sells, grossed up by the taker fee (0.002) taken in base.
    const buy = s.engine.orderByClientId('alice', `${reply.strategyId}-B`);
    expect(buy).toMatchObject({ type: 'MARKET', side: 'BUY', executedQty: '5.136' });
    expect(row(reply.strategyId)).toMatchObject({
      status: 2,
      state: 'RUNNING',
      qtyPerGrid: '1.025',
      investment: '1000',
      gridProfit: '0',
      roundTrips: 0,
      grid: { min_price: '90', max_price: '110', grid_number: 11, type: 'grade', support: true },
    });
    // Pushed on the strategy topic: the INITIALIZING row, then the RUNNING one.
    const states = s.pushed.flatMap((p) => p.rows.map((r) => (r as GridStrategyOrder).state));
    expect(states[0]).toBe('INITIALIZING');
    expect(states.at(-1)).toBe('RUNNING');
  });

  it('fails its start when an order is refused: what it placed is cancelled', async () => {
    // No asks: the initial market buy fills nothing.
    maker(s.engine, (desk) => desk.pull('ask', ticks('100.5')));
    const reply = await startGrid();
    expect(row(reply.strategyId)).toMatchObject({
      status: 3,
      state: 'COMPLETED',
      closeReason: 'FAILED_INITIATION',
    });
    expect(row(reply.strategyId).grid).toBeUndefined();
    expect(gridOrders(reply.strategyId)).toEqual([]);
  });

  it('fails its start on a ladder order the balance cannot pay: earlier orders cancelled', async () => {
    s.ledger.deposit('dave', 'USDT', '1000');
    const planned = planGrid(deps(), 'dave', GRID);
    if (!planned.ok) throw new Error(planned.message);
    // Between the check and the start, dave's quote goes into an order of his own.
    accepted(
      s.engine.placeOrder(
        { userId: 'dave', symbolId: 'TESTUSDT', side: 'BUY', type: 'LIMIT', price: '50', qty: '9' },
        s.clock.now,
      ),
    );
    const reply = await s.strategies.start({ ...planned.input, clientStrategyId: 'd1' });
    await s.settle();
    expect(s.engine.openOrders('dave').map((o) => o.clientOrderId)).toEqual([
      expect.stringMatching(/^auto-/),
    ]);
    expect(s.strategies.rows('dave')[0]).toMatchObject({
      strategyId: reply.strategyId,
      status: 3,
      closeReason: 'FAILED_INITIATION',
    });
  });

  it('buys enough for its sells with no base of its own: the taker fee grossed up', async () => {
    s.ledger.deposit('dave', 'USDT', '1000');
    const reply = await startGrid({}, 'dave');
    expect(s.strategies.rows('dave')[0]).toMatchObject({ state: 'RUNNING' });
    // 5.125 / (1 − 0.002), rounded up to the lot.
    expect(s.engine.orderByClientId('dave', `${reply.strategyId}-B`)?.executedQty).toBe('5.136');
    expect(s.engine.openOrders('dave')).toHaveLength(10);
  });
});

describe('grid bot: refills', () => {
  it('answers a filled buy with a sell one line up, same size, and counts a round trip', async () => {
    const { strategyId } = await startGrid();
    // bob sells into the grid's 98 buy.
    accepted(
      s.engine.placeOrder(
        {
          userId: 'bob',
          symbolId: 'TESTUSDT',
          side: 'SELL',
          type: 'LIMIT',
          price: '98',
          qty: '1.025',
        },
        s.clock.now,
      ),
    );
    await s.settle();
    const counter = s.engine.orderByClientId('alice', `${strategyId}-L5-2`);
    expect(counter).toMatchObject({
      side: 'SELL',
      price: '100.00',
      origQty: '1.025',
      status: 'NEW',
    });
    expect(gridOrders(strategyId).filter((o) => o.price === '98.00')).toEqual([]);
    expect(row(strategyId).roundTrips).toBe(0);

    // carol buys the 100 sell: the trip is done.
    accepted(
      s.engine.placeOrder(
        {
          userId: 'carol',
          symbolId: 'TESTUSDT',
          side: 'BUY',
          type: 'LIMIT',
          price: '100',
          qty: '1.025',
        },
        s.clock.now,
      ),
    );
    await s.settle();
    // 1.025 × (100 − 98) less fees at maker 0.001: the buy's 0.001025 base at 98, the sell's
    // 0.1025 quote.
    expect(row(strategyId)).toMatchObject({ roundTrips: 1, gridProfit: '1.84705' });
    expect(s.engine.orderByClientId('alice', `${strategyId}-L4-3`)).toMatchObject({
      side: 'BUY',
      price: '98.00',
      status: 'NEW',
    });
  });

  it('answers a filled sell with a buy one line down, and counts no trip without its buy', async () => {
    const { strategyId } = await startGrid();
    maker(s.engine, (desk) => desk.pull('ask', ticks('100.5')));
    accepted(
      s.engine.placeOrder(
        {
          userId: 'bob',
          symbolId: 'TESTUSDT',
          side: 'BUY',
          type: 'LIMIT',
          price: '102',
          qty: '1.025',
        },
        s.clock.now,
      ),
    );
    await s.settle();
    expect(s.engine.orderByClientId('alice', `${strategyId}-L5-2`)).toMatchObject({
      side: 'BUY',
      price: '100.00',
    });
    expect(row(strategyId).roundTrips).toBe(0);
  });

  it('does not refill on a part fill', async () => {
    const { strategyId } = await startGrid();
    accepted(
      s.engine.placeOrder(
        {
          userId: 'bob',
          symbolId: 'TESTUSDT',
          side: 'SELL',
          type: 'LIMIT',
          price: '98',
          qty: '0.5',
        },
        s.clock.now,
      ),
    );
    await s.settle();
    expect(s.engine.orderByClientId('alice', `${strategyId}-L5-2`)).toBeUndefined();
  });
});

describe('grid bot: stops', () => {
  it('stops on the trader: cancels every order, COMPLETED with MANUAL', async () => {
    const { strategyId } = await startGrid();
    const stopped = await s.strategies.stop('alice', strategyId);
    expect(stopped).toMatchObject({ status: 3, state: 'COMPLETED', closeReason: 'MANUAL' });
    expect(gridOrders(strategyId)).toEqual([]);
    expect(await s.strategies.stop('alice', strategyId)).toBeNull();
    expect(await s.strategies.stop('bob', 'grid-999')).toBeNull();
  });

  it('stops on a stop loss: orders cancelled, the base it bought sold at the market', async () => {
    const { strategyId } = await startGrid({ stopLossPrice: '89' });
    maker(s.engine, (desk) => desk.quote('bid', ticks('88'), 20_000));
    // bob sells through the grid's five buys down to 88.
    s.engine.placeOrder(
      { userId: 'bob', symbolId: 'TESTUSDT', side: 'SELL', type: 'LIMIT', price: '88', qty: '6' },
      s.clock.now,
    );
    await s.settle();
    expect(row(strategyId)).toMatchObject({ status: 3, closeReason: 'STOP_LOSS' });
    expect(gridOrders(strategyId)).toEqual([]);
    // The initial 5.136 less its taker fee (0.002) in base, plus five lines of 1.025 less the
    // maker fee (0.001): 10.245603, sold in whole lots.
    const sold = s.engine.orderByClientId('alice', `${strategyId}-X`);
    expect(sold).toMatchObject({ side: 'SELL', type: 'MARKET', executedQty: '10.245' });
  });

  it('stops on a take profit: nothing left to sell when the sells took all it bought', async () => {
    const { strategyId } = await startGrid({ takeProfitPrice: '115' });
    maker(s.engine, (desk) => {
      desk.pull('ask', ticks('100.5'));
      desk.quote('ask', ticks('116'), 10_000);
    });
    s.engine.placeOrder(
      { userId: 'bob', symbolId: 'TESTUSDT', side: 'BUY', type: 'LIMIT', price: '116', qty: '6' },
      s.clock.now,
    );
    await s.settle();
    expect(row(strategyId)).toMatchObject({ status: 3, closeReason: 'TAKE_PROFIT' });
    expect(gridOrders(strategyId)).toEqual([]);
    expect(s.engine.orderByClientId('alice', `${strategyId}-X`)).toBeUndefined();
  });

  it('stops when its symbol is delisted', async () => {
    const { strategyId } = await startGrid();
    s.strategies.symbolStatusChanged(testSymbol('TESTUSDT', { tradeStatus: 3 }));
    await s.settle();
    expect(row(strategyId)).toMatchObject({ status: 3, closeReason: 'SYMBOL_DELISTED' });
    expect(gridOrders(strategyId)).toEqual([]);
  });
});
