/**
 * Chart languages (spec 000 §2: about 28, the nearest one chosen, default English; right to
 * left for Arabic only). The chart formats dates with the chosen one.
 */
export const CHART_LOCALES = [
  'en',
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'fr',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;
export type ChartLocale = (typeof CHART_LOCALES)[number];

const BY_LOWER: ReadonlyMap<string, ChartLocale> = new Map(
  CHART_LOCALES.map((locale) => [locale.toLowerCase(), locale]),
);

/** Languages whose code differs from the chart's: Norwegian variants, Chinese scripts. */
const ALIASES: Readonly<Record<string, ChartLocale>> = {
  nb: 'no',
  nn: 'no',
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  iw: 'he',
  in: 'id',
};

/**
 * The nearest chart locale of a page locale: an exact match (case and `_` ignored), then an
 * alias, then the language part alone, else English.
 */
export function chartLocaleOf(pageLocale: string): ChartLocale {
  const tag = String(pageLocale).trim().replace(/_/g, '-').toLowerCase();
  const exact = BY_LOWER.get(tag) ?? ALIASES[tag];
  if (exact) return exact;
  const parts = tag.split('-');
  const language = parts[0] ?? '';
  const script = parts.length > 1 ? `${language}-${parts[1]}` : '';
  return ALIASES[script] ?? BY_LOWER.get(language) ?? ALIASES[language] ?? 'en';
}

/** Right to left applies for Arabic only (spec 000 §2). */
export function chartDirection(locale: ChartLocale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
