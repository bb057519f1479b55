import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteProps, SlotName } from '@spot/contracts';
import { createHarnessHost } from './harness-host';
import './harness.css';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Loads the remote's `./App` from its container on this dev server, through its manifest, as
 * the host shell does: the harness page provides the federation runtime the container uses.
 */
async function loadApp(container: string): Promise<ComponentType<RemoteProps>> {
  const federation = getInstance();
  if (!federation) throw new Error('the harness has no federation runtime');
  federation.registerRemotes([
    { name: container, entry: new URL('/mf-manifest.json', location.href).href },
  ]);
  const module: unknown = await federation.loadRemote(`${container}/App`);
  const App = isRecord(module) && 'default' in module ? module.default : module;
  if (typeof App !== 'function') throw new Error(`${container}/App is not a component`);
  return App as ComponentType<RemoteProps>;
}

/**
 * Mounts the remote of this dev server (`npm run dev -w <remote>`) in the standalone harness
 * page: `?symbol=ETHUSDT` picks the symbol.
 */
export async function mountHarness(slot: SlotName, container = __HARNESS_REMOTE__): Promise<void> {
  const [host, App] = await Promise.all([createHarnessHost(), loadApp(container)]);
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
