import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order } from '@spot/contracts';
import { SEED_PASSWORD } from './accounts/seed-accounts';
import { ApiTestClient } from './testing/api-test-client';

/** Issue 3's crash test: every acknowledged order survives a SIGKILL. */
const ORDERS = 40;
const ROOT = join(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startProcess(dataDir: string, port: number, port2: number): Promise<ChildProcess> {
  // Node itself with tsx as a loader, so SIGKILL reaches the sim and not a wrapper process.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'exchange-sim', 'src', 'main.ts'),
      '--test',
      '--port',
      String(port),
      '--port2',
      String(port2),
      '--data-dir',
      dataDir,
      '--book-rate',
      '20',
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sim exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/t1`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('sim did not start');
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('crash', () => {
  let dir: string;
  let child: ChildProcess | null = null;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-crash-'));
  });
  afterEach(async () => {
    if (child) await killHard(child);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order through SIGKILL and creates nothing on a re-send', async () => {
    const [port, port2] = [await freePort(), await freePort()];
    child = await startProcess(dir, port, port2);
    const c = await new ApiTestClient(port).start();
    expect(
      (await c.call('login', { email: 'uta1@sim.test', password: SEED_PASSWORD })).body?.code,
    ).toBe(0);

    const acked: Order[] = [];
    const sends = Array.from({ length: ORDERS }, (_, i) =>
      c
        .call('orderCreate', {
          symbol_id: 'BTCUSDT',
          side: 'BUY',
          type: 'limit',
          price: String(1000 + i),
          quantity: '0.001',
          client_order_id: `crash-${i}`,
        })
        .then((reply) => {
          if (reply.body?.code === 0) acked.push(reply.body.result as Order);
        }),
    );
    await Promise.all(sends);
    expect(acked).toHaveLength(ORDERS);
    await killHard(child);

    child = await startProcess(dir, port, port2);
    const again = new ApiTestClient(port);
    for (const [name, value] of c.jar) again.jar.set(name, value);
    const open = (await again.call('openOrders', { limit: 100 })).body?.result as Order[];
    expect(new Set(open.map((o) => o.orderId))).toEqual(new Set(acked.map((o) => o.orderId)));

    const resend = await again.call('orderCreate', {
      symbol_id: 'BTCUSDT',
      side: 'BUY',
      type: 'limit',
      price: '1000',
      quantity: '0.001',
      client_order_id: 'crash-0',
    });
    const original = acked.find((o) => o.clientOrderId === 'crash-0');
    expect((resend.body?.result as Order).orderId).toBe(original?.orderId);
    const after = (await again.call('openOrders', { limit: 100 })).body?.result as Order[];
    expect(after).toHaveLength(ORDERS);
  }, 60_000);
});
