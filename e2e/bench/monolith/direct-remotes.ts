import type { ComponentType } from 'react';
import type { RemoteProps } from '@spot/contracts';

/** A remote's `./App` in the monolith: a lazy chunk of its own. */
export type DirectApp = () => Promise<{ readonly default: ComponentType<RemoteProps> }>;

/**
 * The remotes' `./App` imported directly (the bench's monolith, `rspack.config.ts`): each is a
 * lazy chunk loaded when its slot mounts, as a remote is, so both builds load the same code at
 * the same moments; only the federation between them is gone. Nothing here is imported
 * eagerly: the entry chunk (`direct-preload.ts`) runs before the shared libraries are ready.
 */
export const DIRECT_APPS: Readonly<Record<string, DirectApp>> = {
  'mfe-chart': () =>
    import(/* webpackChunkName: "mfe-chart-app" */ '../../../mfe-chart/src/expose/app'),
  'mfe-orderbook': () =>
    import(/* webpackChunkName: "mfe-orderbook-app" */ '../../../mfe-orderbook/src/expose/app'),
  'mfe-order-entry': () =>
    import(/* webpackChunkName: "mfe-order-entry-app" */ '../../../mfe-order-entry/src/expose/app'),
  'mfe-orders': () =>
    import(/* webpackChunkName: "mfe-orders-app" */ '../../../mfe-orders/src/expose/app'),
  'mfe-lt': () => import(/* webpackChunkName: "mfe-lt-app" */ '../../../mfe-lt/src/expose/app'),
  'mfe-tools': () =>
    import(/* webpackChunkName: "mfe-tools-app" */ '../../../mfe-tools/src/expose/app'),
};
