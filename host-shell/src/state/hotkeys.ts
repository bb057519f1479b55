import {
  HOTKEYS_PREF,
  hotkeyFor,
  isRemoteHotkeyAction,
  type Bus,
  type HostPrefs,
} from '@spot/contracts';

/** What the host does itself; the rest goes to the remotes on the bus. */
export type HostHotkeyAction = 'help' | 'symbol-search';

const TEXT_INPUTS = new Set([
  'text',
  'search',
  'number',
  'email',
  'password',
  'tel',
  'url',
  'date',
  'time',
]);

const DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/** Whether `target` takes typed text: a text field, a text area or an editable region. */
function isTextEntry(target: Element): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUTS.has(target.type);
  // `isContentEditable` where the DOM has it, the attribute where it does not (jsdom).
  if (target instanceof HTMLElement && target.isContentEditable === true) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * Whether a key pressed with the focus on `target` belongs to that element: a text field, a
 * select, an editable region, or anything inside an open dialog (which owns its keys).
 */
export function isFieldTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(DIALOG)) return true;
  return target instanceof HTMLSelectElement || isTextEntry(target);
}

/**
 * What a non-Latin layout types on a key: characters none of which is ASCII or of the Latin
 * script (`س`, `لا`, `й`; not a German `ü`, whose layout has its own `[` on AltGr+8).
 */
const NON_LATIN = /^[^\x00-\x7f\p{Script=Latin}]+$/u;

/**
 * The key a hotkey is read from: the character typed, or, where the layout types no Latin
 * character on the key (Arabic `س`, Cyrillic `ы`), the key's character on a US keyboard, as
 * the `?` overlay names it (`KeyS` is `s`, Shift+`Slash` is `?`). A Latin layout's own
 * character is kept (an AZERTY `q` is the q hotkey), and a named key (Enter) is never mapped.
 */
export function hotkeyKey(event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>): string {
  const { key, code } = event;
  if (!NON_LATIN.test(key) || typeof code !== 'string') return key;
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return (letter[1] as string).toLowerCase();
  if (code === 'Slash') return event.shiftKey ? '?' : '/';
  if (code === 'BracketLeft' && !event.shiftKey) return '[';
  if (code === 'BracketRight' && !event.shiftKey) return ']';
  return key;
}

/** Hotkeys are on unless the trader switched them off in the trade preferences. */
export function hotkeysOn(prefs: HostPrefs): boolean {
  return prefs.get<boolean>(HOTKEYS_PREF) !== false;
}

export function setHotkeysOn(prefs: HostPrefs, on: boolean): void {
  prefs.set(HOTKEYS_PREF, on);
}

/**
 * Listens for the page's hotkeys on `doc` (issue 24): the host's own go to `onHostAction`,
 * the others to the remotes as `keyboard/hotkey-pressed`. A key that acts is not also typed.
 * Escape in a text field leaves the field. Returns the function that stops listening.
 */
export function listenForHotkeys(
  doc: Document,
  deps: {
    readonly bus: Bus;
    readonly prefs: HostPrefs;
    /** A host dialog is up (confirmation, LT notice, the overlay itself): keys are its own. */
    readonly blocked: () => boolean;
    readonly onHostAction: (action: HostHotkeyAction) => void;
  },
): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || deps.blocked() || !hotkeysOn(deps.prefs)) return;
    // Escape leaves a text field (one that did not take the key itself, outside any dialog),
    // so the page's hotkeys are the trader's again, e.g. after placing an order with Enter.
    if (event.key === 'Escape') {
      const { target } = event;
      if (target instanceof HTMLElement && !target.closest(DIALOG) && isTextEntry(target)) {
        target.blur();
      }
      return;
    }
    const action = hotkeyFor({
      key: hotkeyKey(event),
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      repeat: event.repeat,
      inField: isFieldTarget(event.target),
    });
    if (!action) return;
    event.preventDefault();
    if (isRemoteHotkeyAction(action)) deps.bus.emit('keyboard/hotkey-pressed', { action });
    else deps.onHostAction(action);
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
