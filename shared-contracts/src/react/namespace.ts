import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApi } from '../remote';

/**
 * The app's own origin as its bundler resolved it at run time (`publicPath: 'auto'`); each app
 * bundles the contract, so this is the origin of the app that calls it. Empty outside a build.
 */
function ownOrigin(): string {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
}

/** The languages the app ships, as its build wrote them; undefined outside a build. */
function shippedLanguages(): readonly string[] | undefined {
  return typeof __APP_LOCALES__ === 'undefined' ? undefined : __APP_LOCALES__;
}

/**
 * Makes an app's `useT()`: one i18n namespace per app (STYLE), loaded once per host from the
 * app's own origin through the host's i18next, keys falling back to English.
 */
export function createNamespaceHook(
  namespace: string,
  origin: () => string = ownOrigin,
  languages: () => readonly string[] | undefined = shippedLanguages,
) {
  const loading = new WeakMap<HostApi, Promise<void>>();
  return function useT(host: HostApi) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      let live = true;
      let promise = loading.get(host);
      if (!promise) {
        const shipped = languages();
        promise = host.i18n.loadNamespace(
          namespace,
          origin(),
          shipped === undefined ? undefined : { languages: shipped },
        );
        loading.set(host, promise);
      }
      void promise.then(() => {
        if (live) setReady(true);
      });
      return () => {
        live = false;
      };
    }, [host]);
    const { t } = useTranslation(namespace, { i18n: host.i18n.instance, useSuspense: false });
    return { t, ready };
  };
}
