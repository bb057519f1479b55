import { createAppConfig } from '@spot/tooling/mf-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { name: 'host-shell', kind: 'host', dir: __dirname, title: 'Spot trading' },
    argv,
  );
