import {
  EARLY_REMOTES,
  LATER_REMOTES,
  preloadList,
  preloadRemotes,
  takeEarlyManifest,
  textsOf,
  type PreloadDeps,
} from './remote-preload';

/** A manifest as `@module-federation/enhanced` writes it (trimmed to what is read). */
const manifest = (publicPath = 'auto', entryPath = '') => ({
  metaData: {
    publicPath,
    remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' },
    // Added by the apps' build (`createAppConfig`); one manifest stands for every remote here,
    // and each takes only its own namespace from it.
    texts: {
      namespaces: ['chart', 'orderbook', 'order-entry'],
      languages: ['ar', 'en', 'es', 'ja'],
    },
  },
  shared: [{ name: 'react', assets: { js: { sync: ['react.js'], async: [] } } }],
  exposes: [
    {
      path: './meta',
      assets: {
        js: { sync: ['meta.1.js', 'contracts.2.js'], async: [] },
        css: { sync: [], async: [] },
      },
    },
    {
      path: './App',
      assets: {
        js: { sync: ['App.3.js', 'contracts.2.js'], async: ['lazy.4.js'] },
        css: { sync: ['App.5.css'], async: [] },
      },
    },
    { path: './Other', assets: { js: { sync: ['other.6.js'], async: [] } } },
  ],
});

describe('preloadList', () => {
  const url = 'http://127.0.0.1:8082/mf-manifest.json';

  it('lists the entry and the sync files of ./meta and ./App, each once, beside the manifest', () => {
    expect(preloadList(url, manifest())).toEqual({
      scripts: [
        'http://127.0.0.1:8082/remoteEntry.js',
        'http://127.0.0.1:8082/meta.1.js',
        'http://127.0.0.1:8082/contracts.2.js',
        'http://127.0.0.1:8082/App.3.js',
      ],
      styles: ['http://127.0.0.1:8082/App.5.css'],
    });
  });

  it('resolves files against a fixed public path and the entry against its folder', () => {
    const list = preloadList(url, manifest('https://cdn.example/ob/', 'entry/'));
    expect(list?.scripts[0]).toBe('https://cdn.example/ob/entry/remoteEntry.js');
    expect(list?.styles).toEqual(['https://cdn.example/ob/App.5.css']);
  });

  it('reads nothing from what is not a manifest or has a run-time public path', () => {
    expect(preloadList(url, null)).toBeNull();
    expect(preloadList(url, { metaData: {} })).toBeNull();
    const runtimePath = manifest();
    delete (runtimePath.metaData as { publicPath?: string }).publicPath;
    expect(preloadList(url, runtimePath)).toBeNull();
    expect(preloadList(url, { ...manifest(), exposes: 'x' })).toBeNull();
  });
});

describe('textsOf', () => {
  const url = 'http://127.0.0.1:8082/mf-manifest.json';
  const withTexts = (texts: unknown, base = manifest()) => ({
    ...base,
    metaData: { ...base.metaData, texts },
  });
  const languages = ['ar', 'en', 'es', 'ja'];

  it("reads the remote's own namespace, under the manifest's folder", () => {
    expect(textsOf(url, manifest(), 'mfe-orderbook')).toEqual([
      { namespace: 'orderbook', baseUrl: 'http://127.0.0.1:8082/', languages },
    ]);
    // rspack's `auto` path undoes the entry's folder: `locales/` is beside the manifest.
    expect(textsOf(url, manifest('auto', 'entry/'), 'mfe-orderbook')[0]?.baseUrl).toBe(
      'http://127.0.0.1:8082/',
    );
  });

  it('keeps a fixed public path as written, as the remote hands it to loadNamespace', () => {
    expect(textsOf(url, manifest('https://cdn.example/ob/'), 'mfe-orderbook')[0]?.baseUrl).toBe(
      'https://cdn.example/ob/',
    );
    expect(textsOf(url, manifest('/ob/'), 'mfe-orderbook')[0]?.baseUrl).toBe('/ob/');
  });

  it("takes no other namespace than the remote's: not the host's, not another remote's", () => {
    const claims = withTexts({ namespaces: ['host', 'error-code', 'orders'], languages });
    expect(textsOf(url, claims, 'mfe-orderbook')).toEqual([]);
    expect(textsOf(url, manifest(), 'mfe-orders')).toEqual([]);
  });

  it('reads nothing from a manifest without texts or with languages that are not tags', () => {
    expect(textsOf(url, null, 'mfe-orderbook')).toEqual([]);
    expect(textsOf(url, withTexts(undefined), 'mfe-orderbook')).toEqual([]);
    const bad = withTexts({ namespaces: ['orderbook'], languages: ['en/..'] });
    expect(textsOf(url, bad, 'mfe-orderbook')).toEqual([]);
    const many = withTexts({ namespaces: ['orderbook'], languages: Array(17).fill('en') });
    expect(textsOf(url, many, 'mfe-orderbook')).toEqual([]);
  });
});

