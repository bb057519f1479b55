import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HostApiClient } from '@spot/contracts';
import type { LegalRates } from '../market/legal-value';

/** How often the legal-currency rates are read again. */
export const LEGAL_RATES_REFRESH_MS = 60_000;

export interface LegalRatesState {
  readonly rates: LegalRates;
}

/** Reads the legal-currency rates now and every minute; a failed read keeps the last ones. */
export function startLegalRates(api: HostApiClient): {
  store: StoreApi<LegalRatesState>;
  stop(): void;
} {
  const store = createStore<LegalRatesState>(() => ({ rates: {} }));
  const load = async (): Promise<void> => {
    const reply = await api.call('legalInfo', {});
    if (reply.ok) store.setState({ rates: reply.result.rates });
  };
  void load();
  const timer = setInterval(() => void load(), LEGAL_RATES_REFRESH_MS);
  return { store, stop: () => clearInterval(timer) };
}
