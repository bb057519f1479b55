/**
 * The benchmarks' stack (sim in test mode, the apps served as in production: by nginx with the
 * deploy/ configuration, DESIGN §3; by the node static server where nginx cannot be had), run
 * in a process of its own: in the bench's process the node static servers would share an event
 * loop with Playwright's client, whose protocol traffic held the page's own files back by up to
 * 0.4 s at start-up. Prints `ready <server>` when the stack is up; stops on SIGTERM or
 * when its stdin closes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx } from '@spot/tooling/browser';
import { startStack } from '@spot/tooling/launcher';
import { findRepoRoot, readServiceTable } from '@spot/tooling/service-table';

const root = findRepoRoot();
const server = findNginx() ? 'nginx' : 'node';
const dataDir = mkdtempSync(join(tmpdir(), 'spot-bench-'));
const stack = await startStack({
  root,
  services: readServiceTable(root),
  env: 'test',
  server,
  profiles: ['test'],
  simArgs: ['--test'],
  dataDir,
  log: () => undefined,
});
let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.stdout.write(`ready ${server}\n`);
