import { T0, accepted, maker, printAt, setupEngine, ticks } from '../testing/engine-fixture';
import type { EngineSetup } from '../testing/engine-fixture';
import type { Engine } from './engine';
import { engineJournalModule, isJournaled, toJournalRecords } from './journal-records';
import type { EngineEvent, FillEvent, OrderSide } from './types';

function limit(
  engine: Engine,
  userId: string,
  side: OrderSide,
  price: string,
  qty: string,
  clientOrderId?: string,
) {
  return engine.placeOrder(
    {
      userId,
      symbolId: 'TESTUSDT',
      side,
      type: 'LIMIT',
      price,
      qty,
      ...(clientOrderId ? { clientOrderId } : {}),
    },
    T0,
  );
}

/** A session touching every kind of state: resting orders among maker quotes, partial fills, modifies, plan orders. */
function runSession({ engine }: EngineSetup): void {
  maker(engine, (desk) => {
    desk.quote('ask', ticks('101'), 2000);
    desk.quote('bid', ticks('99'), 2000);
  });
  accepted(limit(engine, 'alice', 'SELL', '101', '1', 'a-1'));
  // Queued behind alice, whose partial fill below is journaled after this order.
  accepted(limit(engine, 'bob', 'SELL', '101', '1'));
  const high = accepted(limit(engine, 'alice', 'SELL', '102', '3'));
  accepted(limit(engine, 'bob', 'BUY', '99', '1'));
  const low = accepted(limit(engine, 'bob', 'BUY', '98.5', '2', 'b-1'));
  accepted(limit(engine, 'carol', 'BUY', '101', '2.5'));
  accepted(engine.modifyOrder({ userId: 'alice', orderId: high.orderId, qty: '2' }, T0));
  accepted(engine.modifyOrder({ userId: 'bob', orderId: low.orderId, price: '98.6' }, T0));
  accepted(limit(engine, 'carol', 'BUY', '98.6', '1'));
  // A limit buy with TP/SL attached: the maker's sweep below fills it, placing its TPSL legs.
  accepted(
    engine.placeOrder(
      {
        userId: 'alice',
        symbolId: 'TESTUSDT',
        side: 'BUY',
        type: 'LIMIT',
        price: '100.5',
        qty: '0.5',
        takeProfit: { triggerPrice: '130', execution: 'market' },
        stopLoss: { triggerPrice: '80', execution: 'limit', price: '79.5' },
      },
      T0,
    ),
  );
  maker(engine, (desk) => desk.take('SELL', 2200, ticks('99')));
  accepted(
    engine.placePlanOrder(
      {
        userId: 'alice',
        symbolId: 'TESTUSDT',
        side: 'BUY',
        kind: 'conditional',
        execution: 'limit',
        triggerPrice: '105',
        price: '105',
        qty: '1',
      },
      T0,
    ),
  );
  accepted(
    engine.placeOcoOrder(
      {
        userId: 'carol',
        symbolId: 'TESTUSDT',
        side: 'SELL',
        qty: '1',
        clientOrderId: 'c-oco',
        takeProfit: { triggerPrice: '120', execution: 'limit', price: '119' },
        stopLoss: { triggerPrice: '90', execution: 'market' },
      },
      T0,
    ),
  );
  const trail = accepted(
    engine.placePlanOrder(
      {
        userId: 'bob',
        symbolId: 'TESTUSDT',
        side: 'SELL',
        kind: 'trailing',
        execution: 'market',
        qty: '1',
        trailingPercentage: '3',
      },
      T0,
    ),
  );
  printAt(engine, '101.5');
  accepted(
    engine.modifyPlanOrder({ userId: 'bob', orderId: trail.orderId, trailingPercentage: '4' }, T0),
  );
  const gone = accepted(limit(engine, 'carol', 'SELL', '110', '1'));
  accepted(engine.cancelOrder({ userId: 'carol', orderId: gone.orderId }, T0));
  // The maker's quotes are not journaled: take them off so the two books can be compared.
  maker(engine, (desk) => {
    for (const side of ['bid', 'ask'] as const) {
      for (const price of [...desk.book.sideOf(side).levels()]) desk.pull(side, price);
    }
  });
}

/** The journal lines of a session, as the journal would write them. */
function journalLines(events: readonly EngineEvent[]): string[] {
  return toJournalRecords(events, T0).map((record) => JSON.stringify(record));
}

function replay(lines: readonly string[]): EngineSetup {
  const fresh = setupEngine();
  const module = engineJournalModule(fresh.engine);
  for (const line of lines) module.apply(JSON.parse(line) as { t: string });
  fresh.engine.finishRestore();
  return fresh;
}

