import type { SymbolRef } from '@spot/contracts';
import { RemoteSlot } from '../composition/remote-slot';
import { useShell } from './shell-context';

/**
 * The leveraged-token detail route (spec 001 §2): mfe-lt's page (what the token is, its net
 * value and limits, subscribe and redeem, the trader's LT orders) beside the chart and the order
 * book of the token. The page forces a light theme.
 */
export function LtScreen({ symbol, locale }: { symbol: SymbolRef; locale: string }) {
  const { host, loader } = useShell();
  const common = { host, loader, symbol, locale, theme: 'light' as const };
  return (
    <main className="lt-grid">
      <RemoteSlot {...common} remote="mfe-lt" slot="lt-page" />
      <RemoteSlot {...common} deferMount remote="mfe-chart" slot="chart" />
      <RemoteSlot {...common} deferMount remote="mfe-orderbook" slot="orderbook" />
    </main>
  );
}
