import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_PATH, WIRE_ERROR_CODES } from '@spot/contracts';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { parseCookies } from '../http/cookies';
import { Connection } from './connection';
import type { SocketSession } from './connection';
import { handleFrame } from './frame-handler';
import type { FrameContext, PrivateFeeds } from './frame-handler';
import type { SocketFaults } from './socket-faults';
import type { TopicHub } from './topic-hub';
import type { SymbolLookup } from './topic-params';

/** Largest client frame accepted; subscription frames are tiny. */
const MAX_FRAME_BYTES = 16 * 1024;

export interface RealtimeRoute {
  /** 1 or 2. */
  readonly route: number;
  /** Added delay of the upgrade reply and of every outgoing message. */
  readonly latencyMs: number;
}

export interface RealtimeOptions {
  readonly hub: TopicHub;
  readonly lookup: SymbolLookup;
  /** Browsers send `Origin` on the upgrade; a foreign one is refused (cross-site hijacking). */
  readonly isOriginAllowed: (origin: string) => boolean;
  /** Test-mode faults every connection obeys (all off outside test mode). */
  readonly faults: SocketFaults;
  /** The session of an upgrade's cookies, or null for a visitor (default: every socket anonymous). */
  readonly sessionOf?: (cookies: ReadonlyMap<string, string>) => SocketSession | null;
  /** Private topics; without them every private subscribe is refused as unauthorized. */
  readonly privates?: PrivateFeeds;
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The `/realtime_w` endpoint: one `ws` server without its own listener, attached to the
 * `upgrade` event of each route's HTTP server. Any other upgrade path is refused with 404.
 */
export class RealtimeServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
    // Pongs are sent by hand, so a stalled socket answers no protocol ping either.
    autoPong: false,
  });
  private readonly ctx: FrameContext;

  constructor(private readonly options: RealtimeOptions) {
    this.ctx = { hub: options.hub, lookup: options.lookup, privates: options.privates ?? null };
  }

  attach(server: Server, route: RealtimeRoute): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      const path = (req.url ?? '').split('?')[0];
      if (path !== REALTIME_PATH) return refuse(socket, 404, 'Not Found');
      const origin = req.headers.origin;
      if (origin !== undefined && !this.options.isOriginAllowed(origin)) {
        return refuse(socket, 403, 'Forbidden');
      }
      const accept = (): void => {
        if (socket.destroyed) return;
        const cookies = parseCookies(req.headers.cookie);
        const session = this.options.sessionOf?.(cookies) ?? null;
        this.wss.handleUpgrade(req, socket, head, (ws) => this.onOpen(ws, route, session));
      };
      if (route.latencyMs > 0) setTimeout(accept, route.latencyMs);
      else accept();
    });
  }

  close(): void {
    this.wss.close();
  }

  private onOpen(ws: WebSocket, route: RealtimeRoute, session: SocketSession | null): void {
    const { hub, faults, privates } = this.options;
    const conn = new Connection(ws, route.route, route.latencyMs, faults, session);
    hub.register(conn);
    if (session !== null) privates?.register(conn);
    ws.on('ping', (data) => {
      if (!faults.stalled) ws.pong(data);
    });
    ws.on('message', (data, isBinary) => {
      // A stalled server reads nothing: what a client sends meanwhile is lost.
      if (faults.stalled) return;
      if (isBinary) {
        const message = 'binary frames are not accepted';
        const ack = {
          op: 'subscribe',
          id: '',
          success: false,
          code: WIRE_ERROR_CODES.badFrame,
          message,
        };
        conn.send(JSON.stringify(ack));
        return;
      }
      try {
        handleFrame(conn, this.ctx, data.toString());
      } catch {
        // A bug, not bad input (that is acked): drop this socket, keep the server.
        conn.close(1011, 'internal error');
      }
    });
    ws.on('close', () => {
      conn.dropPending();
      hub.unregister(conn);
      privates?.unregister(conn);
    });
    ws.on('error', () => ws.terminate());
  }
}
