import { TOOLS_PINNED_PREF, type GridStrategyOrder, type SymbolRef } from '@spot/contracts';
import { createFakeHost, makeSession } from '@spot/contracts/testing';
import { createToolsController } from './tools-store';

const BTC: SymbolRef = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };
const row: GridStrategyOrder = {
  strategyId: 'g1',
  strategyType: 'grid',
  symbol: 'BTCUSDT',
  category: 'spot',
  status: 5,
};

function setup() {
  const fake = createFakeHost({ session: makeSession({ isLogin: true }) });
  fake.setLastPrice('BTCUSDT', '100');
  fake.setAccount({
    balances: [
      { tokenId: 'USDT', free: '5000', locked: '0', transferLimit: '0', occAssetUSDTValue: '0' },
      { tokenId: 'BTC', free: '2', locked: '0', transferLimit: '0', occAssetUSDTValue: '0' },
    ],
    updatedAt: 1,
  });
  const tools = createToolsController(fake.host, BTC);
  return { fake, tools };
}

const GOOD_GRID = {
  minPrice: '90',
  maxPrice: '110',
  gridNumber: '5',
  investment: '1000',
} as const;

describe('tools controller', () => {
  it('reviews only a form the checks pass', () => {
    const { tools } = setup();
    tools.openTool('gridBot');
    tools.setField('gridBot', { ...GOOD_GRID, investment: '0.5' });
    tools.review();
    expect(tools.store.getState().phase).toBe('editing');
    tools.setField('gridBot', { investment: '1000' });
    tools.review();
    expect(tools.store.getState().phase).toBe('review');
  });

  it('reviews no form while a field shows text the locale refused as typed (1.500 in Spanish)', () => {
    const { tools } = setup();
    tools.openTool('gridBot');
    const refusal = { text: '1.500', reason: 'ambiguous' } as const;
    tools.setField('gridBot', { ...GOOD_GRID, investment: '1.500' }, { investment: refusal });
    tools.review();
    expect(tools.store.getState().phase).toBe('editing');
    // Typed again (1500 for a thousand five hundred), the refusal is dropped.
    tools.setField('gridBot', { investment: '1500' }, { investment: null });
    tools.review();
    expect(tools.store.getState().phase).toBe('review');
    expect(tools.store.getState().refused.gridBot).toEqual({});
  });

  it('sends the grid as typed, with one client id, and starts afresh after success', async () => {
    const { fake, tools } = setup();
    fake.handlers.gridCreate = async () => ({ ok: true, result: row });
    tools.openTool('gridBot');
    tools.setField('gridBot', GOOD_GRID);
    tools.review();
    await tools.confirm();
    const [call] = fake.callsOf('gridCreate');
    expect(call?.request).toMatchObject({
      symbol_id: 'BTCUSDT',
      min_price: '90',
      max_price: '110',
      grid_number: 5,
      type: 'grade',
      investment: '1000',
    });
    expect(call?.request).not.toHaveProperty('stop_loss_price');
    expect(fake.toasts).toEqual([{ kind: 'success', key: 'tools:gridBot.started' }]);
    expect(tools.store.getState().forms.gridBot.minPrice).toBe('');
    expect(fake.counts.refreshes).toBe(1);
  });

  it('sends the same client id again after a timeout, a new one after an edit', async () => {
    const { fake, tools } = setup();
    fake.handlers.icebergCreate = async () => ({ ok: false, kind: 'timeout', message: 'slow' });
    tools.openTool('iceberg');
    tools.setField('iceberg', { price: '100', totalQty: '1', visibleQty: '0.1' });
    tools.review();
    await tools.confirm();
    expect(tools.store.getState()).toMatchObject({
      phase: 'review',
      notice: { kind: 'error', key: 'submitFailed' },
    });
    await tools.confirm();
    tools.setField('iceberg', { visibleQty: '0.2' });
    tools.review();
    await tools.confirm();
    const ids = fake
      .callsOf('icebergCreate')
      .map((c) => (c.request as { client_strategy_id: string }).client_strategy_id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  /** A TWAP sell the exchange refuses for its balance; `meanwhile` runs while it answers. */
  async function refusedTwap(meanwhile: (fake: ReturnType<typeof setup>['fake']) => void) {
    const { fake, tools } = setup();
    fake.handlers.twapCreate = async () => {
      meanwhile(fake);
      return {
        ok: false,
        kind: 'business',
        code: 20015,
        message: 'tool_balance_not_enough: 1 BTC needed',
      };
    };
    tools.openTool('twap');
    tools.setField('twap', { side: 'SELL', totalQty: '1', durationMin: '10', intervalSec: '30' });
    tools.review();
    await tools.confirm();
    return tools.store.getState().notice;
  }

  it("shows the exchange's refusal by a tools key in the page's words when the check now fails", async () => {
    // The BTC went elsewhere while the request was on its way.
    const notice = await refusedTwap((fake) => fake.setAccount({ balances: [] }));
    expect(notice).toMatchObject({
      key: 'tool_balance_not_enough',
      params: { currency: 'BTC', balance: '0', need: '1' },
    });
  });

  it("shows the exchange's own text when the checks here still pass", async () => {
    const notice = await refusedTwap(() => undefined);
    expect(notice).toMatchObject({
      key: 'submitRefused',
      params: { message: '\u2068tool_balance_not_enough: 1 BTC needed\u2069' },
    });
  });

  it('places a scaled order as one batch of the planned orders, each with its own id', async () => {
    const { fake, tools } = setup();
    fake.handlers.batchOrderCreate = async () => ({ ok: true, result: { list: [] } });
    tools.openTool('scaledOrder');
    tools.setField('scaledOrder', { priceFrom: '100', priceTo: '90', count: '3', totalQty: '0.3' });
    tools.review();
    await tools.confirm();
    const request = fake.callsOf('batchOrderCreate')[0]?.request as {
      orders: { price: string; quantity: string; client_order_id: string }[];
    };
    expect(request.orders.map((o) => [o.price, o.quantity])).toEqual([
      ['100.00', '0.100000'],
      ['95.00', '0.100000'],
      ['90.00', '0.100000'],
    ]);
    expect(new Set(request.orders.map((o) => o.client_order_id)).size).toBe(3);
    // The exchange takes client ids of at most 36 characters.
    expect(request.orders.every((o) => /^[0-9a-f]{24}-\d+$/.test(o.client_order_id))).toBe(true);
  });

  it('does not review a form whose field the checks would round (a price past the tick)', async () => {
    const { fake, tools } = setup();
    fake.handlers.batchOrderCreate = async () => ({ ok: true, result: { list: [] } });
    tools.openTool('scaledOrder');
    // Typed while the symbol's digits were not known: the plan would place 100.00, not 100.009.
    tools.setField('scaledOrder', {
      priceFrom: '100.009',
      priceTo: '90',
      count: '3',
      totalQty: '0.3',
    });
    tools.review();
    await tools.confirm();
    expect(tools.store.getState().phase).toBe('editing');
    expect(fake.callsOf('batchOrderCreate')).toHaveLength(0);
  });

  it('previews the grid on the chart while its lines are known, and clears it', () => {
    const { fake, tools } = setup();
    tools.openTool('gridBot');
    tools.setField('gridBot', { minPrice: '90', maxPrice: '110' });
    tools.setField('gridBot', { gridNumber: '5' });
    tools.closeTool();
    tools.dispose();
    expect(fake.eventsOf('tools/grid-preview')).toEqual([
      {
        symbolName: 'BTCUSDT',
        grid: { min_price: '90', max_price: '110', grid_number: 5, type: 'grade' },
      },
      { symbolName: 'BTCUSDT', grid: null },
    ]);
  });

  it('pins and unpins through the preferences, from the default pins', () => {
    const { fake, tools } = setup();
    expect(tools.store.getState().pins).toEqual(['gridBot', 'autoInvest']);
    tools.togglePin('twap');
    tools.togglePin('gridBot');
    expect(fake.host.prefs.get(TOOLS_PINNED_PREF)).toEqual(['autoInvest', 'twap']);
    fake.host.prefs.set(TOOLS_PINNED_PREF, ['iceberg']);
    expect(tools.store.getState().pins).toEqual(['iceberg']);
  });
});
