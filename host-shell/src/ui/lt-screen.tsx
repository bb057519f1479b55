import type { SymbolRef } from '@spot/contracts';
import { RemoteSlot } from '../composition/remote-slot';
import { useShell } from './shell-context';

/** The leveraged-token detail route shows mfe-lt's page (spec 001 §2). */
export function LtScreen({ symbol, locale }: { symbol: SymbolRef; locale: string }) {
  const { host, loader } = useShell();
  // The LT page forces a light theme (spec 001 §2).
  return (
    <main className="lt-grid">
      <RemoteSlot
        host={host}
        loader={loader}
        remote="mfe-lt"
        slot="lt-page"
        symbol={symbol}
        locale={locale}
        theme="light"
      />
    </main>
  );
}
