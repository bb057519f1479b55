import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import {
  ENCODINGS,
  isCompressible,
  negotiateEncoding,
  type ContentEncoding,
} from './content-encoding';
import {
  CORS_ALLOWED_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
  isHistoryFallbackPath,
  type HeaderPolicy,
} from './header-policy';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServerOptions {
  readonly root: string;
  readonly port: number;
  readonly host?: string;
  readonly policy: HeaderPolicy;
  /** Serve index.html for unknown page paths (the host only). */
  readonly historyFallback: boolean;
  /** Files served at fixed paths from elsewhere, e.g. `/remotes.json`. */
  readonly overlays?: Readonly<Record<string, string>>;
}

function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(root, decoded));
  return full === root || full.startsWith(root.endsWith(sep) ? root : root + sep) ? full : null;
}

async function fileAt(path: string | null): Promise<string | null> {
  if (!path) return null;
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) {
      const index = join(path, 'index.html');
      return (await stat(index)).isFile() ? index : null;
    }
  } catch {
    return null;
  }
  return null;
}

function commonHeaders(req: IncomingMessage, res: ServerResponse, policy: HeaderPolicy): void {
  const origin = req.headers.origin;
  if (origin && policy.corsOrigins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Vary', 'Origin');
  const hostname = (req.headers.host ?? '127.0.0.1').replace(/:\d+$/, '');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(policy, hostname));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * What to send for `file`: the build's `.br` or `.gz` beside it when the request accepts one
 * (issue 25), else the file itself. Nothing is compressed here, so nothing twice.
 */
async function representation(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ readonly path: string; readonly encoding: ContentEncoding | null }> {
  if (!isCompressible(file)) return { path: file, encoding: null };
  const available: ContentEncoding[] = [];
  for (const { encoding, suffix } of ENCODINGS)
    if (await isFile(`${file}${suffix}`)) available.push(encoding);
  const encoding = negotiateEncoding(acceptEncoding, available);
  const suffix = ENCODINGS.find((e) => e.encoding === encoding)?.suffix;
  return suffix ? { path: `${file}${suffix}`, encoding } : { path: file, encoding: null };
}

/** Serves a built app with the headers of DESIGN §3. */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = normalize(options.root);
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    commonHeaders(req, res, options.policy);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
      res.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://local').pathname;
    const overlay = options.overlays?.[urlPath];
    let file = overlay ? await fileAt(overlay) : await fileAt(resolveInside(root, urlPath));
    let servedPath = urlPath;
    if (!file && options.historyFallback && isHistoryFallbackPath(urlPath)) {
      file = await fileAt(join(root, 'index.html'));
      servedPath = '/index.html';
    }
    if (!file) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const sent = await representation(file, req.headers['accept-encoding']);
    const info = await stat(sent.path);
    // A cache keeps one copy per coding of a file that has several.
    if (isCompressible(file)) res.setHeader('Vary', 'Origin, Accept-Encoding');
    if (sent.encoding) res.setHeader('Content-Encoding', sent.encoding);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': info.size,
      'Cache-Control': cacheControlFor(servedPath === '/' ? '/index.html' : servedPath),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(sent.path).pipe(res);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
