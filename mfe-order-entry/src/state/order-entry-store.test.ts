import type { ApiResult, SymbolInfo } from '@spot/contracts';
import { draftOf, pair, symbolOf } from '../testing/fixtures';
import { createFakeHost, sessionOf } from '../testing/fake-host';
import { ACCEPTANCES_PREF_KEY } from '../domain/acceptances';
import type { OrderDraft } from '../domain/order-draft';
import { createOrderEntryStore, type SubmitInput } from './order-entry-store';
import { createTradingDataStore } from './trading-data-store';

function setup(fake = createFakeHost(), ltAnswer?: 'confirmed' | 'cancelled') {
  const data = createTradingDataStore(fake.host);
  if (ltAnswer) {
    fake.host.bus.on('lt/flow-requested', ({ requestId }) =>
      queueMicrotask(() =>
        fake.host.bus.emit('lt/flow-finished', { requestId, outcome: ltAnswer }),
      ),
    );
  }
  let ids = 0;
  const entry = createOrderEntryStore(fake.host, data, {
    newId: () => `cid-${++ids}`,
    ltFlow: { timeoutMs: 50 },
  });
  entry.start();
  return { fake, entry };
}

const input = (
  o: { draft?: Partial<OrderDraft>; symbol?: SymbolInfo; isUta?: boolean; confirm?: boolean } = {},
): SubmitInput => ({
  draft: draftOf({ price: '65000', quantity: '0.5', ...o.draft }),
  symbol: o.symbol ?? symbolOf(),
  userId: 'u1',
  context: {
    isUta: o.isUta ?? false,
    lastPrice: '65000',
    balances: { base: '2.5', quote: '100000' },
    quotaRemaining: null,
  },
  confirmOrders: o.confirm ?? false,
  summary: { side: 'Buy', size: '0.5 BTC', symbol: 'BTC/USDT', kind: 'Limit', price: '65000 USDT' },
});

/** Answers each dialog the store opens, in turn. */
function answerDialogs(entry: ReturnType<typeof setup>['entry'], answers: boolean[]) {
  const seen: string[] = [];
  entry.store.subscribe((state) => {
    if (state.dialog) {
      seen.push(state.dialog.key);
      const answer = answers.shift() ?? false;
      const dialog = state.dialog;
      queueMicrotask(() => dialog.answer(answer));
    }
  });
  return seen;
}

