// Prints what createAppConfig (and createRemoteConfigs) produce for one app as JSON. Used by
// mf-config.test.ts, which cannot load @rspack/core (ESM only) inside jest.
import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { createRemoteConfigs, type AppConfigOptions } from '../mf-config';
import { createAppConfig } from '../mf-config';
import { findRepoRoot } from '../service-table';

const [name = '', kind = 'remote', mode = 'production', own = ''] = process.argv.slice(2);
const root = findRepoRoot();
const options: AppConfigOptions = {
  name,
  kind: kind === 'host' ? 'host' : 'remote',
  dir: join(root, name),
  ...(kind === 'host'
    ? {}
    : { exposes: { './App': './src/expose/app.tsx', './meta': './src/expose/meta.ts' } }),
  ...(own === 'own-runtime' ? { ownFederationRuntime: true } : {}),
};

function describe(config: Configuration) {
  const plugins = (config.plugins ?? []) as ({ constructor: { name: string } } | null)[];
  const federation = plugins
    .map((plugin) => (plugin as { _options?: Record<string, unknown> } | null)?._options)
    .find((o) => o !== undefined && 'shareStrategy' in o);
  return {
    publicPath: config.output?.publicPath,
    filename: config.output?.filename,
    entry: config.entry,
    devPort: config.devServer ? config.devServer.port : undefined,
    alias: config.resolve?.alias,
    plugins: plugins.map((plugin) => plugin?.constructor.name ?? null),
    federation,
  };
}

const configs =
  kind === 'host' ? [createAppConfig(options, { mode })] : createRemoteConfigs(options, { mode });
process.stdout.write(JSON.stringify(configs.map(describe)));
