import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const APPS = [
  'host-shell',
  'mfe-chart',
  'mfe-orderbook',
  'mfe-order-entry',
  'mfe-orders',
  'mfe-lt',
  'mfe-tools',
];

const IMPORT_PATTERNS = [
  {
    group: ['@spot/*/src/*', '@spot/*/src'],
    message: 'Import a package through its public entry.',
  },
  ...APPS.map((app) => ({
    group: [`**/${app}/**`],
    message: 'Apps never import each other; meet in @spot/contracts.',
  })),
];

// Where test code lives: the fakes and builders of `@spot/contracts/testing` are allowed only here.
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '*/tests/**',
  '*/bench/**',
  '*/fixtures/**',
  'e2e/**',
];

const TEST_ONLY_PATTERNS = [
  {
    group: ['@spot/contracts/testing', '**/testing', '**/testing/**'],
    message: 'Test builders and fakes are for tests only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'test-results/**',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves extensionless TypeScript imports and workspace packages, so no-cycle sees them.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-empty-object-type': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: IMPORT_PATTERNS }],
    },
  },
  {
    // UI code reaches the world only through HostApi (STYLE: lint bans raw timers/fetch in UI).
    files: ['*/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use HostApi.api from state/.' },
        { name: 'WebSocket', message: 'Use HostApi.realtime.' },
      ],
    },
  },
  {
    // Production code never reaches test doubles.
    files: ['**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...IMPORT_PATTERNS, ...TEST_ONLY_PATTERNS],
        },
      ],
    },
  },
  {
    // Layering (issue 19): domain/ is pure rules, no React, no stores, no views.
    files: ['*/src/domain/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...IMPORT_PATTERNS,
            ...TEST_ONLY_PATTERNS,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@spot/contracts/react'],
              message: 'domain/ holds pure rules: no React.',
            },
            {
              group: ['**/state', '**/state/**', '**/ui', '**/ui/**'],
              message: 'domain/ never reaches the stores or the views.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layering (issue 19): a view reaches the world through state/, never the host's calls, bus
    // or preferences.
    files: ['*/src/ui/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='call'][callee.object.property.name='api']",
          message: 'ui/ does not call HostApi.api: move the call into a store in state/.',
        },
        {
          selector:
            "CallExpression[callee.property.name='subscribe'][callee.object.property.name='realtime']",
          message: 'ui/ does not subscribe to HostApi.realtime: move it into a store in state/.',
        },
        {
          selector:
            "CallExpression[callee.object.property.name='bus'][callee.property.name=/^(on|emit)$/]",
          message: 'ui/ does not use HostApi.bus directly: name the request in state/.',
        },
        {
          selector:
            "CallExpression[callee.object.property.name='prefs'][callee.property.name=/^(get|set|subscribe)$/]",
          message: 'ui/ does not read or write HostApi.prefs directly: go through state/.',
        },
      ],
    },
  },
  {
    // The bench's monolith (issue 25) is the one build that puts the apps in one bundle, on
    // purpose: it measures what federation costs against the same code without it.
    files: ['e2e/bench/monolith/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
