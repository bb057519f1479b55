/**
 * The benchmarks' stack (sim in test mode, the apps on the node static server), run in a
 * process of its own: in the bench's process the static servers would share an event loop with
 * Playwright's client, whose protocol traffic held the page's own files back by up to 0.4 s at
 * start-up. Prints `ready` when the stack is up; stops on SIGTERM or when its stdin closes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '@spot/tooling/launcher';
import { findRepoRoot, readServiceTable } from '@spot/tooling/service-table';

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
process.stdout.write('ready\n');
