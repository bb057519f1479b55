import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { outsideUrlOf, type HostApi } from '@spot/contracts';
import { canCancelAll } from '../domain/cancel-rules';
import { HISTORY_RANGES, type HistoryRange } from '../domain/history-window';
import type { OrderSubTab } from '../domain/sub-tabs';
import { cancelAllConfirmPref } from '../state/cancel-all-pref';
import type { OrdersController } from '../state/orders-controller';
import { useVanilla } from './lists';

/**
 * A page of the exchange's main site (spec 000 §2 order links; DESIGN §8): a plain link to
 * `host.page.outsideUrl`, since this product's router has no such page and would send the
 * trader back to the default pair.
 */
export function PageLink({
  host,
  href,
  children,
}: {
  host: HostApi;
  /** The path on the main site, locale included. */
  href: string;
  children: string;
}) {
  return (
    <a className="orders-page-link" href={outsideUrlOf(host.page, href)}>
      {children}
    </a>
  );
}

export function AllPairsToggle({ controller, t }: { controller: OrdersController; t: TFunction }) {
  const { allPairs } = useVanilla(controller.actions);
  return (
    <label className="orders-check">
      <input
        type="checkbox"
        checked={allPairs}
        onChange={(e) => controller.setAllPairs(e.target.checked)}
      />
      {t('allPairs')}
    </label>
  );
}

export function RangeSelect({ controller, t }: { controller: OrdersController; t: TFunction }) {
  const { range } = useVanilla(controller.actions);
  return (
    <label className="orders-range">
      <span className="orders-visually-hidden">{t('timeRange')}</span>
      <select
        aria-label={t('timeRange')}
        value={range}
        onChange={(e) => controller.setRange(Number(e.target.value) as HistoryRange)}
      >
        {HISTORY_RANGES.map((days) => (
          <option key={days} value={days}>
            {t('rangeDays', { count: days })}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Cancel-all of the current sub-tab (spec 000 §5, §6): enabled only while that sub-tab has open
 * orders, with the user's confirmation setting beside it.
 */
export function CancelAll(props: {
  controller: OrdersController;
  host: HostApi;
  subTab: OrderSubTab;
  symbolName: string;
  t: TFunction;
}) {
  const { controller, host, subTab, symbolName, t } = props;
  const open = useVanilla(controller.open.store);
  const { allPairs, cancellingAll } = useVanilla(controller.actions);
  const pref = useMemo(() => cancelAllConfirmPref(host), [host]);
  const confirm = useSyncExternalStore(pref.subscribe, pref.get);
  const enabled = !cancellingAll && canCancelAll(open.orders, subTab, symbolName, allPairs);
  return (
    <>
      <label className="orders-check">
        <input type="checkbox" checked={confirm} onChange={(e) => pref.set(e.target.checked)} />
        {t('confirmCancelAll')}
      </label>
      <button
        type="button"
        className="orders-cancel-all"
        disabled={!enabled}
        onClick={() => void controller.cancelAll(subTab)}
      >
        {t('cancelAll')}
      </button>
    </>
  );
}

/**
 * The toolbar beside the orders area's tabs, one for the orders panel and the integrated area:
 * the history range where a history list shows, the all-pairs toggle, cancel-all for an order
 * kind's current orders, and links to pages of the main site.
 */
export function OrdersToolbar(props: {
  host: HostApi;
  controller: OrdersController;
  symbolName: string;
  t: TFunction;
  /** Show the history range (order history, trade history). */
  range: boolean;
  /** The order kind cancel-all applies to; none where the tab lists no current orders. */
  cancelAll: OrderSubTab | null;
  links: readonly { readonly href: string; readonly label: string }[];
}) {
  const { host, controller, symbolName, t, range, cancelAll, links } = props;
  return (
    <div className="orders-toolbar">
      {range ? <RangeSelect controller={controller} t={t} /> : null}
      <AllPairsToggle controller={controller} t={t} />
      {cancelAll ? (
        <CancelAll
          controller={controller}
          host={host}
          subTab={cancelAll}
          symbolName={symbolName}
          t={t}
        />
      ) : null}
      {links.map((link) => (
        <PageLink key={link.href} host={host} href={link.href}>
          {link.label}
        </PageLink>
      ))}
    </div>
  );
}
