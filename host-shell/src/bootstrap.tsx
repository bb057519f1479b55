import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  ENDPOINTS,
  NETWORK_TIMING,
  REALTIME_PATH,
  createBus,
  type SymbolInfo,
} from '@spot/contracts';
import { browserClock } from './realtime/realtime-client';
import { createAccountStore } from './account/account-store';
import { createApiClient } from './api/api-client';
import {
  parseEnvConfig,
  parseRemotesConfig,
  realtimeUrl,
  routeBaseUrl,
  type ConfigResult,
} from './config/runtime-config';
import {
  OVERRIDES_STORAGE_KEY,
  applyOverrides,
  decideOverrides,
  searchWithoutOverrides,
} from './composition/overrides';
import { pageLaterRemotes, pageRemoteLoader, startSpotRemotes } from './composition/remote-loader';
import { takeEarlyJson } from './config/early-fetch';
import { isChunkLoadError, reloadOnceForChunkError } from './composition/chunk-reload-guard';
import { createHostApi, createRealtimeFacade } from './host-api';
import { HOST_NAMESPACES, onRemoteTexts } from './i18n/early-texts';
import { createI18n, loadNamespace } from './i18n/i18n';
import { browserFrameClock, createFramePacer } from './market/frame-pacer';
import { createMarketStreams, warmMarketStreams } from './market/market-streams';
import { createNetworkLayer } from './network/network-layer';
import { createRouteSelector } from './network/route-selector';
import { loadSymbols } from './market/symbols';
import { RealtimeClient } from './realtime/realtime-client';
import { isRtl, resolveRoute } from './routing/routes';
import { createRouter } from './routing/router';
import { createSessionChannel } from './session/session-channel';
import { createSessionStore, loadSession } from './session/session-store';
import { createPageState } from './state/page-state';
import { createAccountPrefs } from './state/account-prefs';
import { createLocalPrefs } from './state/prefs';
import { startLegalRates } from './state/legal-rates-store';
import { createThemeStore } from './state/theme-store';
import { createUiStore } from './state/ui-store';
import { readStoredLocale } from './ui/header-controls';
import { App } from './ui/app';
import { ShellContext, type Shell } from './ui/shell-context';

/** How long the host holds the first symbol's streams for remotes still loading. */
const STREAM_WARM_MS = 10_000;