describe('preloadRemotes', () => {
  const spot = ['mfe-orderbook', 'mfe-chart', 'mfe-order-entry', 'mfe-orders'];
  const entry = (port: number) => `http://127.0.0.1:${port}/mf-manifest.json`;
  const remotes = {
    remotes: {
      'mfe-chart': { entry: entry(8081) },
      'mfe-orderbook': { entry: entry(8082) },
      'mfe-order-entry': { entry: entry(8083) },
      'mfe-lt': { entry: entry(8085) },
    },
    overrideOrigins: ['http://127.0.0.1:8087'],
  };

  const setup = (answers: Record<string, unknown> = {}) => {
    document.head.innerHTML = '';
    const fetch = jest.fn((url: string) => {
      if (url in answers) {
        const answer = answers[url];
        if (answer instanceof Error) return Promise.reject(answer);
        const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
        return Promise.resolve({ ok: true, text: () => Promise.resolve(text) });
      }
      return Promise.resolve({
        ok: url.includes('808'),
        text: () => Promise.resolve(JSON.stringify(manifest())),
      });
    });
    const links = () =>
      [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.as} ${l.href}`);
    return { fetch, links };
  };

  /** Preload deps with no staging overrides. */
  const plain = (fetch: PreloadDeps['fetch'], more: Partial<PreloadDeps> = {}): PreloadDeps => ({
    fetch,
    document,
    search: '',
    storedOverrides: null,
    ...more,
  });

  it('preloads the entry, ./meta and ./App of every named remote in remotes.json, nothing else', async () => {
    const { fetch, links } = setup();
    await preloadRemotes(spot, Promise.resolve(remotes), plain(fetch));
    // mfe-orders is not configured; mfe-lt is not named.
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(
      [entry(8081), entry(8082), entry(8083)].sort(),
    );
    expect(links()).toContain('preload script http://127.0.0.1:8082/remoteEntry.js');
    expect(links()).toContain('preload script http://127.0.0.1:8082/App.3.js');
    expect(links()).toContain('preload style http://127.0.0.1:8083/App.5.css');
    expect(links().filter((l) => l.includes('8082'))).toHaveLength(5);
    expect(links().some((l) => l.includes('react.js') || l.includes('other.6.js'))).toBe(false);
    // The runtime takes each manifest once; a retry fetches afresh.
    await expect(takeEarlyManifest(entry(8082))).resolves.toBe(JSON.stringify(manifest()));
    expect(takeEarlyManifest(entry(8082))).toBeUndefined();
    expect(takeEarlyManifest('http://127.0.0.1:9999/mf-manifest.json')).toBeUndefined();
  });

  it('preloads the order book first and the later remotes at low priority, running none', async () => {
    const { fetch } = setup();
    await preloadRemotes(EARLY_REMOTES, Promise.resolve(remotes), plain(fetch), LATER_REMOTES);
    // mfe-orders is not configured here.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([entry(8082), entry(8081), entry(8083)]);
    const hinted = [...document.head.querySelectorAll('link')];
    const priorityOf = (port: number) =>
      new Set(
        hinted
          .filter((l) => l.href.includes(`:${port}/`))
          .map((l) => l.getAttribute('fetchpriority')),
      );
    expect(priorityOf(8082)).toEqual(new Set([null]));
    expect(priorityOf(8081)).toEqual(new Set(['low']));
    expect(priorityOf(8083)).toEqual(new Set(['low']));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    // The later remotes' manifests are kept for the runtime too.
    await expect(takeEarlyManifest(entry(8081))).resolves.toBe(JSON.stringify(manifest()));
  });

  it("hands on each remote's texts with its files, the later remotes' at low priority", async () => {
    const { fetch } = setup();
    const texts = jest.fn();
    await preloadRemotes(
      EARLY_REMOTES,
      Promise.resolve(remotes),
      plain(fetch, { texts }),
      LATER_REMOTES,
    );
    expect(texts.mock.calls.map(([t, low]) => [t.namespace, t.baseUrl, low])).toEqual([
      ['orderbook', 'http://127.0.0.1:8082/', false],
      ['chart', 'http://127.0.0.1:8081/', true],
      ['order-entry', 'http://127.0.0.1:8083/', true],
    ]);
  });

  it("reads only the manifest and texts of a phone's sections off the screen", async () => {
    const { fetch, links } = setup();
    const texts = jest.fn();
    await preloadRemotes(
      EARLY_REMOTES,
      Promise.resolve(remotes),
      plain(fetch, { texts }),
      [],
      ['mfe-chart', 'mfe-order-entry'],
    );
    expect(links().filter((l) => /:(8081|8083)\//.test(l))).toEqual([]);
    expect(links()).toContain('preload script http://127.0.0.1:8082/remoteEntry.js');
    expect(texts.mock.calls.map(([t, low]) => [t.namespace, low])).toEqual([
      ['orderbook', false],
      ['chart', true],
      ['order-entry', true],
    ]);
    // Kept for the runtime, which loads the section when it is opened.
    await expect(takeEarlyManifest(entry(8081))).resolves.toBe(JSON.stringify(manifest()));
  });

  it('fetches no file of a remote the page runtime will refuse', async () => {
    const { fetch, links } = setup();
    const texts = jest.fn();
    await preloadRemotes(
      spot,
      Promise.resolve(remotes),
      plain(fetch, { runtimeFits: () => false, texts }),
    );
    expect(fetch).toHaveBeenCalled();
    expect(links()).toEqual([]);
    expect(texts).not.toHaveBeenCalled();
  });

  it('follows an accepted staging override and ignores a refused one', async () => {
    const override = 'http://127.0.0.1:8087/mf-manifest.json';
    const { fetch, links } = setup();
    await preloadRemotes(spot, Promise.resolve(remotes), {
      fetch,
      document,
      search: `?mf.mfe-orderbook=${encodeURIComponent(override)}`,
      storedOverrides: JSON.stringify({ 'mfe-chart': 'http://evil.example/mf-manifest.json' }),
    });
    const fetched = fetch.mock.calls.map(([url]) => url);
    expect(fetched).toContain(override);
    expect(fetched).not.toContain(entry(8082));
    expect(fetched).toContain(entry(8081));
    expect(links()).toContain('preload script http://127.0.0.1:8087/App.3.js');
  });

  it('preloads nothing of a remote whose manifest fails or is unreadable, and never throws', async () => {
    const { fetch, links } = setup({
      [entry(8081)]: new TypeError('offline'),
      [entry(8082)]: { not: 'a manifest' },
      [entry(8083)]: '{ not json',
    });
    await expect(
      preloadRemotes(spot, Promise.resolve(remotes), plain(fetch)),
    ).resolves.toBeUndefined();
    expect(links()).toEqual([]);
    // A failed early fetch is handed on as such: the runtime then asks again.
    await expect(takeEarlyManifest(entry(8081))).resolves.toBeNull();
  });

  it('hands the remotes it decided to `decided` once, with their manifests already kept', async () => {
    const override = 'http://127.0.0.1:8087/mf-manifest.json';
    const { fetch } = setup();
    const seen: { remotes: unknown; kept: boolean }[] = [];
    let resolveManifests: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (resolveManifests = resolve));
    const preloading = preloadRemotes(
      spot,
      Promise.resolve(remotes),
      plain((url) => held.then(() => fetch(url)), {
        search: `?mf.mfe-orderbook=${encodeURIComponent(override)}`,
        decided: (decided) =>
          seen.push({ remotes: decided, kept: takeEarlyManifest(override) !== undefined }),
      }),
    );
    await Promise.resolve();
    await Promise.resolve();
    // Called before any manifest has arrived, and after the runtime's copies were kept.
    expect(seen).toEqual([
      {
        remotes: { ...remotes.remotes, 'mfe-orderbook': { entry: override } },
        kept: true,
      },
    ]);
    resolveManifests();
    await preloading;
    expect(seen).toHaveLength(1);
  });

  it('goes on preloading when `decided` throws, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch, links } = setup();
    await expect(
      preloadRemotes(
        spot,
        Promise.resolve(remotes),
        plain(fetch, {
          decided: () => {
            throw new Error('no federation runtime');
          },
        }),
      ),
    ).resolves.toBeUndefined();
    expect(links()).toContain('preload script http://127.0.0.1:8082/remoteEntry.js');
    expect(warn).toHaveBeenCalledWith(
      '[host] the remotes could not start early:',
      new Error('no federation runtime'),
    );
    warn.mockRestore();
  });

  it.each([
    ['it cannot read', Promise.resolve({ nope: true })],
    ['that fails to arrive', Promise.reject(new TypeError('offline'))],
  ])('does nothing with a remotes.json %s, and never throws', async (_, json) => {
    const { fetch, links } = setup();
    const decided = jest.fn();
    await expect(preloadRemotes(spot, json, plain(fetch, { decided }))).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
    expect(decided).not.toHaveBeenCalled();
  });
});
