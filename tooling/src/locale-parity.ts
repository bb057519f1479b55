import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** i18next's plural suffixes: `key_one`, `key_other`, … */
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}/g;

type Texts = ReadonlyMap<string, string>;

/** Every text of a translation file by its dotted key; `null` when it is not JSON of strings. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Texts | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const [key, text] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof text === 'string') out.set(path, text);
    else if (flatten(text, path, out) === null) return null;
  }
  return out;
}

function readTexts(file: string): Texts | null {
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

const placeholders = (text: string): string =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort().join(',');

/**
 * The keys a language must have for the English keys `en`: each plain key as it is, and for
 * each plural (`x_one` / `x_other` in English) every plural category of the language (Arabic
 * `x_zero` … `x_other`, Japanese `x_other` only), as i18next asks for them.
 */
export function expectedKeys(en: Iterable<string>, lng: string): Map<string, string> {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const keys = new Map<string, string>();
  for (const key of en) {
    const plural = PLURAL.exec(key);
    if (!plural) {
      keys.set(key, key);
      continue;
    }
    const base = plural[1] ?? '';
    for (const category of categories) keys.set(`${base}_${category}`, `${base}_other`);
  }
  return keys;
}

/**
 * What is missing or wrong in an app's translations (issue 24): a language folder without one
 * of `languages`, a namespace file of `en` missing or unreadable in another language, a key of
 * `en` missing (plurals by the language's categories), a key `en` lacks, or a text whose
 * `{{placeholders}}` differ from the English text's (a plural form `zero`, `one` or `two` may
 * leave out `{{count}}`). Empty when the app is complete.
 */
export function localeProblems(appDir: string, languages: readonly string[]): string[] {
  const root = join(appDir, 'locales');
  const english = join(root, 'en');
  if (!existsSync(english)) return [];
  const problems: string[] = [];
  const namespaces = readdirSync(english).filter((f) => f.endsWith('.json'));
  for (const lng of languages) {
    if (lng === 'en') continue;
    if (!existsSync(join(root, lng))) {
      problems.push(`${lng}: no locales/${lng} folder`);
      continue;
    }
    for (const file of namespaces) {
      const en = readTexts(join(english, file));
      const other = readTexts(join(root, lng, file));
      const where = `${lng}/${file}`;
      if (!en) {
        problems.push(`en/${file}: not a JSON object of texts`);
        continue;
      }
      if (!other) {
        problems.push(`${where}: missing or not a JSON object of texts`);
        continue;
      }
      const expected = expectedKeys(en.keys(), lng);
      for (const [key, enKey] of expected) {
        const text = other.get(key);
        if (text === undefined) {
          problems.push(`${where}: missing ${key}`);
          continue;
        }
        const want = placeholders(en.get(enKey) ?? '');
        const got = placeholders(text);
        const countOptional = /_(zero|one|two)$/.test(key);
        const fits =
          got === want ||
          (countOptional &&
            got ===
              want
                .split(',')
                .filter((p) => p && p !== 'count')
                .join(','));
        if (!fits) problems.push(`${where}: ${key} has {{${got}}}, English {{${want}}}`);
      }
      for (const key of other.keys()) {
        if (!expected.has(key)) problems.push(`${where}: ${key} is not an English key`);
      }
    }
  }
  return problems;
}
