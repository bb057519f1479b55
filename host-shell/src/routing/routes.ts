/** Locales with host translations; others fall back (spec 000 §2). */
export const SUPPORTED_LOCALES = ['en', 'es', 'ja', 'ar'] as const;
/** Locales written right to left (spec 000 §2: Arabic only). */
export const RTL_LOCALES: readonly string[] = ['ar'];
/** What the language selector shows for each locale, in that language. */
export const LOCALE_NAMES: Readonly<Record<(typeof SUPPORTED_LOCALES)[number], string>> = {
  en: 'English',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية',
};
export const DEFAULT_LOCALE = 'en';
export const DEFAULT_BASE = 'BTC';
export const DEFAULT_QUOTE = 'USDT';

export type Route =
  | { readonly kind: 'login'; readonly locale: string; readonly redirect: string }
  | { readonly kind: 'register'; readonly locale: string; readonly redirect: string }
  | {
      readonly kind: 'spot';
      readonly locale: string;
      readonly base: string;
      readonly quote: string;
    }
  | { readonly kind: 'lt'; readonly locale: string; readonly base: string; readonly quote: string }
  | { readonly kind: 'redirect'; readonly to: string };

export interface RouteContext {
  /** Locale saved by the trader, if any. */
  readonly storedLocale: string | null;
  /** Browser language, e.g. `en-GB`. */
  readonly detectedLocale: string | null;
  readonly supported?: readonly string[];
  /** The query string, for `redirect_url` on the login and register pages. */
  readonly search?: string;
}

const TOKEN = /^[A-Za-z0-9]{1,20}$/;

function pickLocale(candidates: readonly (string | null)[], supported: readonly string[]): string {
  for (const candidate of candidates) {
    if (!candidate) continue;
    if (supported.includes(candidate)) return candidate;
    const short = candidate.split('-')[0] ?? '';
    if (supported.includes(short)) return short;
  }
  return DEFAULT_LOCALE;
}

const spotPath = (locale: string, base: string, quote: string): string =>
  `/${locale}/trade/spot/${base.toUpperCase()}/${quote.toUpperCase()}`;
const ltPath = (locale: string, base: string, quote: string): string =>
  `/${locale}/trade/spot/lt/${base.toUpperCase()}/${quote.toUpperCase()}`;

/**
 * Resolves a path with the route table of spec 000 §2 / 001 §2 to a screen or one redirect to
 * the final URL (chains such as `/` → `/trade/spot/` → the default pair collapse into one).
 */
export function resolveRoute(pathname: string, context: RouteContext): Route {
  const supported = context.supported ?? SUPPORTED_LOCALES;
  const fallbackLocale = pickLocale([context.storedLocale, context.detectedLocale], supported);
  const parts = pathname.split('/').filter((p) => p !== '');
  const defaultFor = (locale: string): Route => ({
    kind: 'redirect',
    to: spotPath(locale, DEFAULT_BASE, DEFAULT_QUOTE),
  });

  // /trade/spot/… without a locale
  if (parts[0] === 'trade' && parts[1] === 'spot') {
    const rest = parts.slice(2);
    if (rest.length === 2 && rest.every((t) => TOKEN.test(t))) {
      return { kind: 'redirect', to: spotPath(fallbackLocale, rest[0]!, rest[1]!) };
    }
    if (rest.length === 3 && rest[0] === 'lt' && TOKEN.test(rest[1]!) && TOKEN.test(rest[2]!)) {
      return { kind: 'redirect', to: ltPath(fallbackLocale, rest[1]!, rest[2]!) };
    }
    return defaultFor(fallbackLocale);
  }
  if (parts.length === 0) return defaultFor(fallbackLocale);

  const [first, second, third, ...rest] = parts;
  const localeOk = supported.includes(first!);
  const locale = localeOk ? first! : pickLocale([context.storedLocale], supported);
  if ((second === 'login' || second === 'register') && parts.length === 2) {
    if (!localeOk) return { kind: 'redirect', to: `/${locale}/${second}` };
    return { kind: second, locale, redirect: safeRedirect(context.search ?? '', locale) };
  }
  if (second !== 'trade' || third !== 'spot') return defaultFor(locale);

  if (rest.length === 2 && rest.every((t) => TOKEN.test(t))) {
    const [base, quote] = rest as [string, string];
    const canonical = spotPath(locale, base, quote);
    if (!localeOk || canonical !== pathname.replace(/\/+$/, ''))
      return { kind: 'redirect', to: canonical };
    return { kind: 'spot', locale, base, quote };
  }
  if (rest.length === 3 && rest[0] === 'lt' && TOKEN.test(rest[1]!) && TOKEN.test(rest[2]!)) {
    const [, base, quote] = rest as [string, string, string];
    const canonical = ltPath(locale, base, quote);
    if (!localeOk || canonical !== pathname.replace(/\/+$/, ''))
      return { kind: 'redirect', to: canonical };
    return { kind: 'lt', locale, base, quote };
  }
  return defaultFor(locale);
}

export function pairPath(kind: 'spot' | 'lt', locale: string, base: string, quote: string): string {
  return kind === 'lt' ? ltPath(locale, base, quote) : spotPath(locale, base, quote);
}

/**
 * The same page in another locale (spec 000 §2: changing language navigates there). A path
 * without a locale segment gets one.
 */
export function pathInLocale(pathname: string, locale: string): string {
  const parts = pathname.split('/').filter((p) => p !== '');
  const first = parts[0];
  const rest =
    first !== undefined && (SUPPORTED_LOCALES as readonly string[]).includes(first)
      ? parts.slice(1)
      : first !== undefined && /^[a-z]{2}(-[A-Za-z]{2,4})?$/.test(first) && parts[1] === 'trade'
        ? parts.slice(1)
        : parts;
  return `/${[locale, ...rest].join('/')}`;
}

export function isRtl(locale: string): boolean {
  return RTL_LOCALES.includes(locale);
}

/**
 * The page to return to after login: `redirect_url` only when it is a same-origin path (one
 * leading slash, no scheme, no `//host`, no backslash or control character); else the default
 * pair under the locale.
 */
export function safeRedirect(search: string, locale: string): string {
  const fallback = spotPath(locale, DEFAULT_BASE, DEFAULT_QUOTE);
  const raw = new URLSearchParams(search).get('redirect_url');
  if (raw === null || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) {
    return fallback;
  }
  const resolved = new URL(raw, 'http://page.invalid');
  if (resolved.origin !== 'http://page.invalid') return fallback;
  return resolved.pathname + resolved.search + resolved.hash;
}
