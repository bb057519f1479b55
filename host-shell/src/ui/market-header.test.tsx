import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createStore } from 'zustand/vanilla';
import { createFakeHost, hostI18n, renderWithI18n } from '../chrome/testing/fake-host';
import type { LegalRatesState } from '../state/legal-rates-store';
import { TITLE_MIN_INTERVAL_MS } from '../market/page-title';
import { makeSymbol } from '@spot/contracts/testing';
import { MarketHeader } from './market-header';
import { ShellContext, type Shell } from './shell-context';

// The market list stands for "the rest of the header": it renders when the header does.
const listRenders = jest.fn();
jest.mock('./market-list', () => ({
  MarketList: () => {
    listRenders();
    return null;
  },
}));

const BTC = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };

let i18n: I18n;
beforeAll(async () => {
  i18n = await hostI18n();
});

function renderHeader(
  locale = 'en',
  onCommit: () => void = () => undefined,
  options: { shieldInline?: boolean } = {},
) {
  const fake = createFakeHost({
    symbols: [makeSymbol('BTC', 'USDT', { liquidityShield: true })],
  });
  const legalRates = createStore<LegalRatesState>(() => ({ rates: {} }));
  const shell = { host: fake.host, symbolsError: null, legalRates } as unknown as Shell;
  renderWithI18n(
    i18n,
    <Profiler id="header" onRender={onCommit}>
      <ShellContext.Provider value={shell}>
        <MarketHeader locale={locale} symbol={BTC} {...options} />
      </ShellContext.Provider>
    </Profiler>,
  );
  return Object.assign(fake, { legalRates });
}

const lastPrice = () => screen.getByTestId('header-last-price');

describe('MarketHeader', () => {
  beforeEach(() => listRenders.mockClear());

  it("shows the liquidity-shield link for a pair that has one, unless a phone's menu holds it", () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Liquidity shield' })).toBeTruthy();
    document.body.textContent = '';
    renderHeader('en', undefined, { shieldInline: false });
    expect(screen.queryByRole('link', { name: 'Liquidity shield' })).toBeNull();
  });

  it('shows dashes until the first ticker, then the price with the direction of its move', () => {
    jest.useFakeTimers();
    try {
      const fake = renderHeader();
      expect(lastPrice().textContent).toBe('--');
      act(() => fake.setLastPrice('BTCUSDT', '100'));
      expect(lastPrice().textContent).toBe('100.00');
      expect(lastPrice().className).toBe('last-price flat');
      expect(document.title).toBe('BTC/USDT 100.00');
      act(() => fake.setLastPrice('BTCUSDT', '101.5'));
      expect(lastPrice().className).toBe('last-price up');
      // The title follows the price at most once a second, the newest price winning.
      expect(document.title).toBe('BTC/USDT 100.00');
      act(() => jest.advanceTimersByTime(TITLE_MIN_INTERVAL_MS));
      expect(document.title).toBe('BTC/USDT 101.50↑');
      act(() => fake.setLastPrice('BTCUSDT', '99'));
      expect(lastPrice().className).toBe('last-price down');
      // An unchanged price keeps the last arrow.
      act(() => fake.setLastPrice('BTCUSDT', '99'));
      expect(lastPrice().className).toBe('last-price down');
      act(() => jest.advanceTimersByTime(TITLE_MIN_INTERVAL_MS));
      expect(document.title).toBe('BTC/USDT 99.00↓');
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes the title price as the header does, with the decimal comma in Spanish', () => {
    const fake = renderHeader('es');
    act(() => fake.setLastPrice('BTCUSDT', '64999.91'));
    expect(lastPrice().textContent).toBe('64999,91');
    expect(document.title).toBe('BTC/USDT 64999,91');
  });

  it('renders only its live figures on a ticker, not the rest of the header', () => {
    const fake = renderHeader();
    const before = listRenders.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    for (const price of ['100', '101', '102', '100.5']) {
      act(() => fake.setLastPrice('BTCUSDT', price));
    }
    expect(lastPrice().textContent).toBe('100.50');
    expect(listRenders.mock.calls.length).toBe(before);
  });

  it('paints a ticker without a React commit', () => {
    let commits = 0;
    const fake = renderHeader('en', () => (commits += 1));
    const after = commits;
    for (const price of ['100', '101', '102']) act(() => fake.setLastPrice('BTCUSDT', price));
    expect(lastPrice().textContent).toBe('102.00');
    expect(lastPrice().className).toBe('last-price up');
    expect(commits).toBe(after);
  });

  it('keeps the last move and the title’s pace when the legal rates are refreshed', () => {
    jest.useFakeTimers();
    try {
      const fake = renderHeader();
      act(() => fake.setLastPrice('BTCUSDT', '100'));
      act(() => jest.advanceTimersByTime(TITLE_MIN_INTERVAL_MS));
      act(() => fake.setLastPrice('BTCUSDT', '101'));
      expect(document.title).toBe('BTC/USDT 101.00↑');
      // Within the second after it: the 102 waits for its turn.
      act(() => fake.setLastPrice('BTCUSDT', '102'));
      // The rates' minute refresh: a new object, the same price.
      act(() => fake.legalRates.setState({ rates: {} }));
      expect(lastPrice().className).toBe('last-price up');
      // Still at the title writer's pace: the 102 waits for its second.
      expect(document.title).toBe('BTC/USDT 101.00↑');
      act(() => jest.advanceTimersByTime(TITLE_MIN_INTERVAL_MS));
      expect(document.title).toBe('BTC/USDT 102.00↑');
    } finally {
      jest.useRealTimers();
    }
  });
});
