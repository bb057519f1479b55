import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteProps, SlotName } from '@spot/contracts';
import { createHarnessHost } from './harness-host';
import './harness.css';

/** Mounts a remote's App in the standalone harness page: `?symbol=ETHUSDT` picks the symbol. */
export async function mountHarness(App: ComponentType<RemoteProps>, slot: SlotName): Promise<void> {
  const host = await createHarnessHost();
  const symbolName = new URLSearchParams(location.search).get('symbol') ?? 'BTCUSDT';
  const info = host.market.symbol(symbolName);
  document.documentElement.classList.add('dark');
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <App
      host={host}
      slot={slot}
      locale="en"
      theme="dark"
      symbol={{
        symbolName,
        base: info?.baseTokenName ?? symbolName.slice(0, 3),
        quote: info?.quoteTokenName ?? symbolName.slice(3),
        isLt: info?.ltDirection ? true : false,
      }}
    />,
  );
}
