import i18next, { type i18n as I18n } from 'i18next';

export const FALLBACK_LANGUAGE = 'en';

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
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  shipped?: readonly string[],
): Promise<void> {
  const languages = [...new Set([instance.language, FALLBACK_LANGUAGE])].filter(
    (lng) => lng === FALLBACK_LANGUAGE || shipped === undefined || shipped.includes(lng),
  );
  await Promise.all(
    languages.map(async (lng) => {
      let resources: Record<string, unknown> = {};
      try {
        const response = await fetcher(`${baseUrl.replace(/\/+$/, '')}/locales/${lng}/${ns}.json`);
        if (response.ok) resources = sanitizeResources(await response.json());
      } catch {
        resources = {};
      }
      instance.addResourceBundle(lng, ns, resources, true, true);
    }),
  );
}
