import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The flags this workplace's Chromium needs: no sandbox as root, no background network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser for e2e (DESIGN §3): `$CHROMIUM_PATH`, else Debian's chromium, else Playwright's
 * own (`undefined` = let Playwright resolve it). Installs Debian's package when root and
 * nothing is found; otherwise stops with the exact command to run.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH))
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    return env.CHROMIUM_PATH;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (playwrightHasBrowser()) return undefined;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('no Chromium found: installing Debian chromium');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update;
    if (install.status === 0 && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  const fetched = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (fetched.status === 0 && playwrightHasBrowser()) return undefined;
  throw new Error(
    'no Chromium for the e2e suite: run `sudo apt-get install -y chromium` (or `npx playwright install chromium`), or set CHROMIUM_PATH',
  );
}

function playwrightHasBrowser(): boolean {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const { chromium } = require('playwright-core'); process.exit(require('fs').existsSync(chromium.executablePath()) ? 0 : 1)",
    ],
    { stdio: 'ignore' },
  );
  return probe.status === 0;
}

/**
 * nginx for the nginx test and the benchmarks: installed when missing and root, else `null`
 * with the command.
 */
export function findNginx(): string | null {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;
  }
  return null;
}
