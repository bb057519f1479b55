import { API_ERROR_CODES, isNonNegativeDecimalString } from '@spot/contracts';
import type { Route } from '../http/api-routes';
import type { Outcome } from '../http/request-io';
import { badRequest, rejected, success } from '../http/request-io';
import type { LtService } from '../lt/lt-service';
import { ADMIN_PREFIX } from './admin-routes';

/** Longest LT completion delay test mode accepts. */
const MAX_SETTLE_MS = 600_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Body `{ symbol, st?, nav? }`: st a whole number 0–9, nav a decimal string; null clears. */
async function setStatus(lt: LtService, body: unknown): Promise<Outcome<unknown>> {
  const usage = 'body must be {"symbol": string, "st"?: 0-9 | null, "nav"?: decimal string | null}';
  if (!isRecord(body) || typeof body.symbol !== 'string') return badRequest(usage);
  const { symbol, st, nav } = body;
  const stOk =
    st === undefined ||
    st === null ||
    (Number.isInteger(st) && (st as number) >= 0 && (st as number) <= 9);
  const navOk = nav === undefined || nav === null || isNonNegativeDecimalString(nav);
  if (!stOk || !navOk) return badRequest(usage);
  if (!lt.isLt(symbol)) {
    return rejected(
      API_ERROR_CODES.unknownSymbol,
      `${symbol.slice(0, 40)} is not a leveraged token`,
    );
  }
  const info = await lt.setOverride(symbol, {
    ...(st === undefined ? {} : { st: st as number | null }),
    ...(nav === undefined ? {} : { nav: nav as string | null }),
  });
  return success(info);
}

/**
 * Test-mode calls on leveraged tokens (README: test mode): a token's st and NAV override
 * (journaled), a failure of the next LT order accepted, and the completion delay.
 */
export function ltAdminRoutes(lt: LtService): [string, Route][] {
  const post = (handle: Route['handle']): Route => ({ method: 'POST', csrf: false, handle });
  const base = `${ADMIN_PREFIX}lt`;
  return [
    [`${base}/status`, post(({ body }) => setStatus(lt, body))],
    [
      `${base}/fail-next`,
      post(({ body }) => {
        const on = isRecord(body) && body.on !== undefined ? body.on : true;
        if (typeof on !== 'boolean') return badRequest('body must be {"on"?: boolean}');
        lt.failNext(on);
        return success({ failNext: on });
      }),
    ],
    [
      `${base}/settle-ms`,
      post(({ body }) => {
        const ms = isRecord(body) ? body.ms : undefined;
        if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_SETTLE_MS) {
          return badRequest(`body must be {"ms": whole number from 0 to ${MAX_SETTLE_MS}}`);
        }
        lt.setSettleMs(ms);
        return success({ settleMs: ms });
      }),
    ],
  ];
}
