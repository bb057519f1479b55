import { Profiler } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { FAVORITE_SYMBOLS_STORAGE_KEY } from '@spot/contracts';
import { makeSession, makeSymbol, memoryStorage } from '@spot/contracts/testing';
import { createFakeHost, hostI18n, renderWithI18n } from '../testing/fake-host';
import { FAVOURITES_PREFS_KEY, RECENT_SYMBOLS_STORAGE_KEY } from './footer-rules';
import { Favourites, RecentSymbols } from './symbol-lists';

const SYMBOLS = [makeSymbol('BTC', 'USDT'), makeSymbol('ETH', 'USDT'), makeSymbol('SOL', 'USDT')];

let i18n: I18n;

beforeAll(async () => {
  i18n = await hostI18n();
});

const group = (name: string) => screen.getByRole('group', { name });

describe('Favourites', () => {
  it('lists the visitor favourites from SPOT_favorite that exist, each with its change', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({
      [FAVORITE_SYMBOLS_STORAGE_KEY]: '["ETHUSDT","GONEUSDT","BTCUSDT"]',
    });
    renderWithI18n(i18n, <Favourites host={fake.host} symbolName="SOLUSDT" storage={storage} />);
    const buttons = within(group('Favourites')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['ETH/USDT --', 'BTC/USDT --']);
  });

  it('shows a rise with a plus sign and the up tint, a fall with the down tint', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({ [FAVORITE_SYMBOLS_STORAGE_KEY]: '["ETHUSDT","BTCUSDT"]' });
    renderWithI18n(i18n, <Favourites host={fake.host} symbolName="SOLUSDT" storage={storage} />);
    act(() => {
      fake.pushTicker('ETHUSDT', '12500');
      fake.pushTicker('BTCUSDT', '-31000');
    });
    const up = screen.getByRole('button', { name: 'ETH/USDT +1.25%' });
    const down = screen.getByRole('button', { name: 'BTC/USDT -3.10%' });
    expect(within(up).getByText('+1.25%').className).toContain('up');
    expect(within(down).getByText('-3.10%').className).toContain('down');
  });

  it('re-renders a chip only when its change as shown moves, not with every ticker', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({ [FAVORITE_SYMBOLS_STORAGE_KEY]: '["ETHUSDT"]' });
    let commits = 0;
    renderWithI18n(
      i18n,
      <Profiler id="favourites" onRender={() => (commits += 1)}>
        <Favourites host={fake.host} symbolName="SOLUSDT" storage={storage} />
      </Profiler>,
    );
    act(() => fake.pushTicker('ETHUSDT', '12500'));
    const after = commits;
    // 1.2500 % to 1.2599 %: still +1.25 % as shown.
    for (const e6 of ['12510', '12577', '12599']) act(() => fake.pushTicker('ETHUSDT', e6));
    expect(commits).toBe(after);
    expect(screen.getByRole('button', { name: 'ETH/USDT +1.25%' })).toBeTruthy();
    act(() => fake.pushTicker('ETHUSDT', '12600'));
    expect(commits).toBe(after + 1);
    expect(screen.getByRole('button', { name: 'ETH/USDT +1.26%' })).toBeTruthy();
  });

  it('shows no sign and no tint for an unchanged price', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({ [FAVORITE_SYMBOLS_STORAGE_KEY]: '["ETHUSDT"]' });
    renderWithI18n(i18n, <Favourites host={fake.host} symbolName="SOLUSDT" storage={storage} />);
    act(() => fake.pushTicker('ETHUSDT', '0'));
    const change = screen.getByText('0.00%');
    expect(change.className).not.toMatch(/\b(up|down)\b/);
  });

  it('asks the host to switch pair when a favourite is clicked', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({ [FAVORITE_SYMBOLS_STORAGE_KEY]: '["ETHUSDT"]' });
    renderWithI18n(i18n, <Favourites host={fake.host} symbolName="BTCUSDT" storage={storage} />);
    fireEvent.click(screen.getByRole('button', { name: /ETH\/USDT/ }));
    expect(fake.eventsOf('market/symbol-change-requested')).toEqual([{ symbolName: 'ETHUSDT' }]);
  });

  it('reads favourites from preferences when logged in', () => {
    const fake = createFakeHost({ symbols: SYMBOLS, session: makeSession({ isLogin: true }) });
    fake.host.prefs.set(FAVOURITES_PREFS_KEY, ['SOLUSDT']);
    const storage = memoryStorage({ [FAVORITE_SYMBOLS_STORAGE_KEY]: '["ETHUSDT"]' });
    renderWithI18n(i18n, <Favourites host={fake.host} symbolName="BTCUSDT" storage={storage} />);
    const buttons = within(group('Favourites')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['SOL/USDT --']);
    act(() => fake.host.prefs.set(FAVOURITES_PREFS_KEY, ['BTCUSDT', 'ETHUSDT']));
    expect(within(group('Favourites')).getAllByRole('button')).toHaveLength(2);
  });

  it('says there are none when storage is corrupt', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({ [FAVORITE_SYMBOLS_STORAGE_KEY]: '["ETHUSDT"' });
    renderWithI18n(i18n, <Favourites host={fake.host} symbolName="BTCUSDT" storage={storage} />);
    expect(within(group('Favourites')).getByText('No favourites yet')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('marks the active pair', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({ [FAVORITE_SYMBOLS_STORAGE_KEY]: '["ETHUSDT","BTCUSDT"]' });
    renderWithI18n(i18n, <Favourites host={fake.host} symbolName="BTCUSDT" storage={storage} />);
    expect(screen.getByRole('button', { name: /BTC\/USDT/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(
      screen.getByRole('button', { name: /ETH\/USDT/ }).getAttribute('aria-current'),
    ).toBeNull();
  });
});

describe('RecentSymbols', () => {
  it('records the active pair first and keeps earlier visits after it', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({
      [RECENT_SYMBOLS_STORAGE_KEY]: '{"version":1,"symbols":["ETHUSDT","BTCUSDT"]}',
    });
    renderWithI18n(i18n, <RecentSymbols host={fake.host} symbolName="BTCUSDT" storage={storage} />);
    const buttons = within(group('Recent')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['BTC/USDT --', 'ETH/USDT --']);
    expect(JSON.parse(storage.getItem(RECENT_SYMBOLS_STORAGE_KEY) ?? 'null')).toEqual({
      version: 1,
      symbols: ['BTCUSDT', 'ETHUSDT'],
    });
  });

  it('adds each pair switched to, newest first', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage();
    const { rerender } = renderWithI18n(
      i18n,
      <RecentSymbols host={fake.host} symbolName="BTCUSDT" storage={storage} />,
    );
    rerender(<RecentSymbols host={fake.host} symbolName="ETHUSDT" storage={storage} />);
    rerender(<RecentSymbols host={fake.host} symbolName="SOLUSDT" storage={storage} />);
    const buttons = within(group('Recent')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'SOL/USDT --',
      'ETH/USDT --',
      'BTC/USDT --',
    ]);
  });

  it('does not record or show a pair the host does not know', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({
      [RECENT_SYMBOLS_STORAGE_KEY]: '{"version":1,"symbols":["GONEUSDT"]}',
    });
    renderWithI18n(
      i18n,
      <RecentSymbols host={fake.host} symbolName="NOPEUSDT" storage={storage} />,
    );
    expect(within(group('Recent')).getByText('No recent pairs')).toBeTruthy();
    expect(storage.getItem(RECENT_SYMBOLS_STORAGE_KEY)).toBe(
      '{"version":1,"symbols":["GONEUSDT"]}',
    );
  });

  it('shows the change of a recent pair and switches to it on click', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage({
      [RECENT_SYMBOLS_STORAGE_KEY]: '{"version":1,"symbols":["SOLUSDT"]}',
    });
    renderWithI18n(i18n, <RecentSymbols host={fake.host} symbolName="BTCUSDT" storage={storage} />);
    act(() => fake.pushTicker('SOLUSDT', '-700'));
    fireEvent.click(screen.getByRole('button', { name: 'SOL/USDT -0.07%' }));
    expect(fake.eventsOf('market/symbol-change-requested')).toEqual([{ symbolName: 'SOLUSDT' }]);
  });

  it('keeps working when storage cannot be read or written', () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    renderWithI18n(i18n, <RecentSymbols host={fake.host} symbolName="ETHUSDT" storage={broken} />);
    expect(screen.getByRole('button', { name: 'ETH/USDT --' })).toBeTruthy();
  });
});
