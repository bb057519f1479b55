import { peekEarlyJson, requestEarly, takeEarlyJson } from './early-fetch';

/**
 * jsdom has no Response: a stand-in whose body, as with fetch, can be read once. `reads`
 * counts the reads, so a test can see the body was read once for the peek and the reader.
 */
function answer(body: string, status = 200): { response: Response; reads: () => number } {
  let reads = 0;
  const read = <T>(value: () => T): Promise<T> => {
    reads += 1;
    if (reads > 1) return Promise.reject(new TypeError('body used already'));
    try {
      return Promise.resolve(value());
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: () => read(() => JSON.parse(body) as unknown),
    text: () => read(() => body),
  } as unknown as Response;
  return { response, reads: () => reads };
}

describe('early config requests', () => {
  it('hands the early answer, parsed, to the first reader and fetches afresh for the next', async () => {
    const fetcher = jest.fn((path: string) =>
      Promise.resolve(answer(`{"path":"${path}"}`).response),
    );
    requestEarly('/remotes.json', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // As the page's `<link rel="preload" as="fetch" crossorigin>` asks, or the browser would
    // fetch the file a second time instead of handing over the preloaded answer.
    expect(fetcher).toHaveBeenCalledWith('/remotes.json', {
      mode: 'cors',
      credentials: 'same-origin',
    });
    await expect(takeEarlyJson('/remotes.json', fetcher)).resolves.toEqual({
      ok: true,
      status: 200,
      body: { path: '/remotes.json' },
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    await takeEarlyJson('/remotes.json', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenLastCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('reads the body as soon as the answer arrives, before anyone takes it', async () => {
    const { response, reads } = answer('{"routes":[]}');
    requestEarly('/env-early.json', () => Promise.resolve(response));
    await Promise.resolve();
    await Promise.resolve();
    expect(reads()).toBe(1);
    await expect(takeEarlyJson('/env-early.json')).resolves.toMatchObject({ body: { routes: [] } });
    expect(reads()).toBe(1);
  });

  it('passes a failed early request on to its reader', async () => {
    const fetcher = jest.fn(() => Promise.reject(new TypeError('offline')));
    requestEarly('/env.json', fetcher);
    await expect(takeEarlyJson('/env.json', fetcher)).rejects.toThrow('offline');
  });

  it('gives a refused answer its status and no body, without reading it', async () => {
    const { response, reads } = answer('<html>not found</html>', 404);
    requestEarly('/missing.json', () => Promise.resolve(response));
    await expect(takeEarlyJson('/missing.json')).resolves.toEqual({
      ok: false,
      status: 404,
      body: null,
    });
    expect(reads()).toBe(0);
  });

  it('rejects an OK answer that is not JSON', async () => {
    requestEarly('/broken.json', () => Promise.resolve(answer('{"remotes":').response));
    await expect(takeEarlyJson('/broken.json')).rejects.toThrow(SyntaxError);
  });

  it('fetches a path nobody asked for early', async () => {
    const fetcher = jest.fn(() => Promise.resolve(answer('{}').response));
    await expect(takeEarlyJson('/other.json', fetcher)).resolves.toMatchObject({ body: {} });
    expect(fetcher).toHaveBeenCalledWith('/other.json', { cache: 'no-cache' });
  });

  it('lets the page peek at the JSON, read once, while the reader still gets the whole answer', async () => {
    const { response, reads } = answer('{"remotes":{}}');
    requestEarly('/peeked.json', () => Promise.resolve(response));
    const peeked = peekEarlyJson('/peeked.json');
    await expect(peeked).resolves.toEqual({ remotes: {} });
    await expect(takeEarlyJson('/peeked.json')).resolves.toMatchObject({ body: { remotes: {} } });
    expect(reads()).toBe(1);
    expect(peekEarlyJson('/never-requested.json')).toBeNull();
  });

  it('rejects a peek at a refused answer, and the reader still gets its status', async () => {
    requestEarly('/refused.json', () => Promise.resolve(answer('', 503).response));
    await expect(peekEarlyJson('/refused.json')).rejects.toThrow('/refused.json: HTTP 503');
    await expect(takeEarlyJson('/refused.json')).resolves.toMatchObject({ ok: false, status: 503 });
  });
});