async function fetchConfig<T>(path: string, parse: (body: unknown) => ConfigResult<T>): Promise<T> {
  const answer = await takeEarlyJson(path);
  if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
  const result = parse(answer.body);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** localStorage, or null where the browser blocks it (the page works without it). */
function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function renderFatal(message: string): void {
  const root = document.getElementById('root');
  if (!root) return;
  root.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'fatal';
  box.setAttribute('role', 'alert');
  box.textContent = `The page could not start: ${message}`;
  root.append(box);
}

async function start(): Promise<void> {
  const [remotesConfig, env] = await Promise.all([
    fetchConfig('/remotes.json', parseRemotesConfig),
    fetchConfig('/env.json', parseEnvConfig),
  ]);

  const decision = decideOverrides(
    location.search,
    sessionStorage.getItem(OVERRIDES_STORAGE_KEY),
    remotesConfig,
  );
  for (const message of decision.refused) console.error(`[host] ${message}`);
  sessionStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(decision.accepted));
  const cleanSearch = searchWithoutOverrides(location.search);
  if (cleanSearch !== location.search)
    history.replaceState(null, '', location.pathname + cleanSearch + location.hash);
  const registry = applyOverrides(remotesConfig, decision.accepted);

  if (env.routes.length === 0) throw new Error('env.json has no route');
  const storage = safeStorage();
  const baseOf = (url: string): string => routeBaseUrl({ name: '', url }, location);
  // The route picker: probes every route, Auto takes the fastest; a choice moves the API
  // client and the socket (spec 000 §2, §7).
  const routes = createRouteSelector({
    routes: env.routes.map((r) => ({ name: r.name, baseUrl: baseOf(r.url) })),
    fetch: (input, init) => window.fetch(input, init),
    storage,
    clock: browserClock,
    isVisible: () => document.visibilityState === 'visible',
    onProbe: (result) => network.monitor.report('netstatus', { ...result }),
  });
  const monitoringUrl = env.monitoring.url;
  const network = createNetworkLayer({
    accelerationBase:
      env.acceleration.enabled && env.acceleration.proxyUrl
        ? baseOf(env.acceleration.proxyUrl)
        : null,
    monitoringUrl:
      monitoringUrl === null
        ? null
        : /^\d{1,5}$/.test(monitoringUrl)
          ? baseOf(monitoringUrl) + ENDPOINTS.monitoringReport.path
          : monitoringUrl,
    nativeFetch: (input, init) => window.fetch(input, init),
    storage,
    clock: browserClock,
    cookies: () => document.cookie,
    canSend: () => navigator.onLine && document.visibilityState === 'visible',
    appVersion: __APP_VERSION__,
    onFailure: () => routes.reportFailure(),
  });
  const router = createRouter();
  const initialRoute = resolveRoute(location.pathname, {
    storedLocale: readStoredLocale(),
    detectedLocale: navigator.language,
  });
  const locale =
    initialRoute.kind === 'redirect'
      ? (initialRoute.to.split('/')[1] ?? 'en')
      : initialRoute.locale;
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';

  // A reply of the wrong shape is reported once per endpoint and page load.
  const malformed = new Set<string>();
  const api = createApiClient({
    baseUrl: (path) => network.baseFor(path, routes.baseUrl()),
    fetch: network.fetch,
    onMalformed: (name) => {
      console.error(`[api] ${name}: a reply of the wrong shape was refused`);
      if (malformed.has(name)) return;
      malformed.add(name);
      network.monitor.report('sdkerror', { message: 'malformed reply', endpoint: name });
    },
  });
  const realtime = new RealtimeClient({
    url: () => realtimeUrl(routes.baseUrl(), REALTIME_PATH),
    onFailure: (code, detail) => {
      console.warn(`[realtime] ${code} ${detail}`);
      network.monitor.report('linksException', {
        code,
        detail,
        route: routes.store.getState().selected,
      });
    },
  });
  routes.onSelected(() => realtime.reopen());
  // Probes (the route picker's latency, the acceleration layer's detection) run on the trading
  // pages: on the login page a probe would only be cut off by the redirect that follows a
  // login, an aborted request per visit; its calls go out natively meanwhile.
  if (initialRoute.kind === 'spot' || initialRoute.kind === 'lt') {
    routes.start();
    void network.start();
  }
  // The connection report every 30 s (spec 001 §9).
  setInterval(() => {
    network.monitor.report('connect', {
      state: realtime.state(),
      route: routes.store.getState().selected,
    });
  }, NETWORK_TIMING.connectionReportMs);
  let symbols: readonly SymbolInfo[] = [];
  const market = createMarketStreams({
    transport: realtime,
    symbols: () => symbols,
    schedule: createFramePacer(browserFrameClock()),
  });
  const session = createSessionStore();
  const ui = createUiStore();
  const i18n = await createI18n(locale);
  const page = createPageState({
    navigate: (path) => router.navigate(path),
    reload: () => location.reload(),
    mainSite: env.mainSite.url ? baseOf(env.mainSite.url) : null,
  });
  // A tab coming back into view or back online checks its socket at once (by wall clock).
  let lastPage = page.get();
  page.subscribe((state) => {
    const woke = (state.visible && !lastPage.visible) || (state.online && !lastPage.online);
    if (state.visible !== lastPage.visible) network.monitor.visibilityChanged();
    lastPage = state;
    if (woke) realtime.checkLiveness();
  });

  // The first live row is what a trader waits for: the socket opens while symbols, session and
  // texts load. On a spot page the entry chunk has already started the remotes with the page's
  // loader (`startSpotRemotes`: the order book run, the others loaded but not run until their
  // slots mount); the same remotes give the same loader, and starting again only joins.
  realtime.start();
  const loader = pageRemoteLoader(registry.remotes);
  if (initialRoute.kind === 'spot') startSpotRemotes(loader, pageLaterRemotes());
  // The book is subscribed as soon as the symbol's merge steps are known, not after the texts.
  const symbolsLoad = loadSymbols(api).then((result) => {
    symbols = result.symbols;
    if (initialRoute.kind === 'spot') {
      warmMarketStreams(market, `${initialRoute.base}${initialRoute.quote}`, STREAM_WARM_MS);
    }
    return result;
  });
  const [symbolsResult] = await Promise.all([
    symbolsLoad,
    loadSession(session, api),
    ...HOST_NAMESPACES.map((ns) => loadNamespace(i18n, ns, location.origin)),
  ]);

  // Server preferences when logged in, the browser's otherwise (DESIGN §5); they follow the
  // session, so a login or logout in another tab switches them too.
  const prefs = createAccountPrefs({ local: createLocalPrefs(localStorage), api });
  const followAccount = (): void => void prefs.useAccount(session.getState().user?.id ?? null);
  followAccount();
  session.subscribe(followAccount);
  // A login, logout or account switch in another tab: refresh user info, reopen the socket.
  const sessionChannel = createSessionChannel();
  sessionChannel.listen(() => {
    void loadSession(session, api).then(() => realtime.reopen());
  });
  const bus = createBus((error, event) =>
    console.error(`[bus] a listener of ${event} threw`, error),
  );
  // A payload of the wrong shape is reported once per topic and page load, and dropped.
  const droppedTopics = new Set<string>();
  const realtimeApi = createRealtimeFacade(realtime, (topic) => {
    if (droppedTopics.has(topic)) return;
    droppedTopics.add(topic);
    network.monitor.report('sdkerror', { message: 'malformed payload', topic });
  });
  const currentSymbol = (): string | null => {
    const route = resolveRoute(router.store.getState().path, {
      storedLocale: null,
      detectedLocale: 'en',
    });
    return route.kind === 'spot' || route.kind === 'lt' ? `${route.base}${route.quote}` : null;
  };
  const account = createAccountStore({
    api,
    realtime: realtimeApi,
    session: { get: () => session.getState(), subscribe: (l) => session.subscribe((s) => l(s)) },
    page,
    bus,
    symbol: currentSymbol,
  });
  router.store.subscribe(() => account.reevaluate());
  const host = createHostApi({
    bus,
    account,
    api,
    realtime: realtimeApi,
    market,
    session,
    prefs,
    i18n,
    ui: ui.api,
    page,
  });

  // The remotes' texts requested by the entry chunk go into i18next as they arrive, before the
  // remotes mount, and a remote's own request for them finds them there.
  onRemoteTexts((texts) => void host.i18n.loadNamespace(texts.namespace, texts.baseUrl, texts));

  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason))
      reloadOnceForChunkError(sessionStorage, () => location.reload());
  });

  const shell: Shell = {
    host,
    loader,
    router,
    env,
    overrides: decision.accepted,
    clearOverrides: () => {
      sessionStorage.removeItem(OVERRIDES_STORAGE_KEY);
      location.reload();
    },
    ui: ui.store,
    dismissToast: ui.dismiss,
    themeStore: createThemeStore(prefs),
    session: sessionChannel,
    legalRates: startLegalRates(api).store,
    symbolsError: symbolsResult.error,
    routes,
    prefs,
  };

  const container = document.getElementById('root');
  if (!container) throw new Error('no #root element');
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <ShellContext.Provider value={shell}>
        <App />
      </ShellContext.Provider>
    </I18nextProvider>,
  );
}

start().catch((error: unknown) => {
  console.error('[host] start failed', error);
  renderFatal(error instanceof Error ? error.message : String(error));
});
