import {
  CSRF_COOKIE,
  CSRF_HEADER,
  ENDPOINTS,
  H3_SDK_LEVELS,
  LATENCY_PROBE_PATH,
  NETWORK_TIMING,
  readH3Switch,
  type EndpointName,
  type H3SdkLevel,
  type H3SwitchResponse,
  type MonitoringReport,
} from '@spot/contracts';
import { readCookie } from '../api/api-client';
import type { Clock } from '../realtime/realtime-client';
import { createMonitor, type Monitor } from './monitoring';

/**
 * Endpoints whose paths go through the acceleration route (spec 001 §7's whitelist, as the
 * endpoint map names them): profile and member info, logout, preferences, exchange rates,
 * banner content, symbol lists, klines, the notice-visible symbol, assets, order create,
 * modify and cancel, the innovation quota, LT calls, the unified wallet, web config and the
 * grid-bot list.
 */
export const ACCELERATED_ENDPOINTS: readonly EndpointName[] = [
  'userInfo',
  'accountInfo',
  'logout',
  'preferences',
  'setPreferences',
  'legalInfo',
  'announcements',
  'symbols',
  'tickers',
  'klines',
  'symbolNotice',
  'balances',
  'unifiedAsset',
  'orderCreate',
  'planOrderCreate',
  'ocoOrderCreate',
  'orderModify',
  'planOrderModify',
  'cancelOrder',
  'cancelPlanOrder',
  'innovationQuota',
  'ltSymbolInfo',
  'ltNavInfo',
  'ltSubscribe',
  'ltRedeem',
  'ltOrders',
  'complianceConfig',
  'strategyList',
];
export const ACCELERATED_PATHS: ReadonlySet<string> = new Set(
  ACCELERATED_ENDPOINTS.map((name) => ENDPOINTS[name].path),
);

/** SDK level, stored locally (spec 001 §4): 0 default, 1 open global H3, 2 close. */
export const SDK_LEVEL_KEY = 'SPOT_NET_SDK_LEVEL';
export const H3_CACHE_KEY = 'SPOT_H3_SWITCH';
export const DEVICE_ID_KEY = 'SPOT_DEVICE_ID';

export function readSdkLevel(storage: Pick<Storage, 'getItem'> | null): H3SdkLevel {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SDK_LEVEL_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === String(H3_SDK_LEVELS.openGlobalH3)) return H3_SDK_LEVELS.openGlobalH3;
  if (raw === String(H3_SDK_LEVELS.close)) return H3_SDK_LEVELS.close;
  return H3_SDK_LEVELS.reopen;
}

/** Checks an H3 switch answer `{ err_code, result: { res_code, monitor_switch } | null }`. */
export function parseH3Reply(body: unknown): H3SwitchResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const { err_code: err, result } = body as Record<string, unknown>;
  if (!Number.isSafeInteger(err)) return null;
  if (result === null || result === undefined) return { err_code: err as number, result: null };
  if (typeof result !== 'object') return null;
  const { res_code: res, monitor_switch: monitor } = result as Record<string, unknown>;
  if (!Number.isSafeInteger(res) || !Number.isSafeInteger(monitor)) return null;
  return {
    err_code: err as number,
    result: { res_code: res as number, monitor_switch: monitor as number },
  };
}

export interface NetworkLayerDeps {
  /** The acceleration route's base URL (null: no acceleration). */
  readonly accelerationBase: string | null;
  /** The monitoring sink's URL (null: reports are kept, never sent). */
  readonly monitoringUrl: string | null;
  readonly nativeFetch: typeof fetch;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly clock: Clock;
  readonly elapsed?: () => number;
  readonly cookies: () => string;
  readonly canSend: () => boolean;
  readonly appVersion: string;
  /** A call failed: the net status is refreshed (spec 001 §8). */
  readonly onFailure?: () => void;
}

export interface NetworkState {
  /** The layer is on: calls are recorded and may be accelerated. */
  readonly active: boolean;
  readonly white: boolean;
  readonly detectionOk: boolean;
  readonly logRequests: boolean;
  readonly level: H3SdkLevel;
}

export interface NetworkLayer {
  /** The fetch the API client uses: accelerated and recorded, or the native one when off. */
  readonly fetch: typeof fetch;
  readonly monitor: Monitor;
  state(): NetworkState;
  /** The base URL a path goes to, given the selected route's. */
  baseFor(path: string, routeBase: string): string;
  start(): Promise<void>;
  stop(): void;
}

function randomId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return (
    signal?.aborted === true ||
    (typeof error === 'object' && error !== null && (error as Error).name === 'AbortError')
  );
}

/**
 * The network acceleration and monitoring layer (spec 001 §4, §7, §8, §9). It never patches
 * the page's global fetch or XHR: it is the fetch the API client is given, and "restoring
 * native fetch" (res_code 8, or an exception while starting) means that fetch becomes the
 * native one, unrecorded and unaccelerated. Whitelisted paths go to the acceleration route
 * with the host replaced while the device is a white user whose last H3 probe answered.
 */
