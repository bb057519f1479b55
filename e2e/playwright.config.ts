import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '@spot/tooling/browser';

const executablePath = findChromium();

/**
 * One worker: the stack and its fault injection are global. The global setup starts the
 * services of docker-compose.yml with the sim in --test mode and a fresh data folder.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `../.data/reports/e2e-${process.env.E2E_SERVER ?? 'node'}.json` }],
  ],
  use: {
    baseURL: 'http://127.0.0.1:8080',
    launchOptions: { args: [...CHROMIUM_ARGS], ...(executablePath ? { executablePath } : {}) },
    trace: 'off',
  },
  projects: [
    { name: 'composition', testIgnore: /nginx\.spec\.ts/ },
    { name: 'nginx', testMatch: /nginx\.spec\.ts/ },
  ],
});
