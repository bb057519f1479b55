import { createNamespaceHook } from '@spot/contracts/react';

/** This remote's namespace, `locales/<lng>/orderbook.json` on its own origin. */
export const useT = createNamespaceHook('orderbook');
