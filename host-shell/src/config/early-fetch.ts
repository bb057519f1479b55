/**
 * The runtime configuration files (`/remotes.json`, `/env.json`) are requested by the entry
 * chunk, before the bootstrap chunk and its vendors download and compile; the bootstrap takes
 * the answers from here. Each request is taken once: a later read fetches afresh.
 */
const pending = new Map<string, Promise<Response>>();

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

const CONFIG_INIT: RequestInit = { cache: 'no-cache' };
/**
 * The early request matches the page's `<link rel="preload" as="fetch" crossorigin>` for the
 * file (mode, credentials and cache mode), so the browser hands over the answer it fetched
 * while the entry chunk downloaded. The file is served `no-cache`: a cached copy is revalidated.
 */
const EARLY_INIT: RequestInit = { mode: 'cors', credentials: 'same-origin' };

export function requestEarly(path: string, fetcher: Fetch = (p, init) => fetch(p, init)): void {
  const request = fetcher(path, EARLY_INIT);
  // Not taken (the page failed before it read the file): no unhandled rejection.
  request.catch(() => undefined);
  pending.set(path, request);
}

/**
 * The JSON of the early answer for `path`, read from a copy, so the reader that takes the
 * request later still gets the whole body; `null` when nothing was requested early. Call it
 * before anything takes the request (right after `requestEarly`).
 */
export function peekEarlyJson(path: string): Promise<unknown> | null {
  const request = pending.get(path);
  if (!request) return null;
  const json = request.then((response) => response.clone().json() as Promise<unknown>);
  json.catch(() => undefined);
  return json;
}

/** The early answer for `path` when there is one, else a fresh request. */
export function takeEarly(
  path: string,
  fetcher: Fetch = (p, init) => fetch(p, init),
): Promise<Response> {
  const request = pending.get(path);
  pending.delete(path);
  return request ?? fetcher(path, CONFIG_INIT);
}
