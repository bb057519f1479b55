import {
  CSRF_COOKIE,
  CSRF_HEADER,
  ENDPOINTS,
  LATENCY_PROBE_PATH,
  isEndpointResult,
  readEnvelope,
  type ApiResult,
  type EndpointName,
  type EndpointRequest,
  type EndpointResult,
  type HostApiClient,
} from '@spot/contracts';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Back-off before each retry of an idempotent read. */
export const READ_RETRY_DELAYS_MS = [300, 900] as const;

export interface ApiClientOptions {
  /**
   * Base URL for a call's path: the selected route's, or the acceleration route's for a
   * whitelisted path. Read at every call so a route switch applies at once.
   */
  readonly baseUrl: (path: string) => string;
  readonly fetch?: typeof fetch;
  readonly cookies?: () => string;
  readonly sleep?: (ms: number) => Promise<void>;
  /**
   * A successful reply whose `result` fails its endpoint's guard (`REPLY_GUARDS`): the call
   * resolves to the failure of a malformed envelope, and this hears of it (for monitoring).
   */
  readonly onMalformed?: (name: EndpointName) => void;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    try {
      return decodeURIComponent(value);
    } catch {
      // Not percent-encoding (another app's cookie writer): the raw value is what was set.
      return value;
    }
  }
  return null;
}

function hex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return [...buffer].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A W3C trace context header for one call. */
export function traceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}

function queryString(request: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Failure = Extract<ApiResult<never>, { ok: false }>;

/** One attempt's result and the HTTP status it came with (0 when no reply arrived). */
interface Attempt {
  readonly result: ApiResult<unknown>;
  readonly status: number;
}

// The retry decision reads the HTTP status, never the envelope code: a 400 carrying code 10001
// is the caller's mistake and must not be repeated.
function retryable({ result, status }: Attempt): boolean {
  return (
    !result.ok &&
    (result.kind === 'network' ||
      result.kind === 'timeout' ||
      (result.kind === 'http' && status >= 500))
  );
}

/**
 * `HostApi.api` (DESIGN §5): envelopes mapped to a typed result or a typed failure with the
 * server's code and message; a result is handed on only when it passes its endpoint's guard,
 * else the call fails as a malformed envelope does, naming the endpoint; CSRF header on mutating calls; `traceparent` on create and cancel;
 * a timeout on every call; only idempotent reads are retried. Never rejects.
 */
export function createApiClient(options: ApiClientOptions): HostApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const cookies = options.cookies ?? (() => document.cookie);
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));

  async function once(
    name: EndpointName,
    request: Readonly<Record<string, unknown>>,
    signal: AbortSignal | undefined,
    timeoutMs: number,
  ): Promise<Attempt> {
    const failed = (kind: Failure['kind'], message: string): Attempt => ({
      result: { ok: false, kind, message },
      status: 0,
    });
    if (signal?.aborted) return failed('aborted', 'aborted');
    const def = ENDPOINTS[name];
    // One timer and one abort for the whole call, the CSRF probe included.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = (): void => controller.abort();
    signal?.addEventListener('abort', onAbort);
    try {
      const base = options.baseUrl(def.path);
      const headers: Record<string, string> = {};
      if (def.mutating) {
        let token = readCookie(cookies(), CSRF_COOKIE);
        if (!token) {
          // The sim hands the CSRF cookie on any reply; ask for one before the first mutation.
          await doFetch(base + LATENCY_PROBE_PATH, {
            credentials: 'include',
            signal: controller.signal,
          }).catch(() => undefined);
          if (controller.signal.aborted) throw new Error('aborted');
          token = readCookie(cookies(), CSRF_COOKIE);
        }
        if (token) headers[CSRF_HEADER] = token;
      }
      if (def.traced) headers.traceparent = traceparent();
      const init: RequestInit = { method: def.method, credentials: 'include', headers };
      let url = base + def.path;
      if (def.method === 'GET') url += queryString(request);
      else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(request);
      }

      const response = await doFetch(url, { ...init, signal: controller.signal });
      let body: unknown = null;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      // A body cut off by the timeout or the caller is not a reply without an envelope.
      if (controller.signal.aborted) throw new Error('aborted');
      const envelope = readEnvelope(def.envelope, body);
      const status = response.status;
      if (!response.ok) {
        return {
          result: {
            ok: false,
            kind: 'http',
            code: envelope?.code ?? status,
            message: envelope?.message || `HTTP ${status}`,
          },
          status,
        };
      }
      if (!envelope) {
        return {
          result: { ok: false, kind: 'http', code: status, message: 'reply without an envelope' },
          status,
        };
      }
      if (envelope.code !== 0) {
        return {
          result: { ok: false, kind: 'business', code: envelope.code, message: envelope.message },
          status,
        };
      }
      if (!isEndpointResult(name, envelope.result)) {
        options.onMalformed?.(name);
        return {
          result: {
            ok: false,
            kind: 'http',
            code: status,
            message: `${name}: reply of the wrong shape`,
          },
          status,
        };
      }
      return { result: { ok: true, result: envelope.result }, status };
    } catch (error) {
      if (timedOut) return failed('timeout', `no reply within ${timeoutMs} ms`);
      if (signal?.aborted) return failed('aborted', 'aborted');
      return failed('network', error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    async call<N extends EndpointName>(
      name: N,
      request: EndpointRequest<N>,
      callOptions: { readonly signal?: AbortSignal; readonly timeoutMs?: number } = {},
    ): Promise<ApiResult<EndpointResult<N>>> {
      const def = ENDPOINTS[name];
      const timeoutMs = callOptions.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const payload = request as Readonly<Record<string, unknown>>;
      let attempt = await once(name, payload, callOptions.signal, timeoutMs);
      if (def.idempotent && !def.mutating) {
        for (const delay of READ_RETRY_DELAYS_MS) {
          if (!retryable(attempt) || callOptions.signal?.aborted) break;
          await sleep(delay);
          attempt = await once(name, payload, callOptions.signal, timeoutMs);
        }
      }
      // The endpoint map types the result; the boundary guard for each shape lives with its reader.
      return attempt.result as ApiResult<EndpointResult<N>> | Failure;
    },
  };
}
