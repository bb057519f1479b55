/**
 * Book messages per second delivered to sockets: 10 sockets subscribe to the BTCUSDT
 * `orderBook` at the highest book rate for a few seconds; each counts the deltas it receives
 * and checks that every `u` is the last one + 1. Loopback only; part of
 * `npm run bench -w @spot/exchange-sim`.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { ORDER_BOOK_LIMIT, REALTIME_PATH, topicKey } from '@spot/contracts';
import { MAX_BOOK_RATE } from '../src/market/maker-clock';
import { startSim } from '../src/start-sim';
import { fmt, row } from './bench-report';

const SOCKETS = 10;
const DURATION_MS = 5_000;
/** Deltas delivered per second, all sockets together. */
const MESSAGE_BUDGET = 5_000;
const PARAMS = { limit: ORDER_BOOK_LIMIT, dumpScale: '0.01', symbol: 'BTCUSDT' } as const;
const KEY = topicKey('orderBook', PARAMS);

interface SocketTally {
  deltas: number;
  gaps: number;
  lastU: number | null;
}

interface BookFrame {
  readonly key?: string;
  readonly type?: string;
  readonly data?: { readonly u?: number };
}

/** Opens a socket, subscribes to the book and tallies its deltas once the snapshot came. */
function watch(url: string, tally: SocketTally, counting: () => boolean): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('error', reject);
    ws.once('open', () => {
      ws.send(JSON.stringify({ op: 'subscribe', id: 'bench', topic: 'orderBook', params: PARAMS }));
    });
    ws.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as BookFrame;
      const u = frame.data?.u;
      if (frame.key !== KEY || typeof u !== 'number') return;
      if (frame.type === 'snapshot') {
        tally.lastU = u;
        resolve(ws);
        return;
      }
      if (tally.lastU !== null && u !== tally.lastU + 1) tally.gaps += 1;
      tally.lastU = u;
      if (counting()) tally.deltas += 1;
    });
  });
}

export async function runSocketBench(): Promise<void> {
  console.log(
    `socket-bench: ${SOCKETS} sockets on the BTCUSDT orderBook (step 0.01) at book rate ` +
      `${fmt(MAX_BOOK_RATE)} on every symbol, ${DURATION_MS / 1000} s (loopback)`,
  );
  const sim = await startSim({ port: 0, port2: null, bookRate: MAX_BOOK_RATE });
  const tallies: SocketTally[] = Array.from({ length: SOCKETS }, () => ({
    deltas: 0,
    gaps: 0,
    lastU: null,
  }));
  let counting = false;
  const sockets: WebSocket[] = [];
  try {
    const url = `ws://127.0.0.1:${sim.ports.route1}${REALTIME_PATH}`;
    sockets.push(...(await Promise.all(tallies.map((t) => watch(url, t, () => counting)))));
    const firstU = tallies.map((t) => t.lastU ?? 0);
    counting = true;
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, DURATION_MS));
    counting = false;
    const seconds = (performance.now() - start) / 1000;
    const deltas = tallies.reduce((sum, t) => sum + t.deltas, 0);
    const gaps = tallies.reduce((sum, t) => sum + t.gaps, 0);
    const perSocket = tallies.map((t) => t.deltas / seconds);
    const emitted = ((tallies[0]?.lastU ?? 0) - (firstU[0] ?? 0)) / seconds;
    row(
      `book deltas delivered to ${SOCKETS} sockets`,
      `${fmt(deltas / seconds)} msgs/s`,
      `≥ ${fmt(MESSAGE_BUDGET)}/s`,
      deltas / seconds >= MESSAGE_BUDGET,
    );
    console.log(
      `    (${fmt(deltas)} deltas; per socket ${fmt(Math.min(...perSocket))}–` +
        `${fmt(Math.max(...perSocket))}/s; the key's u advanced ${fmt(emitted)}/s)`,
    );
    row('  u gaps (a delta whose u is not the last u + 1)', `${fmt(gaps)}`, '= 0', gaps === 0);
  } finally {
    for (const ws of sockets) ws.terminate();
    await sim.close();
  }
}
