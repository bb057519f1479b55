import { join } from 'node:path';
import { localeFolders, localeNamespaces } from './locale-folders';
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

describe('localeNamespaces', () => {
  it('lists the namespaces of an app from its English files', () => {
    expect(localeNamespaces(join(root, 'mfe-orderbook'))).toEqual(['orderbook']);
    expect(localeNamespaces(join(root, 'host-shell'))).toEqual([
      'error-code',
      'host',
      'integrated-trade',
      'spot-exchange',
    ]);
  });

  it('lists none for an app without locales', () => {
    expect(localeNamespaces(join(root, 'tooling'))).toEqual([]);
  });
});
