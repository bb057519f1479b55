import {
  HOTKEYS_PREF,
  type HostApi,
  type OrderSide,
  type RemoteHotkeyAction,
  type StepGuide,
} from '@spot/contracts';

/** The hotkeys this form carries out (issue 24); the host has checked they are on. */
export type FormHotkey = Extract<RemoteHotkeyAction, 'focus-buy' | 'focus-sell' | 'focus-quantity'>;

/** Hears the form's hotkeys; returns the unsubscribe. */
export function onFormHotkey(host: HostApi, listener: (action: FormHotkey) => void): () => void {
  return host.bus.on('keyboard/hotkey-pressed', ({ action }) => {
    if (action === 'focus-buy' || action === 'focus-sell' || action === 'focus-quantity') {
      listener(action);
    }
  });
}

/** Hears the page ask for a side (the phone's Buy / Sell bar); returns the unsubscribe. */
export function onSideRequested(host: HostApi, listener: (side: OrderSide) => void): () => void {
  return host.bus.on('order/side-requested', ({ side }) => listener(side));
}

/**
 * The trader picked OCO or trailing stop: the page shows its step guide, unless this trader
 * has read it (the host keeps that).
 */
export function requestStepGuide(host: HostApi, guide: StepGuide): void {
  host.bus.emit('tour/step-guide-requested', { guide });
}

/** The page's hotkeys switch, shown among the trade preferences: on unless turned off. */
export function hotkeysPref(host: HostApi) {
  return {
    subscribe: (onChange: () => void) => host.prefs.subscribe(HOTKEYS_PREF, onChange),
    get: (): boolean => host.prefs.get<boolean>(HOTKEYS_PREF) !== false,
    set: (on: boolean): void => host.prefs.set(HOTKEYS_PREF, on),
  };
}

/** The first price field a side's hotkey goes to, in the form's order; else the size. */
const PRICE_FIELDS = ['triggerPrice', 'price', 'activationPrice'];
const SIZE_FIELDS = ['quantity', 'amount'];

/** Focuses the field a hotkey names inside `form`; false when the form shows none. */
export function focusFormField(form: HTMLFormElement, action: FormHotkey): boolean {
  const names = action === 'focus-quantity' ? SIZE_FIELDS : [...PRICE_FIELDS, ...SIZE_FIELDS];
  for (const name of names) {
    const field = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (field && !field.disabled) {
      field.focus();
      field.select();
      return true;
    }
  }
  return false;
}
