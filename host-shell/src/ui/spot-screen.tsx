import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusEvents, SymbolRef, ThemeName } from '@spot/contracts';
import { RemoteSlot } from '../composition/remote-slot';
import { LtDialog } from './lt-dialog';
import { CopyTradingCard } from './copy-trading-card';
import { ToolPins } from './tool-pins';
import { useShell } from './shell-context';
import { TabBar, useSubscribable } from '@spot/contracts/react';
import {
  followSymbolChanges,
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

export function SpotScreen({
  symbol,
  locale,
  theme,
}: {
  symbol: SymbolRef;
  locale: string;
  theme: ThemeName;
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
      <RemoteSlot {...later} remote="mfe-chart" slot="chart" />
      <RemoteSlot {...common} remote="mfe-orderbook" slot="orderbook" />
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
        {activeTab === 'standard' ? (
          <RemoteSlot {...later} remote="mfe-order-entry" slot="order-entry" />
        ) : (
          <RemoteSlot
            {...later}
            remote="mfe-tools"
            slot="tools"
            {...(toolsRequest ? { request: toolsRequest } : {})}
          />
        )}
        <CopyTradingCard host={host} />
      </div>
      <RemoteSlot {...later} remote="mfe-orders" slot="orders" />
      {phone && section !== 'trade' && (
        <div className="phone-trade-bar" role="group" aria-label={t('stickyTrade')}>
          {(['BUY', 'SELL'] as const).map((side) => (
            <button
              key={side}
              type="button"
              className={side === 'BUY' ? 'buy' : 'sell'}
              onClick={() => {
                setSection('trade');
                setTab('standard');
                requestOrderSide(host.bus, side);
              }}
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
