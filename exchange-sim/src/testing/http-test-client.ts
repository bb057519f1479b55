import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface TestResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body, or `undefined` for an empty one or one that is not JSON. */
  readonly body: Record<string, unknown> | undefined;
  /** The body as text. */
  readonly text: string;
  /** `Set-Cookie` values by cookie name. */
  readonly cookies: ReadonlyMap<string, string>;
}

export interface TestRequest {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
}

/** A plain node:http request (fetch hides `Origin` and `Set-Cookie` details we assert on). */
export function httpRequest(
  port: number,
  path: string,
  init: TestRequest = {},
): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const cookies = new Map<string, string>();
          for (const line of res.headers['set-cookie'] ?? []) {
            const name = line.slice(0, line.indexOf('='));
            cookies.set(name, line);
          }
          const json = /^application\/json/.test(res.headers['content-type'] ?? '');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text === '' || !json ? undefined : (JSON.parse(text) as Record<string, unknown>),
            text,
            cookies,
          });
        });
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** The value of a `Set-Cookie` line (`name=value; …` → `value`). */
export function cookieValue(line: string | undefined): string | undefined {
  if (line === undefined) return undefined;
  const first = line.split(';')[0] ?? '';
  return first.slice(first.indexOf('=') + 1);
}
