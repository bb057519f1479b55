import type { StrategyOrder } from '@spot/contracts';
import { isStrategyRow } from '@spot/contracts';
import { accepted, maker, testSymbol, ticks } from '../testing/engine-fixture';
import type { StrategySetup } from '../testing/strategy-fixture';
import { setupStrategies } from '../testing/strategy-fixture';
import type { IcebergRequest, TwapRequest } from './tool-plans';
import { planIceberg, planTwap } from './tool-plans';

let s: StrategySetup;
const deps = () => ({
  engine: s.engine,
  ledger: s.ledger,
  symbolInfo: (name: string) => testSymbol(name),
  now: () => s.clock.now,
});

beforeEach(async () => {
  s = await setupStrategies();
});
afterEach(async () => {
  await s.close();
});

const ICEBERG: IcebergRequest = {
  symbol: 'TESTUSDT',
  side: 'BUY',
  price: '95',
  quantity: '1',
  visibleQuantity: '0.3',
};

async function start(planned: ReturnType<typeof planIceberg>, id = 'c1'): Promise<StrategyOrder> {
  if (!planned.ok) throw new Error(planned.message);
  const row = await s.strategies.start({ ...planned.input, clientStrategyId: id });
  await s.settle();
  return row as StrategyOrder;
}

const sell = (price: string, qty: string, userId = 'bob') =>
  accepted(
    s.engine.placeOrder(
      { userId, symbolId: 'TESTUSDT', side: 'SELL', type: 'LIMIT', price, qty },
      s.clock.now,
    ),
  );

const slices = (id: string) =>
  s.engine.openOrders('alice', 'TESTUSDT').filter((o) => o.clientOrderId.startsWith(`${id}-`));
const row = (id: string) =>
  s.strategies.rows('alice').find((r) => r.strategyId === id) as StrategyOrder;

describe('iceberg', () => {
  it('keeps exactly one visible slice on the book, the next placed once it filled whole', async () => {
    const reply = await start(planIceberg(deps(), 'alice', ICEBERG));
    expect(isStrategyRow(reply)).toBe(true);
    expect(reply).toMatchObject({
      status: 2,
      strategyType: 'iceberg',
      size: '1',
      executedSize: '0',
      side: 'BUY',
      price: '95',
      visibleSize: '0.3',
      avgPrice: '',
    });
    const id = reply.strategyId;
    expect(slices(id).map((o) => [o.clientOrderId, o.origQty, o.createType])).toEqual([
      [`${id}-S1`, '0.300', 'CreateByIceBerg'],
    ]);
    sell('95', '0.1');
    await s.settle();
    // Part filled: still the one slice; the row shows the fill.
    expect(slices(id)).toHaveLength(1);
    expect(row(id)).toMatchObject({ executedSize: '0.1', avgPrice: '95' });
    sell('95', '0.2');
    await s.settle();
    expect(slices(id).map((o) => [o.clientOrderId, o.origQty])).toEqual([[`${id}-S2`, '0.300']]);
    // 0.4 offered at 94: the second slice fills whole at its 95, the rest rests at 94 and
    // fills the third slice as soon as it is placed (at bob's 94).
    sell('94', '0.4');
    await s.settle();
    expect(slices(id).map((o) => [o.clientOrderId, o.executedQty])).toEqual([
      [`${id}-S3`, '0.100'],
    ]);
    expect(row(id)).toMatchObject({ status: 2, executedSize: '0.7' });
    // The rest: 0.2 of the third, then the last slice, 0.1 (the total's remainder).
    sell('95', '0.3');
    await s.settle();
    expect(slices(id)).toEqual([]);
    expect(row(id)).toMatchObject({ status: 3, executedSize: '1', avgPrice: '94.9' });
    expect(s.engine.orderByClientId('alice', `${id}-S4`)?.origQty).toBe('0.100');
  });

  it('cancels: its open slice goes, status 3 with what it executed', async () => {
    const { strategyId } = await start(planIceberg(deps(), 'alice', ICEBERG));
    sell('95', '0.1');
    await s.settle();
    const stopped = await s.strategies.stop('alice', strategyId);
    expect(stopped).toMatchObject({ status: 3, executedSize: '0.1' });
    expect(slices(strategyId)).toEqual([]);
    expect(await s.strategies.stop('alice', strategyId)).toBeNull();
  });

  it('ends when its slice is cancelled from the orders panel', async () => {
    const { strategyId } = await start(planIceberg(deps(), 'alice', ICEBERG));
    const [slice] = slices(strategyId);
    accepted(s.engine.cancelOrder({ userId: 'alice', orderId: slice?.orderId ?? '' }, s.clock.now));
    await s.settle();
    expect(row(strategyId).status).toBe(3);
    expect(slices(strategyId)).toEqual([]);
  });
});

