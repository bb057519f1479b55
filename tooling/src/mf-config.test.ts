import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { findRepoRoot } from './service-table';

interface FederationOptions {
  name: string;
  experiments?: {
    externalRuntime?: boolean;
    provideExternalRuntime?: boolean;
    optimization?: { target?: string; disableRemote?: boolean };
  };
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
  filename: string;
  entry: unknown;
  devPort: number;
  alias: Record<string, string>;
  plugins: (string | null)[];
  federation: FederationOptions;
}

const root = findRepoRoot(__dirname);

/** @rspack/core is ESM only, so the config is evaluated in a tsx child process. */
function printed(name: string, kind: 'host' | 'remote', mode = 'production', own = ''): Printed[] {
  const output = execFileSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'tooling', 'src', 'testing', 'print-app-config.ts'), name, kind, mode, own],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as Printed[];
}

const chartBuilds = printed('mfe-chart', 'remote');
const [chart] = chartBuilds as [Printed];
const [host] = printed('host-shell', 'host') as [Printed];
const [ownRuntime] = printed('mfe-chart', 'remote', 'production', 'own-runtime') as [Printed];
const [container, harness] = printed('mfe-chart', 'remote', 'development') as [Printed, Printed];

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

describe('one federation runtime per page', () => {
  it('has the host provide the runtime and every remote use it', () => {
    expect(host.federation.experiments?.provideExternalRuntime).toBe(true);
    expect(host.federation.experiments?.externalRuntime).toBeUndefined();
    expect(chart.federation.experiments?.externalRuntime).toBe(true);
    expect(chart.federation.experiments?.provideExternalRuntime).toBeUndefined();
  });

  it('builds the e2e remote that carries its own runtime only when asked', () => {
    expect(ownRuntime.federation.experiments?.externalRuntime).toBe(false);
  });

  it('targets browsers only, and remotes consume no remote', () => {
    expect(host.federation.experiments?.optimization).toEqual({ target: 'web' });
    expect(chart.federation.experiments?.optimization).toEqual({
      target: 'web',
      disableRemote: true,
    });
  });

  it('bundles the runtime from its ES module builds', () => {
    const targets = Object.entries(chart.alias).filter(([key]) =>
      key.includes('@module-federation'),
    );
    expect(targets.length).toBeGreaterThanOrEqual(3);
    for (const [key, target] of targets) {
      expect(target).toMatch(/\.js$/);
      expect(key.endsWith('.cjs') || key === '@module-federation/runtime').toBe(true);
    }
  });

  it('compresses a production build and not a development one', () => {
    expect(chart.plugins).toContain('CompressAssetsPlugin');
    expect(container.plugins).not.toContain('CompressAssetsPlugin');
  });
});

describe('createRemoteConfigs', () => {
  it('builds only the container for production', () => {
    expect(chartBuilds).toHaveLength(1);
    expect(chart.entry).toEqual({});
  });

  it('adds the harness page in development, a small host that provides the runtime', () => {
    expect(container.entry).toEqual({});
    expect(container.federation.experiments?.externalRuntime).toBe(true);
    expect(harness.entry).toEqual({ main: './src/dev/index.ts' });
    expect(harness.federation.name).toBe('mfe_chart_harness');
    expect(harness.federation.experiments?.provideExternalRuntime).toBe(true);
    expect(harness.federation.shared).toEqual(container.federation.shared);
    expect(harness.filename).toMatch(/^harness\//);
    expect(harness.plugins).toContain('HtmlRspackPlugin');
  });
});
