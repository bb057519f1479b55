import type { AckMessage, PongMessage } from '@spot/contracts';
import { WIRE_ERROR_CODES, isPublicTopic, parseClientMessage } from '@spot/contracts';
import type { Connection } from './connection';
import type { TopicHub } from './topic-hub';
import type { SymbolLookup } from './topic-params';
import { parseSubscription } from './topic-params';

/** Subscriptions one socket may hold at once. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 200;

function sendAck(conn: Connection, ack: AckMessage): void {
  conn.send(JSON.stringify(ack));
}

/**
 * For a frame that `parseClientMessage` refuses, the op and id to answer with: the frame's own
 * when it is JSON with a usable `op` and `id`, else `subscribe` and `''`.
 */
function echoOf(raw: string): Pick<AckMessage, 'op' | 'id'> {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const { op, id } = value as Record<string, unknown>;
      return {
        op: op === 'unsubscribe' ? 'unsubscribe' : 'subscribe',
        id: typeof id === 'string' && id.length <= 64 ? id : '',
      };
    }
  } catch {
    // Not JSON: answered with the defaults below.
  }
  return { op: 'subscribe', id: '' };
}

/** Handles one text frame from a client; never throws on bad input. */
export function handleFrame(
  conn: Connection,
  hub: TopicHub,
  lookup: SymbolLookup,
  raw: string,
): void {
  const msg = parseClientMessage(raw);
  if (msg === null) {
    const message = 'malformed frame: expected {op, id, topic, params} or {op: "ping", id}';
    sendAck(conn, { ...echoOf(raw), success: false, code: WIRE_ERROR_CODES.badFrame, message });
    return;
  }
  if (msg.op === 'ping') {
    const pong: PongMessage = { op: 'pong', id: msg.id, ts: Date.now() };
    conn.send(JSON.stringify(pong));
    return;
  }
  const { op, id, topic } = msg;
  if (!isPublicTopic(topic)) {
    const message = `unknown topic "${topic.slice(0, 64)}"`;
    sendAck(conn, { op, id, success: false, code: WIRE_ERROR_CODES.unknownTopic, message });
    return;
  }
  const parsed = parseSubscription(topic, msg.params, lookup);
  if (!parsed.ok) {
    sendAck(conn, { op, id, success: false, code: parsed.code, message: parsed.message });
    return;
  }
  const { key, sub } = parsed;
  if (op === 'unsubscribe') {
    // Unsubscribing a key the socket does not hold is a success: the end state is the same.
    hub.unsubscribe(conn, key);
    sendAck(conn, { op, id, success: true, key });
    return;
  }
  if (!conn.keys.has(key) && conn.keys.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
    const message = `at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per socket`;
    sendAck(conn, { op, id, success: false, code: WIRE_ERROR_CODES.tooManySubscriptions, message });
    return;
  }
  sendAck(conn, { op, id, success: true, key });
  // A repeated subscribe of a held key gets a fresh snapshot, like a first one.
  hub.subscribe(conn, sub, key);
}
