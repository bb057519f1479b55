import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody } from './compress-assets';
import type { HeaderPolicy } from './header-policy';
import { startStaticServer } from './static-server';

const policy: HeaderPolicy = {
  corsOrigins: ['http://127.0.0.1:8080'],
  codeOrigins: [],
  routes: ['8090'],
  extraConnect: [],
};

const SCRIPT = Buffer.from('export const answer = 42;\n'.repeat(100));
const PLAIN = Buffer.from('{"plain":true}');

interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** Raw bytes, not decoded: what the server put on the wire. */
function get(server: Server, path: string, acceptEncoding?: string, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let tmp: string;
let server: Server;
const bodies = compressBody(SCRIPT, 'main.3f9a2c1b.js');

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'static-encoding-'));
  mkdirSync(join(tmp, 'only-gz'));
  writeFileSync(join(tmp, 'main.3f9a2c1b.js'), SCRIPT);
  writeFileSync(join(tmp, 'main.3f9a2c1b.js.gz'), bodies.gzip);
  writeFileSync(join(tmp, 'main.3f9a2c1b.js.br'), bodies.br);
  writeFileSync(join(tmp, 'only-gz', 'app.css'), SCRIPT);
  writeFileSync(join(tmp, 'only-gz', 'app.css.gz'), bodies.gzip);
  writeFileSync(join(tmp, 'plain.json'), PLAIN);
  writeFileSync(join(tmp, 'index.html'), '<p>page</p>');
  server = await startStaticServer({ root: tmp, port: 0, policy, historyFallback: false });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(tmp, { recursive: true, force: true });
});

describe('startStaticServer with precompressed files', () => {
  it.each<[string, string, 'br' | 'gzip']>([
    ['a browser that takes brotli', 'gzip, deflate, br, zstd', 'br'],
    ['a client that takes brotli only', 'br', 'br'],
    ['a client that takes gzip only', 'gzip', 'gzip'],
    ['a client that refuses brotli', 'br;q=0, gzip', 'gzip'],
  ])("answers %s with the build's .%s file", async (_name, accept, encoding) => {
    const reply = await get(server, '/main.3f9a2c1b.js', accept);
    const file = encoding === 'br' ? bodies.br : bodies.gzip;
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers['content-length']).toBe(String(file.length));
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.vary).toBe('Origin, Accept-Encoding');
    expect(reply.body.equals(file)).toBe(true);
    const decoded = encoding === 'br' ? brotliDecompressSync(reply.body) : gunzipSync(reply.body);
    expect(decoded.equals(SCRIPT)).toBe(true);
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const reply = await get(server, '/main.3f9a2c1b.js', accept);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['content-length']).toBe(String(SCRIPT.length));
      expect(reply.headers.vary).toBe('Origin, Accept-Encoding');
      expect(reply.body.equals(SCRIPT)).toBe(true);
    }
  });

  it('falls back to gzip where the build wrote no brotli file', async () => {
    const reply = await get(server, '/only-gz/app.css', 'br, gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.body.equals(bodies.gzip)).toBe(true);
  });

  it('never compresses on the fly: a file without a precompressed copy goes as it is', async () => {
    const reply = await get(server, '/plain.json', 'br, gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.equals(PLAIN)).toBe(true);
  });

  it('sends a precompressed file asked for by name as bytes, not encoded again', async () => {
    const reply = await get(server, '/main.3f9a2c1b.js.gz', 'br, gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-type']).toBe('application/octet-stream');
    expect(reply.body.equals(bodies.gzip)).toBe(true);
  });

  it('gives HEAD the same coding and length without a body', async () => {
    const reply = await get(server, '/main.3f9a2c1b.js', 'br', 'HEAD');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-length']).toBe(String(bodies.br.length));
    expect(reply.body.length).toBe(0);
  });

  it('keeps Vary: Origin alone on pages, which are not compressed', async () => {
    const reply = await get(server, '/index.html', 'br, gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Origin');
  });
});
