import type { PublicTopic } from './topics';

/** Client → server frames on `/realtime_w` (DESIGN §5). */
export type ClientMessage =
  | {
      readonly op: 'subscribe' | 'unsubscribe';
      readonly id: string;
      readonly topic: string;
      readonly params: Readonly<Record<string, unknown>>;
    }
  | { readonly op: 'ping'; readonly id: string };

export interface AckMessage {
  readonly op: 'subscribe' | 'unsubscribe';
  readonly id: string;
  readonly success: boolean;
  readonly code?: number;
  readonly message?: string;
  /** The subscription key, on a successful subscribe. */
  readonly key?: string;
}

export interface PongMessage {
  readonly op: 'pong';
  readonly id: string;
  /** Server time, ms since the epoch. */
  readonly ts: number;
}

export interface DataMessage<T = unknown> {
  readonly topic: PublicTopic | string;
  readonly key: string;
  readonly type: 'snapshot' | 'delta';
  /** Server time the message left the server, ms since the epoch. */
  readonly ts: number;
  readonly data: T;
}

export type ServerMessage = AckMessage | PongMessage | DataMessage;

/** Error codes in acks for bad client frames. */
export const WIRE_ERROR_CODES = {
  badFrame: 10001,
  unknownTopic: 10002,
  badParams: 10003,
  unauthorized: 10004,
  tooManySubscriptions: 10005,
} as const;

/**
 * Close codes. 4995–4999 are the client's own classification of failures (spec 001 §8), for
 * logs and monitoring; 4005 and 4006 from the server mean "reconnect now".
 */
export const CLOSE_CODES = {
  heartbeatBack: 4995,
  pingTimeout: 4996,
  openTimeout: 4997,
  openError: 4998,
  error: 4999,
  serverRestart: 4005,
  sessionChanged: 4006,
} as const;

/** Realtime timing of spec 001 §7 and §9. */
export const REALTIME_TIMING = {
  pingIntervalMs: 15_000,
  pongTimeoutMs: 3_000,
  openTimeoutMs: 10_000,
  reconnectMinMs: 1_000,
  reconnectMaxMs: 5_000,
  reconnectJitter: 0.5,
} as const;

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'stale';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses and shape-checks one server frame; `null` for anything that is not a known frame. */
export function parseServerMessage(raw: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value.op === 'pong') {
    return typeof value.id === 'string' && typeof value.ts === 'number'
      ? { op: 'pong', id: value.id, ts: value.ts }
      : null;
  }
  if (value.op === 'subscribe' || value.op === 'unsubscribe') {
    if (typeof value.id !== 'string' || typeof value.success !== 'boolean') return null;
    return {
      op: value.op,
      id: value.id,
      success: value.success,
      ...(typeof value.code === 'number' ? { code: value.code } : {}),
      ...(typeof value.message === 'string' ? { message: value.message } : {}),
      ...(typeof value.key === 'string' ? { key: value.key } : {}),
    };
  }
  if (
    typeof value.topic === 'string' &&
    typeof value.key === 'string' &&
    (value.type === 'snapshot' || value.type === 'delta') &&
    typeof value.ts === 'number' &&
    'data' in value
  ) {
    return { topic: value.topic, key: value.key, type: value.type, ts: value.ts, data: value.data };
  }
  return null;
}

/** Parses and shape-checks one client frame; `null` for anything malformed. */
export function parseClientMessage(raw: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.id !== 'string' || value.id.length > 64) return null;
  if (value.op === 'ping') return { op: 'ping', id: value.id };
  if (value.op !== 'subscribe' && value.op !== 'unsubscribe') return null;
  if (typeof value.topic !== 'string') return null;
  const params = value.params === undefined ? {} : value.params;
  if (!isRecord(params)) return null;
  return { op: value.op, id: value.id, topic: value.topic, params };
}
