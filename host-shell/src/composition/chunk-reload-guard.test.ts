import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
} from './chunk-reload-guard';

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ['a ChunkLoadError by name', namedError('ChunkLoadError', 'anything'), true],
    [
      'a JS chunk message',
      new Error('Loading chunk 42 failed.\n(error: http://127.0.0.1:8081/42.js)'),
      true,
    ],
    [
      'a named JS chunk message',
      new Error('Loading chunk vendors-node_modules_react failed.'),
      true,
    ],
    ['a CSS chunk message', new Error('Loading CSS chunk 7 failed.'), true],
    ['a lowercase message', new Error('loading chunk 3 failed'), true],
    [
      'a failed dynamic import',
      new TypeError('Failed to fetch dynamically imported module: http://x/a.js'),
      true,
    ],
    ['an ordinary error', new Error('Cannot read properties of undefined'), false],
    ['a chunk message without an id', new Error('Loading chunk  failed'), false],
    ['a plain string', 'Loading chunk 42 failed', false],
    ['an error-like object', { name: 'ChunkLoadError', message: 'Loading chunk 1 failed' }, false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('classifies %s as %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadOnceForChunkError', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => {
        data.set(key, value);
      },
    };
  }

  const T0 = 1_700_000_000_000;

  it('reloads the first time and remembers when', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError(storage, reload, T0)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(T0));
  });

  it.each<[string, number, boolean]>([
    ['at once', 0, false],
    ['just inside the window', CHUNK_RELOAD_WINDOW_MS - 1, false],
    ['just outside the window', CHUNK_RELOAD_WINDOW_MS, true],
    ['long after', CHUNK_RELOAD_WINDOW_MS * 10, true],
  ])('after a reload, a second failure %s reloads: %s', (_name, elapsed, reloads) => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkError(storage, reload, T0);
    expect(reloadOnceForChunkError(storage, reload, T0 + elapsed)).toBe(reloads);
    expect(reload).toHaveBeenCalledTimes(reloads ? 2 : 1);
  });

  it('starts a new window after reloading again', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkError(storage, reload, T0);
    const later = T0 + CHUNK_RELOAD_WINDOW_MS + 5;
    expect(reloadOnceForChunkError(storage, reload, later)).toBe(true);
    expect(reloadOnceForChunkError(storage, reload, later + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the stored time is not a number', () => {
    const reload = jest.fn();
    expect(
      reloadOnceForChunkError(memoryStorage({ [CHUNK_RELOAD_KEY]: 'garbage' }), reload, T0),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('uses the window constant of 60 s', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(60_000);
  });
});
