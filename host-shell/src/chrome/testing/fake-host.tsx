import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import {
  createFakeHost as createContractFakeHost,
  makeSymbol,
  makeTicker,
  memoryStorage,
  type FakeHostOptions,
} from '@spot/contracts/testing';
import { createI18n } from '../../i18n/i18n';
import { createLocalPrefs } from '../../state/prefs';
import hostEn from '../../../locales/en/host.json';

/** Test support for the chrome: the contract's fake host with the host's own prefs over a Storage. */

export function createFakeHost(
  options: Omit<FakeHostOptions, 'prefs'> & {
    /** Backs `host.prefs`; pass one to see a value survive a remount. */
    prefsStorage?: Storage;
  } = {},
) {
  const { prefsStorage, ...rest } = options;
  const fake = createContractFakeHost({
    symbols: [makeSymbol('BTC', 'USDT'), makeSymbol('ETH', 'USDT')],
    ...rest,
    prefs: createLocalPrefs(prefsStorage ?? memoryStorage()),
  });
  return {
    ...fake,
    /** Sets a ticker with this 24 h change and delivers it, as on the next frame. */
    pushTicker(symbolName: string, price24hPcntE6: string) {
      fake.ticker(symbolName).set({
        symbolName,
        ticker: makeTicker(symbolName, { price24hPcntE6 }),
        ts: 1,
      });
      fake.frame();
    },
    pushNotices(data: unknown, type: 'snapshot' | 'delta' = 'snapshot') {
      fake.push('notice', data, type);
    },
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
