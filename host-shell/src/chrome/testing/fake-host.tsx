import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import {
  LOGGED_OUT_ROLES,
  createBus,
  type BusEvents,
  type ComplianceFlags,
  type HostApi,
  type MarketStream,
  type Roles,
  type Session,
  type SymbolInfo,
  type Ticker,
  type TickerSnapshot,
} from '@spot/contracts';
import { createI18n } from '../../i18n/i18n';
import { createLocalPrefs } from '../../state/prefs';
import hostEn from '../../../locales/en/host.json';

/** Test support for the chrome: a HostApi with only what the chrome reads, all controllable. */

export const ALL_ON_COMPLIANCE: ComplianceFlags = {
  chartOption: true,
  ocoTabs: true,
  tokenRecordTab: true,
  orderHeaderTip: true,
  liquidityShield: true,
  integratedOrderRequest: true,
  rewardsHub: true,
  spotMargin: true,
  hiddenTools: [],
};

export function makeSession(
  options: {
    isLogin?: boolean;
    roles?: Partial<Roles>;
    compliance?: Partial<ComplianceFlags>;
  } = {},
): Session {
  const isLogin = options.isLogin ?? false;
  return {
    isLogin,
    userState: isLogin ? 1 : null,
    user: null,
    roles: { ...LOGGED_OUT_ROLES, ...options.roles },
    compliance: { ...ALL_ON_COMPLIANCE, ...options.compliance },
  };
}

export function makeSymbol(base: string, quote: string): SymbolInfo {
  return {
    symbolId: `${base}${quote}`,
    symbolName: `${base}${quote}`,
    baseTokenId: base,
    quoteTokenId: quote,
    baseTokenName: base,
    quoteTokenName: quote,
    minPricePrecision: '0.01',
    minTradeQuantity: '0.0001',
    maxTradeQuantity: '1000',
    minTradeAmount: '1',
    maxTradeAmount: '1000000',
    tradeStatus: 1,
    isBanBuy: false,
    isBanSell: false,
    noticeVisible: false,
    onlineTime: 0,
    ltDirection: '',
    quoteTokenLeverageRatio: '0',
    digitMerge: '0.01,0.1,1',
    mark: '',
  };
}

export function makeTicker(symbol: string, price24hPcntE6: string): Ticker {
  return {
    symbol,
    lastPrice: '100',
    prevPrice24h: '99',
    highPrice24h: '101',
    lowPrice24h: '98',
    volume24h: '10',
    turnover24h: '1000',
    price24hPcntE6,
    bid1Price: '99.9',
    ask1Price: '100.1',
  };
}

type NoticeHandler = (data: unknown, type: 'snapshot' | 'delta') => void;

export function createFakeHost(
  options: {
    session?: Session;
    symbols?: readonly SymbolInfo[];
    /** Backs `host.prefs`; pass one to see a value survive a remount. */
    prefsStorage?: Storage;
  } = {},
) {
  let session = options.session ?? makeSession();
  const sessionListeners = new Set<(s: Session) => void>();
  const symbols = options.symbols ?? [makeSymbol('BTC', 'USDT'), makeSymbol('ETH', 'USDT')];
  const tickers = new Map<string, { value: TickerSnapshot; listeners: Set<() => void> }>();
  const realtimeSubscriptions: { topic: string; handler: NoticeHandler }[] = [];
  const emitted: BusEvents['market/symbol-change-requested'][] = [];

  const tickerEntry = (symbolName: string) => {
    let entry = tickers.get(symbolName);
    if (!entry) {
      entry = { value: { symbolName, ticker: null, ts: 0 }, listeners: new Set() };
      tickers.set(symbolName, entry);
    }
    return entry;
  };

  const bus = createBus((error) => {
    throw error;
  });
  bus.on('market/symbol-change-requested', (payload) => emitted.push(payload));

  const host = {
    contractVersion: '1.0.0',
    bus,
    session: {
      get: () => session,
      subscribe: (listener: (s: Session) => void) => {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    market: {
      symbols: () => symbols,
      symbol: (name: string) => symbols.find((s) => s.symbolName === name),
      ticker: (name: string): MarketStream<TickerSnapshot> => {
        const entry = tickerEntry(name);
        return {
          get: () => entry.value,
          subscribe: (listener) => {
            entry.listeners.add(listener);
            return () => entry.listeners.delete(listener);
          },
        };
      },
    },
    realtime: {
      subscribe: (topic: string, _params: unknown, handler: NoticeHandler) => {
        const sub = { topic, handler };
        realtimeSubscriptions.push(sub);
        return () => realtimeSubscriptions.splice(realtimeSubscriptions.indexOf(sub), 1);
      },
    },
    prefs: createLocalPrefs(options.prefsStorage ?? memoryStorage()),
  } as unknown as HostApi;

  return {
    host,
    emitted,
    realtimeSubscriptions,
    setSession(next: Session) {
      session = next;
      sessionListeners.forEach((listener) => listener(next));
    },
    pushTicker(symbolName: string, price24hPcntE6: string) {
      const entry = tickerEntry(symbolName);
      entry.value = { symbolName, ticker: makeTicker(symbolName, price24hPcntE6), ts: 1 };
      entry.listeners.forEach((listener) => listener());
    },
    pushNotices(data: unknown, type: 'snapshot' | 'delta' = 'snapshot') {
      realtimeSubscriptions
        .filter((s) => s.topic === 'notice')
        .forEach((s) => s.handler(data, type));
    },
  };
}

/** A Storage held in memory, fresh per call. */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

let i18nPromise: Promise<I18n> | null = null;

/** The host's i18next with the English host namespace from the real locale file. */
export function hostI18n(): Promise<I18n> {
  i18nPromise ??= createI18n('en').then((instance) => {
    instance.addResourceBundle('en', 'host', hostEn, true, true);
    return instance;
  });
  return i18nPromise;
}

export function renderWithI18n(i18n: I18n, ui: ReactElement): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
}