describe('submit', () => {
  it('places one order, announces it on the bus and says so', async () => {
    const { fake, entry } = setup();
    const result = await entry.submit(input());
    expect(result.kind).toBe('placed');
    expect(fake.callsOf('orderCreate')).toHaveLength(1);
    expect(fake.callsOf('orderCreate')[0]?.request).toMatchObject({
      type: 'limit',
      price: '65000',
      quantity: '0.5',
      client_order_id: 'cid-1',
    });
    expect(fake.events).toContainEqual({
      name: 'order/placed',
      payload: {
        orderId: 'o1',
        clientOrderId: 'cid-1',
        symbolName: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
      },
    });
    expect(fake.toasts).toContainEqual({ kind: 'success', key: 'order-entry:orderPlaced' });
    expect(entry.store.getState().notice).toEqual({ kind: 'success', key: 'orderPlaced' });
  });

  it('sends one order for a double click', async () => {
    const { fake, entry } = setup();
    const [first, second] = await Promise.all([entry.submit(input()), entry.submit(input())]);
    expect(first.kind).toBe('placed');
    expect(second.kind).toBe('ignored');
    expect(fake.callsOf('orderCreate')).toHaveLength(1);
  });

  it('re-sends a timed-out create once with the same client order id', async () => {
    const { fake, entry } = setup();
    const original = fake.handlers.orderCreate!;
    let n = 0;
    fake.handlers.orderCreate = (request, options) =>
      ++n === 1
        ? Promise.resolve({ ok: false, kind: 'timeout', message: 'late' })
        : original(request, options);
    expect((await entry.submit(input())).kind).toBe('placed');
    const sent = fake
      .callsOf('orderCreate')
      .map((c) => (c.request as { client_order_id: string }).client_order_id);
    expect(sent).toEqual(['cid-1', 'cid-1']);
    expect(fake.callsOf('orderCreate')[0]?.options?.timeoutMs).toBeGreaterThan(0);
  });

  it('reports a failure only after the second timeout', async () => {
    const { fake, entry } = setup();
    fake.handlers.orderCreate = () =>
      Promise.resolve({ ok: false, kind: 'timeout', message: 'late' });
    expect((await entry.submit(input())).kind).toBe('stopped');
    expect(fake.callsOf('orderCreate')).toHaveLength(2);
    expect(entry.store.getState().notice?.key).toBe('createTimedOut');
    expect(fake.events.some((e) => e.name === 'order/placed')).toBe(false);
  });

  it('uses a fresh client order id for the next order', async () => {
    const { fake, entry } = setup();
    await entry.submit(input());
    await entry.submit(input());
    const sent = fake
      .callsOf('orderCreate')
      .map((c) => (c.request as { client_order_id: string }).client_order_id);
    expect(sent).toEqual(['cid-1', 'cid-2']);
  });

  it.each<[number, string]>([
    [32241, 'tradeTryLimit'],
    [-2172, 'tradeTryLimit'],
    [12240, 'tradeTryLimit'],
    [170348, 'tradeTryLimit'],
    [32329, 'standardAccountLimit'],
  ])('sets the limit state for code %d', async (code, limit) => {
    const { fake, entry } = setup();
    fake.handlers.orderCreate = () =>
      Promise.resolve<ApiResult<unknown>>({ ok: false, kind: 'business', code, message: 'x' });
    await entry.submit(input());
    expect(entry.store.getState().limit).toBe(limit);
    expect(fake.eventsOf('order/limit-reached')).toEqual([{ state: limit }]);
  });

  it('shows a limit state another surface reached (the chart quick order)', () => {
    const { fake, entry } = setup();
    fake.host.bus.emit('order/limit-reached', { state: 'standardAccountLimit' });
    expect(entry.store.getState().limit).toBe('standardAccountLimit');
  });

  it("shows the server's message for another code", async () => {
    const { fake, entry } = setup();
    fake.handlers.orderCreate = () =>
      Promise.resolve<ApiResult<unknown>>({
        ok: false,
        kind: 'business',
        code: 170131,
        message: 'insufficient balance',
      });
    await entry.submit(input());
    // A code the host's error-code texts do not know: the exchange's words, in their direction.
    expect(entry.store.getState().notice).toEqual({
      kind: 'error',
      key: 'createFailed',
      params: { message: '\u2068insufficient balance\u2069' },
    });
    expect(entry.store.getState().limit).toBeNull();
    // One they know: its text in the page's language.
    fake.host.i18n.instance.addResourceBundle('en', 'error-code', {
      '170131': 'Insufficient balance.',
    });
    await entry.submit(input());
    expect(entry.store.getState().notice).toEqual({
      kind: 'error',
      key: 'createFailed',
      params: { message: 'Insufficient balance.' },
    });
  });

  it('stops at a pre-check before anything is sent', async () => {
    const { fake, entry } = setup();
    await entry.submit(input({ draft: { quantity: '' } }));
    expect(entry.store.getState().notice?.key).toBe('missingBuyingQuantity');
    expect(fake.toasts).toContainEqual({
      kind: 'error',
      key: 'order-entry:missingBuyingQuantity',
      params: {},
    });
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses to send when the account status cannot be read', async () => {
    const { fake, entry } = setup();
    fake.handlers.accountInfo = () =>
      Promise.resolve({ ok: false, kind: 'network', message: 'offline' });
    await entry.submit(input());
    expect(entry.store.getState().notice?.key).toBe('accountInfoUnavailable');
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
  });
});

