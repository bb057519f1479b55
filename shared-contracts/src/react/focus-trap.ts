import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog's keyboard focus (issue 24), written once for the host and every remote: while
 * mounted, focus moves into `container` (its first focusable element, unless focus is already
 * inside), Tab and Shift+Tab cycle within it, Escape calls `onEscape`; on unmount focus goes back
 * to where it was before the dialog first rendered. That is read in the first render, not in
 * this hook's effect: a dialog whose own effect, declared first, focuses its main button had
 * the focus inside by then, and gave it back to nothing (the order confirmation left it on the
 * page's body).
 * The focus moves in, and the keys are heard, as the dialog is laid out, before it is painted: a
 * passive effect came up to 100 ms after a busy page (a phone loading its remotes) had shown the
 * dialog, and an Escape pressed then was lost. The focus goes back after the page's commit, when
 * what it goes back to is in place.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  onEscape?: () => void,
): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  const returnTo = useRef<HTMLElement | null | undefined>(undefined);
  if (returnTo.current === undefined) {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    returnTo.current = active instanceof HTMLElement ? active : null;
  }
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!root.contains(document.activeElement)) (focusables()[0] ?? root).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [container]);
  useEffect(() => {
    const before = returnTo.current ?? null;
    return () => focusBack(before);
  }, []);
}

/**
 * Gives the focus back to `element`; when it cannot take it any more, inside a panel that has
 * closed meanwhile (a menu that closed as the focus went into the dialog it opened), to the
 * control of that panel (the button whose `aria-controls` names it): not to the page's body.
 */
function focusBack(element: HTMLElement | null): void {
  if (!element?.isConnected) return;
  if (element.closest('[hidden]') === null) {
    element.focus();
    if (document.activeElement === element) return;
  }
  const controls = [...document.querySelectorAll<HTMLElement>('[aria-controls]')];
  for (let panel = element.parentElement; panel; panel = panel.parentElement) {
    if (!panel.id) continue;
    const control = controls.find((c) =>
      (c.getAttribute('aria-controls') ?? '').split(/\s+/).includes(panel.id),
    );
    if (control && control.closest('[hidden]') === null) {
      control.focus();
      return;
    }
  }
}
