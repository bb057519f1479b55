import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { randomInt } from 'node:crypto';
import { CLOSE_CODES } from '@spot/contracts';
import { marketValuation } from './accounts/account-views';
import { Accounts } from './accounts/accounts';
import { TEST_MODE_REGIONS } from './accounts/compliance-regions';
import { createUtaUpgrades } from './accounts/uta-upgrades';
import { createAccountHandlers } from './http/account-routes';
import { apiRoutes } from './http/api-routes';
import { OriginPolicy, defaultAllowedOrigins } from './http/cors';
import { createRequestListener } from './http/http-server';
import { JOURNAL_FILE, Journal } from './journal/journal';
import { dispatchToModules } from './journal/journal-modules';
import { engineJournalModule } from './engine/journal-records';
import { createOrderHandlers } from './http/order-routes';
import { Trading } from './trading/trading';
import { Market } from './market/market';
import { PrivateHub } from './private/private-hub';
import { reportSessionEnds, socketSessionOf } from './private/session-sockets';
import { RealtimeServer } from './realtime/realtime-server';
import { SocketFaults } from './realtime/socket-faults';
import { TopicHub } from './realtime/topic-hub';
import { KlineHistory } from './market/kline-history';
import { adminRoutes } from './test-mode/admin-routes';
import { createMarketDataHandlers } from './http/market-data-routes';
import { marketDataAdminRoutes } from './test-mode/market-data-admin';
import { FillStore, withFillTap } from './fills/fill-store';
import { createTradeInfoHandlers } from './http/trade-info-routes';
import { createLtHandlers } from './http/lt-routes';
import { createStrategyHandlers } from './http/strategy-routes';
import { LtService } from './lt/lt-service';
import { StrategyBook } from './strategy/strategy-seed';
import { StrategyEngine } from './strategy/strategy-engine';
import { StrategyListing } from './strategy/strategy-list';
import { createToolHandlers } from './http/tool-routes';
import { ltAdminRoutes } from './test-mode/lt-admin';
import { FaultInjector } from './test-mode/fault-injection';
import { ProbeFaults } from './test-mode/probe-faults';

export interface SimOptions {
  /** Interface to bind (default 127.0.0.1; compose uses 0.0.0.0). */
  readonly host?: string;
  /** Route 1 port (default 8090); 0 picks a free port. */
  readonly port?: number;
  /** Route 2 port (default 8091); 0 picks a free port, `null` runs no route 2. */
  readonly port2?: number | null;
  /** Delay of every route-2 HTTP reply and outgoing socket message (default 120 ms). */
  readonly route2LatencyMs?: number;
  /** Test mode: fixed seed unless given, `/__sim/*` calls enabled. */
  readonly testMode?: boolean;
  /** PRNG seed (default 1 in test mode, random otherwise). */
  readonly seed?: number;
  /** Book changes per second per symbol (default 10). */
  readonly bookRate?: number;
  /**
   * Folder for on-disk state, created when given: the journal (`journal.jsonl`), replayed
   * before listening. Without it nothing is kept (tests that need no restart).
   */
  readonly dataDir?: string;
  /** CORS allowlist (default: the service table's pages on 127.0.0.1 and localhost). */
  readonly allowedOrigins?: readonly string[];
  /** Market-maker steps run before start, for some history (default 300). */
  readonly warmupSteps?: number;
  /** How long an accepted LT subscription or redemption takes to complete (default 1000 ms). */
  readonly ltSettleMs?: number;
}

export interface RunningSim {
  readonly host: string;
  readonly ports: { readonly route1: number; readonly route2: number | null };
  readonly seed: number;
  readonly market: Market;
  /** Seeded accounts, sessions and balances; `accounts.ledger` is the engine's `Ledger`. */
  readonly accounts: Accounts;
  /** The journal every accepted change goes through before its reply. */
  readonly journal: Journal;
  /** The engine behind the order endpoints: replies wait for the journal. */
  readonly trading: Trading;
  /** Closes every socket with 4005, stops the servers and the market; idempotent. */
  close(): Promise<void>;
}

