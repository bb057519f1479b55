import { createStore } from 'zustand/vanilla';
import {
  RESIZE_THROTTLE_MS,
  outsidePageUrl,
  type HostPage,
  type PageState,
  type WidthClass,
} from '@spot/contracts';

export { RESIZE_THROTTLE_MS };

/** Width of 500 px or less is mobile (spec 000 §2); 2037 px or more is wide (spec 000 §9). */
export const MOBILE_MAX_WIDTH = 500;
export const WIDE_MIN_WIDTH = 2037;

export function widthClassOf(width: number): WidthClass {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width >= WIDE_MIN_WIDTH) return 'wide';
  return 'desktop';
}

/**
 * The page's width class for the viewport's width as the stylesheet's media queries read it.
 * Not `innerWidth`: on a phone that is the visual viewport, which a page zoomed out to fit
 * content wider than the screen makes wider than the screen (a phone turned back from
 * landscape to portrait, with the desktop layout still up, read 652 px on a 390 px screen and
 * never went back to the phone's layout).
 */
export function currentWidthClass(view: Pick<Window, 'innerWidth' | 'matchMedia'>): WidthClass {
  if (typeof view.matchMedia !== 'function') return widthClassOf(view.innerWidth);
  if (view.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches) return 'mobile';
  if (view.matchMedia(`(min-width: ${WIDE_MIN_WIDTH}px)`).matches) return 'wide';
  return 'desktop';
}

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
