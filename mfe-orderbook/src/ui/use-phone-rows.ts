import { useLayoutEffect, useState, type RefObject } from 'react';
import { RESIZE_THROTTLE_MS } from '@spot/contracts';
import { phoneRowsPerSide } from '../domain/view-mode';

function px(value: string): number {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Rows per side of a phone's book (`phoneRowsPerSide`) for the book rendered in `root`, while
 * `enabled` (the host's `mobile` width class); `null` otherwise, or until the book's body has
 * been laid out. Measured again when the viewport resizes and when the page's height changes
 * (the notice bar appearing above the book, a header that wraps), at most every 100 ms. A body
 * that is not laid out (another section or tab shown) keeps the last count. The host's fixed
 * bar at the bottom is read from the document's `scroll-padding-bottom`, which the host sets
 * to what the bar covers.
 */
export function usePhoneRows(root: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [rows, setRows] = useState<number | null>(null);
  // Measured before the browser paints, so a phone never shows the default 13 rows first.
  useLayoutEffect(() => {
    if (!enabled) {
      setRows(null);
      return undefined;
    }
    let timer: number | null = null;
    const measure = (): void => {
      timer = null;
      const box = root.current;
      const body = box?.querySelector('.book-body');
      if (!box || !body) return;
      const bodyBox = body.getBoundingClientRect();
      if (bodyBox.height === 0) return;
      const spread = body.querySelector('.spread')?.getBoundingClientRect().height ?? 0;
      const next = phoneRowsPerSide({
        viewportHeight: window.innerHeight,
        bodyTop: bodyBox.top + window.scrollY,
        spreadHeight: spread,
        belowBody: Math.max(0, box.getBoundingClientRect().bottom - bodyBox.bottom),
        obscuredBottom: px(getComputedStyle(document.documentElement).scrollPaddingBottom),
      });
      setRows(next);
    };
    const schedule = (): void => {
      if (timer === null) timer = window.setTimeout(measure, RESIZE_THROTTLE_MS);
    };
    measure();
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(document.body);
    return () => {
      if (timer !== null) window.clearTimeout(timer);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [root, enabled]);
  return rows;
}
