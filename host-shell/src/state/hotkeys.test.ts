import { createBus, type BusEvents, type HostPrefs } from '@spot/contracts';
import { hotkeysOn, isFieldTarget, listenForHotkeys, setHotkeysOn } from './hotkeys';

function memoryPrefs(): HostPrefs {
  const values = new Map<string, unknown>();
  return {
    get: <T>(key: string) => values.get(key) as T | undefined,
    set: (key, value) => void values.set(key, value),
    subscribe: () => () => undefined,
  };
}

function setup(blocked = false) {
  const bus = createBus((error) => {
    throw error;
  });
  const prefs = memoryPrefs();
  const heard: BusEvents['keyboard/hotkey-pressed'][] = [];
  bus.on('keyboard/hotkey-pressed', (p) => heard.push(p));
  const hostActions: string[] = [];
  const stop = listenForHotkeys(document, {
    bus,
    prefs,
    blocked: () => blocked,
    onHostAction: (a) => hostActions.push(a),
  });
  return { prefs, heard, hostActions, stop };
}

const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('listenForHotkeys', () => {
  it('passes the remotes their hotkeys on the bus and keeps its own', () => {
    const { heard, hostActions, stop } = setup();
    const b = press(document.body, 'b');
    press(document.body, ']');
    press(document.body, '?');
    press(document.body, '/');
    expect(heard).toEqual([{ action: 'focus-buy' }, { action: 'interval-next' }]);
    expect(hostActions).toEqual(['help', 'symbol-search']);
    expect(b.defaultPrevented).toBe(true);
    stop();
    press(document.body, 'x');
    expect(heard).toHaveLength(2);
  });

  it('reads a non-Latin layout by the key pressed, a Latin one by the character typed', () => {
    const { heard, hostActions, stop } = setup();
    // Arabic: س on S, لا on B, ج on [, ؟ on Shift+/.
    press(document.body, 'س', { code: 'KeyS' });
    press(document.body, 'لا', { code: 'KeyB' });
    press(document.body, 'ج', { code: 'BracketLeft' });
    press(document.body, '؟', { code: 'Slash', shiftKey: true });
    // Russian: й on Q.
    press(document.body, 'й', { code: 'KeyQ' });
    // AZERTY types q on the A key: the q hotkey, not the A key's.
    press(document.body, 'q', { code: 'KeyA' });
    // A named key is never mapped, nor a Latin layout's own letter (a German ü on [).
    press(document.body, 'Enter', { code: 'KeyB' });
    press(document.body, 'ü', { code: 'BracketLeft' });
    expect(heard).toEqual([
      { action: 'focus-sell' },
      { action: 'focus-buy' },
      { action: 'interval-previous' },
      { action: 'focus-quantity' },
      { action: 'focus-quantity' },
    ]);
    expect(hostActions).toEqual(['help']);
    stop();
  });

  it('leaves keys typed in a field, a select or a dialog to them', () => {
    const { heard, hostActions, stop } = setup();
    document.body.innerHTML = `
      <input id="qty" type="text" />
      <select id="sel"><option>1</option></select>
      <div role="dialog"><button id="inDialog">ok</button></div>
      <input id="box" type="checkbox" />`;
    const typed = press(document.getElementById('qty')!, 'b');
    press(document.getElementById('sel')!, 's');
    press(document.getElementById('inDialog')!, 'x');
    expect(heard).toEqual([]);
    expect(typed.defaultPrevented).toBe(false);
    // A checkbox takes no text: the hotkey fires.
    press(document.getElementById('box')!, '?');
    expect(hostActions).toEqual(['help']);
    stop();
  });

  it('leaves a text field on Escape, so the next hotkey is the page’s', () => {
    const { heard, stop } = setup();
    document.body.innerHTML = `<form><input id="qty" type="text" /></form>`;
    const quantity = document.getElementById('qty') as HTMLInputElement;
    quantity.focus();
    press(quantity, 'Escape');
    expect(document.activeElement).toBe(document.body);
    press(document.body, 'x');
    expect(heard).toEqual([{ action: 'cancel-all' }]);
    stop();
  });

  it('keeps the focus in a field that takes Escape itself, or in a dialog', () => {
    const { stop } = setup();
    document.body.innerHTML = `
      <input id="own" type="text" />
      <div role="dialog"><input id="inDialog" type="text" /></div>`;
    const own = document.getElementById('own') as HTMLInputElement;
    own.addEventListener('keydown', (event) => event.preventDefault());
    own.focus();
    press(own, 'Escape');
    expect(document.activeElement).toBe(own);
    const inDialog = document.getElementById('inDialog') as HTMLInputElement;
    inDialog.focus();
    press(inDialog, 'Escape');
    expect(document.activeElement).toBe(inDialog);
    stop();
  });

  it('does nothing while switched off or while a host dialog is up', () => {
    const off = setup();
    setHotkeysOn(off.prefs, false);
    expect(hotkeysOn(off.prefs)).toBe(false);
    press(document.body, 'x');
    press(document.body, '?');
    expect(off.heard).toEqual([]);
    expect(off.hostActions).toEqual([]);
    off.stop();

    const blocked = setup(true);
    press(document.body, 'x');
    expect(blocked.heard).toEqual([]);
    blocked.stop();
  });

  it('ignores keys with a modifier and repeats', () => {
    const { heard, stop } = setup();
    press(document.body, 'x', { ctrlKey: true });
    press(document.body, 'x', { repeat: true });
    expect(heard).toEqual([]);
    stop();
  });
});

describe('isFieldTarget', () => {
  it('knows text fields and editable regions', () => {
    document.body.innerHTML = `<textarea id="a"></textarea><div id="b" contenteditable="true"></div><button id="c"></button>`;
    expect(isFieldTarget(document.getElementById('a'))).toBe(true);
    expect(isFieldTarget(document.getElementById('c'))).toBe(false);
    expect(isFieldTarget(null)).toBe(false);
  });
});
