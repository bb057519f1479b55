import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildStale } from './build';
import { headerPolicyFor } from './header-policy';
import { PortInUseError, startStack } from './launcher';
import { renderComposeConf } from './nginx';
import { buildRuntimeConfig, serviceOrigins } from './runtime-config';
import { findRepoRoot, readServiceTable } from './service-table';

const root = findRepoRoot();

function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function build(force: boolean): Promise<void> {
  const started = Date.now();
  const built = await buildStale(root, readServiceTable(root), force);
  console.log(
    built.length === 0
      ? 'every app is up to date'
      : `built ${built.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function start(args: readonly string[]): Promise<void> {
  await build(false);
  const stack = await startStack({
    root,
    services: readServiceTable(root),
    env: 'dev',
    server: args.includes('--nginx') ? 'nginx' : 'node',
    dataDir: join(root, '.data'),
  });
  console.log(`\n  Spot trading is running: ${stack.url}\n  (Ctrl-C stops every service)\n`);
  const shutdown = (): void => {
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Writes deploy/config and deploy/nginx/generated from the service table (for compose). */
function deployConfig(): void {
  const services = readServiceTable(root);
  const config = buildRuntimeConfig(services, { env: 'dev', hostname: 'localhost' });
  const policy = headerPolicyFor(config, serviceOrigins(services));
  mkdirSync(join(root, 'deploy', 'config'), { recursive: true });
  mkdirSync(join(root, 'deploy', 'nginx', 'generated'), { recursive: true });
  writeFileSync(
    join(root, 'deploy', 'config', 'remotes.json'),
    `${JSON.stringify(config.remotes, null, 2)}\n`,
  );
  writeFileSync(
    join(root, 'deploy', 'config', 'env.json'),
    `${JSON.stringify(config.env, null, 2)}\n`,
  );
  for (const service of services.filter((s) => s.kind !== 'sim')) {
    writeFileSync(
      join(root, 'deploy', 'nginx', 'generated', `${service.name}.conf`),
      renderComposeConf(service, policy),
    );
  }
  console.log('wrote deploy/config and deploy/nginx/generated');
}

/** Sums jest's and Playwright's JSON reports into the one closing line CI reads. */
function summarize(): string {
  const reports = join(root, '.data', 'reports');
  const read = (name: string): Record<string, unknown> | null => {
    const file = join(reports, name);
    return existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
      : null;
  };
  const count = (value: unknown): number => (typeof value === 'number' ? value : 0);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const jest = read('jest.json');
  if (jest) {
    passed += count(jest.numPassedTests);
    failed += count(jest.numFailedTests);
    skipped += count(jest.numPendingTests) + count(jest.numTodoTests);
  }
  for (const name of ['e2e-node.json', 'e2e-nginx.json']) {
    const stats = read(name)?.stats as Record<string, unknown> | undefined;
    if (!stats) continue;
    passed += count(stats.expected) + count(stats.flaky);
    failed += count(stats.unexpected);
    skipped += count(stats.skipped);
  }
  return `npm test: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

async function test(): Promise<number> {
  rmSync(join(root, '.data', 'reports'), { recursive: true, force: true });
  mkdirSync(join(root, '.data', 'reports'), { recursive: true });
  await build(false);
  const steps: [string, () => Promise<number>][] = [
    ['verify', () => run('npm', ['run', 'verify'])],
    ['e2e', () => run('npm', ['run', 'test:e2e', '--', '--project=composition'])],
    [
      'e2e on nginx',
      () => run('npm', ['run', 'test:e2e', '--', '--project=nginx'], { E2E_SERVER: 'nginx' }),
    ],
  ];
  for (const [name, step] of steps) {
    const code = await step();
    if (code !== 0) {
      console.log(`\nnpm test: ${name} failed with exit code ${code}`);
      return code;
    }
  }
  console.log(`\n${summarize()}`);
  return 0;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'build':
      await build(args.includes('--force'));
      return;
    case 'start':
      await start(args);
      return;
    case 'test':
      process.exit(await test());
      return;
    case 'bench':
      await build(false);
      process.exit(await run('npm', ['run', 'bench', '--workspaces', '--if-present']));
      return;
    case 'deploy:config':
      deployConfig();
      return;
    default:
      console.error(
        'usage: run.mjs build [--force] | start [--nginx] | test | bench | deploy:config',
      );
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof PortInUseError ? `error: ${error.message}` : error);
  process.exit(1);
});
