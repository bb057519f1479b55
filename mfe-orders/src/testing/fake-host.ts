import i18next from 'i18next';
import type { ApiResult, Session, SymbolInfo } from '@spot/contracts';
import {
  createFakeHost as createContractFakeHost,
  makeSession,
  makeSymbol,
  type SessionOptions,
} from '@spot/contracts/testing';
import en from '../../locales/en/orders.json';

/** Logged in as the classic user unless told, with the integrated order request off. */
export function sessionOf(options: SessionOptions = {}): Session {
  return makeSession({
    isLogin: true,
    ...options,
    compliance: { integratedOrderRequest: false, ...options.compliance },
  });
}

/**
 * The contract's fake host with this remote's English texts loaded, so components render real
 * strings (with `lateTexts`, only once `releaseTexts()` is called, as over a slow network), and
 * every endpoint answering an empty list until `fake.control.answer` says otherwise; the
 * symbols BTCUSDT and ETHUSDT unless given.
 */
export function createFakeHost(
  session: Session = sessionOf(),
  options: { lateTexts?: boolean; symbols?: readonly SymbolInfo[] } = {},
) {
  const instance = i18next.createInstance();
  let releaseTexts: () => void = () => undefined;
  const textsLoaded = options.lateTexts
    ? new Promise<void>((resolve) => {
        releaseTexts = () => {
          instance.addResourceBundle('en', 'orders', en);
          resolve();
        };
      })
    : Promise.resolve();
  void instance.init({
    lng: 'en',
    resources: options.lateTexts ? {} : { en: { orders: en } },
    ns: ['orders'],
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
  });
  const fake = createContractFakeHost({
    session,
    symbols: options.symbols ?? [makeSymbol('BTC', 'USDT'), makeSymbol('ETH', 'USDT')],
    i18n: instance,
    loadNamespace: () => textsLoaded,
    answer: (): ApiResult<unknown> => ({ ok: true, result: [] }),
  });
  return {
    ...fake,
    /** With `lateTexts`, the remote's texts arrive only now. */
    releaseTexts: () => releaseTexts(),
  };
}

export type FakeHost = ReturnType<typeof createFakeHost>;
