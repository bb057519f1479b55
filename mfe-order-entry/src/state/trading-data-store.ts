import { createStore } from 'zustand/vanilla';
import {
  isNonNegativeDecimalString,
  utaQuotaCap,
  type AccountInfo,
  type HostApi,
  type TokenBalance,
} from '@spot/contracts';

/** What the form knows of the trader's account; every field read from the network is guarded. */
export interface TradingData {
  /** Free balance by token id; null until loaded (or for a visitor). */
  readonly balances: ReadonlyMap<string, string> | null;
  /** Remaining innovation quota in quote by symbol id; a missing symbol has no quota. */
  readonly quotas: ReadonlyMap<string, QuotaEntry>;
  readonly account: AccountInfo | null;
  readonly loadError: string | null;
}

/** `remain` is null for an unlimited UTA quota; `classic` tells which API shape it came in. */
export interface QuotaEntry {
  readonly remain: string | null;
  readonly classic: boolean;
}

const EMPTY: TradingData = { balances: null, quotas: new Map(), account: null, loadError: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Free balances of well-formed rows; a malformed row is logged and dropped. */
export function readBalances(rows: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!Array.isArray(rows)) return out;
  for (const row of rows as unknown[]) {
    const balance = row as Partial<TokenBalance>;
    if (
      isRecord(row) &&
      typeof balance.tokenId === 'string' &&
      isNonNegativeDecimalString(balance.free)
    ) {
      out.set(balance.tokenId, balance.free);
    } else {
      console.warn('[order-entry] dropped a malformed balance row', row);
    }
  }
  return out;
}

/** Innovation quotas in either shape (classic remainAmount, UTA coin and limit). */
export function readQuotas(result: unknown): Map<string, QuotaEntry> {
  const out = new Map<string, QuotaEntry>();
  if (!isRecord(result)) return out;
  for (const [symbolId, entry] of Object.entries(result)) {
    if (!isRecord(entry)) continue;
    if (isNonNegativeDecimalString(entry.remainAmount)) {
      out.set(symbolId, { remain: entry.remainAmount, classic: true });
    } else if (typeof entry.coin === 'string' && typeof entry.limit === 'string') {
      out.set(symbolId, {
        remain: utaQuotaCap({ coin: entry.coin, limit: entry.limit }),
        classic: false,
      });
    }
  }
  return out;
}

export function readAccountInfo(result: unknown): AccountInfo | null {
  if (!isRecord(result) || typeof result.riskState !== 'number') return null;
  return {
    riskState: result.riskState,
    isolatedMargin: result.isolatedMargin === true,
    leverageOff: result.leverageOff === true,
    web2Update: result.web2Update === true,
  };
}

/**
 * Balances, innovation quotas and account info of the logged-in trader. Balances come from
 * `host.account` once the host has loaded them, else from the balances call.
 */
export function createTradingDataStore(host: HostApi) {
  const store = createStore<TradingData>(() => EMPTY);
  let generation = 0;

  const fromHost = () => {
    const snapshot = host.account.get();
    return snapshot.updatedAt > 0 ? readBalances(snapshot.balances) : null;
  };

  async function load(): Promise<void> {
    const mine = ++generation;
    if (!host.session.get().isLogin) {
      store.setState(EMPTY);
      return;
    }
    const hostBalances = fromHost();
    const [balances, quotas, account] = await Promise.all([
      hostBalances ? null : host.api.call('balances', {}),
      host.api.call('innovationQuota', {}),
      host.api.call('accountInfo', {}),
    ]);
    if (mine !== generation) return;
    const failed = [balances, quotas, account].find((r) => r && !r.ok);
    store.setState({
      balances: hostBalances ?? (balances?.ok ? readBalances(balances.result) : null),
      quotas: quotas.ok ? readQuotas(quotas.result) : new Map(),
      account: account.ok ? readAccountInfo(account.result) : null,
      loadError: failed && !failed.ok ? failed.message : null,
    });
  }

  /** Reads account info afresh, as the gates need it at submit time. */
  async function freshAccount(): Promise<AccountInfo | { readonly error: string }> {
    const result = await host.api.call('accountInfo', {});
    const info = result.ok ? readAccountInfo(result.result) : null;
    if (info) store.setState({ account: info });
    return info ?? { error: result.ok ? 'malformed account info' : result.message };
  }

  function start(): () => void {
    void load();
    const offSession = host.session.subscribe(() => void load());
    const offAccount = host.account.subscribe(() => {
      const balances = fromHost();
      if (balances) store.setState({ balances });
    });
    return () => {
      generation += 1;
      offSession();
      offAccount();
    };
  }

  return { store, load, freshAccount, start };
}

export type TradingDataStore = ReturnType<typeof createTradingDataStore>;
