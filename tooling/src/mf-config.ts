import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeFolders } from './locale-folders';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
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
  /** Entry of the standalone page (remotes: the dev harness; host: the shell). */
  readonly pageEntry?: string;
  /** Page title of the standalone page. */
  readonly title?: string;
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

/**
 * The one rspack + Module Federation config of every app (DESIGN §4): remotes expose `./App`
 * and `./meta` with `publicPath: 'auto'` and an `mf-manifest.json`; the host compiles no remote
 * in (it registers `/remotes.json` at start). React, react-dom, i18next and react-i18next are
 * singletons shared `loaded-first`; `@spot/contracts` is bundled by each app.
 */
export function createAppConfig(
  options: AppConfigOptions,
  argv: { readonly mode?: string } = {},
): Configuration {
  const mode =
    argv.mode === 'development' || process.env.NODE_ENV === 'development'
      ? 'development'
      : 'production';
  const pkg = JSON.parse(readFileSync(join(options.dir, 'package.json'), 'utf8')) as PackageJson;
  const root = findRepoRoot(options.dir);
  const contractPkg = JSON.parse(
    readFileSync(join(root, 'shared-contracts', 'package.json'), 'utf8'),
  ) as PackageJson;
  const isHost = options.kind === 'host';
  const name = options.container ?? containerName(options.name);
  const pageEntry = options.pageEntry ?? (isHost ? './src/index.ts' : './src/dev/index.ts');
  const outDir = join(options.dir, options.outDir ?? 'dist');
  const withPage = isHost || mode === 'development';
  const devPort = options.devPort ?? firstPort(findService(readServiceTable(root), options.name));

  return {
    mode,
    context: options.dir,
    devtool: mode === 'development' ? 'cheap-module-source-map' : 'source-map',
    // Remotes ship only their container; their harness page exists in `npm run dev` alone.
    entry: withPage ? { main: pageEntry } : {},
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      alias: { ...options.alias },
    },
    module: {
      rules: [
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
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(options.name),
        __APP_VERSION__: JSON.stringify(pkg.version),
        // The languages it ships: the host requests no translation file the app lacks.
        __APP_LOCALES__: JSON.stringify(localeFolders(options.dir)),
      }),
      ...(withPage
        ? [
            new rspack.HtmlRspackPlugin({
              title: options.title ?? options.name,
              template: join(root, 'tooling', 'src', 'page.html'),
              chunks: ['main'],
            }),
          ]
        : []),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: 'locales', to: 'locales', noErrorOnMissing: true }],
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: { ...options.exposes } }),
        shared: sharedConfig(pkg, contractPkg),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
      }),
    ],
    // Named chunks keep shared modules traceable in the network panel and in e2e checks.
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'named',
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({
          minimizerOptions: { targets: [...BROWSER_TARGETS] },
        }),
      ],
    },
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
