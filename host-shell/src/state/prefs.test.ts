import { createLocalPrefs, PREFS_STORAGE_KEY } from './prefs';

function memoryStorage(initial: string | null = null) {
  const data = new Map<string, string>();
  if (initial !== null) data.set(PREFS_STORAGE_KEY, initial);
  return {
    data,
    getItem: jest.fn((key: string) => data.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => {
      data.set(key, value);
    }),
  };
}

describe('createLocalPrefs', () => {
  it('reads the values persisted as JSON under its key', () => {
    const prefs = createLocalPrefs(
      memoryStorage(JSON.stringify({ 'orderbook.step': '0.1', confirm: false })),
    );
    expect(prefs.get('orderbook.step')).toBe('0.1');
    expect(prefs.get('confirm')).toBe(false);
    expect(prefs.get('missing')).toBeUndefined();
  });

  it('persists every value as JSON under PREFS_STORAGE_KEY', () => {
    const storage = memoryStorage();
    const prefs = createLocalPrefs(storage);
    prefs.set('theme', 'light');
    prefs.set('layout', { chart: 60 });
    expect(PREFS_STORAGE_KEY).toBe('host-shell.prefs.v1');
    expect(JSON.parse(storage.data.get(PREFS_STORAGE_KEY) ?? 'null')).toEqual({
      theme: 'light',
      layout: { chart: 60 },
    });
    expect(createLocalPrefs(storage).get('layout')).toEqual({ chart: 60 });
  });

  it.each<[string, string]>([
    ['broken JSON', '{"theme": '],
    ['a JSON array', '["light"]'],
    ['JSON null', 'null'],
    ['a JSON string', '"light"'],
  ])('starts empty from %s and overwrites it on the next set', (_name, stored) => {
    const storage = memoryStorage(stored);
    const prefs = createLocalPrefs(storage);
    expect(prefs.get('theme')).toBeUndefined();
    expect(prefs.get('0')).toBeUndefined();
    prefs.set('theme', 'dark');
    expect(JSON.parse(storage.data.get(PREFS_STORAGE_KEY) ?? 'null')).toEqual({ theme: 'dark' });
  });

  it('keeps a value for the page when storage refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem.mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const prefs = createLocalPrefs(storage);
    expect(() => prefs.set('theme', 'light')).not.toThrow();
    expect(prefs.get('theme')).toBe('light');
  });

  it('tells the listeners of a key, and only of that key', () => {
    const prefs = createLocalPrefs(memoryStorage());
    const theme = jest.fn();
    const other = jest.fn();
    prefs.subscribe('theme', theme);
    prefs.subscribe('layout', other);
    prefs.set('theme', 'light');
    expect(theme).toHaveBeenCalledWith('light');
    expect(other).not.toHaveBeenCalled();
  });

  it('stops telling a listener after it unsubscribes and keeps telling the others', () => {
    const prefs = createLocalPrefs(memoryStorage());
    const first = jest.fn();
    const second = jest.fn();
    const off = prefs.subscribe('theme', first);
    prefs.subscribe('theme', second);
    off();
    prefs.set('theme', 'dark');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('dark');
  });
});
