import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeFolders, localeNamespaces } from './locale-folders';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { CompressAssetsPlugin } from './compress-assets';
import { federationRuntimeAliases, federationRuntimeMark } from './federation-runtime';
import {
  containerName,
  findRepoRoot,
  findService,
  firstPort,
  readServiceTable,
} from './service-table';

export interface AppConfigOptions {
  /** Folder name: `host-shell`, `mfe-chart`, … */
  readonly name: string;
  readonly kind: 'host' | 'remote';
  /** Absolute path of the app folder. */
  readonly dir: string;
  /** Port of `npm run dev`; default the service table's port of `name`. */
  readonly devPort?: number;
  /** Remotes: Module Federation exposes, e.g. `{ './App': './src/expose/app.tsx' }`. */
  readonly exposes?: Readonly<Record<string, string>>;
  /** Container name, when it must differ from the folder's (e2e fixtures). */
  readonly container?: string;
  /** Build output folder relative to `dir` (default `dist`). */
  readonly outDir?: string;
  /** Module aliases, e.g. a fixture built against another contract. */
  readonly alias?: Readonly<Record<string, string>>;
  /** Entry of the page: the host's shell (`./src/index.ts`), a remote's harness (`./src/dev/index.ts`). */
  readonly pageEntry?: string;
  /** Page title of the standalone page. */
  readonly title?: string;
  /** Folders copied beside the bundle, e.g. a remote's sounds (`{ from: 'static', to: 'static' }`). */
  readonly copy?: readonly { readonly from: string; readonly to: string }[];
  /**
   * Remotes: carry a federation runtime of their own instead of using the page's. Only for the
   * e2e fixture that shows such a remote refused; every app uses the page's runtime.
   */
  readonly ownFederationRuntime?: boolean;
}

interface PackageJson {
  readonly version: string;
  readonly dependencies?: Readonly<Record<string, string>>;
}

/**
 * The browsers the page supports, for both JS (swc) and CSS (lightningcss). Modern only: CSS
 * logical properties such as `text-align: start` stay as written and follow the page's `dir`,
 * instead of being lowered into `:lang()` selectors.
 */
export const BROWSER_TARGETS = ['chrome >= 110', 'firefox >= 115', 'safari >= 16'] as const;

const SHARED_PACKAGES = ['react', 'react-dom', 'i18next', 'react-i18next'] as const;
/** Subpath keys that must resolve to the same singleton as their package. */
const SHARED_SUBPATHS: Readonly<Record<string, (typeof SHARED_PACKAGES)[number]>> = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};

/**
 * Stateless libraries the contract bundles into every app, shared by version range (not as
 * singletons) so a page downloads them once while the ranges agree. `Dec` is a
 * `Decimal.clone`, so sharing decimal.js shares no configuration.
 */
const CONTRACT_LIBRARIES = ['decimal.js', 'eventemitter3'] as const;

/**
 * The host page's runtime configuration, asked for by the HTML itself: the browser fetches
 * both files while it downloads the entry chunk, which then finds them in its preload cache
 * (`host-shell/src/config/early-fetch.ts` fetches them with the same mode and credentials).
 * The remotes' manifests, and through them every remote file of the page, wait on
 * `/remotes.json`; fetched by the entry chunk, it came only once the chunk had run.
 */
const RUNTIME_CONFIG_PRELOADS = ['/remotes.json', '/env.json']
  .map((path) => `<link rel="preload" href="${path}" as="fetch" crossorigin="anonymous" />`)
  .join('\n    ');

function sharedConfig(pkg: PackageJson, contractPkg: PackageJson) {
  const versionOf = (name: string): string => {
    const range = pkg.dependencies?.[name];
    if (!range) throw new Error(`package.json must depend on ${name} to share it`);
    return range;
  };
  const shared: Record<string, { singleton: boolean; requiredVersion: string }> = {};
  for (const name of SHARED_PACKAGES)
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  for (const [key, owner] of Object.entries(SHARED_SUBPATHS)) {
    shared[key] = { singleton: true, requiredVersion: versionOf(owner) };
  }
  for (const name of CONTRACT_LIBRARIES) {
    const range = contractPkg.dependencies?.[name];
    if (!range) throw new Error(`shared-contracts/package.json must depend on ${name}`);
    shared[name] = { singleton: false, requiredVersion: range };
  }
  return shared;
}

type Mode = 'development' | 'production';

function modeOf(argv: { readonly mode?: string }): Mode {
  return argv.mode === 'development' || process.env.NODE_ENV === 'development'
    ? 'development'
    : 'production';
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function scriptRules(mode: Mode): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode === 'development' } },
        },
        env: { targets: [...BROWSER_TARGETS] },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
  ];
}

function optimization(): Configuration['optimization'] {
  // Named chunks keep shared modules traceable in the network panel and in e2e checks.
  return {
    moduleIds: 'deterministic',
    chunkIds: 'named',
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin(),
      new rspack.LightningCssMinimizerRspackPlugin({
        minimizerOptions: { targets: [...BROWSER_TARGETS] },
      }),
    ],
  };
}

/** What every build of an app reads first: its mode, its package, the repository and the contract. */
function buildContext(options: AppConfigOptions, argv: { readonly mode?: string }) {
  const root = findRepoRoot(options.dir);
  return {
    mode: modeOf(argv),
    pkg: readJson<PackageJson>(join(options.dir, 'package.json')),
    root,
    contractPkg: readJson<PackageJson>(join(root, 'shared-contracts', 'package.json')),
  };
}

