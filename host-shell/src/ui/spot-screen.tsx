import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  TOUR_ANCHORS,
  type BusEvents,
  type OrderSide,
  type SymbolRef,
  type ThemeName,
  type TourAnchor,
} from '@spot/contracts';
import { RemoteSlot } from '../composition/remote-slot';
import { LtDialog } from './lt-dialog';
import { CopyTradingCard } from './copy-trading-card';
import { ToolPins } from './tool-pins';
import { useShell } from './shell-context';
import { TabBar, useSubscribable } from '@spot/contracts/react';
import {
  followSymbolChanges,
  onFormHotkey,
  onLtFlowRequested,
  onToolsOpenRequested,
  requestOrderSide,
} from '../state/shell-requests';
import { localStorageOrNull } from '../state/browser-storage';
import {
  PHONE_SECTIONS,
  readPhoneSection,
  writePhoneSection,
  type PhoneSection,
} from '../state/phone-section';

type TradeTab = 'standard' | 'tools';

/** What the page asks of the spot screen from outside it (the skip link). */
export interface SpotScreenHandle {
  /** Shows the trade area (on a phone, its section) and moves the focus to its form's slot. */
  focusOrderForm(): void;
  /** On a phone, shows the section that holds a tour's anchor (a guide's step). */
  revealAnchor(anchor: TourAnchor): void;
  /** On a phone, loads every section's remote now (a guide's steps point at them). */
  loadSections(): void;
}

/** On a phone, the sections off the screen load after this at the latest. */
export const HELD_SECTIONS_MAX_MS = 5000;

/** The phone section that holds a tour anchor; `null` for one the sections do not place. */
export function phoneSectionOf(anchor: TourAnchor): PhoneSection | null {
  switch (anchor) {
    case TOUR_ANCHORS.chart:
      return 'chart';
    case TOUR_ANCHORS.orderBook:
      return 'book';
    case TOUR_ANCHORS.orderForm:
      return 'trade';
    case TOUR_ANCHORS.orders:
      return 'orders';
    default:
      return null;
  }
}

/**
 * The spot page's skip link, first in its tab order: hidden until focused, it takes the focus
 * past the header, the chart and the book to the order form.
 */
export function SkipToOrderForm({ screen }: { screen: RefObject<SpotScreenHandle | null> }) {
  const { t } = useTranslation('host');
  return (
    <a
      className="skip-link"
      href="#order-form"
      onClick={(event) => {
        event.preventDefault();
        screen.current?.focusOrderForm();
      }}
    >
      {t('skipToOrderForm')}
    </a>
  );
}

