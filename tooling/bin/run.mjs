#!/usr/bin/env node
// Entry of `npm start`, `npm test`, `npm run build`, `npm run bench`: installs dependencies when
// they are missing or older than the lockfile, then hands over to tooling/src/cli.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules', '.package-lock.json');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

const stale =
  !existsSync(installed) ||
  !existsSync(tsx) ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs);
if (stale) {
  const args = existsSync(lock)
    ? ['ci', '--no-audit', '--no-fund']
    : ['install', '--no-audit', '--no-fund'];
  console.log(`installing dependencies: npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const result = spawnSync(tsx, [join(root, 'tooling', 'src', 'cli.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
