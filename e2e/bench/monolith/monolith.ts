import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Service } from '@spot/tooling/service-table';

/**
 * The bench's monolith as one more service of the stack: a host on a port of its own (outside
 * the compose table, which this build is not part of), served by the same server with the
 * same `deploy/` rules, and allowed by the sim's CORS like every origin of the stack.
 */
export const MONOLITH: Service = {
  name: 'monolith',
  kind: 'host',
  ports: [8088],
  dir: 'e2e/bench/monolith',
  profiles: [],
};

/** Builds the monolith into `e2e/bench/monolith/dist` (about 3 s); throws if rspack fails. */
export function buildMonolith(root: string): void {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'rspack'),
    ['build', '--mode', 'production', '-c', join(root, MONOLITH.dir, 'rspack.config.ts')],
    { cwd: join(root, 'host-shell'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`the monolith build failed (${result.status})`);
}