/**
 * The one rspack + Module Federation config of every app (DESIGN §4): remotes expose `./App`
 * and `./meta` with `publicPath: 'auto'` and an `mf-manifest.json`; the host compiles no remote
 * in (it registers `/remotes.json` at start). React, react-dom, i18next and react-i18next are
 * singletons shared `loaded-first`; `@spot/contracts` is bundled by each app.
 *
 * One federation runtime per page (DESIGN §8): the host provides `@module-federation/runtime-core`
 * (`provideExternalRuntime`) and every remote uses it (`externalRuntime`); each manifest says
 * which runtime its build needs (`metaData.federationRuntime`), which the host checks before it
 * runs a remote. Production builds also write each JS, CSS, JSON and WAV file as `.gz` and `.br`.
 */
export function createAppConfig(
  options: AppConfigOptions,
  argv: { readonly mode?: string } = {},
): Configuration {
  const { mode, pkg, root, contractPkg } = buildContext(options, argv);
  const isHost = options.kind === 'host';
  const name = options.container ?? containerName(options.name);
  const pageEntry = options.pageEntry ?? './src/index.ts';
  const outDir = join(options.dir, options.outDir ?? 'dist');
  const devPort = options.devPort ?? firstPort(findService(readServiceTable(root), options.name));
  const runtime = federationRuntimeMark(root, !isHost && options.ownFederationRuntime !== true);
  const copies = [{ from: 'locales', to: 'locales' }, ...(options.copy ?? [])];
  const texts = {
    namespaces: localeNamespaces(options.dir),
    languages: localeFolders(options.dir),
  };

  return {
    mode,
    context: options.dir,
    devtool: mode === 'development' ? 'cheap-module-source-map' : 'source-map',
    // Remotes ship only their container; their harness page is a compilation of its own.
    entry: isHost ? { main: pageEntry } : {},
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      // In development the harness compilation writes beside the container.
      clean: mode === 'production',
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      alias: { ...federationRuntimeAliases(root), ...options.alias },
    },
    module: { rules: scriptRules(mode) },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(options.name),
        __APP_VERSION__: JSON.stringify(pkg.version),
        // The languages it ships: the host requests no translation file the app lacks.
        __APP_LOCALES__: JSON.stringify(texts.languages),
        __FEDERATION_RUNTIME_VERSION__: JSON.stringify(runtime.version),
      }),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({
              title: options.title ?? options.name,
              template: join(root, 'tooling', 'src', 'page.html'),
              templateParameters: { headLinks: RUNTIME_CONFIG_PRELOADS },
              chunks: ['main'],
            }),
          ]
        : []),
      new rspack.CopyRspackPlugin({
        patterns: copies.map((copy) => ({ ...copy, noErrorOnMissing: true })),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: { ...options.exposes } }),
        shared: sharedConfig(pkg, contractPkg),
        shareStrategy: 'loaded-first',
        manifest: {
          fileName: 'mf-manifest.json',
          // What the host checks before it runs this build (DESIGN §8), and the texts it can
          // fetch beside the remote's files (`locales/<language>/<namespace>.json`).
          additionalData: ({ stats }) => {
            Object.assign(stats.metaData, { federationRuntime: runtime, texts });
            return stats;
          },
        },
        dts: false,
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: runtime.external }),
          // A browser page only (no Node loaders); a remote consumes no remote of its own.
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
        },
      }),
      ...(mode === 'production' ? [new CompressAssetsPlugin()] : []),
    ],
    optimization: optimization(),
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: devPort,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: isHost,
      client: { overlay: false },
    },
  };
}

/**
 * The standalone page of a remote for `npm run dev` (`src/dev/index.ts`, mounting the remote
 * with `@spot/tooling/harness`): a small host of its own that provides the federation runtime
 * and loads the remote's container from the same dev server through its manifest, as the
 * host shell does. Its files go under `harness/` beside the container's.
 */
export function createHarnessConfig(
  options: AppConfigOptions,
  argv: { readonly mode?: string } = {},
): Configuration {
  const { mode, pkg, root, contractPkg } = buildContext(options, argv);
  const remote = options.container ?? containerName(options.name);
  const name = `${remote}_harness`;
  const plugins: RspackPluginInstance[] = [
    new rspack.DefinePlugin({
      __APP_NAME__: JSON.stringify(options.name),
      __APP_VERSION__: JSON.stringify(pkg.version),
      __HARNESS_REMOTE__: JSON.stringify(remote),
    }),
    new rspack.HtmlRspackPlugin({
      title: options.title ?? options.name,
      template: join(root, 'tooling', 'src', 'page.html'),
      templateParameters: { headLinks: '' },
      chunks: ['main'],
    }),
    new ModuleFederationPlugin({
      name,
      remotes: {},
      shared: sharedConfig(pkg, contractPkg),
      shareStrategy: 'loaded-first',
      manifest: false,
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ];
  return {
    mode,
    context: options.dir,
    devtool: mode === 'development' ? 'cheap-module-source-map' : 'source-map',
    entry: { main: options.pageEntry ?? './src/dev/index.ts' },
    output: {
      path: join(options.dir, options.outDir ?? 'dist'),
      publicPath: '/',
      uniqueName: name,
      filename: 'harness/[name].[contenthash:8].js',
      chunkFilename: 'harness/[name].[contenthash:8].js',
      cssFilename: 'harness/[name].[contenthash:8].css',
      cssChunkFilename: 'harness/[name].[contenthash:8].css',
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      alias: { ...federationRuntimeAliases(root), ...options.alias },
    },
    module: { rules: scriptRules(mode) },
    plugins,
    optimization: optimization(),
    performance: { hints: false },
  };
}

/** A remote's builds: its container, and in development also its harness page. */
export function createRemoteConfigs(
  options: AppConfigOptions,
  argv: { readonly mode?: string } = {},
): Configuration[] {
  const container = createAppConfig(options, argv);
  return modeOf(argv) === 'development'
    ? [container, createHarnessConfig(options, argv)]
    : [container];
}
