import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_ERROR_CODES, deriveRoles, type UserInfo } from '@spot/contracts';
import { startSim, type RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';

describe('register', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-register-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const options = () => ({ port: 0, port2: null, dataDir: dir, warmupSteps: 5, bookRate: 0 });

  it('opens a classic account with starter funds, signed in, that survives a restart', async () => {
    let first: RunningSim | null = await startSim(options());
    let second: RunningSim | null = null;
    try {
      const c = await new ApiTestClient(first.ports.route1).start();
      const reply = await c.call('register', {
        email: 'New.Trader@Sim.Test',
        password: 'long-enough',
      });
      expect(reply.body?.code).toBe(0);
      const user = reply.body?.result as UserInfo;
      expect(user.email).toBe('new.trader@sim.test');
      expect(Number(user.id)).toBeGreaterThanOrEqual(2001);
      expect(deriveRoles(user)).toMatchObject({ classic: true, demo: false, sub: false });
      expect((await c.call('userInfo')).body?.result).toMatchObject({ id: user.id });
      const balances = (await c.call('balances')).body?.result as {
        tokenId: string;
        free: string;
      }[];
      expect(balances.find((b) => b.tokenId === 'USDT')?.free).toBe('10000');
      await first.close();
      first = null;

      second = await startSim(options());
      const again = await new ApiTestClient(second.ports.route1).start();
      const login = await again.call('login', {
        email: 'new.trader@sim.test',
        password: 'long-enough',
      });
      expect(login.body?.result).toMatchObject({ id: user.id });
      const dupe = await again.call('register', {
        email: 'NEW.trader@sim.test',
        password: 'long-enough',
      });
      expect(dupe.status).toBe(200);
      expect(dupe.body?.code).toBe(ACCOUNT_ERROR_CODES.emailTaken);
    } finally {
      await first?.close();
      await second?.close();
    }
  });

  it.each([
    [{ email: 'a@b.test', password: 'short' }, 200, ACCOUNT_ERROR_CODES.weakPassword],
    [{ email: 'not-an-email', password: 'long-enough' }, 400, 10001],
    [{ email: 'classic@sim.test', password: 'long-enough' }, 200, ACCOUNT_ERROR_CODES.emailTaken],
    [{ email: 42, password: 'long-enough' }, 400, 10001],
  ])('refuses %j with %i / %i', async (body, status, code) => {
    const sim = await startSim(options());
    try {
      const c = await new ApiTestClient(sim.ports.route1).start();
      const reply = await c.call('register', body as Record<string, unknown>);
      expect(reply.status).toBe(status);
      expect(reply.body?.code).toBe(code);
      expect((await c.call('userInfo')).body?.result).toBeNull();
    } finally {
      await sim.close();
    }
  });
});
