import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { HeaderPolicy } from './header-policy';
import { startStaticServer } from './static-server';

const ALLOWED = 'http://127.0.0.1:8081';
const policy: HeaderPolicy = {
  corsOrigins: ['http://127.0.0.1:8080', ALLOWED],
  codeOrigins: [ALLOWED],
  routes: ['8090'],
  extraConnect: [],
};

const SECRET = '{"name":"secret-outside-the-root"}';
const INDEX = '<!doctype html><title>host</title>';

interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A raw request: the path goes on the wire exactly as written (no URL normalisation). */
function send(
  server: Server,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let tmp: string;
let host: Server;
let remote: Server;

function write(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'static-server-'));
  const dist = join(tmp, 'dist');
  write(join(tmp, 'package.json'), SECRET);
  write(join(dist, 'index.html'), INDEX);
  write(join(dist, 'remoteEntry.js'), 'var entry;');
  write(join(dist, 'mf-manifest.json'), '{"id":"mfe_chart"}');
  write(join(dist, 'static', 'js', 'main.3f9a2c1b.js'), 'console.log(1);');
  write(join(dist, 'static', 'css', 'app.0123abcd.css'), 'body{}');
  write(join(dist, 'locales', 'en', 'host.json'), '{"refresh":"Refresh"}');
  write(join(dist, 'docs', 'index.html'), '<p>docs</p>');
  write(join(dist, 'data.bin'), 'xx');
  write(join(tmp, 'config', 'remotes.json'), '{"remotes":{}}');
  host = await startStaticServer({
    root: dist,
    port: 0,
    policy,
    historyFallback: true,
    overlays: {
      '/remotes.json': join(tmp, 'config', 'remotes.json'),
      '/env.json': join(tmp, 'config', 'missing.json'),
    },
  });
  remote = await startStaticServer({ root: dist, port: 0, policy, historyFallback: false });
});

afterAll(async () => {
  await Promise.all([host, remote].map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(tmp, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('listens on 127.0.0.1 on the port it was given (0: any free one)', () => {
    const address = host.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    expect(address.port).toBeGreaterThan(0);
  });

  it.each<[string, string, string, string]>([
    ['/', 'text/html; charset=utf-8', 'no-cache', INDEX],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache', INDEX],
    ['/remoteEntry.js', 'text/javascript; charset=utf-8', 'no-cache', 'var entry;'],
    ['/mf-manifest.json', 'application/json; charset=utf-8', 'no-cache', '{"id":"mfe_chart"}'],
    [
      '/static/js/main.3f9a2c1b.js',
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
      'console.log(1);',
    ],
    [
      '/static/css/app.0123abcd.css',
      'text/css; charset=utf-8',
      'public, max-age=31536000, immutable',
      'body{}',
    ],
    [
      '/locales/en/host.json',
      'application/json; charset=utf-8',
      'no-cache',
      '{"refresh":"Refresh"}',
    ],
    ['/docs/', 'text/html; charset=utf-8', 'no-cache', '<p>docs</p>'],
    ['/data.bin', 'application/octet-stream', 'no-cache', 'xx'],
  ])('serves %s as %s with Cache-Control "%s"', async (path, type, cache, body) => {
    const reply = await send(remote, path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['cache-control']).toBe(cache);
    expect(reply.body).toBe(body);
  });

  it('sends the security headers with the request hostname in the CSP', async () => {
    const reply = await send(remote, '/index.html');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`script-src 'self' ${ALLOWED}`);
    expect(csp).toContain('http://127.0.0.1:8090 ws://127.0.0.1:8090');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers.vary).toBe('Origin');
  });

  it('builds the CSP from the Host header the browser used', async () => {
    const { port } = remote.address() as AddressInfo;
    const reply = await send(remote, '/', { headers: { Host: `localhost:${port}` } });
    expect(String(reply.headers['content-security-policy'])).toContain(
      'http://localhost:8090 ws://localhost:8090',
    );
  });

  it('answers HEAD with the headers and no body', async () => {
    const reply = await send(remote, '/remoteEntry.js', { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-length']).toBe(String('var entry;'.length));
    expect(reply.body).toBe('');
  });

  describe('CORS', () => {
    it('allows an origin of the service table, with credentials', async () => {
      const reply = await send(remote, '/mf-manifest.json', { headers: { Origin: ALLOWED } });
      expect(reply.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(reply.headers['access-control-allow-credentials']).toBe('true');
    });

    it.each(['http://evil.example', 'http://127.0.0.1:9999', 'null'])(
      'does not allow the origin %s',
      async (origin) => {
        const reply = await send(remote, '/mf-manifest.json', { headers: { Origin: origin } });
        expect(reply.status).toBe(200);
        expect(reply.headers['access-control-allow-origin']).toBeUndefined();
        expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
      },
    );

    it('answers a preflight with the allowed methods and headers', async () => {
      const reply = await send(remote, '/mf-manifest.json', {
        method: 'OPTIONS',
        headers: { Origin: ALLOWED },
      });
      expect(reply.status).toBe(204);
      expect(reply.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(reply.headers['access-control-allow-methods']).toBe('GET, HEAD');
      expect(reply.headers['access-control-allow-headers']).toBe(
        'content-type, x-csrf-token, traceparent',
      );
    });
  });

  describe('history fallback', () => {
    it.each(['/en/trade/spot/BTC/USDT', '/trade/spot/', '/en/trade/spot/lt/BTC3L/USDT'])(
      'serves index.html for the page %s when enabled',
      async (path) => {
        const reply = await send(host, path);
        expect(reply.status).toBe(200);
        expect(reply.body).toBe(INDEX);
        expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(reply.headers['cache-control']).toBe('no-cache');
      },
    );

    it.each([
      '/static/js/missing.3f9a2c1b.js',
      '/remoteEntry2.js',
      '/locales/de/host.json',
      '/missing.json',
      '/env.json',
    ])('never serves index.html for the missing file %s', async (path) => {
      const reply = await send(host, path);
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain('<title>host</title>');
    });

    it('is off for a remote', async () => {
      expect((await send(remote, '/en/trade/spot/BTC/USDT')).status).toBe(404);
    });
  });

  describe('overlays', () => {
    it('serves a fixed path from a file outside the root', async () => {
      const reply = await send(host, '/remotes.json');
      expect(reply.status).toBe(200);
      expect(reply.body).toBe('{"remotes":{}}');
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-cache');
    });

    it('does not serve the overlay from a server that has none', async () => {
      expect((await send(remote, '/remotes.json')).status).toBe(404);
    });
  });

  describe('paths outside the root', () => {
    it.each([
      '/../package.json',
      '/static/../../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/static/..%2f..%2fpackage.json',
      '/..%5cpackage.json',
      '/index.html%00.js',
      '/%zz.json',
    ])('answers %s with 404 and never the file', async (path) => {
      for (const server of [remote, host]) {
        const reply = await send(server, path);
        expect(reply.status).toBe(404);
        expect(reply.body).not.toContain('secret-outside-the-root');
      }
    });
  });

  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with 405', async (method) => {
    const reply = await send(remote, '/index.html', { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it('reports a port already in use', async () => {
    const { port } = remote.address() as AddressInfo;
    await expect(
      startStaticServer({ root: tmp, port, policy, historyFallback: false }),
    ).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});
