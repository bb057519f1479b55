import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { useSubscribable } from '@spot/contracts/react';
import type { ThemeName, TourAnchor } from '@spot/contracts';
import type { SymbolRef } from '@spot/contracts';
import { DEFAULT_BASE, DEFAULT_QUOTE, pairPath, resolveRoute } from '../routing/routes';
import { NoticeBar } from '../chrome';
import { FooterBar } from './footer-bar';
import { LoginPage } from './login-page';
import { SessionArea } from './session-area';
import { TradeGuide, TradeGuideButton } from './trade-guide-dialog';
import { HeaderControls, readStoredLocale } from './header-controls';
import { LtScreen } from './lt-screen';
import { LiquidityShieldLink, MarketHeader } from './market-header';
import { OverridesStrip } from './overrides-strip';
import { useShell } from './shell-context';
import { blockingDialogVisible } from '../state/ui-store';
import { localStorageOrNull } from '../state/browser-storage';
import { SkipToOrderForm, SpotScreen, type SpotScreenHandle } from './spot-screen';
import { Toasts } from './toasts';
import { KeyboardLayer } from './keyboard-layer';
import { DemoRecharge } from './demo-recharge';
import { OfflineAlert } from './offline-alert';
import { UpgradeEntry, UpgradeModal } from './uta-upgrade';
import { StepGuides } from './step-guides';
import { createUpgradeController } from '../state/uta-upgrade';
import { HeaderMenu } from './header-menu';

export function App() {
  const shell = useShell();
  const path = useStore(shell.router.store, (s) => s.path);
  const route = useMemo(
    () =>
      resolveRoute(path, {
        storedLocale: readStoredLocale(),
        detectedLocale: navigator.language,
        search: location.search,
      }),
    [path],
  );
  const symbols = shell.host.market.symbols();
  const widthClass = useSubscribable(shell.host.page).widthClass;
  const menuCollapsed = route.kind !== 'lt' && widthClass === 'mobile';
  const blockingDialog = useStore(shell.ui, blockingDialogVisible);
  const spotScreen = useRef<SpotScreenHandle>(null);
  // A guide's step on a phone shows the section that holds its part of the page.
  const revealAnchor = useCallback(
    (anchor: TourAnchor) => spotScreen.current?.revealAnchor(anchor),
    [],
  );
  const loadSections = useCallback(() => spotScreen.current?.loadSections(), []);
  const upgrade = useMemo(
    () =>
      createUpgradeController({
        host: shell.host,
        storage: localStorageOrNull(),
        reload: () => shell.host.page.reload(),
      }),
    [shell.host],
  );
  useEffect(() => upgrade.start(), [upgrade]);

  const target = useMemo(() => {
    if (route.kind === 'redirect') return route.to;
    if (route.kind === 'login' || route.kind === 'register') return null;
    const { base, quote } = route;
    const known = symbols.some((s) => s.baseTokenName === base && s.quoteTokenName === quote);
    // An unknown pair goes to the default pair (spec 000 §2); with no symbol list, stay.
    if (!known && symbols.length > 0)
      return pairPath('spot', route.locale, DEFAULT_BASE, DEFAULT_QUOTE);
    return null;
  }, [route, symbols]);

  useEffect(() => {
    if (target) shell.router.navigate(target, true);
  }, [target, shell.router]);

  // The LT page forces a light theme (spec 001 §2); the theme toggles the dark class.
  const chosen = useStore(shell.themeStore, (s) => s.theme);
  const theme: ThemeName = route.kind === 'lt' ? 'light' : chosen;
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);

  if (route.kind === 'redirect' || target) return null;
  if (route.kind === 'login' || route.kind === 'register') {
    return (
      <div className="page" data-route={route.kind}>
        <LoginPage mode={route.kind} redirect={route.redirect} />
        <Toasts />
      </div>
    );
  }

  const symbol: SymbolRef = {
    symbolName: `${route.base}${route.quote}`,
    base: route.base,
    quote: route.quote,
    isLt: route.kind === 'lt',
  };
  return (
    <div
      className="page"
      data-route={route.kind}
      // The mobile layout is for non-LT routes at 500 px or less (spec 000 §2); at 2,037 px or
      // more the order book column is wide enough for the book and latest trades side by side.
      data-layout={route.kind === 'lt' ? 'desktop' : widthClass}
    >
      {route.kind === 'spot' && <SkipToOrderForm screen={spotScreen} />}
      <OverridesStrip />
      {route.kind === 'spot' && <NoticeBar host={shell.host} symbolName={symbol.symbolName} />}
      <TradeGuide
        blockingDialogVisible={blockingDialog}
        reveal={route.kind === 'spot' ? revealAnchor : undefined}
        onOpen={route.kind === 'spot' ? loadSections : undefined}
      >
        {/* On a phone the links and controls after the figures fold into the menu, so the
            header takes three lines, not five. */}
        <MarketHeader locale={route.locale} symbol={symbol} shieldInline={!menuCollapsed}>
          {!menuCollapsed && <TradeGuideButton />}
          <HeaderMenu collapsed={menuCollapsed}>
            {menuCollapsed && <LiquidityShieldLink locale={route.locale} symbol={symbol} />}
            {menuCollapsed && <TradeGuideButton />}
            <UpgradeEntry controller={upgrade} />
            <SessionArea locale={route.locale} />
            <HeaderControls locale={route.locale} forcedTheme={route.kind === 'lt'} />
          </HeaderMenu>
        </MarketHeader>
      </TradeGuide>
      {route.kind === 'lt' ? (
        <LtScreen symbol={symbol} locale={route.locale} />
      ) : (
        <SpotScreen ref={spotScreen} symbol={symbol} locale={route.locale} theme={theme} />
      )}
      <FooterBar symbolName={symbol.symbolName} locale={route.locale} />
      <KeyboardLayer locale={route.locale} />
      <UpgradeModal controller={upgrade} />
      <DemoRecharge />
      <StepGuides />
      <OfflineAlert locale={route.locale} />
      <Toasts />
    </div>
  );
}
