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
