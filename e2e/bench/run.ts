/**
 * `npm run bench -w @spot/e2e`: builds nothing (run `npm run build` first, as `npm run bench`
 * at the root does through the workspaces), starts the composed stack with the sim in test
 * mode, launches one headless Chromium and runs every `*.bench.ts` of this folder in name
 * order (or only those whose names contain an argument), printing each figure beside its
 * budget. A missed budget never fails the run; a bench that throws does.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '@spot/tooling/browser';
import { startStack } from '@spot/tooling/launcher';
import { findRepoRoot, readServiceTable } from '@spot/tooling/service-table';
import type { Bench, BenchLine } from './context';

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

function format(line: BenchLine): string {
  const value = typeof line.value === 'number' ? line.value.toFixed(1) : line.value;
  const budget = line.budget ? `  budget ${line.budget} ${line.ok ? 'met' : 'MISSED'}` : '';
  return `[${line.bench}] ${line.metric}: ${value} ${line.unit}${budget}`;
}

const root = findRepoRoot();
const dataDir = mkdtempSync(join(tmpdir(), 'spot-bench-'));
const stack = await startStack({
  root,
  services: readServiceTable(root),
  env: 'test',
  server: 'node',
  profiles: ['test'],
  simArgs: ['--test'],
  dataDir,
  log: () => undefined,
});
const executablePath = findChromium();
const browser = await chromium.launch({
  args: [...CHROMIUM_ARGS],
  ...(executablePath ? { executablePath } : {}),
});
let failed = false;
try {
  for (const file of files) {
    const module = (await import(pathToFileURL(join(here, file)).href)) as { default: Bench };
    console.log(`\n== ${file}`);
    try {
      await module.default({
        baseUrl: 'http://127.0.0.1:8080',
        simUrl: 'http://127.0.0.1:8090',
        browser,
        report: (line) => console.log(format(line)),
      });
    } catch (error) {
      failed = true;
      console.error(`${file} failed:`, error);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
