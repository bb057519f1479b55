import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type Stack } from '@spot/tooling/launcher';
import { findRepoRoot, readServiceTable, type Service } from '@spot/tooling/service-table';

/**
 * The services of `docker-compose.yml` with the sim in test mode and a fresh temporary data
 * folder (the e2e suite and the benchmarks), plus `extra` services (the bench's monolith);
 * `stop` also removes the folder.
 */
export async function startTestStack(
  server: 'node' | 'nginx',
  name: string,
  extra: readonly Service[] = [],
): Promise<{ readonly compression: Stack['compression']; stop(): Promise<void> }> {
  const root = findRepoRoot();
  const dataDir = mkdtempSync(join(tmpdir(), `spot-${name}-`));
  const stack = await startStack({
    root,
    services: [...readServiceTable(root), ...extra],
    env: 'test',
    server,
    profiles: ['test'],
    simArgs: ['--test'],
    dataDir,
    log: () => undefined,
  });
  return {
    compression: stack.compression,
    async stop() {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
