import { buildRuntimeConfig, serviceOrigins } from './runtime-config';
import { parseServiceTable, readServiceTable, type Service } from './service-table';
import { join } from 'node:path';

const services: Service[] = [
  { name: 'exchange-sim', kind: 'sim', ports: [8090, 8091], dir: 'exchange-sim', profiles: [] },
  { name: 'host-shell', kind: 'host', ports: [8080], dir: 'host-shell', profiles: [] },
  { name: 'mfe-chart', kind: 'remote', ports: [8081], dir: 'mfe-chart', profiles: [] },
  { name: 'mfe-orderbook', kind: 'remote', ports: [8082], dir: 'mfe-orderbook', profiles: [] },
  {
    name: 'e2e-fixtures',
    kind: 'fixtures',
    ports: [8087],
    dir: 'e2e/fixtures',
    profiles: ['test'],
  },
];

describe('buildRuntimeConfig', () => {
  it('writes remotes.json from the remotes of the service table, keyed by folder name', () => {
    expect(buildRuntimeConfig(services, { env: 'dev' }).remotes).toEqual({
      remotes: {
        'mfe-chart': { entry: 'http://127.0.0.1:8081/mf-manifest.json' },
        'mfe-orderbook': { entry: 'http://127.0.0.1:8082/mf-manifest.json' },
      },
      overrideOrigins: ['http://127.0.0.1:8087', 'http://localhost:8087'],
    });
  });

  it('uses the given hostname for remote entries', () => {
    const { remotes } = buildRuntimeConfig(services, { env: 'dev', hostname: 'localhost' }).remotes;
    expect(remotes['mfe-chart']).toEqual({ entry: 'http://localhost:8081/mf-manifest.json' });
  });

  it('writes env.json with the sim ports as bare-port routes in order, route 1 accelerating, collecting reports and standing in for the main site', () => {
    expect(buildRuntimeConfig(services, { env: 'test' }).env).toEqual({
      env: 'test',
      routes: [
        { name: 'route-1', url: '8090' },
        { name: 'route-2', url: '8091' },
      ],
      acceleration: { enabled: true, proxyUrl: '8090' },
      monitoring: { url: '8090' },
      mainSite: { url: '8090' },
    });
  });

  it('has no override origins and no routes without fixtures or a sim', () => {
    const config = buildRuntimeConfig(
      services.filter((s) => s.kind !== 'fixtures' && s.kind !== 'sim'),
      { env: 'dev' },
    );
    expect(config.remotes.overrideOrigins).toEqual([]);
    expect(config.env.routes).toEqual([]);
  });

  it('never lists the host or the sim as a remote', () => {
    const { remotes } = buildRuntimeConfig(readServiceTable(join(__dirname, '..', '..')), {
      env: 'dev',
    }).remotes;
    expect(Object.keys(remotes)).toEqual([
      'mfe-chart',
      'mfe-orderbook',
      'mfe-order-entry',
      'mfe-orders',
      'mfe-lt',
      'mfe-tools',
    ]);
  });
});

describe('serviceOrigins', () => {
  it('lists every non-sim port under 127.0.0.1 and localhost', () => {
    expect(serviceOrigins(services)).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
      'http://127.0.0.1:8081',
      'http://localhost:8081',
      'http://127.0.0.1:8082',
      'http://localhost:8082',
      'http://127.0.0.1:8087',
      'http://localhost:8087',
    ]);
  });

  it('includes every port of a service that publishes several', () => {
    const [app] = parseServiceTable(
      'services:\n  app:\n    ports: ["9000:9000", "9001:9001"]\n    labels: { spot.kind: host }\n',
    );
    expect(serviceOrigins(app ? [app] : [])).toEqual([
      'http://127.0.0.1:9000',
      'http://localhost:9000',
      'http://127.0.0.1:9001',
      'http://localhost:9001',
    ]);
  });
});