function balances(setup: EngineSetup): Record<string, { free: string; held: string }> {
  const out: Record<string, { free: string; held: string }> = {};
  for (const user of ['alice', 'bob', 'carol']) {
    for (const token of ['USDT', 'TEST'])
      out[`${user} ${token}`] = setup.ledger.balance(user, token);
  }
  return out;
}

function userFills(events: readonly EngineEvent[]): unknown[] {
  return events
    .filter((e): e is FillEvent => e.type === 'fill')
    .map(({ execId: _execId, ...fill }) => fill);
}

describe('restoring from journaled events', () => {
  it('rebuilds the same records, queues and balances from the JSON lines', () => {
    const live = setupEngine();
    runSession(live);
    const restored = replay(journalLines(live.events));
    const snapshot = live.engine.snapshot();
    expect(snapshot.records.length).toBeGreaterThan(10);
    expect(snapshot.records.filter((r) => r.order.planType === 11)).toHaveLength(2);
    expect(snapshot.books.TESTUSDT?.bids.length).toBeGreaterThan(0);
    expect(restored.engine.snapshot()).toEqual(snapshot);
    expect(balances(restored)).toEqual(balances(live));
  });

  it('behaves the same after the restore as the engine it was rebuilt from', () => {
    const live = setupEngine();
    runSession(live);
    const restored = replay(journalLines(live.events));
    for (const { engine } of [live, restored]) printAt(engine, '101.5');
    const sweep = (engine: Engine) =>
      engine.placeOrder(
        { userId: 'carol', symbolId: 'TESTUSDT', side: 'SELL', type: 'MARKET', qty: '3' },
        T0,
      );
    const [a, b] = [sweep(live.engine), sweep(restored.engine)];
    expect(b.kind === 'accepted' && b.order).toEqual(a.kind === 'accepted' && a.order);
    expect(userFills(b.events)).toEqual(userFills(a.events));
    for (const { engine } of [live, restored]) printAt(engine, '120');
    expect(restored.engine.snapshot()).toEqual(live.engine.snapshot());
    expect(balances(restored)).toEqual(balances(live));
    const next = (engine: Engine) => accepted(limit(engine, 'alice', 'BUY', '90', '1')).orderId;
    expect(next(restored.engine)).toBe(next(live.engine));
  });

  it('journals records, transfers and users’ fills, not the tape, levels or the maker’s own trades', () => {
    const live = setupEngine();
    runSession(live);
    const kept = new Set(live.events.filter((e) => isJournaled(e)).map((e) => e.type));
    expect([...kept].sort()).toEqual(['fill', 'order', 'planOrder', 'transfers']);
    const makerOnly = live.events.find(
      (e) => e.type === 'fill' && e.taker.userId === 'mm' && e.maker.userId === 'mm',
    );
    expect(makerOnly && isJournaled(makerOnly)).toBe(false);
  });

  it('drops market-maker quotes that cross a restored order', () => {
    const live = setupEngine();
    accepted(limit(live.engine, 'bob', 'BUY', '99', '1'));
    const fresh = setupEngine();
    maker(fresh.engine, (desk) => desk.quote('ask', ticks('98.9'), 5));
    fresh.engine.restore(live.events);
    const book = fresh.engine.book('TESTUSDT');
    expect(book?.bids.best()).toBe(ticks('99'));
    expect(book?.asks.count).toBe(0);
    expect(book?.isUncrossed()).toBe(true);
  });

  it('refuses a line that is not an engine record', () => {
    const module = engineJournalModule(setupEngine().engine);
    expect(() => module.apply({ t: 'engine.order', ts: T0, event: 'nope' })).toThrow(
      /not an engine record/,
    );
  });
});

describe('client order ids', () => {
  it('returns the existing order for a repeated create, with no events and no funds moved', () => {
    const { engine, ledger } = setupEngine();
    const first = accepted(limit(engine, 'alice', 'BUY', '99', '1', 'same'));
    const calls = ledger.calls.length;
    const again = limit(engine, 'alice', 'SELL', '120', '5', 'same');
    expect(again).toEqual({ kind: 'duplicate', order: first, orders: [first], events: [] });
    expect(ledger.calls).toHaveLength(calls);
    expect(accepted(limit(engine, 'bob', 'BUY', '99', '1', 'same')).orderId).not.toBe(
      first.orderId,
    );
  });

  it('deduplicates across a restore', () => {
    const live = setupEngine();
    const first = accepted(limit(live.engine, 'alice', 'BUY', '99', '1', 'kept'));
    const restored = replay(journalLines(live.events));
    const again = limit(restored.engine, 'alice', 'BUY', '99', '1', 'kept');
    expect(again).toMatchObject({ kind: 'duplicate', order: { orderId: first.orderId } });
    expect(restored.engine.orderByClientId('alice', 'kept')?.orderId).toBe(first.orderId);
  });
});
