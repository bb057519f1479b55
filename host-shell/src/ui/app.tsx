import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { SymbolRef } from '@spot/contracts';
import { DEFAULT_BASE, DEFAULT_QUOTE, pairPath, resolveRoute } from '../routing/routes';
import { FooterBar } from './footer-bar';
import { LtScreen } from './lt-screen';
import { MarketHeader } from './market-header';
import { OverridesStrip } from './overrides-strip';
import { useShell } from './shell-context';
import { SpotScreen } from './spot-screen';
import { Toasts } from './toasts';

export const LOCALE_STORAGE_KEY = 'host-shell.locale';

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function App() {
  const shell = useShell();
  const path = useStore(shell.router.store, (s) => s.path);
  const route = useMemo(
    () => resolveRoute(path, { storedLocale: storedLocale(), detectedLocale: navigator.language }),
    [path],
  );
  const symbols = shell.host.market.symbols();

  const target = useMemo(() => {
    if (route.kind === 'redirect') return route.to;
    const known = symbols.some(
      (s) => s.baseTokenName === route.base && s.quoteTokenName === route.quote,
    );
    // An unknown pair goes to the default pair (spec 000 §2); with no symbol list, stay.
    if (!known && symbols.length > 0)
      return pairPath('spot', route.locale, DEFAULT_BASE, DEFAULT_QUOTE);
    return null;
  }, [route, symbols]);

  useEffect(() => {
    if (target) shell.router.navigate(target, true);
  }, [target, shell.router]);

  // The LT page forces a light theme (spec 001 §2); the theme toggles the dark class.
  const theme = route.kind === 'lt' ? 'light' : shell.theme;
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);

  if (route.kind === 'redirect' || target) return null;

  const symbol: SymbolRef = {
    symbolName: `${route.base}${route.quote}`,
    base: route.base,
    quote: route.quote,
    isLt: route.kind === 'lt',
  };
  return (
    <div className="page" data-route={route.kind}>
      <OverridesStrip />
      <MarketHeader symbol={symbol} />
      {route.kind === 'lt' ? (
        <LtScreen symbol={symbol} locale={route.locale} />
      ) : (
        <SpotScreen symbol={symbol} locale={route.locale} />
      )}
      <FooterBar />
      <Toasts />
    </div>
  );
}
