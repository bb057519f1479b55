import {
  ACCOUNT_ERROR_CODES,
  CONTRACT_VERSION,
  isPublicTopic,
  isRealtimeTopic,
  isTopicPayload,
  topicKey,
  type Bus,
  type HostAccount,
  type HostApi,
  type HostApiClient,
  type HostMarket,
  type HostPage,
  type HostPrefs,
  type HostRealtime,
  type HostUi,
  type PublicTopicParams,
  type RealtimeTopic,
} from '@spot/contracts';
import type { i18n as I18n } from 'i18next';
import { createNamespaceLoader } from './i18n/i18n';
import type { RealtimeClient } from './realtime/realtime-client';
import type { SessionStore } from './session/session-store';

export function subscriptionKey(topic: string, params: Readonly<Record<string, unknown>>): string {
  if (isPublicTopic(topic)) return topicKey(topic, params as PublicTopicParams[typeof topic]);
  return [topic, ...Object.values(params).map(String)].join('.');
}

/**
 * `HostApi.realtime`: every payload is checked against its topic's guard at the boundary, so a
 * remote never sees one of the wrong shape; one that fails is dropped and `onDropped` hears of
 * it (for monitoring). A topic outside the contract is refused.
 */
export function createRealtimeFacade(
  client: RealtimeClient,
  onDropped: (topic: RealtimeTopic) => void = () => undefined,
): HostRealtime {
  return {
    subscribe(topic, params, onMessage) {
      if (!isRealtimeTopic(topic)) {
        console.error(`[realtime] refused a subscription to the unknown topic "${String(topic)}"`);
        return () => undefined;
      }
      return client.subscribe(subscriptionKey(topic, params), topic, params, (message) => {
        if (!isTopicPayload(topic, message.data)) {
          console.warn(`[realtime] dropped a ${topic} payload of the wrong shape`);
          onDropped(topic);
          return;
        }
        onMessage(message.data, message.type);
      });
    },
    state: () => client.state(),
    onState: (listener) => client.onState(listener),
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
  readonly bus: Bus;
  readonly account: HostAccount;
  readonly api: HostApiClient;
  readonly realtime: HostRealtime;
  readonly market: HostMarket;
  readonly session: SessionStore;
  readonly prefs: HostPrefs;
  readonly i18n: I18n;
  readonly ui: HostUi;
  readonly page: HostPage;
}

/** Assembles the one door from a remote to the world (DESIGN §5). */
export function createHostApi(parts: HostApiParts): HostApi {
  const loadNamespace = createNamespaceLoader(parts.i18n);
  return {
    contractVersion: CONTRACT_VERSION,
    bus: parts.bus,
    session: {
      get: () => parts.session.getState(),
      subscribe: (listener) => parts.session.subscribe((s) => listener(s)),
    },
    market: parts.market,
    account: parts.account,
    realtime: parts.realtime,
    api: withDemoToast(parts.api, parts.ui),
    prefs: parts.prefs,
    i18n: {
      instance: parts.i18n,
      loadNamespace: (ns, baseUrl, options) => loadNamespace(ns, baseUrl, options?.languages),
    },
    ui: parts.ui,
    page: parts.page,
  };
}
