import i18next from 'i18next';
import {
  createFakeHost,
  makeSession,
  makeSymbol,
  memoryPrefs,
  type FakeHostOptions,
} from '@spot/contracts/testing';
import type { LtNavInfo, LtSymbolInfo, Session } from '@spot/contracts';
import en from '../../locales/en/lt.json';
import es from '../../locales/es/lt.json';

export const LT_INFO: LtSymbolInfo = {
  symbolName: 'BTC3LUSDT',
  maxPurchase: '200000',
  minPurchase: '5',
  maxRedeem: '100000',
  minRedeem: '1',
  leverage: '3',
  ltDirection: 'long',
  underlying: 'BTC',
  diffNvRate: '0.05',
  subscribeFeeRate: '0',
  redeemFeeRate: '0.001',
};

export interface LtFakeOptions {
  readonly session?: Session;
  readonly nav?: Partial<LtNavInfo>;
  readonly prefs?: Readonly<Record<string, unknown>>;
  readonly handlers?: FakeHostOptions['handlers'];
  /** The texts' language: English unless given. */
  readonly lng?: 'en' | 'es';
}

const ok = (result: unknown) => ({ ok: true as const, result });

/** A fake host with English (or Spanish) LT texts, the BTC3L/USDT symbol and the LT endpoints answered. */
export function ltFakeHost(options: LtFakeOptions = {}) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: options.lng ?? 'en',
    resources: { en: { lt: en }, es: { lt: es } },
    initAsync: false,
  });
  const nav: LtNavInfo = { symbolName: 'BTC3LUSDT', st: 1, nav: '2.5', ...options.nav };
  return createFakeHost({
    i18n: instance,
    session: options.session ?? makeSession({ isLogin: true }),
    prefs: memoryPrefs(options.prefs ?? {}),
    symbols: [
      makeSymbol('BTC3L', 'USDT', { pricePrecision: 4, quantityPrecision: 2, amountPrecision: 8 }),
    ],
    handlers: {
      ltSymbolInfo: () => ok(LT_INFO),
      ltNavInfo: () => ok(nav),
      accountInfo: () =>
        ok({ riskState: 0, isolatedMargin: false, leverageOff: false, web2Update: false }),
      ltOrders: () => ok([]),
      ...options.handlers,
    },
  });
}
