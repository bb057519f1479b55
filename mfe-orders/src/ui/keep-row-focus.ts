import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** The row of a table (its `data-row-key`) inside `box`, or null. */
function rowElement(box: HTMLElement, key: string): HTMLElement | null {
  for (const el of box.querySelectorAll<HTMLElement>('[data-row-key]')) {
    if (el.getAttribute('data-row-key') === key) return el;
  }
  return null;
}

/**
 * Where focus goes when the row holding it has gone (its order cancelled or filled): the row
 * that took its place, else the one before it, each by key; null when none is left.
 */
export function focusTarget(
  before: readonly string[],
  after: readonly string[],
  gone: string,
): string | null {
  const i = before.indexOf(gone);
  if (i < 0) return null;
  const kept = new Set(after);
  return (
    before.slice(i + 1).find((key) => kept.has(key)) ??
    before
      .slice(0, i)
      .reverse()
      .find((key) => kept.has(key)) ??
    null
  );
}

/**
 * Keeps keyboard focus in a list whose rows go away under it: when the focused row is removed
 * (focus would fall to the page's body), the button of the row that took its place takes it,
 * else the previous row's, else `box` itself (focusable with `tabIndex={-1}`).
 */
export function useKeepRowFocus(box: RefObject<HTMLElement | null>, keys: readonly string[]) {
  const focused = useRef<string | null>(null);
  const previous = useRef<readonly string[]>(keys);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as HTMLElement).closest?.('[data-row-key]');
      focused.current = row ? row.getAttribute('data-row-key') : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      // No related target: the control was removed or the window lost focus; keep the row.
      const next = event.relatedTarget as Node | null;
      if (next && !el.contains(next)) focused.current = null;
    };
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    return () => {
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [box]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = keys;
    const gone = focused.current;
    const el = box.current;
    if (gone === null || !el || keys.includes(gone)) return;
    focused.current = null;
    const active = document.activeElement;
    // Focus moved on to something else meanwhile: leave it there.
    if (active && active !== document.body && !el.contains(active)) return;
    const target = focusTarget(before, keys, gone);
    const control =
      target === null
        ? null
        : rowElement(el, target)?.querySelector<HTMLElement>('button:not(:disabled)');
    if (control) control.focus();
    else el.focus();
  }, [box, keys]);
}
