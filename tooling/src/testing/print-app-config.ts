// Prints what createAppConfig produces for one app as JSON. Used by mf-config.test.ts, which
// cannot load @rspack/core (ESM only) inside jest.
import { join } from 'node:path';
import { createAppConfig } from '../mf-config';
import { findRepoRoot } from '../service-table';

const [name = '', kind = 'remote'] = process.argv.slice(2);
const root = findRepoRoot();
const config = createAppConfig(
  {
    name,
    kind: kind === 'host' ? 'host' : 'remote',
    dir: join(root, name),
    ...(kind === 'host'
      ? {}
      : { exposes: { './App': './src/expose/app.tsx', './meta': './src/expose/meta.ts' } }),
  },
  { mode: 'production' },
);
const federation = (config.plugins ?? [])
  .map((plugin) => (plugin as { _options?: Record<string, unknown> } | null)?._options)
  .find((options) => options !== undefined && 'shareStrategy' in options);
process.stdout.write(
  JSON.stringify({
    publicPath: config.output?.publicPath,
    entry: config.entry,
    devPort: config.devServer ? config.devServer.port : undefined,
    federation,
  }),
);
