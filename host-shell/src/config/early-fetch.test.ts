import { requestEarly, takeEarly } from './early-fetch';

// jsdom has no Response: a stand-in that carries its body text.
const answer = (text: string) => ({ text: () => Promise.resolve(text) }) as unknown as Response;

describe('early config requests', () => {
  it('hands the early request to the first reader and fetches afresh for the next', async () => {
    const fetcher = jest.fn((path: string) => Promise.resolve(answer(path)));
    requestEarly('/remotes.json', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
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
});
