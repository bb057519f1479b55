/**
 * Keyboard trading (issue 24): the page's hotkeys, one table every app reads. The host listens
 * on the document, answers its own (help, symbol search) and passes the others on the bus as
 * `keyboard/hotkey-pressed`; each remote acts on the ones it owns. Since 1.4.0.
 */

export const HOTKEY_ACTIONS = [
  'focus-buy',
  'focus-sell',
  'focus-quantity',
  'cancel-all',
  'symbol-search',
  'interval-previous',
  'interval-next',
  'help',
] as const;

export type HotkeyAction = (typeof HOTKEY_ACTIONS)[number];

/** The actions a remote carries out; the host keeps the help overlay and the symbol search. */
export type RemoteHotkeyAction = Exclude<HotkeyAction, 'help' | 'symbol-search'>;

/** The host preference that switches hotkeys off (`false`); on when unset. */
export const HOTKEYS_PREF = 'trade.hotkeys';

export interface HotkeyBinding {
  /** `KeyboardEvent.key`, matched without case for letters. */
  readonly key: string;
  readonly action: HotkeyAction;
}

/**
 * The bindings, in the order the `?` overlay lists them. Single keys without a modifier, so no
 * browser or screen-reader shortcut is taken; none fires while the trader types in a field.
 */
export const HOTKEYS: readonly HotkeyBinding[] = [
  { key: 'b', action: 'focus-buy' },
  { key: 's', action: 'focus-sell' },
  { key: 'q', action: 'focus-quantity' },
  { key: 'x', action: 'cancel-all' },
  { key: '/', action: 'symbol-search' },
  { key: '[', action: 'interval-previous' },
  { key: ']', action: 'interval-next' },
  { key: '?', action: 'help' },
];

/**
 * Submitting is the order form's own key: Enter in any of its fields submits it, with the
 * trader's usual confirmation. Listed by the overlay beside the hotkeys.
 */
export const SUBMIT_KEY = 'Enter';

/** What the dispatcher needs to know of a key press. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** The press repeats a held key. */
  readonly repeat: boolean;
  /** The focus is in a text field, a select, an editable element or a dialog. */
  readonly inField: boolean;
}

const BY_KEY: ReadonlyMap<string, HotkeyAction> = new Map(HOTKEYS.map((b) => [b.key, b.action]));

/**
 * The action a key press asks for, or `null`. A hotkey never fires while the trader types in a
 * field (the key is the field's), with a modifier held (the browser's or the reader's), or on
 * a held key's repeats. Ctrl and Alt held together are AltGr on a Windows keyboard, which
 * types a key's third character (`[` and `]` on a Spanish or German layout), not a shortcut:
 * the character it types is the key pressed.
 */
export function hotkeyFor(press: KeyPress): HotkeyAction | null {
  const altGraph = press.ctrlKey && press.altKey;
  const modified = press.metaKey || (!altGraph && (press.ctrlKey || press.altKey));
  if (press.inField || modified || press.repeat) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return BY_KEY.get(key) ?? null;
}

export function isRemoteHotkeyAction(action: HotkeyAction): action is RemoteHotkeyAction {
  return action !== 'help' && action !== 'symbol-search';
}
