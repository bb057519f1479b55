import { join } from 'node:path';
import { localeFolders } from './locale-folders';
import { findRepoRoot } from './service-table';

const root = findRepoRoot(__dirname);

describe('localeFolders', () => {
  it('lists the languages an app has translation folders for', () => {
    expect(localeFolders(join(root, 'host-shell'))).toEqual(['ar', 'en', 'es', 'ja']);
    expect(localeFolders(join(root, 'mfe-orderbook'))).toContain('en');
  });

  it('lists none for an app without locales', () => {
    expect(localeFolders(join(root, 'tooling'))).toEqual([]);
  });
});
