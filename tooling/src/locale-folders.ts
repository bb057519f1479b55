import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The languages an app ships: the folders under its `locales/`, sorted. */
export function localeFolders(dir: string): string[] {
  const root = join(dir, 'locales');
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The i18n namespaces an app ships: its English files (`locales/en/<namespace>.json`), sorted. */
export function localeNamespaces(dir: string): string[] {
  const english = join(dir, 'locales', 'en');
  if (!existsSync(english)) return [];
  return readdirSync(english, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name.slice(0, -'.json'.length))
    .sort();
}