const TWAP: TwapRequest = {
  symbol: 'TESTUSDT',
  side: 'SELL',
  quantity: '1',
  durationSec: 300,
  intervalSec: 60,
  priceLimit: null,
};

const twapChildren = (id: string) =>
  s.engine
    .orderHistory('alice', 'TESTUSDT')
    .filter((o) => o.clientOrderId.startsWith(`${id}-`))
    .reverse();

describe('TWAP', () => {
  it('places a child every interval; what one did not fill is carried into the next', async () => {
    // Bids of 0.1 only: the first child (0.2) fills half.
    maker(s.engine, (desk) => desk.quote('bid', ticks('99'), 100));
    const reply = await start(planTwap(deps(), 'alice', TWAP));
    expect(isStrategyRow(reply)).toBe(true);
    expect(reply).toMatchObject({ status: 2, size: '1', durationSec: 300, intervalSec: 60 });
    const id = reply.strategyId;
    expect(twapChildren(id).map((o) => [o.type, o.origQty, o.executedQty, o.createType])).toEqual([
      ['MARKET', '0.200', '0.100', 'CreateByTWAP'],
    ]);
    maker(s.engine, (desk) => desk.quote('bid', ticks('99'), 10_000));
    s.timers.advance(59_999);
    await s.settle();
    expect(twapChildren(id)).toHaveLength(1);
    s.timers.advance(1);
    await s.settle();
    // Its 0.2 and the 0.1 the first left.
    expect(twapChildren(id).map((o) => o.origQty)).toEqual(['0.200', '0.300']);
    s.timers.advance(3 * 60_000);
    await s.settle();
    expect(twapChildren(id).map((o) => o.origQty)).toEqual([
      '0.200',
      '0.300',
      '0.200',
      '0.200',
      '0.200',
    ]);
    expect(row(id)).toMatchObject({ status: 3, executedSize: '1', avgPrice: '99' });
    expect(s.timers.pending).toBe(0);
  });

  it('sends IOC limits at the price limit when one is given', async () => {
    maker(s.engine, (desk) => desk.quote('bid', ticks('99'), 10_000));
    const { strategyId } = await start(planTwap(deps(), 'alice', { ...TWAP, priceLimit: '99.5' }));
    // No bid at or above 99.5: nothing filled, all carried on.
    expect(twapChildren(strategyId).map((o) => [o.type, o.price, o.status])).toEqual([
      ['LIMIT', '99.50', 'CANCELED'],
    ]);
    s.timers.advance(60_000);
    await s.settle();
    expect(twapChildren(strategyId).map((o) => o.origQty)).toEqual(['0.200', '0.400']);
  });

  it('cancel stops the clock', async () => {
    maker(s.engine, (desk) => desk.quote('bid', ticks('99'), 10_000));
    const { strategyId } = await start(planTwap(deps(), 'alice', TWAP));
    const stopped = await s.strategies.stop('alice', strategyId);
    expect(stopped).toMatchObject({ status: 3, executedSize: '0.2' });
    expect(s.timers.pending).toBe(0);
    s.timers.advance(10 * 60_000);
    await s.settle();
    expect(twapChildren(strategyId)).toHaveLength(1);
  });
});

describe('delisting', () => {
  it('ends icebergs and TWAPs on the symbol', async () => {
    maker(s.engine, (desk) => desk.quote('bid', ticks('99'), 10_000));
    const iceberg = await start(planIceberg(deps(), 'alice', ICEBERG), 'i');
    const twap = await start(planTwap(deps(), 'alice', TWAP), 't');
    s.strategies.symbolStatusChanged(testSymbol('TESTUSDT', { tradeStatus: 3 }));
    await s.settle();
    expect(row(iceberg.strategyId).status).toBe(3);
    expect(row(twap.strategyId).status).toBe(3);
    expect(s.timers.pending).toBe(0);
  });
});
