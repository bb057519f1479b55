// One jest run over every workspace: node for pure and server code, jsdom for apps.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (dir, environment) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: environment,
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(eventemitter3)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
});

const nodeProjects = ['shared-contracts', 'tooling', 'exchange-sim'];
const webProjects = [
  'host-shell',
  'mfe-chart',
  'mfe-orderbook',
  'mfe-order-entry',
  'mfe-orders',
  'mfe-lt',
  'mfe-tools',
];

export default {
  rootDir: '.',
  projects: [
    ...nodeProjects.map((dir) => project(dir, 'node')),
    ...webProjects.map((dir) => project(dir, 'jsdom')),
  ],
};
