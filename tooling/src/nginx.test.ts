import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { headerPolicyFor } from './header-policy';
import {
  brotliSupport,
  compressionLines,
  renderComposeConf,
  renderCorsMap,
  renderServer,
} from './nginx';
import { buildRuntimeConfig, serviceOrigins } from './runtime-config';
import { readServiceTable } from './service-table';

const ROOT = join(__dirname, '..', '..');
const REGENERATE =
  'deploy/ is out of date with docker-compose.yml or tooling/src: run `npm run deploy:config`';

// Built exactly as `deployConfig` in cli.ts builds it.
const services = readServiceTable(ROOT);
const config = buildRuntimeConfig(services, { env: 'dev', hostname: 'localhost' });
const policy = headerPolicyFor(config, serviceOrigins(services));

function committed(relativePath: string): string {
  return readFileSync(join(ROOT, relativePath), 'utf8');
}

/** Compares and names the fix, so a drift failure says what to run. */
function expectSame(relativePath: string, same: boolean, generated: string): void {
  if (!same) {
    throw new Error(
      `${relativePath} differs from what the generator writes:\n${generated}\n${REGENERATE}`,
    );
  }
}

describe('committed deploy configuration', () => {
  it.each(services.filter((s) => s.kind !== 'sim').map((s) => [s.name, s] as const))(
    'deploy/nginx/generated/%s.conf is what renderComposeConf writes',
    (name, service) => {
      const path = `deploy/nginx/generated/${name}.conf`;
      const generated = renderComposeConf(service, policy);
      expectSame(path, committed(path) === generated, generated);
    },
  );

  // The JSON files are compared by content: prettier may reflow them after generation.
  it.each<[string, unknown]>([
    ['deploy/config/remotes.json', config.remotes],
    ['deploy/config/env.json', config.env],
  ])('%s holds what buildRuntimeConfig writes', (path, generated) => {
    expectSame(
      path,
      isDeepStrictEqual(JSON.parse(committed(path)), generated),
      JSON.stringify(generated, null, 2),
    );
  });

  it('names the command to run when a file drifts', () => {
    expect(() => expectSame('deploy/config/env.json', false, '{}')).toThrow(
      'run `npm run deploy:config`',
    );
  });
});

describe('renderServer', () => {
  const app = { name: 'host-shell', port: 8080, root: '/srv/host', historyFallback: true };
  const conf = renderServer(app, policy);

  it('quotes every regex location, so nginx does not read `{8,}` as a block', () => {
    const regexLocations = conf.split('\n').filter((line) => /^\s*location ~/.test(line));
    expect(regexLocations).toHaveLength(2);
    for (const line of regexLocations) expect(line).toMatch(/^\s*location ~ "[^"]+" \{$/);
  });

  it('uses $host for bare-port routes in the CSP', () => {
    expect(conf).toContain('http://$host:8090 ws://$host:8090');
    expect(conf).not.toContain('{hostname}');
  });

  it('repeats the headers in every location, since nginx drops inherited add_header', () => {
    const locations = conf.split(/\n\s*location /).slice(1);
    expect(locations).toHaveLength(3);
    for (const block of locations) {
      expect(block).toContain("frame-ancestors 'none'");
      expect(block).toContain('add_header Access-Control-Allow-Origin $spot_cors_origin always;');
      expect(block).toContain('add_header Cache-Control');
    }
  });

  it('caches hashed assets for a year and the rest not at all', () => {
    const [hashed = '', files = '', pages = ''] = conf.split(/\n\s*location /).slice(1);
    expect(hashed).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(files).toContain('add_header Cache-Control "no-cache" always;');
    expect(pages).toContain('add_header Cache-Control "no-cache" always;');
  });

  it.each<[boolean, string]>([
    [true, 'try_files $uri $uri/index.html /index.html;'],
    [false, 'try_files $uri $uri/index.html =404;'],
  ])('with history fallback %s, ends the page location with %s', (historyFallback, line) => {
    expect(renderServer({ ...app, historyFallback }, policy)).toContain(line);
  });

  it('serves overlays with an exact location and an alias', () => {
    const withOverlay = renderServer(
      { ...app, overlays: { '/remotes.json': '/etc/spot/remotes.json' } },
      policy,
    );
    expect(withOverlay).toContain(
      'location = /remotes.json {\n        alias /etc/spot/remotes.json;',
    );
  });

  it("serves the build's .gz files and gzips other text, without brotli by default", () => {
    expect(conf).toContain('    gzip_static on;\n');
    expect(conf).toContain('    gzip on;\n');
    expect(conf).toContain('    gzip_vary on;\n');
    expect(conf).not.toContain('brotli');
  });

  it("serves the build's .br files too where nginx has the brotli module", () => {
    expect(renderServer({ ...app, brotli: true }, policy)).toContain('    brotli_static on;\n');
  });

  it('listens on the app port with the app root', () => {
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('root /srv/host;');
  });
});

describe('renderCorsMap', () => {
  it('maps each allowed origin to itself and everything else to empty', () => {
    expect(
      renderCorsMap({
        corsOrigins: ['http://a:1', 'http://b:2'],
        codeOrigins: [],
        routes: [],
        extraConnect: [],
      }),
    ).toBe(
      'map $http_origin $spot_cors_origin {\n    default "";\n    "http://a:1" $http_origin;\n    "http://b:2" $http_origin;\n}',
    );
  });
});

describe('compressionLines', () => {
  it.each<[boolean, string[]]>([
    [
      false,
      [
        'gzip_static on;',
        'gzip on;',
        'gzip_vary on;',
        'gzip_types text/css application/javascript text/javascript application/json;',
      ],
    ],
    [
      true,
      [
        'gzip_static on;',
        'brotli_static on;',
        'gzip on;',
        'gzip_vary on;',
        'gzip_types text/css application/javascript text/javascript application/json;',
      ],
    ],
  ])('with brotli %s gives %j', (brotli, lines) => {
    expect(compressionLines(brotli)).toEqual(lines);
  });
});

describe('brotliSupport', () => {
  let dir: string;
  /** A stand-in nginx binary that prints the given build options as `nginx -V` does. */
  const fakeNginx = (options: string): string => {
    const file = join(dir, `nginx-${Math.random().toString(36).slice(2)}`);
    writeFileSync(file, `#!/bin/sh\necho "configure arguments: ${options}" >&2\n`);
    chmodSync(file, 0o755);
    return file;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nginx-brotli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds brotli compiled into nginx', () => {
    const binary = fakeNginx('--with-http_gzip_static_module --add-module=../ngx_brotli');
    expect(brotliSupport(binary, join(dir, 'absent.so'))).toBe('built-in');
  });

  it("finds Debian's module file when nginx has no brotli of its own", () => {
    const module = join(dir, 'ngx_http_brotli_static_module.so');
    writeFileSync(module, '');
    expect(brotliSupport(fakeNginx('--with-http_gzip_static_module'), module)).toBe('module');
  });

  it('says none when neither is there, so only gzip is served', () => {
    expect(brotliSupport(fakeNginx('--with-http_gzip_static_module'), join(dir, 'x.so'))).toBe(
      null,
    );
  });
});
