import { parseAnnouncementPush } from '../content/announcements';
import { marketContent } from '../content/market-content';
import { MONITORING_REPORT_TYPES, parseH3Patch } from '../content/network-layer';
import type { Route } from '../http/api-routes';
import { badRequest, success } from '../http/request-io';
import type { Market } from '../market/market';
import { ADMIN_PREFIX } from './admin-routes';

/**
 * Test-mode calls of the market-data content (README: test mode): push an announcement, set
 * the H3 switch reply, read the monitoring reports. They need no CSRF token.
 */
export function marketDataAdminRoutes(
  market: Market,
  now: () => number = Date.now,
): Map<string, Route> {
  const content = marketContent(market);
  const post = (handle: Route['handle']): Route => ({ method: 'POST', csrf: false, handle });
  const get = (handle: Route['handle']): Route => ({ method: 'GET', csrf: false, handle });
  return new Map<string, Route>([
    [
      `${ADMIN_PREFIX}announcements`,
      post(({ body }) => {
        const push = parseAnnouncementPush(body);
        if (typeof push === 'string') return badRequest(push);
        return success(content.announcements.push(push, now()));
      }),
    ],
    [
      `${ADMIN_PREFIX}announcements/reset`,
      post(() => {
        content.announcements.reset();
        return success({ reset: true });
      }),
    ],
    [
      `${ADMIN_PREFIX}h3-switch`,
      post(({ body }) => {
        const patch = parseH3Patch(body);
        if (typeof patch === 'string') return badRequest(patch);
        return success(content.h3.set(patch));
      }),
    ],
    [
      `${ADMIN_PREFIX}monitoring`,
      get(({ query }) => {
        const type = query.get('type') ?? undefined;
        if (type !== undefined && !(MONITORING_REPORT_TYPES as readonly string[]).includes(type)) {
          return badRequest(`type must be one of ${MONITORING_REPORT_TYPES.join(', ')}`);
        }
        return success(content.monitoring.list(type));
      }),
    ],
    [
      `${ADMIN_PREFIX}monitoring/reset`,
      post(() => {
        content.monitoring.reset();
        return success({ reset: true });
      }),
    ],
  ]);
}
