import type { CandleInterval } from '@spot/contracts';
import { API_ERROR_CODES, CANDLE_INTERVALS, KLINE_DEFAULT_LIMIT } from '@spot/contracts';
import { marketContent } from '../content/market-content';
import { parseMonitoringReports } from '../content/network-layer';
import { answerSupport, parseSupportMessage } from '../content/support-bot';
import { symbolNotice } from '../content/symbol-notices';
import { dayOpenPrices, parseTimeZone } from '../market/day-open-price';
import { KLINE_MAX_LIMIT, KlineHistory } from '../market/kline-history';
import type { Market } from '../market/market';
import type { ApiHandlers } from './api-routes';
import type { Outcome } from './request-io';
import { badRequest, rejected, success } from './request-io';

/** Business codes of the market-data endpoints (HTTP 200, non-zero code). */
export const MARKET_DATA_ERROR_CODES = {
  /** symbolNotice: the symbol is known but has no opening notice. */
  noNotice: 30001,
} as const;

export interface MarketDataDeps {
  readonly market: Market;
  /** The run's seed: kline history is generated from it. */
  readonly seed: number;
  /** The clock (tests); default `Date.now`. */
  readonly now?: () => number;
  /** The kline history, when the realtime hub shares it; made here otherwise. */
  readonly history?: KlineHistory;
}

const INTERVALS: ReadonlySet<string> = new Set(CANDLE_INTERVALS);
const MAX_PARAM_LENGTH = 256;

/** A whole number query parameter: absent, a number, or the 400 refusing it. */
function wholeParam(
  query: URLSearchParams,
  name: string,
  min: number,
  max: number,
): number | undefined | Outcome<never> {
  const text = query.get(name);
  if (text === null) return undefined;
  const value = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return badRequest(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function isOutcome(value: unknown): value is Outcome<never> {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/** The query parameters named, each present and at most 256 characters, or the 400. */
function requiredParams(
  query: URLSearchParams,
  names: readonly string[],
): Outcome<never> | undefined {
  for (const name of names) {
    const value = query.get(name);
    if (value === null) return badRequest(`query parameter ${name} is required`);
    if (value.length > MAX_PARAM_LENGTH) return badRequest(`${name} is over 256 characters`);
  }
  return undefined;
}

const H3_PARAMS = ['seq_id', 'device_id', 'app', 'os', 'bu', 'v'] as const;

/**
 * Handlers of the market-data, announcement and network-layer endpoints (spec 000 §7,
 * 001 §7): klines, the symbol notice, announcements, the day's open price, the H3 switch and
 * monitoring reports. The kline history starts recording live candles here, so this must run
 * before the market starts.
 */
export function createMarketDataHandlers({
  market,
  seed,
  now = Date.now,
  history = new KlineHistory(market, seed, now),
}: MarketDataDeps): ApiHandlers {
  const content = marketContent(market);
  return {
    klines: ({ query }) => {
      const symbol = query.get('symbol') ?? '';
      if (symbol === '') return badRequest('query parameter symbol is required');
      if (!market.get(symbol)) return badRequest(`unknown symbol ${symbol.slice(0, 64)}`);
      const interval = query.get('interval') ?? '';
      if (!INTERVALS.has(interval)) {
        return badRequest(`interval must be one of ${CANDLE_INTERVALS.join(', ')}`);
      }
      const limit = wholeParam(query, 'limit', 1, KLINE_MAX_LIMIT);
      if (isOutcome(limit)) return limit;
      const to = wholeParam(query, 'to', 0, Number.MAX_SAFE_INTEGER);
      if (isOutcome(to)) return to;
      const list = history.klines(symbol, interval as CandleInterval, {
        limit: limit ?? KLINE_DEFAULT_LIMIT,
        ...(to === undefined ? {} : { to }),
      });
      return success({ list: list ?? [] });
    },
    symbolNotice: ({ query }) => {
      const id = query.get('symbol_id') ?? '';
      if (id === '') return badRequest('query parameter symbol_id is required');
      const sm = market.get(id);
      if (!sm) return rejected(API_ERROR_CODES.unknownSymbol, `unknown symbol ${id.slice(0, 64)}`);
      const notice = symbolNotice(sm.info, now());
      return notice
        ? success(notice)
        : rejected(MARKET_DATA_ERROR_CODES.noNotice, `${id} has no opening notice`);
    },
    announcements: ({ query }) => {
      const refused = requiredParams(query, ['topics']);
      if (refused) return refused;
      return success({ hits: content.announcements.search(query.get('topics') ?? '') });
    },
    futuresOpenPrice: ({ query }) => {
      const refused = requiredParams(query, ['timeZone']);
      if (refused) return refused;
      const offset = parseTimeZone(query.get('timeZone') ?? '');
      if (!offset) {
        return badRequest('timeZone must be an IANA time zone or an offset such as UTC+8');
      }
      const timestamp = wholeParam(query, 'timestamp', 0, Number.MAX_SAFE_INTEGER);
      if (isOutcome(timestamp)) return timestamp;
      const at = now();
      return success({ data: dayOpenPrices(market, history, offset, timestamp ?? at, at) });
    },
    h3Switch: ({ query }) => {
      const refused = requiredParams(query, H3_PARAMS);
      if (refused) return refused;
      const { err_code: code, res_code, monitor_switch } = content.h3.reply();
      if (code !== 0) return rejected(code, 'H3 switch query failed (set by test mode)');
      return success({ res_code, monitor_switch });
    },
    supportChat: ({ body }) => {
      const parsed = parseSupportMessage(body);
      if (typeof parsed === 'string') return badRequest(parsed);
      return success(answerSupport(parsed.message, parsed.lang));
    },
    monitoringReport: ({ body }) => {
      const reports = parseMonitoringReports(body);
      if (typeof reports === 'string') return badRequest(reports);
      content.monitoring.add(reports, now());
      return success({ accepted: reports.length });
    },
  };
}
