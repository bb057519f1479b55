import type { RemoteMeta } from '@spot/contracts';
import chartMeta from '../../../mfe-chart/src/expose/meta';
import ltMeta from '../../../mfe-lt/src/expose/meta';
import orderEntryMeta from '../../../mfe-order-entry/src/expose/meta';
import orderbookMeta from '../../../mfe-orderbook/src/expose/meta';
import ordersMeta from '../../../mfe-orders/src/expose/meta';
import toolsMeta from '../../../mfe-tools/src/expose/meta';

/** The remotes' `./meta` in the monolith, in the bootstrap chunk (a few bytes each). */
export const DIRECT_METAS: Readonly<Record<string, RemoteMeta>> = {
  'mfe-chart': chartMeta,
  'mfe-orderbook': orderbookMeta,
  'mfe-order-entry': orderEntryMeta,
  'mfe-orders': ordersMeta,
  'mfe-lt': ltMeta,
  'mfe-tools': toolsMeta,
};
