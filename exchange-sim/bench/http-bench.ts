/**
 * Orders per second through HTTP: one logged-in client places and cancels limit orders over
 * keep-alive connections, a bounded number in flight, for a few seconds. Every reply waits for
 * the journal, so it runs once on a temporary data dir (fsync per group commit) and once on
 * the in-memory journal. Loopback only; part of `npm run bench -w @spot/exchange-sim`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CSRF_COOKIE, CSRF_HEADER, ENDPOINTS } from '@spot/contracts';
import { SEED_PASSWORD } from '../src/accounts/seed-accounts';
import { SESSION_COOKIE } from '../src/accounts/session-store';
import { startSim } from '../src/start-sim';
import { fmt, percentile, row } from './bench-report';

const IN_FLIGHT = 8;
const DURATION_MS = 5_000;
/** Budgets in order calls (creates and cancels) per second. */
const FILE_BUDGET = 1_000;
const MEMORY_BUDGET = 2_000;

interface Reply {
  readonly status: number;
  readonly body: { code?: number; result?: { orderId?: string } } | undefined;
  readonly cookies: readonly string[];
}

/** A keep-alive JSON client with a cookie jar. */
class BenchClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  private readonly jar = new Map<string, string>();

  constructor(private readonly port: number) {}

  send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(text)),
      [CSRF_HEADER]: this.jar.get(CSRF_COOKIE) ?? '',
      ...(cookie === '' ? {} : { Cookie: cookie }),
    };
    return new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: this.port, path, method, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const cookies = res.headers['set-cookie'] ?? [];
            for (const line of cookies) {
              const [pair = ''] = line.split(';');
              const at = pair.indexOf('=');
              this.jar.set(pair.slice(0, at), pair.slice(at + 1));
            }
            resolve({
              status: res.statusCode ?? 0,
              body: raw === '' ? undefined : (JSON.parse(raw) as Reply['body']),
              cookies,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  }

  has(name: string): boolean {
    return this.jar.has(name);
  }

  close(): void {
    this.agent.destroy();
  }
}

interface HttpFigures {
  readonly callsPerSecond: number;
  readonly creates: number;
  readonly failures: number;
  readonly p50: number;
  readonly p99: number;
}

/** `IN_FLIGHT` workers, each placing a far limit buy and cancelling it, until the time is up. */
async function placeAndCancel(port: number): Promise<HttpFigures> {
  const client = new BenchClient(port);
  await client.send('GET', '/t1');
  const login = await client.send('POST', ENDPOINTS.login.path, {
    email: 'classic@sim.test',
    password: SEED_PASSWORD,
  });
  if (login.body?.code !== 0 || !client.has(SESSION_COOKIE)) throw new Error('login failed');
  const latencies: number[] = [];
  let calls = 0;
  let creates = 0;
  let failures = 0;
  const timed = async (path: string, body: unknown): Promise<Reply> => {
    const started = performance.now();
    const reply = await client.send('POST', path, body);
    latencies.push(performance.now() - started);
    calls += 1;
    if (reply.status !== 200 || reply.body?.code !== 0) failures += 1;
    return reply;
  };
  const start = performance.now();
  const deadline = start + DURATION_MS;
  const worker = async (w: number): Promise<void> => {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const clientOrderId = `bench-${w}-${n}`;
      const placed = await timed(ENDPOINTS.orderCreate.path, {
        symbol_id: 'BTCUSDT',
        side: 'BUY',
        type: 'limit',
        price: '1000',
        quantity: '0.001',
        client_order_id: clientOrderId,
      });
      creates += 1;
      const orderId = placed.body?.result?.orderId;
      if (orderId === undefined) continue;
      await timed(ENDPOINTS.cancelOrder.path, {
        order_id: orderId,
        client_order_id: clientOrderId,
      });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, (_, w) => worker(w)));
  const seconds = (performance.now() - start) / 1000;
  client.close();
  return {
    callsPerSecond: calls / seconds,
    creates,
    failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function runOnce(label: string, budget: number, dataDir?: string): Promise<void> {
  const sim = await startSim({
    port: 0,
    port2: null,
    ...(dataDir === undefined ? {} : { dataDir }),
  });
  try {
    const f = await placeAndCancel(sim.ports.route1);
    row(
      `HTTP create + cancel calls, ${label}`,
      `${fmt(f.callsPerSecond)} calls/s`,
      `≥ ${fmt(budget)}/s`,
      f.callsPerSecond >= budget,
    );
    console.log(
      `    (${fmt(f.creates)} orders placed and cancelled, ${IN_FLIGHT} in flight, ` +
        `p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${fmt(f.failures)} refused)`,
    );
  } finally {
    await sim.close();
  }
}

/** Both runs, one after the other: the file journal first, then the in-memory one. */
export async function runHttpBench(): Promise<void> {
  console.log(
    `http-bench: limit order create + cancel over keep-alive HTTP, ${IN_FLIGHT} in flight, ` +
      `${DURATION_MS / 1000} s each (loopback)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'exchange-sim-bench-'));
  try {
    await runOnce('journal on disk (fsync)', FILE_BUDGET, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await runOnce('in-memory journal', MEMORY_BUDGET);
}
