/**
 * Translation files requested by the entry chunk, before the bootstrap has made the page's
 * i18next (issue 24): the host's own namespaces at once, and each remote's beside its files as
 * soon as its manifest is read (`preloadRemotes`). Asked for when a remote mounted, a remote's
 * texts came 60 to 700 ms after its slot showed, which meanwhile showed its keys. `loadNamespace`
 * takes the answer here before it fetches. This module imports no shared library: the entry
 * chunk runs it before the shared scope is negotiated.
 */

/** The language every app ships and every text falls back to. */
export const FALLBACK_LANGUAGE = 'en';

const answers = new Map<string, Promise<Response>>();

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Requests the file at `url` (absolute, as `loadNamespace` will ask for it), once; at low fetch
 * priority for a remote that runs later.
 */
export function requestEarlyTexts(
  url: string,
  low = false,
  fetcher: Fetch = (u, init) => fetch(u, init),
): void {
  if (answers.has(url)) return;
  const answer = fetcher(url, low ? { priority: 'low' } : {}).then(readNow);
  // Not taken (the page went elsewhere): no unhandled rejection.
  answer.catch(() => undefined);
  answers.set(url, answer);
}

/**
 * The answer with its body read as it arrives: read when the bootstrap takes it, the body took
 * a task of its own, which on a busy start-up waits behind the remotes' scripts.
 */
async function readNow(response: Response): Promise<Response> {
  if (!response.ok) return response;
  let body: Promise<unknown>;
  try {
    body = Promise.resolve((await response.json()) as unknown);
  } catch (error) {
    body = Promise.reject(error);
    body.catch(() => undefined);
  }
  return { ok: response.ok, status: response.status, json: () => body } as Response;
}

/**
 * The early answer for `url`, handed out once (a later load of the namespace fetches afresh);
 * `undefined` when none was requested. `loadNamespace` asks again when it failed.
 */
export function takeEarlyTexts(url: string): Promise<Response> | undefined {
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}

/**
 * The languages a namespace is loaded in for a page in `language`: that language when the app
 * ships it (every language when `shipped` is not known) and English, which every app ships.
 */
export function textLanguages(language: string, shipped?: readonly string[]): string[] {
  return [...new Set([language, FALLBACK_LANGUAGE])].filter(
    (lng) => lng === FALLBACK_LANGUAGE || shipped === undefined || shipped.includes(lng),
  );
}

/** A remote's namespace, as its manifest says it ships it (`metaData.texts`). */
export interface RemoteTexts {
  readonly namespace: string;
  /** The remote's public path, where its `locales/` folder is. */
  readonly baseUrl: string;
  readonly languages: readonly string[];
}

/** The page's language, once the entry chunk has read it from the route (`startPageTexts`). */
let pageLocale: string | null = null;
const remoteTexts: RemoteTexts[] = [];
const remoteTextsListeners = new Set<(texts: RemoteTexts) => void>();

/**
 * Requests a remote's texts in the page's language (at low priority for a remote that runs
 * later), once per namespace and public path, and keeps the namespace for the bootstrap
 * (`onRemoteTexts`), which loads it into the page's i18next as soon as it can: the remote's
 * first render then has its texts, not its keys. Before `startPageTexts` (a page whose route
 * is a redirect) nothing is requested here; the bootstrap still loads the namespace.
 */
export function requestRemoteTexts(texts: RemoteTexts, low: boolean): void {
  const base = textsBase(texts.baseUrl);
  if (remoteTexts.some((t) => t.namespace === texts.namespace && textsBase(t.baseUrl) === base)) {
    return;
  }
  if (pageLocale !== null) {
    for (const lng of textLanguages(pageLocale, texts.languages)) {
      requestEarlyTexts(textsUrl(base, lng, texts.namespace), low);
    }
  }
  remoteTexts.push(texts);
  for (const listener of remoteTextsListeners) listener(texts);
}

/** Tells `listener` of every remote namespace requested so far and from now on. */
export function onRemoteTexts(listener: (texts: RemoteTexts) => void): () => void {
  for (const texts of remoteTexts) listener(texts);
  remoteTextsListeners.add(listener);
  return () => remoteTextsListeners.delete(listener);
}

/**
 * The host's own namespace and the spec's shared ones (spot exchange, error-code,
 * integrated-trade), loaded before its first render.
 */
export const HOST_NAMESPACES = ['host', 'spot-exchange', 'error-code', 'integrated-trade'] as const;

/**
 * Keeps the page's language for the remotes' texts and requests the host's (and English), from
 * the page's origin, as the bootstrap's `loadNamespace` will ask for them: before its first
 * render it waits for them beside the symbols and the session, and asked for by the bootstrap
 * they came last of the three.
 */
export function startPageTexts(locale: string, origin: string): void {
  pageLocale = locale;
  for (const ns of HOST_NAMESPACES) {
    for (const lng of textLanguages(locale)) requestEarlyTexts(textsUrl(origin, lng, ns));
  }
}

/**
 * An app's public path as an absolute URL ending in `/`: a remote hands its own as its bundler
 * has it (`auto`: absolute; a fixed path such as `/ob/`: relative to the page), the manifest
 * gives the same path, and both name one folder once resolved against the page.
 */
export function textsBase(baseUrl: string): string {
  const folder = baseUrl.replace(/\/*$/, '/');
  try {
    return typeof document === 'undefined' ? folder : new URL(folder, document.baseURI).href;
  } catch {
    return folder;
  }
}

/** The URL `loadNamespace` asks for: `<base>/locales/<language>/<namespace>.json`. */
export function textsUrl(baseUrl: string, language: string, namespace: string): string {
  return `${textsBase(baseUrl)}locales/${language}/${namespace}.json`;
}
