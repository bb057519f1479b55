import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  containerName,
  findRepoRoot,
  findService,
  firstPort,
  parseServiceTable,
  readServiceTable,
  type Service,
} from './service-table';

const REPO_ROOT = join(__dirname, '..', '..');

function compose(services: string): string {
  return `x-app: &app\n  image: nginx:1.27-alpine\n  labels: { spot.kind: remote }\nservices:\n${services}`;
}

describe('parseServiceTable', () => {
  it('reads the kind, ports, folder and profiles of each service', () => {
    const text = compose(`
  exchange-sim:
    ports: ["8090:8090", "8091:8091"]
    labels: { spot.kind: sim }
  host-shell:
    ports: ["8080:8080"]
    labels: { spot.kind: host }
  e2e-fixtures:
    profiles: [test]
    ports: ["8087:8087"]
    labels: { spot.kind: fixtures, spot.dir: e2e/fixtures }
`);
    expect(parseServiceTable(text)).toEqual<Service[]>([
      { name: 'exchange-sim', kind: 'sim', ports: [8090, 8091], dir: 'exchange-sim', profiles: [] },
      { name: 'host-shell', kind: 'host', ports: [8080], dir: 'host-shell', profiles: [] },
      {
        name: 'e2e-fixtures',
        kind: 'fixtures',
        ports: [8087],
        dir: 'e2e/fixtures',
        profiles: ['test'],
      },
    ]);
  });

  it.each<[string, string, number]>([
    ['host:container', '"8080:80"', 8080],
    ['ip:host:container', '"127.0.0.1:8080:8080"', 8080],
    ['ip:host:container on all interfaces', '"0.0.0.0:9000:80"', 9000],
    ['a /tcp suffix', '"8081:8081/tcp"', 8081],
    ['an unquoted host:container', '8082:8082', 8082],
  ])('reads the published port of %s', (_name, entry, port) => {
    const [service] = parseServiceTable(
      compose(`  app:\n    ports: [${entry}]\n    labels: { spot.kind: host }\n`),
    );
    expect(service?.ports).toEqual([port]);
  });

  it('keeps ports in file order', () => {
    const [sim] = parseServiceTable(
      compose(
        `  sim:\n    ports: ["8091:8091", "127.0.0.1:8090:8090"]\n    labels: { spot.kind: sim }\n`,
      ),
    );
    expect(sim?.ports).toEqual([8091, 8090]);
  });

  it('reads labels through a merge key', () => {
    const [service] = parseServiceTable(
      compose(`  mfe-chart:\n    <<: *app\n    ports: ["8081:8081"]\n`),
    );
    expect(service).toEqual({
      name: 'mfe-chart',
      kind: 'remote',
      ports: [8081],
      dir: 'mfe-chart',
      profiles: [],
    });
  });

  it('lets a service override labels it merged', () => {
    const [service] = parseServiceTable(
      compose(
        `  host-shell:\n    <<: *app\n    ports: ["8080:8080"]\n    labels: { spot.kind: host }\n`,
      ),
    );
    expect(service?.kind).toBe('host');
  });

  it.each<[string, string, string]>([
    ['no services', 'name: x\n', 'docker-compose.yml: no services'],
    ['services as a list', 'services:\n  - app\n', 'docker-compose.yml: no services'],
    [
      'a service that is not a mapping',
      'services:\n  app: nginx\n',
      'docker-compose.yml: service app is not a mapping',
    ],
    [
      'a missing spot.kind label',
      'services:\n  app:\n    ports: ["8080:8080"]\n',
      'docker-compose.yml: service app lacks a spot.kind label',
    ],
    [
      'an unknown kind',
      'services:\n  app:\n    ports: ["8080:8080"]\n    labels: { spot.kind: database }\n',
      'docker-compose.yml: service app lacks a spot.kind label',
    ],
    [
      'no published port',
      'services:\n  app:\n    labels: { spot.kind: host }\n',
      'docker-compose.yml: service app publishes no port',
    ],
    [
      'a container-only port',
      'services:\n  app:\n    ports: ["8080"]\n    labels: { spot.kind: host }\n',
      'docker-compose.yml: service app has an unreadable port "8080"',
    ],
    [
      'a port range',
      'services:\n  app:\n    ports: ["8080-8081:8080-8081"]\n    labels: { spot.kind: host }\n',
      'docker-compose.yml: service app has an unreadable port "8080-8081:8080-8081"',
    ],
  ])('refuses %s with a clear error', (_name, text, message) => {
    expect(() => parseServiceTable(text)).toThrow(message);
  });
});

describe('the real docker-compose.yml', () => {
  const services = readServiceTable(REPO_ROOT);
  const ofKind = (kind: Service['kind']) => services.filter((s) => s.kind === kind);

  it('puts the host on 8080', () => {
    expect(ofKind('host')).toEqual([
      { name: 'host-shell', kind: 'host', ports: [8080], dir: 'host-shell', profiles: [] },
    ]);
  });

  it('puts the six remotes on 8081–8086 in the design order', () => {
    expect(ofKind('remote').map((s) => [s.name, s.ports])).toEqual([
      ['mfe-chart', [8081]],
      ['mfe-orderbook', [8082]],
      ['mfe-order-entry', [8083]],
      ['mfe-orders', [8084]],
      ['mfe-lt', [8085]],
      ['mfe-tools', [8086]],
    ]);
    expect(ofKind('remote').every((s) => s.dir === s.name && s.profiles.length === 0)).toBe(true);
  });

  it('gives the sim route 1 then route 2', () => {
    expect(ofKind('sim').map((s) => s.ports)).toEqual([[8090, 8091]]);
  });

  it('runs the fixtures on 8087 under the test profile only', () => {
    expect(ofKind('fixtures')).toEqual([
      {
        name: 'e2e-fixtures',
        kind: 'fixtures',
        ports: [8087],
        dir: 'e2e/fixtures',
        profiles: ['test'],
      },
    ]);
  });

  it('publishes every port once', () => {
    const ports = services.flatMap((s) => s.ports);
    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('containerName', () => {
  it.each<[string, string]>([
    ['mfe-chart', 'mfe_chart'],
    ['mfe-order-entry', 'mfe_order_entry'],
    ['host-shell', 'host_shell'],
  ])('names the container of %s %s', (app, expected) => {
    expect(containerName(app)).toBe(expected);
  });
});

describe('findService and firstPort', () => {
  const services = parseServiceTable(
    compose(
      `  exchange-sim:\n    ports: ["8090:8090", "8091:8091"]\n    labels: { spot.kind: sim }\n`,
    ),
  );

  it('finds a service by name and gives its first port', () => {
    expect(firstPort(findService(services, 'exchange-sim'))).toBe(8090);
  });

  it('names the service it cannot find', () => {
    expect(() => findService(services, 'mfe-wallet')).toThrow(
      'docker-compose.yml has no service mfe-wallet',
    );
  });
});

describe('findRepoRoot', () => {
  it('finds the folder holding docker-compose.yml above a nested folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'svc-table-'));
    try {
      writeFileSync(join(root, 'docker-compose.yml'), 'services: {}\n');
      mkdirSync(join(root, 'a', 'b'), { recursive: true });
      expect(findRepoRoot(join(root, 'a', 'b'))).toBe(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds this repository from the tooling folder', () => {
    expect(findRepoRoot(__dirname)).toBe(REPO_ROOT);
  });
});
