import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

/** What a service is; read from the `spot.kind` label of docker-compose.yml. */
export type ServiceKind = 'host' | 'remote' | 'sim' | 'fixtures';

export interface Service {
  /** Compose service name; for apps also the workspace folder. */
  readonly name: string;
  readonly kind: ServiceKind;
  /** Published ports in file order (the sim: route 1, then route 2). */
  readonly ports: readonly number[];
  /** Folder of the app inside the repository (apps and fixtures). */
  readonly dir: string;
  /** Only started with this compose profile (e.g. `test`). */
  readonly profiles: readonly string[];
}

const KINDS: readonly ServiceKind[] = ['host', 'remote', 'sim', 'fixtures'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function publishedPort(entry: unknown, service: string): number {
  const text = String(entry);
  const match = /^(?:[\d.]+:)?(\d+):\d+(?:\/tcp)?$/.exec(text);
  if (!match)
    throw new Error(`docker-compose.yml: service ${service} has an unreadable port "${text}"`);
  return Number(match[1]);
}

/** Parses the compose text into the service table; throws a clear error on a malformed file. */
export function parseServiceTable(composeText: string): Service[] {
  const doc: unknown = parse(composeText, { merge: true });
  if (!isRecord(doc) || !isRecord(doc.services)) {
    throw new Error('docker-compose.yml: no services');
  }
  const services: Service[] = [];
  for (const [name, raw] of Object.entries(doc.services)) {
    if (!isRecord(raw)) throw new Error(`docker-compose.yml: service ${name} is not a mapping`);
    const labels = isRecord(raw.labels) ? raw.labels : {};
    const kind = labels['spot.kind'];
    if (typeof kind !== 'string' || !KINDS.includes(kind as ServiceKind)) {
      throw new Error(`docker-compose.yml: service ${name} lacks a spot.kind label`);
    }
    const ports = Array.isArray(raw.ports) ? raw.ports.map((p) => publishedPort(p, name)) : [];
    if (ports.length === 0)
      throw new Error(`docker-compose.yml: service ${name} publishes no port`);
    const dir = typeof labels['spot.dir'] === 'string' ? labels['spot.dir'] : name;
    const profiles = Array.isArray(raw.profiles) ? raw.profiles.map(String) : [];
    services.push({ name, kind: kind as ServiceKind, ports, dir, profiles });
  }
  return services;
}

/** The repository root: the nearest folder upwards holding docker-compose.yml. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'docker-compose.yml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no docker-compose.yml above ${start}`);
    dir = parent;
  }
}

export function readServiceTable(root: string = findRepoRoot()): Service[] {
  return parseServiceTable(readFileSync(join(root, 'docker-compose.yml'), 'utf8'));
}

/** The Module Federation container name of an app: its folder name with `-` as `_`. */
export function containerName(appName: string): string {
  return appName.replace(/-/g, '_');
}

export function findService(services: readonly Service[], name: string): Service {
  const found = services.find((s) => s.name === name);
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

export function firstPort(service: Service): number {
  const [port] = service.ports;
  if (port === undefined) throw new Error(`service ${service.name} publishes no port`);
  return port;
}
