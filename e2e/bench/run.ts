/**
 * `npm run bench -w @spot/e2e`: builds no app (run `npm run build` first, as `npm run bench`
 * at the root does through the workspaces) but the monolith the federation bench compares
 * with (`monolith/`), starts the composed stack with the sim in test mode in a process of its
 * own (`stack-process.ts`), launches one headless Chromium, warms it with a blank page and runs
 * every `*.bench.ts` of this folder in name order (or only those whose names contain an
 * argument), printing each figure beside its budget. A missed budget never fails the run; a
 * bench that throws does.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '@spot/tooling/browser';
import { findRepoRoot } from '@spot/tooling/service-table';
import type { Bench, BenchLine } from './context';
import { MONOLITH, buildMonolith } from './monolith/monolith';

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();
const withMonolith = files.some((name) => name.startsWith('federation'));

function format(line: BenchLine): string {
  const value = typeof line.value === 'number' ? line.value.toFixed(1) : line.value;
  const budget = line.budget ? `  budget ${line.budget} ${line.ok ? 'met' : 'MISSED'}` : '';
  return `[${line.bench}] ${line.metric}: ${value} ${line.unit}${budget}`;
}

/**
 * Starts `stack-process.ts` (the same tsx loader as this process) and waits for `ready`, which
 * names the server of the apps (nginx, or node where nginx cannot be had) and the encodings it
 * sends the build's precompressed files in.
 */
async function startStackProcess(): Promise<{
  server: string;
  compression: string;
  stop(): Promise<void>;
}> {
  const child = spawn(process.execPath, [...process.execArgv, join(here, 'stack-process.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_MONOLITH: withMonolith ? '1' : '0' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const [server, compression] = await new Promise<[string, string]>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /^ready (\w+) (\S+)$/m.exec(out);
      if (ready) resolve([ready[1] as string, ready[2] as string]);
    });
    child.once('exit', (code) => reject(new Error(`the stack process exited with ${code}`)));
  });
  return {
    server,
    compression,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A page in a context of its own, closed before the first bench: a freshly launched browser's
 * first page also pays for the browser's own start-up (its first renderer, fonts, the GPU
 * process), which a trader's running browser has behind it. The benches' contexts share no
 * cache with this one, so the app's files and data still load cold.
 */
async function warmBrowser(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('data:text/html,<p>warm-up</p>');
    await page.waitForTimeout(1_000);
  } finally {
    await context.close();
  }
}

if (withMonolith) buildMonolith(findRepoRoot());
const stack = await startStackProcess();
const encodings =
  stack.compression === 'gzip'
    ? 'precompressed gzip only: this nginx has no brotli module (Debian: libnginx-mod-http-brotli-static)'
    : 'precompressed brotli, else gzip';
console.log(
  `apps served by ${stack.server} (${encodings}); the browser is warmed with a blank page first`,
);
const executablePath = findChromium();
const browser = await chromium.launch({
  args: [...CHROMIUM_ARGS],
  ...(executablePath ? { executablePath } : {}),
});
await warmBrowser(browser);
let failed = false;
try {
  for (const file of files) {
    const module = (await import(pathToFileURL(join(here, file)).href)) as { default: Bench };
    console.log(`\n== ${file}`);
    try {
      await module.default({
        baseUrl: 'http://127.0.0.1:8080',
        monolithUrl: `http://127.0.0.1:${MONOLITH.ports[0] ?? 8088}`,
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
}
process.exit(failed ? 1 : 0);