describe('gates', () => {
  it.each<[string, Parameters<typeof createFakeHost>[0], SymbolInfo, string, boolean?]>([
    ['web2 update', { account: { web2Update: true } }, symbolOf(), 'web2_will_update'],
    ['margin status 4', { account: { riskState: 4 } }, symbolOf(), 'liquidationErrorInfo'],
    ['margin status 5', { account: { riskState: 5 } }, symbolOf(), 'overrunErrorInfo'],
    ['a banned side', {}, pair('DOGE', { tradeStatus: 4, isBanBuy: true }), 'tradingRestricted'],
    [
      'isolated margin on UTA',
      { account: { isolatedMargin: true } },
      symbolOf(),
      'isolatedModeNotSupported',
      true,
    ],
  ])('blocks %s with its message', async (...[, hostOptions, symbol, key, isUta]) => {
    const { fake, entry } = setup(createFakeHost({ ...hostOptions, symbols: [symbol] }));
    await entry.submit(input({ symbol, isUta: isUta ?? false }));
    expect(entry.store.getState().notice).toEqual({ kind: 'error', key });
    expect(fake.toasts).toContainEqual({ kind: 'error', key: `order-entry:${key}`, params: {} });
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
  });

  it('shows the leverage-off tip and places the order', async () => {
    const { fake, entry } = setup(createFakeHost({ account: { leverageOff: true } }));
    expect((await entry.submit(input({ isUta: true }))).kind).toBe('placed');
    expect(fake.toasts).toContainEqual({ kind: 'info', key: 'order-entry:leverageOffTip' });
  });

  it('asks once for the SUI disclaimer and remembers it for the user', async () => {
    const { fake, entry } = setup();
    const seen = answerDialogs(entry, [true]);
    const sui = pair('SUI');
    expect((await entry.submit(input({ symbol: sui }))).kind).toBe('placed');
    expect((await entry.submit(input({ symbol: sui }))).kind).toBe('placed');
    expect(seen).toEqual(['suiDisclaimer']);
    expect(fake.prefs.get(ACCEPTANCES_PREF_KEY)).toEqual({ version: 1, users: { u1: ['sui'] } });
  });

  it('sends nothing when a disclaimer is declined', async () => {
    const { fake, entry } = setup();
    const seen = answerDialogs(entry, [false]);
    expect((await entry.submit(input({ symbol: pair('MNT') }))).kind).toBe('stopped');
    expect(seen).toEqual(['mntBitDisclaimer']);
    expect(entry.store.getState().notice).toBeNull();
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
  });

  it('asks the innovation risk, then the ST risk, in order', async () => {
    const { entry } = setup();
    const seen = answerDialogs(entry, [true, true]);
    await entry.submit(input({ symbol: pair('STG', { mark: 'innovation' }) }));
    expect(seen).toEqual(['innovationRisk', 'stRisk']);
  });

  it('waits for the LT flow and places the order once it is confirmed', async () => {
    const { fake, entry } = setup(createFakeHost(), 'confirmed');
    const lt = pair('BTC3L', { ltDirection: 'long' });
    expect((await entry.submit(input({ symbol: lt }))).kind).toBe('placed');
    const requested = fake.events.find((e) => e.name === 'lt/flow-requested');
    expect(requested?.payload).toMatchObject({ symbolName: 'BTC3LUSDT', side: 'BUY' });
    expect(fake.callsOf('orderCreate')).toHaveLength(1);
  });

  it('sends nothing when the LT flow is cancelled', async () => {
    const { fake, entry } = setup(createFakeHost(), 'cancelled');
    const lt = pair('BTC3S', { ltDirection: 'short' });
    expect((await entry.submit(input({ symbol: lt }))).kind).toBe('stopped');
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
  });

  it('gives up on an LT flow nobody answers', async () => {
    const { fake, entry } = setup();
    expect(
      (await entry.submit(input({ symbol: pair('BTC3L', { ltDirection: 'long' }) }))).kind,
    ).toBe('stopped');
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
    expect(entry.store.getState().waitingForLt).toBe(false);
  });

  it('asks for confirmation when the preference says so', async () => {
    const { fake, entry } = setup();
    const seen = answerDialogs(entry, [false]);
    await entry.submit(input({ confirm: true }));
    expect(seen).toEqual(['confirmOrderBody']);
    expect(fake.callsOf('orderCreate')).toHaveLength(0);
  });
});

describe('logged-in data', () => {
  it('reads the balances of a visitor as unknown', async () => {
    const fake = createFakeHost({ session: sessionOf(null) });
    const data = createTradingDataStore(fake.host);
    await data.load();
    expect(data.store.getState().balances).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });

  it('loads balances, quotas and account info', async () => {
    const fake = createFakeHost();
    const row = { locked: '0', transferLimit: '0', occAssetUSDTValue: '0' };
    fake.handlers.balances = async () => ({
      ok: true,
      result: [{ tokenId: 'USDT', free: '10', ...row }],
    });
    fake.handlers.innovationQuota = async () => ({
      ok: true,
      result: { PEPEUSDT: { totalAmount: '5000', remainAmount: '4850' } },
    });
    const data = createTradingDataStore(fake.host);
    await data.load();
    const state = data.store.getState();
    expect([...(state.balances ?? [])]).toEqual([['USDT', '10']]);
    expect(state.quotas.get('PEPEUSDT')).toEqual({ remain: '4850', classic: true });
    expect(state.account?.riskState).toBe(0);
  });

  it("reads a UTA account's quotas, where -1 is no limit", async () => {
    const fake = createFakeHost();
    fake.handlers.innovationQuota = async () => ({
      ok: true,
      result: { WIFUSDT: { coin: 'USDT', limit: '-1' } },
    });
    const data = createTradingDataStore(fake.host);
    await data.load();
    expect(data.store.getState().quotas.get('WIFUSDT')).toEqual({ remain: null, classic: false });
  });

  it('says so when a reply has the wrong shape (the host refuses it)', async () => {
    const fake = createFakeHost();
    fake.handlers.balances = async () => ({
      ok: true,
      result: [{ tokenId: 'BTC', free: '1e3' }],
    });
    const data = createTradingDataStore(fake.host);
    await data.load();
    const state = data.store.getState();
    expect(state.balances).toBeNull();
    expect(state.loadError).toBe('balances: reply of the wrong shape');
  });
});
