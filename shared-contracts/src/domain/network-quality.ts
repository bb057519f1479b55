/** Environments of the network layer (spec 001 §9). */
export const NETWORK_ENVS = ['mainnet', 'testnet', 'test', 'dev'] as const;
export type NetworkEnv = (typeof NETWORK_ENVS)[number];

/** Log levels of the network layer; the spec names the setting, not its values. */
export const NETWORK_LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type NetworkLogLevel = (typeof NETWORK_LOG_LEVELS)[number];

/** Configuration of the network acceleration and monitoring layer (spec 001 §3). */
export interface NetworkConfig {
  /** Tag of the API route in use. */
  readonly routeTag: string;
  /** Path patterns the layer accelerates (whitelist, spec 001 §7). */
  readonly includePaths: readonly string[];
  /** Path patterns it never touches. */
  readonly excludePaths: readonly string[];
  /** CDN origins probed at `{link}/t1`. */
  readonly cdnLinks: readonly string[];
  /** WebSocket origins probed for health. */
  readonly wssLinks: readonly string[];
  /** Status refresh interval, ms; at least `NETWORK_TIMING.refreshMinMs`. */
  readonly refreshInterval: number;
  readonly env: NetworkEnv;
  readonly logLevel: NetworkLogLevel;
  /** True when the layer picks the CDN link itself. */
  readonly autoCdn: boolean;
}

/** Per-second counts of one channel; index 0 is the first second of the record. */
export interface QualitySeries {
  readonly send: readonly number[];
  readonly receive: readonly number[];
  readonly timeout: readonly number[];
  readonly error: readonly number[];
  /** Summed request cost per second, ms. */
  readonly cost: readonly number[];
}

/**
 * A network-quality record uploaded by the monitoring layer (spec 001 §3). The spec calls all
 * five times "durations"; start, end and current are read as instants, stay and total as spans.
 */
export interface NetworkQualityRecord {
  readonly h3: QualitySeries;
  readonly cdn: QualitySeries;
  /** Requests that took longer than `NETWORK_TIMING.badExperienceMs`. */
  readonly badExperienceCount: number;
  /** ms since the epoch. */
  readonly startTime: number;
  readonly endTime: number;
  readonly currentTime: number;
  /** Time the page stayed visible during the record, ms. */
  readonly stayDuration: number;
  /** Span of the record, ms. */
  readonly totalDuration: number;
}

/** H3 switch query response (spec 001 §3, §7). */
export interface H3SwitchResponse {
  readonly err_code: number;
  /** Null when the query failed (err_code other than 0). */
  readonly result: {
    readonly res_code: number;
    readonly monitor_switch: number;
  } | null;
}

/** What an H3 switch response switches (spec 001 §4). */
export interface H3SwitchState {
  /** White-listed for H3: start detection; otherwise stop it and clear the H3 list. */
  readonly h3WhiteUser: boolean;
  /** Turn the acceleration layer off, restore native fetch and XHR, stop detection. */
  readonly accelerationOff: boolean;
  /** Log requests to the monitoring service. */
  readonly monitoring: boolean;
}

/** Codes of the H3 switch response (spec 001 §4). */
export const H3_SWITCH_CODES = { ok: 0, whiteUser: 1, disable: 8, monitorOn: 1 } as const;

/** Reads an H3 switch response (spec 001 §4). */
export function readH3Switch(response: H3SwitchResponse): H3SwitchState {
  const ok = response.err_code === H3_SWITCH_CODES.ok;
  return {
    h3WhiteUser: ok && response.result?.res_code === H3_SWITCH_CODES.whiteUser,
    accelerationOff: ok && response.result?.res_code === H3_SWITCH_CODES.disable,
    monitoring: response.result?.monitor_switch === H3_SWITCH_CODES.monitorOn,
  };
}

/** SDK level, stored locally (spec 001 §4). */
export const H3_SDK_LEVELS = { reopen: 0, openGlobalH3: 1, close: 2 } as const;
export type H3SdkLevel = (typeof H3_SDK_LEVELS)[keyof typeof H3_SDK_LEVELS];

/** Timing of the network layer (spec 001 §4, §9). */
export const NETWORK_TIMING = {
  fetchTimeoutMs: 3000,
  h3ProbeMs: 25_000,
  qualityFirstUploadMs: 10_000,
  qualityUploadMs: 30_000,
  connectionReportMs: 30_000,
  cacheMs: 24 * 60 * 60 * 1000,
  badExperienceMs: 3000,
  /** Costs of this much or more, or of 0 or less, are ignored. */
  maxCountedCostMs: 30_000,
  refreshMinMs: 10_000,
  refreshDefaultMs: 30_000,
  refreshCurrentDefaultMs: 10_000,
  cdnRetryMs: 2000,
  netStatusResetMs: 4000,
  logDropAfterMs: 200,
} as const;

/** True for a request cost the quality record counts: above 0 and below 30000 ms. */
export function isCountedCost(costMs: number): boolean {
  return Number.isFinite(costMs) && costMs > 0 && costMs < NETWORK_TIMING.maxCountedCostMs;
}

/**
 * A page status event (spec 001 §3): `show` for visibility, `online` for connectivity;
 * `status` is true when the page became visible or online.
 */
export interface PageStatusEvent {
  readonly type: 'show' | 'online';
  readonly status: boolean;
  /** ms since the epoch. */
  readonly ts: number;
}
