import type { AckMessage, PongMessage, PrivateTopic } from '@spot/contracts';
import {
  WIRE_ERROR_CODES,
  isPrivateTopic,
  isPublicTopic,
  parseClientMessage,
  privateTopicKey,
} from '@spot/contracts';
import type { Connection } from './connection';
import type { TopicHub } from './topic-hub';
import type { SymbolLookup } from './topic-params';
import { parseSubscription } from './topic-params';

/** Subscriptions one socket may hold at once. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 200;

/** The private topics of logged-in sockets (`src/private/`). */
export interface PrivateFeeds {
  /** A socket with a session opened. */
  register(conn: Connection): void;
  /** A socket closed: forget it. */
  unregister(conn: Connection): void;
  /** Adds the topic to the socket's keys and sends it that user's snapshot. */
  subscribe(conn: Connection, topic: PrivateTopic): void;
}

/** What a frame is handled with. */
export interface FrameContext {
  readonly hub: TopicHub;
  readonly lookup: SymbolLookup;
  /** Null when the server has no private topics (anonymous-only tests). */
  readonly privates: PrivateFeeds | null;
}

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

/** Whether the socket may hold one more key; if not, the subscribe is refused. */
function hasRoomFor(conn: Connection, key: string, id: string): boolean {
  if (conn.keys.has(key) || conn.keys.size < MAX_SUBSCRIPTIONS_PER_SOCKET) return true;
  const message = `at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per socket`;
  const code = WIRE_ERROR_CODES.tooManySubscriptions;
  sendAck(conn, { op: 'subscribe', id, success: false, code, message });
  return false;
}

/**
 * A private topic: refused on an anonymous socket (`unauthorized`); its key is the topic.
 * Unsubscribing is a success whatever the socket holds, like for public topics.
 */
function handlePrivate(
  conn: Connection,
  privates: PrivateFeeds | null,
  msg: { readonly op: 'subscribe' | 'unsubscribe'; readonly id: string },
  topic: PrivateTopic,
): void {
  const { op, id } = msg;
  const key = privateTopicKey(topic);
  if (op === 'unsubscribe') {
    conn.keys.delete(key);
    sendAck(conn, { op, id, success: true, key });
    return;
  }
  if (conn.session === null || privates === null) {
    const message = `${topic} is a private topic: log in, then reconnect`;
    sendAck(conn, { op, id, success: false, code: WIRE_ERROR_CODES.unauthorized, message });
    return;
  }
  if (!hasRoomFor(conn, key, id)) return;
  sendAck(conn, { op, id, success: true, key });
  privates.subscribe(conn, topic);
}

/** Handles one text frame from a client; never throws on bad input. */
export function handleFrame(conn: Connection, ctx: FrameContext, raw: string): void {
  const { hub, lookup } = ctx;
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
  if (isPrivateTopic(topic)) {
    handlePrivate(conn, ctx.privates, msg, topic);
    return;
  }
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
  if (!hasRoomFor(conn, key, id)) return;
  sendAck(conn, { op, id, success: true, key });
  // A repeated subscribe of a held key gets a fresh snapshot, like a first one.
  hub.subscribe(conn, sub, key);
}
