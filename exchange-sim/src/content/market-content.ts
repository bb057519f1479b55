import type { Market } from '../market/market';
import { AnnouncementBoard } from './announcements';
import { H3Switch, MonitoringLog } from './network-layer';

/** What the market-data endpoints serve and test mode changes: one set per running sim. */
export interface MarketContent {
  readonly announcements: AnnouncementBoard;
  readonly h3: H3Switch;
  readonly monitoring: MonitoringLog;
}

const contents = new WeakMap<Market, MarketContent>();

/**
 * The content of the sim that owns `market`, made on first use. Keyed by the market so the
 * endpoints and the test-mode calls, registered apart in `start-sim.ts`, share one set.
 */
export function marketContent(market: Market): MarketContent {
  let content = contents.get(market);
  if (!content) {
    content = {
      announcements: new AnnouncementBoard(market.startedAt),
      h3: new H3Switch(),
      monitoring: new MonitoringLog(),
    };
    contents.set(market, content);
  }
  return content;
}
