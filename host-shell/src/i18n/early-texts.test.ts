import {
  HOST_NAMESPACES,
  onRemoteTexts,
  requestEarlyTexts,
  requestRemoteTexts,
  startPageTexts,
  takeEarlyTexts,
  textLanguages,
  textsUrl,
  type RemoteTexts,
} from './early-texts';

/** A reply as `fetch` gives it (jsdom has no `Response`). */
const answer = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);

/** Puts a `fetch` that notes each URL in place of the page's; returns the page's. */
function stubFetch(requested: string[]): typeof fetch {
  const real = globalThis.fetch;
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    requested.push(String(url));
    return answer({});
  }) as typeof fetch;
  return real;
}

describe('early texts', () => {
  it('requests a file once and hands its answer out once', async () => {
    const url = 'http://127.0.0.1:8082/locales/en/orderbook.json';
    const fetcher = jest.fn(() => answer({ title: 'Order book' }));
    requestEarlyTexts(url, false, fetcher);
    requestEarlyTexts(url, false, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(url, {});
    const taken = takeEarlyTexts(url);
    await expect(taken?.then((r) => r.json())).resolves.toEqual({ title: 'Order book' });
    // A second load of the namespace (another language switch) fetches afresh.
    expect(takeEarlyTexts(url)).toBeUndefined();
  });

  it('asks at low priority for a remote that runs later', () => {
    const fetcher = jest.fn(() => answer({}));
    requestEarlyTexts('http://127.0.0.1:8081/locales/en/chart.json', true, fetcher);
    expect(fetcher).toHaveBeenCalledWith('http://127.0.0.1:8081/locales/en/chart.json', {
      priority: 'low',
    });
    takeEarlyTexts('http://127.0.0.1:8081/locales/en/chart.json');
  });

  it('hands a failed request to the reader, which meets the failure itself', async () => {
    const url = 'http://127.0.0.1:8083/locales/en/order-entry.json';
    requestEarlyTexts(url, false, () => Promise.reject(new TypeError('offline')));
    await expect(takeEarlyTexts(url)).rejects.toThrow('offline');
  });

  it("requests every host namespace in the page's language and in English at the start", () => {
    const requested: string[] = [];
    const real = stubFetch(requested);
    try {
      startPageTexts('ja', 'http://127.0.0.1:8080');
    } finally {
      globalThis.fetch = real;
    }
    expect(requested).toEqual(
      HOST_NAMESPACES.flatMap((ns) => [
        `http://127.0.0.1:8080/locales/ja/${ns}.json`,
        `http://127.0.0.1:8080/locales/en/${ns}.json`,
      ]),
    );
    for (const url of requested) expect(takeEarlyTexts(url)).toBeDefined();
  });

  // After the page's start above (Japanese).
  it("requests a remote's texts in the page's language when it ships it, once, and tells of them", () => {
    const requested: string[] = [];
    const real = stubFetch(requested);
    const heard: RemoteTexts[] = [];
    const chart = {
      namespace: 'chart',
      baseUrl: 'http://127.0.0.1:8081/',
      languages: ['en', 'ja'],
    };
    const orders = { namespace: 'orders', baseUrl: 'http://127.0.0.1:8084/', languages: ['en'] };
    try {
      requestRemoteTexts(chart, false);
      // A listener that comes later hears of what was requested before, then of what follows.
      const off = onRemoteTexts((t) => heard.push(t));
      requestRemoteTexts(orders, true);
      // The runtime reads the chart's manifest again (a retry): nothing more is asked.
      requestRemoteTexts({ ...chart, baseUrl: 'http://127.0.0.1:8081' }, false);
      off();
    } finally {
      globalThis.fetch = real;
    }
    expect(requested).toEqual([
      'http://127.0.0.1:8081/locales/ja/chart.json',
      'http://127.0.0.1:8081/locales/en/chart.json',
      // Not shipped in Japanese: English alone, no 404.
      'http://127.0.0.1:8084/locales/en/orders.json',
    ]);
    expect(heard).toEqual([chart, orders]);
    for (const url of requested) takeEarlyTexts(url);
  });

  it('loads a namespace in the page language when shipped, and in English', () => {
    expect(textLanguages('ja')).toEqual(['ja', 'en']);
    expect(textLanguages('ja', ['en', 'ja'])).toEqual(['ja', 'en']);
    expect(textLanguages('ja', ['en'])).toEqual(['en']);
    expect(textLanguages('en', ['en'])).toEqual(['en']);
  });

  it('writes the URL as loadNamespace does, whatever the slashes of the base', () => {
    expect(textsUrl('http://127.0.0.1:8082/', 'es', 'orderbook')).toBe(
      'http://127.0.0.1:8082/locales/es/orderbook.json',
    );
    // A fixed path is the page's: the same URL as the manifest's folder on that origin.
    expect(textsUrl('/', 'en', 'chart')).toBe(`${location.origin}/locales/en/chart.json`);
    expect(textsUrl('/ob', 'en', 'chart')).toBe(textsUrl(`${location.origin}/ob/`, 'en', 'chart'));
  });
});
