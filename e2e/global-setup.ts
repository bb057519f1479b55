import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx } from '@spot/tooling/browser';
import { startStack } from '@spot/tooling/launcher';
import { findRepoRoot, readServiceTable } from '@spot/tooling/service-table';

/** Starts the stack for the run and returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = findRepoRoot();
  const server = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';
  if (server === 'nginx' && !findNginx()) {
    console.warn(
      'nginx is not installed and cannot be installed here: `sudo apt-get install -y nginx`; skipping',
    );
    process.env.E2E_NGINX_MISSING = '1';
    return async () => undefined;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'spot-e2e-'));
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
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