export const TEST_MODE_SEED = 1;
/** Sockets that have not answered the 4005 close by then are cut. */
const CLOSE_GRACE_MS = 1_000;

/** Thrown when a listener cannot start, e.g. its port is taken. */
export class SimStartError extends Error {
  override readonly name = 'SimStartError';
}

function listen(server: Server, port: number, host: string, label: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      const reason =
        error.code === 'EADDRINUSE'
          ? `port ${port} on ${host} is already in use`
          : error.code === 'EACCES'
            ? `no permission to listen on port ${port} on ${host}`
            : error.message;
      reject(new SimStartError(`exchange-sim ${label}: ${reason}`));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Starts the sim: one shared market and realtime hub behind one or two HTTP routes. */
export async function startSim(options: SimOptions = {}): Promise<RunningSim> {
  const host = options.host ?? '127.0.0.1';
  const testMode = options.testMode ?? false;
  const seed = options.seed ?? (testMode ? TEST_MODE_SEED : randomInt(0, 2 ** 32));
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });

  const market = new Market({
    seed,
    bookRate: options.bookRate ?? 10,
    ...(options.warmupSteps === undefined ? {} : { warmupSteps: options.warmupSteps }),
  });
  // One kline history for `klines` and the `candles` topic, so both show the same join bar;
  // its rolling days are seeded before anything else runs on the clock.
  const klineHistory = new KlineHistory(market, seed);
  klineHistory.warmUp();
  const journal =
    options.dataDir === undefined
      ? Journal.inMemory()
      : Journal.open(join(options.dataDir, JOURNAL_FILE));
  const accounts = new Accounts({
    journal,
    valuation: marketValuation(market),
    ...(testMode ? { regions: TEST_MODE_REGIONS } : {}),
  });
  // Fund movements replay through the accounts' ledger, so the engine uses it first.
  market.engine.useLedger(accounts.ledger);
  // Fills are rebuilt from the engine's journaled fill lines; LT orders are their own module.
  const fills = new FillStore();
  const lt = new LtService({
    journal,
    ledger: accounts.ledger,
    market,
    riskStateOf: (userId) => accounts.accountInfo(userId).riskState,
    ...(options.ltSettleMs === undefined ? {} : { settleMs: options.ltSettleMs }),
  });
  // The tools' strategies: their records replay after the engine's orders they refer to.
  let trading: Trading | null = null;
  const symbolInfo = (name: string) => market.get(name)?.info;
  const strategyEngine = new StrategyEngine({
    journal,
    engine: market.engine,
    ledger: accounts.ledger,
    symbolInfo,
    flushed: () => trading?.flushed() ?? Promise.resolve(),
  });
  await journal.replay(
    dispatchToModules([
      accounts,
      withFillTap(engineJournalModule(market.engine), fills),
      lt,
      strategyEngine.store,
    ]),
  );
  market.engine.finishRestore();
  trading = new Trading(market.engine, journal, accounts);
  fills.follow(trading);
  lt.resume();
  // Once the engine's records are journaled again: strategies go on from where they stood.
  strategyEngine.resume();
  market.onSymbolStatus((info) => strategyEngine.symbolStatusChanged(info));

  const strategies = new StrategyListing(new StrategyBook(market.startedAt), strategyEngine);
  const hub = new TopicHub(market, (symbol, interval, candle) =>
    klineHistory.topicCandle(symbol, interval, candle),
  );
  const privateHub = new PrivateHub({ trading, accounts, lt, strategies });
  const socketFaults = new SocketFaults(seed);
  const httpFaults = new FaultInjector();
  const probeFaults = new ProbeFaults();
  const origins = new OriginPolicy(options.allowedOrigins ?? defaultAllowedOrigins());
  const upgrades = createUtaUpgrades({
    accounts,
    push: (userId, message) => privateHub.pushUpgrade(userId, message),
  });
  const accountHandlers = createAccountHandlers({
    accounts,
    isSymbol: (name) => market.get(name) !== undefined,
    pricePrecision: (name) => market.get(name)?.pricePrecision,
    startUpgrade: (userId) => upgrades.start(userId),
  });
  const orderHandlers = createOrderHandlers({
    trading,
    accounts,
    isSymbol: (name) => market.get(name) !== undefined,
  });
  // A session ended over HTTP closes its sockets with 4006.
  const sessionHandlers = reportSessionEnds(accountHandlers, accounts, (sid) =>
    privateHub.closeSession(sid),
  );
  const isSymbol = (name: string): boolean => market.get(name) !== undefined;
  const tradeInfoHandlers = createTradeInfoHandlers({
    fills,
    engine: market.engine,
    accounts,
    isSymbol,
  });
  const ltHandlers = createLtHandlers({ lt, accounts });
  const strategyHandlers = createStrategyHandlers({
    accounts,
    strategies,
    engine: market.engine,
    isSymbol,
  });
  const toolHandlers = createToolHandlers({
    accounts,
    trading,
    strategies: strategyEngine,
    listing: strategies,
    symbolInfo,
  });
  const routes = new Map(
    apiRoutes(market, [
      sessionHandlers,
      orderHandlers,
      tradeInfoHandlers,
      ltHandlers,
      strategyHandlers,
      toolHandlers,
      createMarketDataHandlers({ market, seed, history: klineHistory }),
    ]),
  );
  if (testMode) {
    for (const [path, r] of marketDataAdminRoutes(market)) routes.set(path, r);
    for (const [path, r] of ltAdminRoutes(lt)) routes.set(path, r);
    for (const [path, r] of adminRoutes({
      market,
      hub,
      seed,
      accounts,
      socketFaults,
      privateHub,
      trading,
      strategies: strategyEngine,
      faults: httpFaults,
      probeFaults,
      routes: options.port2 === null ? [1] : [1, 2],
      notices: hub,
    })) {
      routes.set(path, r);
    }
  }
  const realtime = new RealtimeServer({
    hub,
    lookup: (name) => market.get(name)?.info,
    isOriginAllowed: (origin) => origins.allows(origin),
    faults: socketFaults,
    sessionOf: socketSessionOf(accounts),
    privates: privateHub,
  });

  const specs = [
    { route: 1, port: options.port ?? 8090, latencyMs: 0 },
    ...(options.port2 === null
      ? []
      : [{ route: 2, port: options.port2 ?? 8091, latencyMs: options.route2LatencyMs ?? 120 }]),
  ];
  const servers: Server[] = [];
  const ports: number[] = [];
  try {
    for (const spec of specs) {
      const server = createServer(
        createRequestListener({
          routes,
          origins,
          latencyMs: spec.latencyMs,
          ...(testMode
            ? {
                intercept: httpFaults.intercept,
                probeIntercept: () => probeFaults.intercept(spec.route),
              }
            : {}),
        }),
      );
      server.on('clientError', (_error, socket) => {
        if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
        else socket.destroy();
      });
      realtime.attach(server, { route: spec.route, latencyMs: spec.latencyMs });
      servers.push(server);
      ports.push(await listen(server, spec.port, host, `route ${spec.route}`));
    }
  } catch (error) {
    lt.close();
    strategyEngine.close();
    upgrades.dispose();
    await Promise.all(servers.map(closeServer));
    hub.dispose();
    privateHub.dispose();
    await journal.close();
    throw error;
  }
  market.start();
  upgrades.resume();

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      market.stop();
      lt.close();
      strategyEngine.close();
      upgrades.dispose();
      hub.closeAll(CLOSE_CODES.serverRestart, 'server shutting down');
      const grace = setTimeout(() => hub.terminateAll(), CLOSE_GRACE_MS);
      grace.unref();
      realtime.close();
      await Promise.all(servers.map(closeServer));
      clearTimeout(grace);
      hub.dispose();
      privateHub.dispose();
      await journal.close();
    })();
    return closing;
  };

  return {
    host,
    ports: { route1: ports[0] ?? 0, route2: ports[1] ?? null },
    seed,
    market,
    accounts,
    journal,
    trading,
    close,
  };
}
