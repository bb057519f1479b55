import type { EndpointName } from '@spot/contracts';
import { ENDPOINTS } from '@spot/contracts';
import type { CallInterceptor } from '../http/http-server';
import type { Outcome } from '../http/request-io';
import { failure } from '../http/request-io';

/** Most calls one fault covers, and the longest delay: enough for any timeout test. */
export const MAX_FAULT_TIMES = 10_000;
export const MAX_FAULT_DELAY_MS = 120_000;
const MAX_MESSAGE_LENGTH = 500;

/**
 * `POST /__sim/fail`: the next `times` calls of `endpoint` answer `status` (an HTTP failure) or
 * `code` (a business rejection, HTTP 200), after `delayMs`; with only `delayMs` they are slow
 * and then served as usual.
 */
export interface FaultSpec {
  readonly endpoint: EndpointName;
  readonly times: number;
  readonly status?: number;
  readonly code?: number;
  readonly message?: string;
  readonly delayMs?: number;
}

/** A queued fault as `GET /__sim/fail` lists it. */
export interface FaultView extends FaultSpec {
  readonly remaining: number;
}

interface QueuedFault {
  readonly spec: FaultSpec;
  readonly answer: Outcome<never> | null;
  remaining: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a name of the contract's endpoint map. */
export function isEndpointName(value: unknown): value is EndpointName {
  return typeof value === 'string' && Object.hasOwn(ENDPOINTS, value);
}

const isIntIn = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

const USAGE =
  'body must be {"endpoint": EndpointName, "times": 1…10000, "status"?: 200 | 400…599, ' +
  '"code"?: non-zero integer, "message"?: string, "delayMs"?: 0…120000}, with status, code ' +
  'or delayMs';

/** Reads a `/__sim/fail` body; a string is what is wrong with it. */
export function parseFaultSpec(body: unknown): FaultSpec | string {
  if (!isRecord(body)) return USAGE;
  const { endpoint, times, status, code, message, delayMs } = body;
  if (!isEndpointName(endpoint)) return `endpoint must name an endpoint of the contract's map`;
  if (!isIntIn(times, 1, MAX_FAULT_TIMES)) return `times must be an integer 1…${MAX_FAULT_TIMES}`;
  if (status !== undefined && status !== 200 && !isIntIn(status, 400, 599)) {
    return 'status must be 200 (with a code) or an HTTP failure status 400…599';
  }
  if (code !== undefined && (!isIntIn(code, -(2 ** 31), 2 ** 31 - 1) || code === 0)) {
    return 'code must be a non-zero integer';
  }
  if (status === 200 && code === undefined) return 'status 200 needs a business code';
  if (message !== undefined && (typeof message !== 'string' || message === '')) {
    return 'message must be a non-empty string';
  }
  if (typeof message === 'string' && message.length > MAX_MESSAGE_LENGTH) {
    return `message must be at most ${MAX_MESSAGE_LENGTH} characters`;
  }
  if (delayMs !== undefined && !isIntIn(delayMs, 0, MAX_FAULT_DELAY_MS)) {
    return `delayMs must be an integer 0…${MAX_FAULT_DELAY_MS}`;
  }
  if (status === undefined && code === undefined && delayMs === undefined) return USAGE;
  return {
    endpoint,
    times,
    ...(status === undefined ? {} : { status }),
    ...(code === undefined ? {} : { code }),
    ...(message === undefined ? {} : { message }),
    ...(delayMs === undefined ? {} : { delayMs }),
  };
}

/**
 * The failure a spec answers, or null for a delay only. An HTTP status without a code gets
 * 10000 + the status (the sim's convention: 10404, 10500); a code without a status is a
 * business rejection, HTTP 200.
 */
function answerOf(spec: FaultSpec): Outcome<never> | null {
  if (spec.status === undefined && spec.code === undefined) return null;
  const status = spec.status ?? 200;
  const code = spec.code ?? 10_000 + status;
  const message = spec.message ?? `injected by /__sim/fail (${spec.code ?? status})`;
  return failure(status, code, message);
}

const keyOf = (method: string, path: string): string => `${method} ${path}`;

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Faults of test mode, per endpoint, in the order they were added: each call of a faulted
 * endpoint takes one from the oldest fault. The HTTP server consults `intercept` after a call
 * passed routing, CSRF and body parsing, so only calls that reach the endpoint count, and the
 * reply takes the endpoint's own envelope kind.
 */
export class FaultInjector {
  private readonly queues = new Map<string, QueuedFault[]>();

  add(spec: FaultSpec): void {
    const def = ENDPOINTS[spec.endpoint];
    const key = keyOf(def.method, def.path);
    const queue = this.queues.get(key) ?? [];
    queue.push({ spec, answer: answerOf(spec), remaining: spec.times });
    this.queues.set(key, queue);
  }

  /** Drops the faults of one endpoint, or all; returns how many were dropped. */
  clear(endpoint?: EndpointName): number {
    if (endpoint === undefined) {
      const count = this.list().length;
      this.queues.clear();
      return count;
    }
    const def = ENDPOINTS[endpoint];
    const key = keyOf(def.method, def.path);
    const count = this.queues.get(key)?.length ?? 0;
    this.queues.delete(key);
    return count;
  }

  list(): FaultView[] {
    return [...this.queues.values()].flat().map((f) => ({ ...f.spec, remaining: f.remaining }));
  }

  /** The HTTP server's hook: null lets the call through untouched. */
  readonly intercept: CallInterceptor = (method, path) => {
    const key = keyOf(method, path);
    const queue = this.queues.get(key);
    const fault = queue?.[0];
    if (!queue || !fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) queue.shift();
    if (queue.length === 0) this.queues.delete(key);
    const { answer } = fault;
    const delayMs = fault.spec.delayMs ?? 0;
    if (delayMs === 0) return Promise.resolve(answer);
    return sleep(delayMs).then(() => answer);
  };
}
