import { createStore } from 'zustand/vanilla';
import {
  ACCOUNT_ERROR_CODES,
  CONTRACT_VERSION,
  createBus,
  isPublicTopic,
  topicKey,
  type AccountSnapshot,
  type HostAccount,
  type HostApi,
  type HostApiClient,
  type HostMarket,
  type HostPage,
  type HostPrefs,
  type HostRealtime,
  type HostUi,
  type PublicTopicParams,
} from '@spot/contracts';
import type { i18n as I18n } from 'i18next';
import { loadNamespace } from './i18n/i18n';
import type { RealtimeClient } from './realtime/realtime-client';
import type { SessionStore } from './session/session-store';

export function subscriptionKey(topic: string, params: Readonly<Record<string, unknown>>): string {
  if (isPublicTopic(topic)) return topicKey(topic, params as PublicTopicParams[typeof topic]);
  return [topic, ...Object.values(params).map(String)].join('.');
}

function createRealtimeFacade(client: RealtimeClient): HostRealtime {
  return {
    subscribe(topic, params, onMessage) {
      return client.subscribe(subscriptionKey(topic, params), topic, params, (message) =>
        onMessage(message.data, message.type),
      );
    },
    state: () => client.state(),
    onState: (listener) => client.onState(listener),
  };
}

/**
 * Balances and open orders for marking. A visitor has none; logged-in balances and their
 * polling rules are the realtime issue's (#5), so refresh keeps the snapshot honest: empty.
 */
function createAccount(): HostAccount {
  const store = createStore<AccountSnapshot>(() => ({
    balances: [],
    openOrders: [],
    updatedAt: 0,
  }));
  return {
    get: () => store.getState(),
    subscribe: (listener) => store.subscribe((s) => listener(s)),
    refresh: async () => undefined,
  };
}

/**
 * A demo account asking for a function it lacks gets the spec's toast (spec 001 §6), whichever
 * app made the call: the exchange answers such calls with `demoNotSupported`.
 */
export function withDemoToast(api: HostApiClient, ui: HostUi): HostApiClient {
  return {
    async call(name, request, options) {
      const result = await api.call(name, request, options);
      if (
        !result.ok &&
        result.kind === 'business' &&
        result.code === ACCOUNT_ERROR_CODES.demoNotSupported
      ) {
        ui.toast({ kind: 'info', key: 'spot-exchange:demoNotSupported' });
      }
      return result;
    },
  };
}

export interface HostApiParts {
  readonly api: HostApiClient;
  readonly realtime: RealtimeClient;
  readonly market: HostMarket;
  readonly session: SessionStore;
  readonly prefs: HostPrefs;
  readonly i18n: I18n;
  readonly ui: HostUi;
  readonly page: HostPage;
}

/** Assembles the one door from a remote to the world (DESIGN §5). */
export function createHostApi(parts: HostApiParts): HostApi {
  return {
    contractVersion: CONTRACT_VERSION,
    bus: createBus((error, event) => console.error(`[bus] a listener of ${event} threw`, error)),
    session: {
      get: () => parts.session.getState(),
      subscribe: (listener) => parts.session.subscribe((s) => listener(s)),
    },
    market: parts.market,
    account: createAccount(),
    realtime: createRealtimeFacade(parts.realtime),
    api: withDemoToast(parts.api, parts.ui),
    prefs: parts.prefs,
    i18n: {
      instance: parts.i18n,
      loadNamespace: (ns, baseUrl) => loadNamespace(parts.i18n, ns, baseUrl),
    },
    ui: parts.ui,
    page: parts.page,
  };
}
