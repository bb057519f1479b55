import {
  NOTICE_MS,
  TOAST_MS,
  activeSurface,
  blockingDialogVisible,
  createUiStore,
  wantSurface,
} from './ui-store';

describe('createUiStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps a toast for 2,500 ms and not a millisecond longer', () => {
    const { store, api } = createUiStore();
    api.toast({ kind: 'info', key: 'host:refresh' });
    jest.advanceTimersByTime(TOAST_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('keeps a notice (a toast with a detail) 6 s, or until it is closed', () => {
    const { store, api, dismiss } = createUiStore();
    api.toast({ kind: 'success', key: 'orders:orderCompleted', detail: 'orders:detail' });
    jest.advanceTimersByTime(NOTICE_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
    api.toast({ kind: 'success', key: 'orders:orderCompleted', detail: 'orders:detail' });
    dismiss(store.getState().toasts[0]?.id ?? -1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('shows the same words once: a repeat replaces the toast still shown, timed anew', () => {
    const { store, api } = createUiStore();
    api.toast({ kind: 'error', key: 'order-entry:enterBuyPrice' });
    jest.advanceTimersByTime(2_000);
    api.toast({ kind: 'error', key: 'order-entry:enterBuyPrice' });
    api.toast({ kind: 'success', key: 'orders:cancelSuccess', params: { qty: '1' } });
    api.toast({ kind: 'success', key: 'orders:cancelSuccess', params: { qty: '2' } });
    expect(store.getState().toasts.map((t) => t.key)).toEqual([
      'order-entry:enterBuyPrice',
      'orders:cancelSuccess',
      'orders:cancelSuccess',
    ]);
    // The first one's timer ends the replaced copy only.
    jest.advanceTimersByTime(TOAST_MS - 2_000);
    expect(store.getState().toasts).toHaveLength(3);
    jest.advanceTimersByTime(2_000);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('keeps at most the five newest toasts', () => {
    const { store, api } = createUiStore();
    for (let i = 0; i < 7; i += 1) api.toast({ kind: 'info', key: `host:k${i}` });
    expect(store.getState().toasts.map((t) => t.key)).toEqual([
      'host:k2',
      'host:k3',
      'host:k4',
      'host:k5',
      'host:k6',
    ]);
  });

  it('answers a confirmation once, and a newer one cancels the pending one', async () => {
    const { store, api } = createUiStore();
    const first = api.confirm({ title: 'host:a', body: 'host:b', confirmKey: 'host:c' });
    const second = api.confirm({ title: 'host:d', body: 'host:e', confirmKey: 'host:f' });
    await expect(first).resolves.toBe(false);
    store.getState().confirm?.resolve(true);
    await expect(second).resolves.toBe(true);
    expect(store.getState().confirm).toBeNull();
  });
});

describe('modal surfaces (issue 23)', () => {
  it('shows one at a time, in the host order, and none over a confirmation', async () => {
    const { store, api } = createUiStore();
    expect(activeSurface(store.getState())).toBeNull();
    wantSurface(store, 'demoRecharge', true);
    wantSurface(store, 'offlineAlert', true);
    expect(activeSurface(store.getState())).toBe('offlineAlert');
    expect(blockingDialogVisible(store.getState())).toBe(true);
    wantSurface(store, 'offlineAlert', false);
    expect(activeSurface(store.getState())).toBe('demoRecharge');
    const answer = api.confirm({ title: 't', body: 'b', confirmKey: 'k' });
    expect(activeSurface(store.getState())).toBeNull();
    store.getState().confirm?.resolve(true);
    await answer;
    expect(activeSurface(store.getState())).toBe('demoRecharge');
    wantSurface(store, 'demoRecharge', false);
    wantSurface(store, 'demoRecharge', false);
    expect(store.getState().surfaces).toEqual([]);
    expect(blockingDialogVisible(store.getState())).toBe(false);
  });
});
