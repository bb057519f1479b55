import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from '@spot/contracts';

export const NAMESPACE = 'tools';
const loading = new WeakMap<HostApi, Promise<void>>();

/** This remote's namespace, loaded once from its own origin through the host's i18next. */
export function useT(host: HostApi) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    let promise = loading.get(host);
    if (!promise) {
      const origin = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
      promise = host.i18n.loadNamespace(NAMESPACE, origin);
      loading.set(host, promise);
    }
    void promise.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [host]);
  const { t } = useTranslation(NAMESPACE, { i18n: host.i18n.instance, useSuspense: false });
  return { t, ready };
}
