import type { i18n as I18nInstance } from 'i18next';
import type { Bus } from './bus/bus';
import type { ApiResult } from './api/envelope';
import type { EndpointName, EndpointRequest, EndpointResult } from './api/endpoints';
import type { DecimalString } from './domain/decimal-string';
import type { SymbolInfo, SymbolRef, Ticker } from './domain/symbol';
import type { Session } from './session';
import type { ConnectionState } from './wire/protocol';
import type { RealtimeTopic, TopicParams, TopicPayload } from './wire/realtime-topics';
import type { CandleData, CandleInterval, RecentTrade } from './wire/topics';
import type { TokenBalance } from './domain/account';
import type { Order } from './domain/order';

export const SLOT_NAMES = [
  'chart',
  'orderbook',
  'order-entry',
  'tools',
  'orders',
  'lt-page',
  'lt-dialog',
] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export type ThemeName = 'dark' | 'light';

/** What every remote's `./meta` exposes; read before `./App`. */
export interface RemoteMeta {
  /** The remote's folder name, e.g. `mfe-chart`. */
  readonly name: string;
  readonly version: string;
  /** The `CONTRACT_VERSION` the remote was built against. */
  readonly contractVersion: string;
}

/** Props of every remote's `./App` default export (DESIGN §5). */
export interface RemoteProps {
  readonly host: HostApi;
  readonly slot: SlotName;
  readonly symbol: SymbolRef;
  readonly locale: string;
  readonly theme: ThemeName;
  /** The payload that opened a slot on demand (lt-dialog, tools). */
  readonly request?: Readonly<Record<string, unknown>>;
}

/** A shared market stream: the latest state and a change signal at most once per frame. */
export interface MarketStream<T> {
  get(): T;
  /** `onChange` runs at most once per animation frame; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** One side of a book held by the host: best first, decimal strings. */
export type BookLevel = readonly [price: DecimalString, size: DecimalString];

export interface OrderBookSnapshot {
  readonly symbolName: string;
  /** The merge step the levels are grouped at. */
  readonly step: DecimalString;
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  /** `empty` until the first snapshot of this symbol and step, and again after a gap. */
  readonly status: 'empty' | 'ready';
  /** Server time of the last message applied, ms since the epoch (0 when empty). */
  readonly ts: number;
}

export interface TradesSnapshot {
  readonly symbolName: string;
  /** Newest first, at most `RECENT_TRADES_LIMIT`. */
  readonly trades: readonly RecentTrade[];
  readonly ts: number;
}

export interface TickerSnapshot {
  readonly symbolName: string;
  readonly ticker: Ticker | null;
  readonly ts: number;
}

export interface CandlesSnapshot {
  readonly symbolName: string;
  readonly interval: CandleInterval;
  /** The live candle, or null before the first push. */
  readonly candle: CandleData | null;
  readonly ts: number;
}

export interface Subscribable<T> {
  get(): T;
  /** Returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface HostSession extends Subscribable<Session> {}

export interface HostMarket {
  symbols(): readonly SymbolInfo[];
  symbol(symbolName: string): SymbolInfo | undefined;
  orderBook(symbolName: string, step: DecimalString): MarketStream<OrderBookSnapshot>;
  trades(symbolName: string): MarketStream<TradesSnapshot>;
  ticker(symbolName: string): MarketStream<TickerSnapshot>;
  candles(symbolName: string, interval: CandleInterval): MarketStream<CandlesSnapshot>;
}

export interface AccountSnapshot {
  readonly balances: readonly TokenBalance[];
  readonly openOrders: readonly Order[];
  /** ms since the epoch of the last successful refresh (0 never). */
  readonly updatedAt: number;
}

export interface HostAccount extends Subscribable<AccountSnapshot> {
  refresh(): Promise<void>;
}

export interface HostRealtime {
  /**
   * For topics without a host stream; returns the unsubscribe. Typed per topic (since contract
   * 1.2.0): the host checks each payload against its topic's guard and hands on only a payload
   * of that shape; one of the wrong shape is reported to monitoring and dropped. A topic the
   * contract does not know is refused.
   */
  subscribe<T extends RealtimeTopic>(
    topic: T,
    params: TopicParams<T>,
    onMessage: (data: TopicPayload<T>, type: 'snapshot' | 'delta') => void,
  ): () => void;
  state(): ConnectionState;
  onState(listener: (state: ConnectionState) => void): () => void;
}

export interface HostApiClient {
  /** Never rejects. */
  call<N extends EndpointName>(
    name: N,
    request: EndpointRequest<N>,
    options?: { readonly signal?: AbortSignal; readonly timeoutMs?: number },
  ): Promise<ApiResult<EndpointResult<N>>>;
}

export interface HostPrefs {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T): void;
  /** Returns the unsubscribe. */
  subscribe<T>(key: string, listener: (value: T | undefined) => void): () => void;
}

export interface HostI18n {
  readonly instance: I18nInstance;
  /**
   * Loads `locales/<lng>/<ns>.json` from the remote's own origin; missing files load empty.
   * `languages` (since 1.1.0) are the ones the app ships: the page's language is requested only
   * when it is among them, so an untranslated app falls back to English without a 404.
   */
  loadNamespace(
    ns: string,
    baseUrl: string,
    options?: { readonly languages?: readonly string[] },
  ): Promise<void>;
}

export interface ToastRequest {
  readonly kind: 'success' | 'error' | 'info' | 'warning';
  /** `namespace:key` */
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /**
   * A notice (spec 000 §8: `orderCompleted` with its detail text) rather than a toast: the
   * host shows `key` as its title and `detail` (`namespace:key`, same params) below, longer
   * than a toast and with a close button, in the same stack, so nothing of the page's
   * controls is covered and an event is announced once. Since 1.1.0; an older host shows the
   * title as a toast.
   */
  readonly detail?: string;
}

export interface ConfirmRequest {
  /** `namespace:key` for each text. */
  readonly title: string;
  readonly body: string;
  readonly confirmKey: string;
}

export interface HostUi {
  toast(request: ToastRequest): void;
  confirm(request: ConfirmRequest): Promise<boolean>;
}

export type WidthClass = 'mobile' | 'desktop' | 'wide';

/**
 * Spec 000 §9: a resize is acted on at most every 100 ms, by the host (its width class) and by
 * a remote that measures its own place (the phone's order book).
 */
export const RESIZE_THROTTLE_MS = 100;

export interface PageState {
  readonly visible: boolean;
  readonly online: boolean;
  readonly widthClass: WidthClass;
}

export interface HostPage extends Subscribable<PageState> {
  navigate(path: string): void;
  reload(): void;
  /**
   * The URL of a page outside this product, on the exchange's main site (DESIGN §8: campaigns,
   * rewards hub, OTC, invest, copy trading, account order pages, support articles), e.g.
   * `outsideUrl('/user/assets/otc/convert', { fromCoin: 'BTC' })`. `path` starts with `/`.
   * Since contract 1.1.0: a remote feature-detects it and falls back to this page's origin.
   */
  outsideUrl?(path: string, query?: Readonly<Record<string, string>>): string;
}

/** The only door from a remote to the world (DESIGN §5). */
export interface HostApi {
  /** The host's contract version, for feature detection by newer remotes. */
  readonly contractVersion: string;
  readonly bus: Bus;
  readonly session: HostSession;
  readonly market: HostMarket;
  readonly account: HostAccount;
  readonly realtime: HostRealtime;
  readonly api: HostApiClient;
  readonly prefs: HostPrefs;
  readonly i18n: HostI18n;
  readonly ui: HostUi;
  readonly page: HostPage;
}
