import { ACCOUNT_ERROR_CODES } from '@spot/contracts';
import { T0, setupEngine } from '../testing/engine-fixture';
import { Dec } from '../lib/decimal';
import type { BatchDeps, BatchRequest } from './batch-orders';
import { placeBatch } from './batch-orders';

const request: BatchRequest = {
  symbolId: 'TESTUSDT',
  side: 'BUY',
  orders: [
    { price: '100', qty: '1', clientOrderId: 'b-1' },
    { price: '90', qty: '1', clientOrderId: 'b-2' },
  ],
};

/** The engine fixture; `free` stands in for the pre-check's view of the free balance. */
function deps(free?: string) {
  const setup = setupEngine();
  const batch: BatchDeps = {
    engine: setup.engine,
    ledger: free === undefined ? setup.ledger : { free: () => new Dec(free) },
    trading: { transact: (_userId, run) => Promise.resolve(run()) },
    now: () => T0,
  };
  return { ...setup, batch };
}

describe('a scaled order batch', () => {
  it('cancels what it placed when a later order is still refused: all or none', async () => {
    // The pre-check sees plenty (a stale view); the ledger holds 150 USDT: the second hold fails.
    const d = deps('1000000');
    d.ledger.deposit('dave', 'USDT', '150');
    const outcome = await placeBatch(d.batch, 'dave', request);
    expect(outcome).toMatchObject({
      ok: false,
      code: ACCOUNT_ERROR_CODES.toolRejected,
      message: expect.stringMatching(/^tool_balance_not_enough: order 2: /),
    });
    expect(d.engine.openOrders('dave')).toEqual([]);
    expect(d.engine.orderByClientId('dave', 'b-1')?.status).toBe('CANCELED');
    expect(d.ledger.free('dave', 'USDT').toFixed()).toBe('150');
  });

  it('checks the summed need before placing any', async () => {
    const d = deps();
    d.ledger.deposit('dave', 'USDT', '150');
    const outcome = await placeBatch(d.batch, 'dave', request);
    expect(outcome).toMatchObject({
      ok: false,
      message: 'tool_balance_not_enough: 190 USDT needed, 150 USDT free',
    });
    expect(d.engine.orderByClientId('dave', 'b-1')).toBeUndefined();
  });

  it('refuses repeated client order ids within a batch', async () => {
    const d = deps();
    const twice = { ...request, orders: [request.orders[0], request.orders[0]] } as BatchRequest;
    expect(await placeBatch(d.batch, 'alice', twice)).toEqual({
      ok: false,
      bad: 'client_order_id repeats',
    });
  });
});
