import { rspack } from '@rspack/core';
import { createAppConfig } from '@spot/tooling/mf-config';

export default (_env: unknown, argv: { mode?: string }) => {
  const config = createAppConfig(
    {
      name: 'mfe-orders',
      kind: 'remote',
      dir: __dirname,
      exposes: { './App': './src/expose/app.tsx', './meta': './src/expose/meta.ts' },
    },
    argv,
  );
  // The fill voice (spec 000 §7) is served from this remote's own origin, beside its bundle.
  config.plugins = [
    ...(config.plugins ?? []),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'static', to: 'static' }] }),
  ];
  return config;
};
