import i18next, { type i18n as I18n } from 'i18next';
import {
  FALLBACK_LANGUAGE,
  takeEarlyTexts,
  textLanguages,
  textsBase,
  textsUrl,
} from './early-texts';

export { FALLBACK_LANGUAGE };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only string leaves (nested objects allowed); anything else in a file is dropped. */
export function sanitizeResources(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') out[key] = entry;
    else if (isRecord(entry)) out[key] = sanitizeResources(entry);
  }
  return out;
}

export async function createI18n(language: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [],
    defaultNS: false,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * The entry chunk's early answer for `url` (`requestEarlyTexts`), else a fetch; an early
 * request that failed (no answer, or a server error) is asked again, as the page would have.
 */
function fetchTexts(url: string): Promise<Response> {
  const early = takeEarlyTexts(url);
  if (!early) return fetch(url);
  return early.then(
    (response) => (response.status >= 500 ? fetch(url) : response),
    () => fetch(url),
  );
}

/**
 * Loads `<baseUrl>/locales/<lng>/<ns>.json` for the page language and English. A missing or
 * broken file loads as empty, so keys fall back to English, then to the key itself. With
 * `shipped` (the languages the app has files for), a page language it lacks is not requested:
 * the texts fall back to English without a 404 in the console. True when every file loaded.
 */
export async function loadNamespace(
  instance: I18n,
  ns: string,
  baseUrl: string,
  fetcher: (url: string) => Promise<Response> = fetchTexts,
  shipped?: readonly string[],
): Promise<boolean> {
  const loaded = await Promise.all(
    textLanguages(instance.language, shipped).map(async (lng) => {
      let resources: Record<string, unknown> = {};
      let ok = false;
      try {
        const response = await fetcher(textsUrl(baseUrl, lng, ns));
        if (response.ok) {
          resources = sanitizeResources(await response.json());
          ok = true;
        }
      } catch {
        resources = {};
      }
      instance.addResourceBundle(lng, ns, resources, true, true);
      return ok;
    }),
  );
  return loaded.every(Boolean);
}

/**
 * `loadNamespace` over one i18next, each namespace from one base URL loaded once per language:
 * the bootstrap loads a remote's texts as they arrive (`onRemoteTexts`) and the remote's own
 * `useT` then finds them loaded, without a second request. A load that failed is forgotten, so
 * the next asks again (a slot's retry).
 */
export function createNamespaceLoader(
  instance: I18n,
): (ns: string, baseUrl: string, shipped?: readonly string[]) => Promise<void> {
  const loads = new Map<string, Promise<void>>();
  return (ns, baseUrl, shipped) => {
    const key = `${instance.language}|${ns}|${textsBase(baseUrl)}`;
    let load = loads.get(key);
    if (!load) {
      load = loadNamespace(instance, ns, baseUrl, undefined, shipped).then((ok) => {
        if (!ok) loads.delete(key);
      });
      loads.set(key, load);
    }
    return load;
  };
}
