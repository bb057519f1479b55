import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EnvelopeKind } from '@spot/contracts';
import { API_ERROR_CODES } from '@spot/contracts';

/** Largest request body accepted (413 beyond). */
export const MAX_BODY_BYTES = 64 * 1024;

/** What a route handler decides; the server turns it into an envelope reply. */
export type Outcome<T> =
  | { readonly ok: true; readonly result: T; readonly cookies?: readonly string[] }
  | {
      readonly ok: false;
      readonly status: number;
      readonly code: number;
      readonly message: string;
      readonly headers?: Readonly<Record<string, string>>;
    };

export function success<T>(result: T, cookies?: readonly string[]): Outcome<T> {
  return cookies ? { ok: true, result, cookies } : { ok: true, result };
}

export function failure(
  status: number,
  code: number,
  message: string,
  headers?: Readonly<Record<string, string>>,
): Outcome<never> {
  return headers
    ? { ok: false, status, code, message, headers }
    : { ok: false, status, code, message };
}

/** A malformed request: 400 with code 10001. */
export function badRequest(message: string): Outcome<never> {
  return failure(400, API_ERROR_CODES.badRequest, message);
}

/** A business rejection: HTTP 200 with a non-zero code (DESIGN §5). */
export function rejected(code: number, message: string): Outcome<never> {
  return failure(200, code, message);
}

export type BodyRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: 'too-large' | 'aborted' };

/** Reads a request body up to `limit` bytes; stops reading as soon as it is over. */
export function readBody(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.resume();
        resolve({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    };
    const onAbort = (): void => {
      cleanup();
      resolve({ ok: false, reason: 'aborted' });
    };
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAbort);
      req.off('close', onAbort);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAbort);
    req.on('close', onAbort);
  });
}

/** Parses a JSON body; an empty body is `undefined`. */
export function parseJsonBody(
  text: string,
):
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'parse error';
    return { ok: false, message: `malformed JSON body: ${detail}` };
  }
}

/** The envelope of an outcome, in the endpoint's kind (DESIGN §5): `code`, `ret_code`, `err_code`. */
export function envelopeOf(outcome: Outcome<unknown>, kind: EnvelopeKind = 'code'): unknown {
  const code = outcome.ok ? API_ERROR_CODES.ok : outcome.code;
  const message = outcome.ok ? '' : outcome.message;
  const result = outcome.ok ? outcome.result : null;
  if (kind === 'ret_code') return { ret_code: code, ret_msg: message, result };
  if (kind === 'err_code') return { err_code: code, err_msg: message, result };
  return { code, success: outcome.ok, message, result };
}

/** An endpoint of the contract the sim does not serve yet: an honest 501, never a fake reply. */
export function notImplemented(name: string): Outcome<never> {
  return failure(
    501,
    API_ERROR_CODES.notImplemented,
    `${name} is not implemented by exchange-sim yet`,
  );
}

/** Writes a JSON reply, after `delayMs` (route 2's added latency). */
export function writeJson(
  res: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string | string[]>>,
  body: unknown,
  delayMs: number,
): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  const write = (): void => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, {
      ...headers,
      ...(text === '' ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      'Content-Length': String(Buffer.byteLength(text)),
    });
    res.end(text);
  };
  if (delayMs > 0) setTimeout(write, delayMs);
  else write();
}
