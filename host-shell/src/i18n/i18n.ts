import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, takeEarlyTexts, textLanguages, textsUrl } from './early-texts';

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
 * Loads `<baseUrl>/locales/<lng>/<ns>.json` for the page language and English. A missing or
 * broken file loads as empty, so keys fall back to English, then to the key itself. With
 * `shipped` (the languages the app has files for), a page language it lacks is not requested:
 * the texts fall back to English without a 404 in the console.
 */
export async function loadNamespace(
  instance: I18n,
  ns: string,
  baseUrl: string,
  // The entry chunk's early answer when it asked (`requestEarlyTexts`), else a fetch.
  fetcher: (url: string) => Promise<Response> = (url) => takeEarlyTexts(url) ?? fetch(url),
  shipped?: readonly string[],
): Promise<void> {
  await Promise.all(
    textLanguages(instance.language, shipped).map(async (lng) => {
      let resources: Record<string, unknown> = {};
      try {
        const response = await fetcher(textsUrl(baseUrl, lng, ns));
        if (response.ok) resources = sanitizeResources(await response.json());
      } catch {
        resources = {};
      }
      instance.addResourceBundle(lng, ns, resources, true, true);
    }),
  );
}

/**
 * `loadNamespace` over one i18next, each namespace from one base URL loaded once per language:
 * the bootstrap loads a remote's texts as they arrive (`onRemoteTexts`) and the remote's own
 * `useT` then finds them loaded, without a second request.
 */
export function createNamespaceLoader(
  instance: I18n,
): (ns: string, baseUrl: string, shipped?: readonly string[]) => Promise<void> {
  const loads = new Map<string, Promise<void>>();
  return (ns, baseUrl, shipped) => {
    const key = `${instance.language}|${ns}|${baseUrl.replace(/\/+$/, '')}`;
    let load = loads.get(key);
    if (!load) {
      load = loadNamespace(instance, ns, baseUrl, undefined, shipped);
      loads.set(key, load);
    }
    return load;
  };
}
