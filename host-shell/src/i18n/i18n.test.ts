import { requestEarlyTexts } from './early-texts';
import {
  createI18n,
  createNamespaceLoader,
  FALLBACK_LANGUAGE,
  loadNamespace,
  sanitizeResources,
} from './i18n';

describe('sanitizeResources', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    ['string leaves', { title: 'Order book', empty: '' }, { title: 'Order book', empty: '' }],
    [
      'nested objects',
      { errors: { rejected: 'Rejected', deep: { x: 'y' } } },
      { errors: { rejected: 'Rejected', deep: { x: 'y' } } },
    ],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: 'kept' }, { d: 'kept' }],
    ['arrays', { list: ['a', 'b'], ok: 'yes' }, { ok: 'yes' }],
    ['bad leaves inside nested objects', { nested: { n: 5, s: 'x' } }, { nested: { s: 'x' } }],
    ['a top-level array', ['a'], {}],
    ['a top-level string', 'hello', {}],
    ['null', null, {}],
  ])('keeps only string leaves from %s', (_name, input, expected) => {
    expect(sanitizeResources(input)).toEqual(expected);
  });
});

describe('loadNamespace', () => {
  function jsonReply(body: unknown): Response {
    return { ok: true, status: 200, json: () => Promise.resolve(body) } as unknown as Response;
  }
  const notFound = {
    ok: false,
    status: 404,
    json: () => Promise.reject(new Error('no body')),
  } as unknown as Response;
  const broken = {
    ok: true,
    status: 200,
    json: () => Promise.reject(new SyntaxError('Unexpected token')),
  } as unknown as Response;

  function fakeFetch(files: Record<string, Response | Error>) {
    const urls: string[] = [];
    const fn = jest.fn((input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const file = files[url] ?? notFound;
      return file instanceof Error ? Promise.reject(file) : Promise.resolve(file);
    });
    return { fetch: fn as unknown as typeof fetch, urls };
  }

  const BASE = 'http://127.0.0.1:8082';

  it('loads the page language and English from the remote origin', async () => {
    const i18n = await createI18n('de');
    const { fetch, urls } = fakeFetch({
      [`${BASE}/locales/de/orderbook.json`]: jsonReply({ title: 'Orderbuch' }),
      [`${BASE}/locales/en/orderbook.json`]: jsonReply({ title: 'Order book', trades: 'Trades' }),
    });
    await loadNamespace(i18n, 'orderbook', `${BASE}/`, fetch);
    expect(urls.sort()).toEqual([
      `${BASE}/locales/de/orderbook.json`,
      `${BASE}/locales/en/orderbook.json`,
    ]);
    expect(i18n.t('orderbook:title')).toBe('Orderbuch');
    expect(i18n.t('orderbook:trades')).toBe('Trades');
  });

  it('requests no file in a language the app does not ship: English stands in, no 404', async () => {
    const i18n = await createI18n('ja');
    const { fetch, urls } = fakeFetch({
      [`${BASE}/locales/en/orderbook.json`]: jsonReply({ title: 'Order book' }),
    });
    await loadNamespace(i18n, 'orderbook', BASE, fetch, ['en']);
    expect(urls).toEqual([`${BASE}/locales/en/orderbook.json`]);
    expect(i18n.t('orderbook:title')).toBe('Order book');
  });

  it('requests the page language when the app ships it', async () => {
    const i18n = await createI18n('ja');
    const { fetch, urls } = fakeFetch({});
    await loadNamespace(i18n, 'orderbook', BASE, fetch, ['en', 'ja']);
    expect(urls.sort()).toEqual([
      `${BASE}/locales/en/orderbook.json`,
      `${BASE}/locales/ja/orderbook.json`,
    ]);
  });

  it('fetches English once when the page is in English', async () => {
    const i18n = await createI18n(FALLBACK_LANGUAGE);
    const { fetch, urls } = fakeFetch({
      [`${BASE}/locales/en/orderbook.json`]: jsonReply({ title: 'Order book' }),
    });
    await loadNamespace(i18n, 'orderbook', BASE, fetch);
    expect(urls).toEqual([`${BASE}/locales/en/orderbook.json`]);
    expect(i18n.t('orderbook:title')).toBe('Order book');
  });

  // `loaded`: whether asking again could bring more (a file that came is kept as it came).
  it.each<[string, Response | Error, boolean]>([
    ['is missing (404)', notFound, false],
    ['is broken JSON', broken, false],
    ['cannot be fetched', new TypeError('Failed to fetch'), false],
    ['is not an object', jsonReply(['title']), true],
  ])(
    'loads a page-language file that %s as empty so keys fall back to English',
    async (_name, file, loaded) => {
      const i18n = await createI18n('de');
      const { fetch } = fakeFetch({
        [`${BASE}/locales/de/orderbook.json`]: file,
        [`${BASE}/locales/en/orderbook.json`]: jsonReply({ title: 'Order book' }),
      });
      await expect(loadNamespace(i18n, 'orderbook', BASE, fetch)).resolves.toBe(loaded);
      expect(i18n.hasResourceBundle('de', 'orderbook')).toBe(true);
      expect(i18n.t('orderbook:title')).toBe('Order book');
    },
  );

  it('shows the key itself when neither file loads', async () => {
    const i18n = await createI18n('de');
    const { fetch } = fakeFetch({ [`${BASE}/locales/en/orderbook.json`]: broken });
    await loadNamespace(i18n, 'orderbook', BASE, fetch);
    expect(i18n.t('orderbook:title')).toBe('title');
  });

  it('drops values that are not strings', async () => {
    const i18n = await createI18n('en');
    const { fetch } = fakeFetch({
      [`${BASE}/locales/en/orderbook.json`]: jsonReply({ title: 'Order book', count: 3 }),
    });
    await loadNamespace(i18n, 'orderbook', BASE, fetch);
    expect(i18n.getResourceBundle('en', 'orderbook')).toEqual({ title: 'Order book' });
  });

  it("takes the entry chunk's early answers instead of fetching, once", async () => {
    const i18n = await createI18n('es');
    const early = fakeFetch({
      [`${BASE}/locales/es/orderbook.json`]: jsonReply({ title: 'Libro' }),
      [`${BASE}/locales/en/orderbook.json`]: jsonReply({ title: 'Order book' }),
    });
    requestEarlyTexts(`${BASE}/locales/es/orderbook.json`, false, early.fetch);
    requestEarlyTexts(`${BASE}/locales/en/orderbook.json`, false, early.fetch);
    const later = fakeFetch({});
    const real = globalThis.fetch;
    globalThis.fetch = later.fetch;
    try {
      await loadNamespace(i18n, 'orderbook', BASE);
      expect(later.urls).toEqual([]);
      expect(i18n.t('orderbook:title')).toBe('Libro');
      // Taken: loaded again, the namespace is fetched afresh.
      await loadNamespace(i18n, 'orderbook', BASE);
      expect(later.urls.sort()).toEqual([
        `${BASE}/locales/en/orderbook.json`,
        `${BASE}/locales/es/orderbook.json`,
      ]);
    } finally {
      globalThis.fetch = real;
    }
  });

  it('loads a namespace from one base once per language, whoever asks first', async () => {
    const i18n = await createI18n('en');
    const { fetch, urls } = fakeFetch({
      [`${BASE}/locales/en/orderbook.json`]: jsonReply({ title: 'Order book' }),
      [`${BASE}/locales/ja/orderbook.json`]: jsonReply({ title: '板' }),
    });
    const real = globalThis.fetch;
    globalThis.fetch = fetch;
    try {
      const load = createNamespaceLoader(i18n);
      // The bootstrap as the texts arrive, then the remote's own `useT` (its public path).
      await Promise.all([load('orderbook', BASE, ['en']), load('orderbook', `${BASE}/`, ['en'])]);
      expect(urls).toEqual([`${BASE}/locales/en/orderbook.json`]);
      expect(i18n.t('orderbook:title')).toBe('Order book');
      await i18n.changeLanguage('ja');
      await load('orderbook', BASE, ['en', 'ja']);
      expect(urls).toContain(`${BASE}/locales/ja/orderbook.json`);
      expect(i18n.t('orderbook:title')).toBe('板');
    } finally {
      globalThis.fetch = real;
    }
  });

  it('asks again for a text whose early request failed or met a server error', async () => {
    const i18n = await createI18n('es');
    requestEarlyTexts(`${BASE}/locales/es/orderbook.json`, false, () =>
      Promise.reject(new TypeError('offline')),
    );
    requestEarlyTexts(`${BASE}/locales/en/orderbook.json`, false, () =>
      Promise.resolve({ ok: false, status: 503 } as Response),
    );
    const later = fakeFetch({
      [`${BASE}/locales/es/orderbook.json`]: jsonReply({ title: 'Libro' }),
      [`${BASE}/locales/en/orderbook.json`]: jsonReply({ title: 'Order book' }),
    });
    const real = globalThis.fetch;
    globalThis.fetch = later.fetch;
    try {
      await expect(loadNamespace(i18n, 'orderbook', BASE)).resolves.toBe(true);
      expect(later.urls.sort()).toEqual([
        `${BASE}/locales/en/orderbook.json`,
        `${BASE}/locales/es/orderbook.json`,
      ]);
      expect(i18n.t('orderbook:title')).toBe('Libro');
    } finally {
      globalThis.fetch = real;
    }
  });

  it('forgets a load that failed, so the next (a slot retry) asks again', async () => {
    const i18n = await createI18n('en');
    let online = false;
    const urls: string[] = [];
    const real = globalThis.fetch;
    globalThis.fetch = ((input: string | URL | Request) => {
      urls.push(String(input));
      return online
        ? Promise.resolve(jsonReply({ title: 'Order book' }))
        : Promise.reject(new TypeError('offline'));
    }) as typeof fetch;
    try {
      const load = createNamespaceLoader(i18n);
      await load('orderbook', BASE, ['en']);
      expect(i18n.t('orderbook:title')).toBe('title');
      online = true;
      await load('orderbook', BASE, ['en']);
      expect(i18n.t('orderbook:title')).toBe('Order book');
      // Loaded now: kept.
      await load('orderbook', BASE, ['en']);
      expect(urls).toHaveLength(2);
    } finally {
      globalThis.fetch = real;
    }
  });
});
