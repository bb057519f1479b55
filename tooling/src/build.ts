import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Service } from './service-table';

const STAMP = '.build-stamp';
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report']);

function listFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (!entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) out.push(full);
  }
  return out;
}

/** Hash of everything a build of `appDir` reads: the app, the contract, the tooling, the lockfile. */
export function inputsHash(root: string, appDir: string): string {
  const hash = createHash('sha256');
  const files = [
    ...listFiles(join(root, appDir)),
    ...listFiles(join(root, 'shared-contracts', 'src')),
    join(root, 'shared-contracts', 'package.json'),
    ...listFiles(join(root, 'tooling', 'src')),
    join(root, 'package-lock.json'),
  ].sort();
  for (const file of files) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export function isStale(root: string, appDir: string, outDir = 'dist'): boolean {
  const stamp = join(root, appDir, outDir, STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== inputsHash(root, appDir);
}

function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}`)),
    );
  });
}

/** Builds every app (and the e2e fixtures) whose inputs changed since its last build. */
export async function buildStale(
  root: string,
  services: readonly Service[],
  force = false,
): Promise<string[]> {
  const apps = services.filter(
    (s) => s.kind === 'host' || s.kind === 'remote' || s.kind === 'fixtures',
  );
  const stale = apps.filter((s) => force || isStale(root, s.dir));
  const rspack = join(root, 'node_modules', '.bin', 'rspack');
  // Two at a time: the machines this runs on have two cores.
  const queue = [...stale];
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = Date.now();
      const hash = inputsHash(root, next.dir);
      await run(rspack, ['build', '--mode', 'production'], join(root, next.dir));
      writeFileSync(join(root, next.dir, 'dist', STAMP), hash);
      console.log(`built ${next.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return stale.map((s) => s.name);
}
