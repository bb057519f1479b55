import { createNamespaceHook } from '@spot/contracts/react';

/** This remote's namespace, `locales/<lng>/order-entry.json` on its own origin. */
export const useT = createNamespaceHook('order-entry');
