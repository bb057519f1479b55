import { createStore } from 'zustand/vanilla';
import {
  RESIZE_THROTTLE_MS,
  outsidePageUrl,
  type HostPage,
  type PageState,
  type WidthClass,
} from '@spot/contracts';
import { currentWidthClass } from './width-class';

export { RESIZE_THROTTLE_MS };
export { MOBILE_MAX_WIDTH, WIDE_MIN_WIDTH, currentWidthClass, widthClassOf } from './width-class';

/** Crossing the mobile boundary forces a full reload (spec 000 §2). */
export function crossesMobileBoundary(previous: WidthClass, next: WidthClass): boolean {
  return (previous === 'mobile') !== (next === 'mobile');
}

export interface PageStateDeps {
  readonly navigate: (path: string) => void;
  readonly reload: () => void;
  /** Origin of the exchange's main site (env.json `mainSite`); null: this page's. */
  readonly mainSite?: string | null;
}

/** Tracks visibility, online state and the width class (resize throttled to 100 ms). */
export function createPageState(deps: PageStateDeps): HostPage & { dispose(): void } {
  const store = createStore<PageState>(() => ({
    visible: document.visibilityState === 'visible',
    online: navigator.onLine,
    widthClass: currentWidthClass(window),
  }));
  let throttle: ReturnType<typeof setTimeout> | null = null;
  const onResize = (): void => {
    if (throttle) return;
    throttle = setTimeout(() => {
      throttle = null;
      const next = currentWidthClass(window);
      const previous = store.getState().widthClass;
      if (crossesMobileBoundary(previous, next)) deps.reload();
      else if (next !== previous) store.setState({ widthClass: next });
    }, RESIZE_THROTTLE_MS);
  };
  const onVisibility = (): void =>
    store.setState({ visible: document.visibilityState === 'visible' });
  const onOnline = (): void => store.setState({ online: navigator.onLine });
  window.addEventListener('resize', onResize);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOnline);
  return {
    get: () => store.getState(),
    subscribe: (listener) => store.subscribe((state) => listener(state)),
    navigate: deps.navigate,
    reload: deps.reload,
    // A path that would leave the main site (`//host`, a scheme) goes nowhere: its home.
    outsideUrl: (path, query) =>
      outsidePageUrl(deps.mainSite ?? null, path, query) ??
      outsidePageUrl(deps.mainSite ?? null, '/') ??
      '/',
    dispose() {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOnline);
      if (throttle) clearTimeout(throttle);
    },
  };
}
