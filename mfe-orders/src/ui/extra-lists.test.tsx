import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { GridStrategyOrder, StrategyOrder } from '@spot/contracts';
import { createFakeHost, flush, makeSession } from '@spot/contracts/testing';
import { GridBots, ToolStrategies } from './extra-lists';

const texts = i18next.createInstance();
void texts.init({ lng: 'en', resources: {} });
const t = texts.getFixedT('en', 'orders');
const scope = () => ({
  symbolName: 'BTCUSDT',
  baseTokenId: 'BTC',
  quoteTokenId: 'USDT',
  allPairs: false,
});
const grid: GridStrategyOrder = {
  strategyId: 'g1',
  strategyType: 'grid',
  symbol: 'BTCUSDT',
  category: 'spot',
  status: 2,
  state: 'RUNNING',
  investment: '1000',
  gridProfit: '1.25',
  roundTrips: 2,
};
const iceberg: StrategyOrder = {
  strategyId: 'i1',
  strategyType: 'iceberg',
  symbol: 'BTCUSDT',
  category: 'spot',
  status: 2,
  size: '1',
  executedSize: '0.25',
  side: 'BUY',
  price: '100',
};

function host(rows: readonly (GridStrategyOrder | StrategyOrder)[]) {
  const fake = createFakeHost({ session: makeSession({ isLogin: true }) });
  fake.handlers.strategyList = async (request) => {
    const status = (request as { status: number }).status;
    return { ok: true, result: { list: rows.filter((r) => r.status === status) } };
  };
  return fake;
}

describe('GridBots', () => {
  it('shows what a running bot made and stops it after a confirmation', async () => {
    const fake = host([grid]);
    fake.handlers.strategyStop = async () => ({ ok: true, result: { ...grid, status: 3 } });
    render(<GridBots host={fake.host} scope={scope} allPairs={false} t={t} />);
    await act(() => flush());
    const table = screen.getByTestId('grid-bots');
    expect(within(table).getByText('1.25')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'stopGrid g1' }));
    await act(() => flush());
    expect(fake.confirms[0]).toMatchObject({ confirmKey: 'orders:stopGrid' });
    expect(fake.callsOf('strategyStop').map((c) => c.request)).toEqual([{ strategy_id: 'g1' }]);
    expect(fake.toasts).toEqual([{ kind: 'success', key: 'orders:gridStopped' }]);
  });

  it('does not stop a bot when the trader declines', async () => {
    const fake = host([grid]);
    fake.control.confirmAnswer = false;
    render(<GridBots host={fake.host} scope={scope} allPairs={false} t={t} />);
    await act(() => flush());
    fireEvent.click(screen.getByRole('button', { name: 'stopGrid g1' }));
    await act(() => flush());
    expect(fake.callsOf('strategyStop')).toHaveLength(0);
  });

  it('reads the list again on a strategy push', async () => {
    const fake = host([grid]);
    render(<GridBots host={fake.host} scope={scope} allPairs={false} t={t} />);
    await act(() => flush());
    const before = fake.callsOf('strategyList').length;
    act(() => fake.push('strategy', [{ ...grid, roundTrips: 3 }]));
    await act(() => flush());
    expect(fake.callsOf('strategyList').length).toBe(before + 1);
  });
});

describe('ToolStrategies', () => {
  it('opens on the running tool orders, each with its cancel; the history has none', async () => {
    const done = { ...iceberg, strategyId: 'i0', status: 3, state: 'COMPLETED' as const };
    const fake = host([iceberg, { ...done, closeReason: 'MANUAL' }]);
    fake.handlers.strategyStop = async () => ({ ok: true, result: { ...iceberg, status: 3 } });
    render(<ToolStrategies host={fake.host} scope={scope} allPairs={false} t={t} />);
    await act(() => flush());
    expect(screen.getByRole('button', { name: 'cancelStrategy i1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'strategyHistory' }));
    await act(() => flush());
    expect(screen.queryByRole('button', { name: /cancelStrategy/ })).toBeNull();
    expect(screen.getByText('closeReasonName.MANUAL')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'running' }));
    await act(() => flush());
    fireEvent.click(screen.getByRole('button', { name: 'cancelStrategy i1' }));
    await act(() => flush());
    expect(fake.callsOf('strategyStop').map((c) => c.request)).toEqual([{ strategy_id: 'i1' }]);
  });
});
