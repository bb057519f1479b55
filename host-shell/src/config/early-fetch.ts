/**
 * The runtime configuration files (`/remotes.json`, `/env.json`) are requested by the entry
 * chunk, before the bootstrap chunk and its vendors download and compile, and each is read
 * (parsed) as soon as it arrives; the bootstrap takes the parsed answers from here. Read later,
 * in the bootstrap, each body read waited its turn behind the remotes' scripts that run then:
 * 10 to 80 ms of a composed page's start-up. Each request is taken once: a later read fetches
 * afresh.
 */

/** A configuration file's answer: its HTTP status and, when that is OK, its parsed JSON. */
export interface JsonAnswer {
  readonly ok: boolean;
  readonly status: number;
  /** The parsed body of an OK answer; `null` for any other. */
  readonly body: unknown;
}

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

const pending = new Map<string, Promise<JsonAnswer>>();

const CONFIG_INIT: RequestInit = { cache: 'no-cache' };
/**
 * The early request matches the page's `<link rel="preload" as="fetch" crossorigin>` for the
 * file (mode, credentials and cache mode), so the browser hands over the answer it fetched
 * while the entry chunk downloaded. The file is served `no-cache`: a cached copy is revalidated.
 */
const EARLY_INIT: RequestInit = { mode: 'cors', credentials: 'same-origin' };

/** The answer of `request`, its body parsed when it is OK (a body that is not JSON rejects). */
async function readJson(request: Promise<Response>): Promise<JsonAnswer> {
  const response = await request;
  return {
    ok: response.ok,
    status: response.status,
    body: response.ok ? ((await response.json()) as unknown) : null,
  };
}

export function requestEarly(path: string, fetcher: Fetch = (p, init) => fetch(p, init)): void {
  const answer = readJson(fetcher(path, EARLY_INIT));
  // Not taken (the page failed before it read the file): no unhandled rejection.
  answer.catch(() => undefined);
  pending.set(path, answer);
}

/**
 * The parsed JSON of the early answer for `path` (rejected when the request failed, the
 * answer is not OK or not JSON), leaving the answer to the reader that takes it later; `null`
 * when nothing was requested early. The value is shared with that reader: read it, do not
 * change it.
 */
export function peekEarlyJson(path: string): Promise<unknown> | null {
  const answer = pending.get(path);
  if (!answer) return null;
  const json = answer.then((a) =>
    a.ok ? a.body : Promise.reject(new Error(`${path}: HTTP ${a.status}`)),
  );
  json.catch(() => undefined);
  return json;
}

/** The early answer for `path` when there is one, else a fresh request, read. */
export function takeEarlyJson(
  path: string,
  fetcher: Fetch = (p, init) => fetch(p, init),
): Promise<JsonAnswer> {
  const answer = pending.get(path);
  pending.delete(path);
  return answer ?? readJson(fetcher(path, CONFIG_INIT));
}