export function createNetworkLayer(deps: NetworkLayerDeps): NetworkLayer {
  const { clock, storage } = deps;
  const elapsed = deps.elapsed ?? (() => performance.now());
  let active = true;
  let white = false;
  let detectionOk = true;
  let logRequests = false;
  const level = readSdkLevel(storage);
  let detectTimer: unknown = null;

  const monitor = createMonitor({
    clock,
    canSend: deps.canSend,
    send: async (reports: readonly MonitoringReport[]) => {
      if (!deps.monitoringUrl) return false;
      const token = readCookie(deps.cookies(), CSRF_COOKIE);
      const response = await deps.nativeFetch(deps.monitoringUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
        body: JSON.stringify({ reports }),
      });
      return response.ok;
    },
  });

  function accelerates(path: string): boolean {
    if (!active || deps.accelerationBase === null || level === H3_SDK_LEVELS.close) return false;
    if (level === H3_SDK_LEVELS.openGlobalH3) return true;
    return white && detectionOk && ACCELERATED_PATHS.has(path);
  }

  function baseFor(path: string, routeBase: string): string {
    return accelerates(path) ? (deps.accelerationBase as string) : routeBase;
  }

  /** The recording fetch, used while the layer is on. */
  const layeredFetch: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const accelerated = accelerates(url.pathname);
    const end = monitor.begin(url.pathname);
    const started = elapsed();
    try {
      const response = await deps.nativeFetch(input, init);
      const cost = Math.round(elapsed() - started);
      end({ kind: 'answered', status: response.status }, cost);
      if (logRequests) {
        monitor.report('http', { path: url.pathname, status: response.status, cost, accelerated });
      }
      if (accelerated) monitor.report('whitelist', { path: url.pathname, cost });
      if (response.status >= 500) deps.onFailure?.();
      return response;
    } catch (error) {
      const cost = Math.round(elapsed() - started);
      if (isAbort(error, init?.signal)) end({ kind: 'abort' }, cost);
      else {
        end(
          { kind: 'neterror', message: error instanceof Error ? error.message : String(error) },
          cost,
        );
        deps.onFailure?.();
      }
      throw error;
    }
  };

  function turnOff(reason: string): void {
    active = false;
    white = false;
    clock.clearTimeout(detectTimer);
    detectTimer = null;
    console.info(`[network] acceleration layer off: ${reason}`);
  }

  async function detect(): Promise<void> {
    if (!deps.accelerationBase) return;
    const controller = new AbortController();
    const timer = clock.setTimeout(() => controller.abort(), NETWORK_TIMING.fetchTimeoutMs);
    const started = elapsed();
    let ok = false;
    try {
      const response = await deps.nativeFetch(deps.accelerationBase + LATENCY_PROBE_PATH, {
        cache: 'no-store',
        credentials: 'include',
        signal: controller.signal,
      });
      ok = response.ok;
    } catch {
      ok = false;
    } finally {
      clock.clearTimeout(timer);
    }
    detectionOk = ok;
    monitor.report('detectQuality', { ok, cost: Math.round(elapsed() - started) });
    if (!ok) deps.onFailure?.();
  }

  function startDetection(): void {
    const tick = (): void => {
      if (!active || !white) return;
      void detect().finally(() => {
        if (active && white) detectTimer = clock.setTimeout(tick, NETWORK_TIMING.h3ProbeMs);
      });
    };
    tick();
  }

  /** The reply kept for 24 h (spec 001 §9), or null. */
  function readCachedReply(): H3SwitchResponse | null {
    try {
      const raw = storage?.getItem(H3_CACHE_KEY);
      if (!raw) return null;
      const cached = JSON.parse(raw) as { at?: unknown; reply?: unknown };
      if (typeof cached.at !== 'number' || clock.now() - cached.at >= NETWORK_TIMING.cacheMs) {
        return null;
      }
      return parseH3Reply(cached.reply);
    } catch {
      return null;
    }
  }

  function deviceId(): string {
    try {
      const existing = storage?.getItem(DEVICE_ID_KEY);
      if (existing) return existing;
      const id = randomId();
      storage?.setItem(DEVICE_ID_KEY, id);
      return id;
    } catch {
      return randomId();
    }
  }

  async function querySwitch(): Promise<H3SwitchResponse | null> {
    const cached = readCachedReply();
    if (cached) return cached;
    if (!deps.accelerationBase) return null;
    const query = new URLSearchParams({
      seq_id: randomId(),
      device_id: deviceId(),
      app: 'web',
      os: 'web',
      bu: 'spot',
      v: deps.appVersion,
    });
    try {
      const response = await deps.nativeFetch(
        `${deps.accelerationBase}${ENDPOINTS.h3Switch.path}?${query.toString()}`,
        { credentials: 'include', cache: 'no-store' },
      );
      const reply = parseH3Reply(await response.json());
      if (reply) storage?.setItem(H3_CACHE_KEY, JSON.stringify({ at: clock.now(), reply }));
      return reply;
    } catch {
      return null;
    }
  }

  return {
    fetch: (input, init) => (active ? layeredFetch(input, init) : deps.nativeFetch(input, init)),
    monitor,
    state: () => ({ active, white, detectionOk, logRequests, level }),
    baseFor,
    async start() {
      try {
        monitor.start();
        if (level === 2 || !deps.accelerationBase) return;
        const reply = await querySwitch();
        if (!reply) {
          white = false;
          return;
        }
        const decision = readH3Switch(reply);
        logRequests = decision.monitoring;
        if (decision.accelerationOff) {
          turnOff('res_code 8');
          return;
        }
        // Not a white user: no detection, nothing accelerated (the H3 list is empty).
        white = decision.h3WhiteUser;
        if (white) startDetection();
      } catch (error) {
        // An exception while starting turns the layer off; the page works without it.
        turnOff(`start failed: ${String(error)}`);
        monitor.report('sdkerror', { message: String(error) });
      }
    },
    stop() {
      clock.clearTimeout(detectTimer);
      detectTimer = null;
      monitor.stop();
    },
  };
}
