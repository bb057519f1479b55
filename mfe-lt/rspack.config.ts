import { createRemoteConfigs } from '@spot/tooling/mf-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createRemoteConfigs(
    {
      name: 'mfe-lt',
      kind: 'remote',
      dir: __dirname,
      exposes: { './App': './src/expose/app.tsx', './meta': './src/expose/meta.ts' },
    },
    argv,
  );
