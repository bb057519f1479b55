import { createRemoteConfigs } from '@spot/tooling/mf-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createRemoteConfigs(
    {
      name: 'mfe-orders',
      kind: 'remote',
      dir: __dirname,
      exposes: { './App': './src/expose/app.tsx', './meta': './src/expose/meta.ts' },
      // The fill voice (spec 000 §7) is served from this remote's own origin, beside its bundle.
      copy: [{ from: 'static', to: 'static' }],
    },
    argv,
  );
