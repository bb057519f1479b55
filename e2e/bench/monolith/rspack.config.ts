import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from '@spot/tooling/mf-config';

const root = join(__dirname, '..', '..', '..');
const REMOTES = [
  'mfe-chart',
  'mfe-orderbook',
  'mfe-order-entry',
  'mfe-orders',
  'mfe-lt',
  'mfe-tools',
];

/**
 * The bench's monolith (issue 25): the host shell built by the same factory, with the same
 * shared libraries, lazy chunks and compression, but the remotes imported directly
 * (`direct-remotes.ts`) instead of loaded through federation. Two host modules are swapped for
 * direct versions; everything else is the host's code. Output: `dist/` beside this file.
 */
export default (_env: unknown, argv: { mode?: string }) => {
  const config = createAppConfig(
    {
      name: 'host-shell',
      kind: 'host',
      dir: join(root, 'host-shell'),
      outDir: '../e2e/bench/monolith/dist',
      title: 'Spot trading',
      // Each remote's texts and files, served from the one origin its code now runs from.
      copy: [
        ...REMOTES.map((remote) => ({ from: `../${remote}/locales`, to: 'locales' })),
        { from: '../mfe-orders/static', to: 'static' },
      ],
    },
    argv,
  );
  config.plugins = [
    ...(config.plugins ?? []),
    new rspack.NormalModuleReplacementPlugin(
      /^\.\/composition\/remote-loader$/,
      join(__dirname, 'direct-loader.ts'),
    ),
    new rspack.NormalModuleReplacementPlugin(
      /^\.\/composition\/remote-preload$/,
      join(__dirname, 'direct-preload.ts'),
    ),
  ];
  return config;
};
