import { peekEarlyJson, requestEarly, takeEarly } from './early-fetch';

// jsdom has no Response: a stand-in that carries its body text.
const answer = (text: string) => ({ text: () => Promise.resolve(text) }) as unknown as Response;

describe('early config requests', () => {
  it('hands the early request to the first reader and fetches afresh for the next', async () => {
    const fetcher = jest.fn((path: string) => Promise.resolve(answer(path)));
    requestEarly('/remotes.json', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // As the page's `<link rel="preload" as="fetch" crossorigin>` asks, or the browser would
    // fetch the file a second time instead of handing over the preloaded answer.
    expect(fetcher).toHaveBeenCalledWith('/remotes.json', {
      mode: 'cors',
      credentials: 'same-origin',
    });
    await expect((await takeEarly('/remotes.json', fetcher)).text()).resolves.toBe('/remotes.json');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await takeEarly('/remotes.json', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('passes a failed early request on to its reader', async () => {
    const fetcher = jest.fn(() => Promise.reject(new TypeError('offline')));
    requestEarly('/env.json', fetcher);
    await expect(takeEarly('/env.json', fetcher)).rejects.toThrow('offline');
  });

  it('fetches a path nobody asked for early', async () => {
    const fetcher = jest.fn(() => Promise.resolve(answer('{}')));
    await takeEarly('/other.json', fetcher);
    expect(fetcher).toHaveBeenCalledWith('/other.json', { cache: 'no-cache' });
  });

  it('lets the page peek at the JSON while the reader still gets the whole answer', async () => {
    const body = '{"remotes":{}}';
    // A body can be read once, as with fetch: the peek must read a copy.
    const response = (): Response => {
      let used = false;
      const read = <T>(value: T): Promise<T> => {
        if (used) return Promise.reject(new TypeError('body used already'));
        used = true;
        return Promise.resolve(value);
      };
      return {
        json: () => read(JSON.parse(body) as unknown),
        text: () => read(body),
        clone: () => response(),
      } as unknown as Response;
    };
    requestEarly('/peeked.json', () => Promise.resolve(response()));
    const peeked = peekEarlyJson('/peeked.json');
    await expect(peeked).resolves.toEqual({ remotes: {} });
    await expect((await takeEarly('/peeked.json')).text()).resolves.toBe(body);
    expect(peekEarlyJson('/never-requested.json')).toBeNull();
  });
});