export function SpotScreen({
  symbol,
  locale,
  theme,
  ref,
}: {
  symbol: SymbolRef;
  locale: string;
  theme: ThemeName;
  ref?: Ref<SpotScreenHandle>;
}) {
  const shell = useShell();
  const { host, loader } = shell;
  const { t } = useTranslation('host');
  const [tab, setTab] = useState<TradeTab>('standard');
  const [toolsRequest, setToolsRequest] = useState<BusEvents['tools/open-requested'] | null>(null);
  const [ltRequest, setLtRequest] = useState<BusEvents['lt/flow-requested'] | null>(null);
  const sub = useSubscribable(host.session).roles.sub;
  const phone = useSubscribable(host.page).widthClass === 'mobile';
  const [section, showSection] = useState<PhoneSection>(() =>
    readPhoneSection(localStorageOrNull()),
  );
  const setSection = (next: PhoneSection) => {
    showSection(next);
    writePhoneSection(localStorageOrNull(), next);
  };
  /*
   * A phone shows one section: the others' remotes load once the shown one's slot has settled
   * and painted, so on a slow phone they do not compete with it (the entry chunk preloads only
   * the shown section's remote too, `laterRemotesFor`); at the latest after
   * `HELD_SECTIONS_MAX_MS`, and at once for a section shown meanwhile or a guide opened.
   */
  const opened = useRef(section).current;
  const [sectionsLoading, setSectionsLoading] = useState(!phone);
  const loadSections = useCallback(() => setSectionsLoading(true), []);
  const onShownSettled = useCallback(() => {
    requestAnimationFrame(() => setTimeout(loadSections, 0));
  }, [loadSections]);
  useEffect(() => {
    const timer = setTimeout(loadSections, HELD_SECTIONS_MAX_MS);
    return () => clearTimeout(timer);
  }, [loadSections]);
  /** The slot of the section the page opened on tells when it is up. */
  const settles = (own: PhoneSection) =>
    phone && own === opened ? { onSettled: onShownSettled } : {};
  /** What a slot of the later remotes gets: held while its section waits its turn. */
  const phoneSlot = (own: PhoneSection) => ({
    held: !sectionsLoading && section !== own,
    ...settles(own),
  });
  /**
   * A side asked for (the Buy / Sell bar, a form hotkey) before the order entry has mounted: it
   * hears it once it has (its listeners are set in the commit that mounts it).
   */
  const orderEntryUp = useRef(false);
  const pendingSide = useRef<OrderSide | null>(null);
  const onOrderEntrySettled = useCallback(() => {
    orderEntryUp.current = true;
    const side = pendingSide.current;
    pendingSide.current = null;
    if (side) requestOrderSide(host.bus, side);
    if (phone && opened === 'trade') onShownSettled();
  }, [host, phone, opened, onShownSettled]);
  // The trade tab's slot: where the focus goes when the page sends it to the order form.
  const tradeSlot = useRef<HTMLElement>(null);
  /**
   * Shows the trade area and, once it is on the screen (committed now, not on a later render),
   * moves the focus to its slot; then the order entry hears the side, if one was asked for,
   * with its form shown. The control that had the focus may be gone (the phone's bar is).
   */
  const goToOrderForm = (side: OrderSide | null, tab?: TradeTab) => {
    flushSync(() => {
      if (phone) setSection('trade');
      if (tab) setTab(tab);
    });
    tradeSlot.current?.focus();
    if (!side) return;
    if (orderEntryUp.current) requestOrderSide(host.bus, side);
    else pendingSide.current = side;
  };
  useImperativeHandle(ref, () => ({
    focusOrderForm: () => goToOrderForm(null),
    // Shown, not remembered: the section the trader chose is the one a reload comes back to.
    revealAnchor: (anchor) => {
      const holder = phone ? phoneSectionOf(anchor) : null;
      if (holder && holder !== section) showSection(holder);
    },
    loadSections,
  }));

  useEffect(
    () =>
      onToolsOpenRequested(host.bus, (payload) => {
        setToolsRequest(payload);
        setTab('tools');
        setSection('trade');
      }),
    [host],
  );
  useEffect(() => onLtFlowRequested(host.bus, (payload) => setLtRequest(payload)), [host]);
  useEffect(() => {
    shell.ui.setState({ ltDialogOpen: ltRequest !== null });
  }, [shell.ui, ltRequest]);
  useEffect(() => followSymbolChanges(host, locale), [host, locale]);
  // Sub-accounts are forced from the tools tab back to standard (spec 001 §2).
  const activeTab: TradeTab = sub ? 'standard' : tab;
  // The tools remote loads when its tab is first opened, and stays (hidden) after.
  const [toolsShown, setToolsShown] = useState(false);
  if (activeTab === 'tools' && !toolsShown) setToolsShown(true);
  // A form hotkey pressed with the tools tab or another phone section shown: the form is shown
  // first, committed now, so the order entry (which hears the hotkey next: it subscribed when
  // it mounted, after this) finds its field on the screen.
  const form = useRef({ hidden: false, phone });
  form.current = { hidden: activeTab !== 'standard' || (phone && section !== 'trade'), phone };
  useEffect(
    () =>
      onFormHotkey(host.bus, () => {
        if (!form.current.hidden) return;
        flushSync(() => {
          setTab('standard');
          if (form.current.phone) setSection('trade');
        });
      }),
    [host],
  );

  // The order book mounts first, in a commit of its own: the first live row is what a trader
  // waits for. The other slots follow in a transition.
  const common = { host, loader, symbol, locale, theme };
  const later = { ...common, deferMount: true };
  return (
    <main className="spot-grid" data-section={phone ? section : undefined}>
      {phone && (
        <TabBar
          className="phone-sections"
          tabs={PHONE_SECTIONS}
          current={section}
          onSelect={setSection}
          label={(s) => t(`sections.${s}`)}
          ariaLabel={t('sections.label')}
        />
      )}
      <RemoteSlot {...later} {...phoneSlot('chart')} remote="mfe-chart" slot="chart" />
      <RemoteSlot {...common} {...settles('book')} remote="mfe-orderbook" slot="orderbook" />
      <div className="trade-area">
        <TabBar
          className="tabs"
          tabs={sub ? (['standard'] as const) : (['standard', 'tools'] as const)}
          current={activeTab}
          onSelect={setTab}
          label={(tab) => t(tab === 'standard' ? 'tradeStandard' : 'tradeTools')}
          ariaLabel={t('tradeArea')}
        />
        <ToolPins host={host} symbol={symbol} />
        {/* Both tabs stay mounted once shown: a form keeps what was typed in it, and the order
            entry hears a side asked for while the tools tab was open. */}
        <RemoteSlot
          {...later}
          {...phoneSlot('trade')}
          onSettled={onOrderEntrySettled}
          remote="mfe-order-entry"
          slot="order-entry"
          hidden={activeTab !== 'standard'}
          {...(activeTab === 'standard' ? { focusRef: tradeSlot } : {})}
        />
        {toolsShown && !sub && (
          <RemoteSlot
            {...later}
            remote="mfe-tools"
            slot="tools"
            hidden={activeTab !== 'tools'}
            {...(activeTab === 'tools' ? { focusRef: tradeSlot } : {})}
            {...(toolsRequest ? { request: toolsRequest } : {})}
          />
        )}
        <CopyTradingCard host={host} />
      </div>
      <RemoteSlot {...later} {...phoneSlot('orders')} remote="mfe-orders" slot="orders" />
      {phone && section !== 'trade' && (
        <div className="phone-trade-bar" role="group" aria-label={t('stickyTrade')}>
          {(['BUY', 'SELL'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={side === 'BUY' ? 'buy' : 'sell'}
              onClick={() => goToOrderForm(side, 'standard')}
            >
              {t(side === 'BUY' ? 'buy' : 'sell')}
            </button>
          ))}
        </div>
      )}
      {ltRequest && (
        <LtDialog
          request={ltRequest}
          symbol={symbol}
          locale={locale}
          onClose={() => setLtRequest(null)}
        />
      )}
    </main>
  );
}
