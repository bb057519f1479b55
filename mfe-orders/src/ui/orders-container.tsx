import { useEffect, useState } from 'react';
import { useSubscribable } from '@spot/contracts/react';
import type { RemoteProps } from '@spot/contracts';
import { loadTab, type ListState } from '../state/order-lists';
import { OrderListView } from './order-list-view';
import { useT } from './use-t';

const TABS = ['currentOrders', 'historicalOrders', 'transactionRecord'] as const;
type Tab = (typeof TABS)[number];

/**
 * The orders panel at foundation depth: its main tabs and, for a visitor, the login and
 * register prompt with no order actions (spec 000 §2, §6). Lists and live events are issue 9's.
 */
export function OrdersContainer({ host, locale }: RemoteProps) {
  const { t } = useT(host);
  const [tab, setTab] = useState<Tab>('currentOrders');
  const session = useSubscribable(host.session);
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  useEffect(() => {
    if (!session.isLogin) return undefined;
    const controller = new AbortController();
    setList({ kind: 'loading' });
    void loadTab(host, tab, controller.signal).then((next) => {
      if (!controller.signal.aborted) setList(next);
    });
    return () => controller.abort();
  }, [host, tab, session.isLogin]);
  const redirect = encodeURIComponent(typeof location === 'undefined' ? '/' : location.pathname);
  return (
    <div className="orders-panel" data-testid="orders-panel">
      <div className="orders-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {t(name)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {session.isLogin ? (
          <OrderListView state={list} t={t} />
        ) : (
          <p className="orders-login">
            <a href={`/${locale}/login?redirect_url=${redirect}`}>{t('login')}</a>
            {' · '}
            <a href={`/${locale}/register?redirect_url=${redirect}`}>{t('register')}</a>{' '}
            {t('toSeeOrders')}
          </p>
        )}
      </div>
    </div>
  );
}
