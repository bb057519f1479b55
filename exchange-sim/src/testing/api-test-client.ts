import type { EndpointName } from '@spot/contracts';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  ENDPOINTS,
  isEndpointResult,
  readEnvelope,
} from '@spot/contracts';
import type { TestResponse } from './http-test-client';
import { cookieValue, httpRequest } from './http-test-client';
import { SEED_PASSWORD } from '../accounts/seed-accounts';

/**
 * A browser-like API client for tests: keeps a cookie jar, echoes the CSRF cookie on mutating
 * calls, sends GET requests as a query string and POST requests as JSON.
 */
export class ApiTestClient {
  readonly jar = new Map<string, string>();

  constructor(readonly port: number) {}

  /** A client logged in as a seeded account; throws when the login is refused. */
  static async loggedIn(
    port: number,
    email: string,
    password = SEED_PASSWORD,
  ): Promise<ApiTestClient> {
    const client = await new ApiTestClient(port).start();
    const reply = await client.call('login', { email, password });
    if (reply.body?.code !== 0)
      throw new Error(`login as ${email} failed: ${JSON.stringify(reply.body)}`);
    return client;
  }

  /** Gets a CSRF cookie, as a page load would. */
  async start(): Promise<this> {
    await this.raw('/t1');
    return this;
  }

  /**
   * Calls an endpoint as the page would. A successful reply must pass the contract's guard of
   * that endpoint (`REPLY_GUARDS`), which the page's API client applies: a sim reply the page
   * would refuse fails the test that made the call.
   */
  async call(
    name: EndpointName,
    request: Readonly<Record<string, unknown>> = {},
    options: { readonly csrf?: string | null; readonly body?: string } = {},
  ): Promise<TestResponse> {
    const res = await this.send(name, request, options);
    const envelope = readEnvelope(ENDPOINTS[name].envelope, res.body);
    if (res.status === 200 && envelope?.code === 0 && !isEndpointResult(name, envelope.result)) {
      throw new Error(
        `${name}: the reply fails the contract's guard: ${JSON.stringify(envelope.result).slice(0, 400)}`,
      );
    }
    return res;
  }

  private send(
    name: EndpointName,
    request: Readonly<Record<string, unknown>>,
    options: { readonly csrf?: string | null; readonly body?: string },
  ): Promise<TestResponse> {
    const def = ENDPOINTS[name];
    const headers: Record<string, string> = {};
    const csrf = options.csrf === undefined ? this.jar.get(CSRF_COOKIE) : options.csrf;
    if (def.mutating && csrf !== null && csrf !== undefined) headers[CSRF_HEADER] = csrf;
    if (def.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(request).map(([key, value]) => [key, String(value)]),
      ).toString();
      return this.raw(query === '' ? def.path : `${def.path}?${query}`, { headers });
    }
    headers['Content-Type'] = 'application/json';
    const body = options.body ?? JSON.stringify(request);
    return this.raw(def.path, { method: 'POST', headers, body });
  }

  async raw(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<TestResponse> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await httpRequest(this.port, path, {
      ...init,
      headers: { ...init.headers, ...(cookie === '' ? {} : { Cookie: cookie }) },
    });
    for (const [name, line] of res.cookies) {
      const value = cookieValue(line) ?? '';
      if (/max-age=0/i.test(line) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }
}
