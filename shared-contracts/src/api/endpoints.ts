import type { ComplianceFlags, UserInfo } from '../domain/account';
import type { LtNavInfo, LtSymbolInfo, SymbolInfo, Ticker } from '../domain/symbol';
import type { EnvelopeKind } from './envelope';

export interface EndpointDef {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly envelope: EnvelopeKind;
  /** Mutating calls carry `X-CSRF-Token`. */
  readonly mutating: boolean;
  /** Only idempotent reads are retried by the client. */
  readonly idempotent: boolean;
  /** Create and cancel carry a W3C `traceparent` header. */
  readonly traced: boolean;
}

/**
 * The endpoint map (DESIGN §5): the sim and the host import this one table. Paths the spec
 * leaves unshown are chosen here. Later issues add endpoints (a minor contract bump).
 */
export const ENDPOINTS = {
  symbols: {
    method: 'GET',
    path: '/spot/api/basic/symbol_list',
    envelope: 'code',
    mutating: false,
    idempotent: true,
    traced: false,
  },
  tickers: {
    method: 'GET',
    path: '/spot/api/quote/v2/tickers',
    envelope: 'code',
    mutating: false,
    idempotent: true,
    traced: false,
  },
  userInfo: {
    method: 'GET',
    path: '/user/api/info',
    envelope: 'code',
    mutating: false,
    idempotent: true,
    traced: false,
  },
  complianceConfig: {
    method: 'GET',
    path: '/spot/api/basic/compliance_config',
    envelope: 'code',
    mutating: false,
    idempotent: true,
    traced: false,
  },
  ltSymbolInfo: {
    method: 'POST',
    path: '/spot/api/lt/symbol_info',
    envelope: 'code',
    mutating: false,
    idempotent: true,
    traced: false,
  },
  ltNavInfo: {
    method: 'GET',
    path: '/spot/api/lt/kline_info',
    envelope: 'code',
    mutating: false,
    idempotent: true,
    traced: false,
  },
  logout: {
    method: 'POST',
    path: '/logout',
    envelope: 'code',
    mutating: true,
    idempotent: false,
    traced: false,
  },
} as const satisfies Readonly<Record<string, EndpointDef>>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Request and result types per endpoint. A GET's request becomes its query string. */
export interface EndpointTypes {
  symbols: { request: Record<string, never>; result: readonly SymbolInfo[] };
  tickers: { request: Record<string, never>; result: readonly Ticker[] };
  /** `null` for a visitor who is not logged in. */
  userInfo: { request: Record<string, never>; result: UserInfo | null };
  complianceConfig: { request: Record<string, never>; result: ComplianceFlags };
  ltSymbolInfo: { request: { readonly symbol: string }; result: LtSymbolInfo };
  ltNavInfo: { request: { readonly symbol: string }; result: LtNavInfo };
  logout: { request: Record<string, never>; result: null };
}

export type EndpointRequest<N extends EndpointName> = EndpointTypes[N]['request'];
export type EndpointResult<N extends EndpointName> = EndpointTypes[N]['result'];

/** Latency probe path on every route (spec 000 §7). */
export const LATENCY_PROBE_PATH = '/t1';
/** Realtime path on every route (spec 001 §7). */
export const REALTIME_PATH = '/realtime_w';
/** Cookie and header of the CSRF scheme (DESIGN §5). */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';
