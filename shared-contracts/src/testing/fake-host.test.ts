import { deriveRoles } from '../session';
import { ALL_ON_COMPLIANCE, makeSession, makeSymbol, makeTicker, makeUser } from './builders';
import { createFakeHost, memoryPrefs, memoryStorage } from './fake-host';

describe('builders', () => {
  it('derives the roles of a logged-in session from its user', () => {
    const session = makeSession({ isLogin: true, user: { isUTA: true } });
    expect(session.user?.isUTA).toBe(true);
    expect(session.roles).toEqual(deriveRoles(makeUser({ isUTA: true })));
    expect(session.compliance).toEqual(ALL_ON_COMPLIANCE);
  });

  it('is logged out without a user unless told, with the roles and flags given on top', () => {
    const session = makeSession({ roles: { demo: true }, compliance: { ocoTabs: false } });
    expect(session).toMatchObject({ isLogin: false, userState: null, user: null });
    expect(session.roles.demo).toBe(true);
    expect(session.compliance.ocoTabs).toBe(false);
  });

  it('names a symbol after its tokens and keeps decimal strings', () => {
    const sol = makeSymbol('SOL', 'USDC', { minTradeQuantity: '0.1' });
    expect(sol).toMatchObject({ symbolName: 'SOLUSDC', baseTokenId: 'SOL', quoteTokenId: 'USDC' });
    expect(sol.minTradeQuantity).toBe('0.1');
    expect(makeTicker('SOLUSDC', { lastPrice: '150.5' }).lastPrice).toBe('150.5');
  });
});

describe('the fake host', () => {
  it('delivers a market stream only on frame()', () => {
    const fake = createFakeHost();
    const stream = fake.host.market.ticker('BTCUSDT');
    const seen: (string | undefined)[] = [];
    const stop = stream.subscribe(() => seen.push(stream.get().ticker?.lastPrice));
    fake.ticker('BTCUSDT').set({ symbolName: 'BTCUSDT', ticker: makeTicker('BTCUSDT'), ts: 1 });
    expect(seen).toEqual([]);
    fake.frame();
    expect(seen).toEqual(['100']);
    stop();
    expect(fake.ticker('BTCUSDT').listeners()).toBe(0);
  });

  it('answers from a handler, else from the fallback, and records every call', async () => {
    const fake = createFakeHost({
      handlers: { balances: () => ({ ok: true, result: [] }) },
    });
    await expect(fake.host.api.call('balances', {} as never)).resolves.toEqual({
      ok: true,
      result: [],
    });
    await expect(fake.host.api.call('openOrders', {} as never)).resolves.toMatchObject({
      ok: false,
      kind: 'http',
    });
    fake.control.answer = () => ({ ok: true, result: [] });
    await expect(fake.host.api.call('openOrders', {} as never)).resolves.toEqual({
      ok: true,
      result: [],
    });
    // As the host's client, a result of the wrong shape for its endpoint is refused.
    fake.control.answer = () => ({ ok: true, result: 'late' });
    await expect(fake.host.api.call('openOrders', {} as never)).resolves.toEqual({
      ok: false,
      kind: 'http',
      code: 200,
      message: 'openOrders: reply of the wrong shape',
    });
    expect(fake.calls.map((c) => c.name)).toEqual([
      'balances',
      'openOrders',
      'openOrders',
      'openOrders',
    ]);
    expect(fake.callsOf('balances')).toHaveLength(1);
  });

  it('records bus events, toasts and confirms, and answers confirms as told', async () => {
    const fake = createFakeHost();
    fake.host.bus.emit('market/symbol-change-requested', { symbolName: 'ETHUSDT' });
    expect(fake.eventsOf('market/symbol-change-requested')).toEqual([{ symbolName: 'ETHUSDT' }]);
    fake.host.ui.toast({ kind: 'info', key: 'x:y' });
    fake.control.confirmAnswer = false;
    const request = { title: 'x:t', body: 'x:b', confirmKey: 'x:c' };
    await expect(fake.host.ui.confirm(request)).resolves.toBe(false);
    expect(fake.toasts).toEqual([{ kind: 'info', key: 'x:y' }]);
    expect(fake.confirms).toEqual([request]);
  });

  it('tells subscribers of session, connection and page changes at once', () => {
    const fake = createFakeHost();
    const seen: string[] = [];
    fake.host.session.subscribe((s) => seen.push(`login:${s.isLogin}`));
    fake.host.realtime.onState((s) => seen.push(`state:${s}`));
    fake.host.page.subscribe((p) => seen.push(`width:${p.widthClass}`));
    fake.setSession(makeSession({ isLogin: true }));
    fake.setConnection('stale');
    fake.setWidthClass('mobile');
    expect(seen).toEqual(['login:true', 'state:stale', 'width:mobile']);
    expect(fake.host.realtime.state()).toBe('stale');
  });

  it('pushes realtime messages to the subscribers of a topic until they leave', () => {
    const fake = createFakeHost();
    const got: unknown[] = [];
    const stop = fake.host.realtime.subscribe('notice', {}, (data, type) => got.push([data, type]));
    expect(fake.subscribed('notice')).toBe(true);
    const item = { id: 'n1', value: 'Hello' };
    fake.push('notice', [item], 'snapshot');
    // As the host: a payload of the wrong shape, or of a topic outside the contract, is dropped.
    fake.push('notice', 1);
    fake.push('other', [item]);
    expect(fake.counts.droppedPayloads).toBe(2);
    stop();
    fake.push('notice', [item]);
    expect(got).toEqual([[[item], 'snapshot']]);
    expect(fake.realtimeSubscriptions).toHaveLength(0);
  });
});

describe('memory prefs and storage', () => {
  it('keep values and tell the listeners of a key', () => {
    const prefs = memoryPrefs({ a: 1 });
    const seen: unknown[] = [];
    prefs.subscribe('b', (v) => seen.push(v));
    prefs.set('b', 2);
    expect([prefs.get('a'), prefs.get('b'), seen]).toEqual([1, 2, [2]]);
    const storage = memoryStorage({ k: 'v' });
    storage.setItem('n', '1');
    expect([storage.getItem('k'), storage.getItem('n'), storage.length]).toEqual(['v', '1', 2]);
  });
});
