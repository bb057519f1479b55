import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { TabBar, useConnectionState, useSubscribable } from '@spot/contracts/react';
import {
  TOUR_ANCHORS,
  chooseMergeStep,
  parseDigitMerge,
  resolvePrecision,
  type RemoteProps,
} from '@spot/contracts';
import { rowsPerSideFor } from '../domain/view-mode';
import { createSettingsStore } from '../state/settings-store';
import { BookPanel } from './book-panel';
import { TradesPanel } from './trades-panel';
import { usePhoneRows } from './use-phone-rows';
import { useT } from './use-t';

type Tab = 'book' | 'trades';

/**
 * The order book and latest trades: two tabs under 2,037 px body width, side by side at or
 * above it (the host's `wide` width class, spec 000 §2). Greyed out and labelled while the
 * host's realtime state is not live.
 */
export function OrderBookContainer({ host, symbol, locale }: RemoteProps) {
  const { t } = useT(host);
  const info = host.market.symbol(symbol.symbolName);
  const steps = useMemo(() => parseDigitMerge(info?.digitMerge ?? ''), [info]);
  const precision = useMemo(
    () => ({
      price: resolvePrecision(info, 'price'),
      quantity: resolvePrecision(info, 'quantity'),
    }),
    [info],
  );
  const store = useMemo(() => createSettingsStore(host.prefs), [host]);
  useEffect(() => () => store.getState().dispose(), [store]);
  const settings = useStore(store);
  const step = chooseMergeStep(
    steps,
    precision.price,
    settings.mergeSteps[symbol.symbolName] ?? null,
  );
  const widthClass = useSubscribable(host.page).widthClass;
  const wide = widthClass === 'wide';
  const live = useConnectionState(host) === 'live';
  const [tab, setTab] = useState<Tab>('book');
  const rootRef = useRef<HTMLDivElement>(null);
  // On a phone the order area is the screen below the book (spec 000 §9, `usePhoneRows`); on
  // a wider page the book's slot grows with its rows, so the default rows apply.
  const phoneRows = usePhoneRows(rootRef, widthClass === 'mobile');
  const rowsPerSide = phoneRows ?? rowsPerSideFor(undefined);

  const showBook = wide || tab === 'book';
  const showTrades = wide || tab === 'trades';
  return (
    <div
      ref={rootRef}
      className={`orderbook ${wide ? 'wide' : 'tabbed'} ${live ? '' : 'not-live'}`}
      data-testid="orderbook"
      data-tour-anchor={TOUR_ANCHORS.orderBook}
      data-live={live}
      data-layout={wide ? 'side-by-side' : 'tabs'}
      style={{ ['--book-rows' as string]: rowsPerSide }}
    >
      {!wide && (
        <TabBar
          className="ob-tabs"
          tabs={['book', 'trades'] as const}
          current={tab}
          onSelect={setTab}
          label={(id) => t(id === 'book' ? 'title' : 'latestTrades')}
          tabProps={(id) => ({ id: `ob-tab-${id}` })}
        />
      )}
      <div className="ob-panels">
        <section
          className="ob-panel"
          aria-label={t('title')}
          hidden={!showBook}
          data-testid="book-panel"
        >
          {wide && <h2 className="ob-title">{t('title')}</h2>}
          <BookPanel
            host={host}
            symbol={symbol}
            symbolId={info?.symbolId ?? symbol.symbolName}
            precision={precision}
            steps={steps}
            step={step}
            viewMode={settings.viewMode}
            totalType={settings.totalType}
            rowsPerSide={rowsPerSide}
            locale={locale}
            compact={widthClass === 'mobile'}
            active={showBook}
            live={live}
            onViewMode={settings.setViewMode}
            onTotalType={settings.setTotalType}
            onStep={(next) => settings.setMergeStep(symbol.symbolName, next)}
          />
        </section>
        <section
          className="ob-panel"
          aria-label={t('latestTrades')}
          hidden={!showTrades}
          data-testid="trades-panel"
        >
          {wide && <h2 className="ob-title">{t('latestTrades')}</h2>}
          <TradesPanel
            host={host}
            symbol={symbol}
            precision={precision}
            locale={locale}
            active={showTrades}
            live={live}
          />
        </section>
      </div>
    </div>
  );
}
