import { HOTKEYS, hotkeyFor, isRemoteHotkeyAction, type KeyPress } from './hotkeys';

const press = (key: string, over: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  inField: false,
  ...over,
});

describe('hotkeys (issue 24)', () => {
  it('maps each binding to its action, letters without case', () => {
    for (const binding of HOTKEYS) expect(hotkeyFor(press(binding.key))).toBe(binding.action);
    expect(hotkeyFor(press('B'))).toBe('focus-buy');
    expect(hotkeyFor(press('X'))).toBe('cancel-all');
  });

  it('never fires while typing in a field, with a modifier held or on a repeat', () => {
    expect(hotkeyFor(press('b', { inField: true }))).toBeNull();
    expect(hotkeyFor(press('/', { inField: true }))).toBeNull();
    expect(hotkeyFor(press('x', { ctrlKey: true }))).toBeNull();
    expect(hotkeyFor(press('s', { metaKey: true }))).toBeNull();
    expect(hotkeyFor(press('q', { altKey: true }))).toBeNull();
    expect(hotkeyFor(press('x', { repeat: true }))).toBeNull();
  });

  it('takes a character typed with AltGr (Ctrl and Alt together on Windows) as the key', () => {
    const altGr = { ctrlKey: true, altKey: true };
    expect(hotkeyFor(press('[', altGr))).toBe('interval-previous');
    expect(hotkeyFor(press(']', altGr))).toBe('interval-next');
    expect(hotkeyFor(press(']', { ...altGr, inField: true }))).toBeNull();
    expect(hotkeyFor(press(']', { ...altGr, metaKey: true }))).toBeNull();
  });

  it('ignores keys it does not bind', () => {
    for (const key of ['a', 'Enter', 'Escape', 'Tab', ' ', 'ArrowUp', '1', 'Shift']) {
      expect(hotkeyFor(press(key))).toBeNull();
    }
  });

  it('binds each key once and each action once', () => {
    expect(new Set(HOTKEYS.map((b) => b.key)).size).toBe(HOTKEYS.length);
    expect(new Set(HOTKEYS.map((b) => b.action)).size).toBe(HOTKEYS.length);
  });

  it('keeps help and the symbol search for the host', () => {
    expect(isRemoteHotkeyAction('help')).toBe(false);
    expect(isRemoteHotkeyAction('symbol-search')).toBe(false);
    expect(isRemoteHotkeyAction('cancel-all')).toBe(true);
    expect(isRemoteHotkeyAction('interval-next')).toBe(true);
  });
});
