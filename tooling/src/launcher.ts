import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { headerPolicyFor } from './header-policy';
import { startNginx } from './nginx';
import { buildRuntimeConfig, serviceOrigins, type EnvName } from './runtime-config';
import { firstPort, type Service } from './service-table';
import { startStaticServer } from './static-server';

export interface StackOptions {
  readonly root: string;
  readonly services: readonly Service[];
  readonly env: EnvName;
  /** Serve the apps with the node static server or with nginx and the deploy/ config. */
  readonly server: 'node' | 'nginx';
  /** Include services of these compose profiles (e.g. `test` for the fixtures on 8087). */
  readonly profiles?: readonly string[];
  /** Extra flags for the sim, e.g. `--test`. */
  readonly simArgs?: readonly string[];
  /** Where the runtime config and the sim's data go. */
  readonly dataDir: string;
  readonly log?: (line: string) => void;
}

export interface Stack {
  readonly url: string;
  /**
   * The encodings the apps' precompressed files are sent in: `br+gzip` (the node static server,
   * nginx with the brotli module) or `gzip` (nginx without it).
   */
  readonly compression: 'br+gzip' | 'gzip';
  stop(): Promise<void>;
}

export class PortInUseError extends Error {}

function checkPortFree(port: number, owner: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `port ${port} (${owner}) is already in use: stop whatever holds it (e.g. \`lsof -i :${port}\`) and run again`,
            )
          : error,
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the services of the table as local processes (DESIGN §3), like compose would. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const profiles = options.profiles ?? [];
  const services = options.services.filter(
    (s) => s.profiles.length === 0 || s.profiles.some((p) => profiles.includes(p)),
  );
  for (const service of services)
    for (const port of service.ports) await checkPortFree(port, service.name);

  const runtimeDir = join(options.dataDir, 'runtime');
  mkdirSync(runtimeDir, { recursive: true });
  const config = buildRuntimeConfig(services, { env: options.env });
  const remotesPath = join(runtimeDir, 'remotes.json');
  const envPath = join(runtimeDir, 'env.json');
  writeFileSync(remotesPath, JSON.stringify(config.remotes, null, 2));
  writeFileSync(envPath, JSON.stringify(config.env, null, 2));
  const corsOrigins = serviceOrigins(services);
  const policy = headerPolicyFor(config, corsOrigins);

  const stoppers: (() => Promise<void>)[] = [];
  let compression: Stack['compression'] = 'br+gzip';
  const stop = async (): Promise<void> => {
    for (const stopper of stoppers.reverse()) await stopper().catch(() => undefined);
  };
  try {
    const sim = services.find((s) => s.kind === 'sim');
    if (sim) {
      const [route1, route2] = sim.ports;
      const args = [
        join(options.root, 'exchange-sim', 'src', 'main.ts'),
        '--port',
        String(route1),
        ...(route2 ? ['--port2', String(route2)] : []),
        '--data-dir',
        join(options.dataDir, 'sim'),
        ...(options.simArgs ?? []),
      ];
      const child = spawn(join(options.root, 'node_modules', '.bin', 'tsx'), args, {
        cwd: options.root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, SIM_ALLOWED_ORIGINS: corsOrigins.join(',') },
      });
      stoppers.push(
        () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      );
      await waitForHttp(`http://127.0.0.1:${route1}/t1`, 30_000, child);
    }

    const apps = services.filter((s) => s.kind !== 'sim');
    if (options.server === 'nginx') {
      const nginx = await startNginx({
        root: options.root,
        apps,
        policy,
        runtime: { remotesPath, envPath },
        workDir: join(options.dataDir, 'nginx'),
      });
      stoppers.push(() => nginx.stop());
      compression = nginx.compression;
    } else {
      for (const app of apps) {
        const server: Server = await startStaticServer({
          root: join(options.root, app.dir, 'dist'),
          port: firstPort(app),
          policy,
          historyFallback: app.kind === 'host',
          ...(app.kind === 'host'
            ? { overlays: { '/remotes.json': remotesPath, '/env.json': envPath } }
            : {}),
        });
        stoppers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
        // Keep-alive sockets of a browser would hold close() open; end them.
        stoppers.push(async () => server.closeAllConnections());
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const host = services.find((s) => s.kind === 'host');
  const url = host ? `http://127.0.0.1:${firstPort(host)}/` : '';
  log(`stack up (${options.env}, ${options.server}, ${compression}): ${url}`);
  return { url, compression, stop };
}
