import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from './service-table';

interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, { singleton: boolean; requiredVersion: string }>;
  shareStrategy: string;
  manifest: unknown;
  dts: boolean;
}

interface Printed {
  publicPath: string;
  entry: unknown;
  devPort: number;
  federation: FederationOptions;
}

const root = findRepoRoot(__dirname);

/** @rspack/core is ESM only, so the config is evaluated in a tsx child process. */
function printed(name: string, kind: 'host' | 'remote'): Printed {
  const output = execFileSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'tooling', 'src', 'testing', 'print-app-config.ts'), name, kind],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as Printed;
}

const chart = printed('mfe-chart', 'remote');
const host = printed('host-shell', 'host');

describe('createAppConfig', () => {
  it('builds a remote with an automatic public path, a manifest and no type generation', () => {
    const mf = chart.federation;
    expect(chart.publicPath).toBe('auto');
    expect(mf.name).toBe('mfe_chart');
    expect(mf.filename).toBe('remoteEntry.js');
    expect(Object.keys(mf.exposes ?? {})).toEqual(['./App', './meta']);
    expect(mf.manifest).toEqual({ fileName: 'mf-manifest.json' });
    expect(mf.dts).toBe(false);
    expect(mf.shareStrategy).toBe('loaded-first');
  });

  it('shares React, React DOM with subpaths, i18next and react-i18next as singletons', () => {
    const { shared } = chart.federation;
    for (const key of [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom/client',
      'i18next',
      'react-i18next',
    ]) {
      expect(shared[key]?.singleton).toBe(true);
    }
  });

  it('shares the contract libraries by version range, not as singletons, and never the contract', () => {
    const { shared } = chart.federation;
    expect(shared['decimal.js']).toEqual({ singleton: false, requiredVersion: '^10.6.0' });
    expect(shared.eventemitter3?.singleton).toBe(false);
    expect(shared['@spot/contracts']).toBeUndefined();
  });

  it('ships no page in a remote production build', () => {
    expect(chart.entry).toEqual({});
  });

  it('builds the host with an absolute public path and no compiled-in remote', () => {
    const mf = host.federation;
    expect(host.publicPath).toBe('/');
    expect(mf.remotes).toEqual({});
    expect(mf.exposes).toBeUndefined();
    expect(host.entry).toEqual({ main: './src/index.ts' });
  });

  it('takes the dev port from the service table', () => {
    expect(chart.devPort).toBe(8081);
  });
});
