import type { WidthClass } from '@spot/contracts';

// Apart from the page state (and its store), so the entry chunk can read it before the shared
// libraries are negotiated.

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
