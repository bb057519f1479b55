import type { EndpointName, EndpointRequest, Order } from '@spot/contracts';
import {
  API_ERROR_CODES,
  CSRF_COOKIE,
  CSRF_HEADER,
  ENDPOINTS,
  readEnvelope,
} from '@spot/contracts';
import { SEED_PASSWORD } from '../accounts/seed-accounts';
import { startSim, type RunningSim } from '../start-sim';
import { ApiTestClient } from '../testing/api-test-client';
import type { TestResponse } from '../testing/http-test-client';

/**
 * The bad-input sweep: every endpoint of the contract's map gets every class of bad input
 * that applies to it, as a logged-in user, and must refuse it cleanly: never a 5xx (an
 * endpoint still answering 501 may, with its envelope), a 4xx or a business code in the
 * endpoint's own envelope kind with a message, nothing of the user's orders, balances,
 * preferences or session changed, and the server still answering `/t1`.
 */

const EMAIL = 'uta1@sim.test';
const NOW = Date.now();
const HOUR = 60 * 60 * 1000;
const BAD_SYMBOL = 'NOSUCHUSDT';
const OVERSIZED = JSON.stringify({ pad: 'x'.repeat(65 * 1024) });
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

type Samples = { readonly [N in EndpointName]?: EndpointRequest<N> };

/**
 * A well-formed request per endpoint (typed by the contract), of which each class spoils one
 * field. Ids name the user's resting order and plan order, so a spoiled modify or cancel that
 * went through would show.
 */
function samples(rest: Order, plan: Order): Samples {
  const window = { start_time: NOW - HOUR, end_time: NOW };
  const btc = 'BTCUSDT';
  return {
    symbols: {},
    tickers: {},
    legalInfo: {},
    complianceConfig: {},
    symbolNotice: { symbol_id: 'NOVAUSDT' },
    klines: { symbol: btc, interval: '1', limit: 50, to: NOW },
    futuresOpenPrice: {
      timeZone: 'UTC',
      category: 'spot',
      business: 'spot',
      format: 'daily',
      timestamp: NOW,
    },
    announcements: { topics: 'spot' },
    login: { email: EMAIL, password: SEED_PASSWORD },
    register: { email: 'sweep-new@sim.test', password: 'a-long-password' },
    logout: {},
    userInfo: {},
    accountInfo: {},
    preferences: {},
    setPreferences: { upsert_keys: { sweep: 'on' } },
    getKlineConfig: {},
    setKlineConfig: { kline: JSON.stringify({ version: String(NOW), saveData: {} }) },
    balances: {},
    unifiedAsset: { symbolName: btc, side: 'BUY', isMargin: false, limitPrice: '64000' },
    innovationQuota: {},
    liabilities: { settleCoin: 'all', ignoreZeroBorrowSize: true },
    borrowRecords: { status: 'unpaid' },
    repayRecords: {},
    repay: { coin: 'USDT', amount: '1' },
    marginInfo: {},
    demoWallet: {},
    demoRecharge: { bizScene: 'SPOT_TRADE' },
    // The sweep's account is unified: even a request that got through upgrades nothing.
    utaUpgrade: {},
    otcGuided: {},
    orderCreate: {
      symbol_id: btc,
      side: 'BUY',
      type: 'limit',
      price: '1000.5',
      quantity: '0.01',
      client_order_id: 'sweep-new',
    },
    planOrderCreate: {
      symbol_id: btc,
      side: 'BUY',
      plan_type: 0,
      type: 'limit',
      trigger_price: '1100',
      price: '1000',
      quantity: '0.01',
      client_order_id: 'sweep-new-plan',
    },
    ocoOrderCreate: {
      symbol_id: btc,
      side: 'SELL',
      quantity: '0.01',
      tp: { trigger_price: '90000', type: 'limit', price: '90000' },
      sl: { trigger_price: '50000', type: 'market' },
      client_order_id: 'sweep-new-oco',
    },
    orderModify: {
      order_id: rest.orderId,
      client_order_id: 'sweep-rest',
      symbol_id: btc,
      price: '1001',
      quantity: '0.02',
    },
    planOrderModify: {
      order_id: plan.orderId,
      client_order_id: 'sweep-plan',
      symbol_id: btc,
      price: '1001',
      quantity: '0.02',
      trigger_price: '1101',
      plan_type: 0,
    },
    cancelOrder: { order_id: rest.orderId, client_order_id: 'sweep-rest' },
    cancelPlanOrder: { order_id: plan.orderId, client_order_id: 'sweep-plan', plan_type: 0 },
    cancelAllOrders: { symbol_ids: btc },
    cancelAllPlanOrders: { symbol_id: btc, plan_type: 0 },
    openOrders: { from_order_id: '', limit: 50, symbol_id: btc },
    openPlanOrders: { from_order_id: '', limit: 50, symbol_id: btc, plan_type: 0 },
    utaOrders: {
      planType: 1,
      specialTradeFrom: 0,
      limit: 20,
      baseTokenId: 'BTC',
      quoteTokenId: 'USDT',
    },
    orderHistory: { symbol_id: btc, ...window, limit: 50 },
    tradeHistory: { symbol_id: btc, ...window, limit: 50 },
    queryOpenOrders: { marketType: 'spot', symbol: btc, supportFutureSpread: false },
    queryPositions: { needSort: true },
    tradeInfoForKLine: { contractType: 6, symbol: btc },
    tradeInfo: { symbol_id: btc, ...window },
    tradeAvgPriceForKLine: { contractType: 6, symbol: btc, side: 1, daySpan: 30 },
    tradeAvgInfo: { symbol_id: btc, side: 0, ...window, limit: 1000, daySpan: 30 },
    strategyList: { status: 1, category: 'spot', strategyType: 'grid', pageSize: 20, symbol: btc },
    gridCreate: {
      symbol_id: btc,
      min_price: '60000',
      max_price: '70000',
      grid_number: 10,
      type: 'grade',
      investment: '1000',
      stop_loss_price: '50000',
      take_profit_price: '80000',
      client_strategy_id: 'sweep-grid',
    },
    icebergCreate: {
      symbol_id: btc,
      side: 'BUY',
      price: '1000',
      quantity: '0.5',
      visible_quantity: '0.1',
      client_strategy_id: 'sweep-iceberg',
    },
    twapCreate: {
      symbol_id: btc,
      side: 'BUY',
      quantity: '0.5',
      duration_sec: 600,
      interval_sec: 60,
      price_limit: '1000',
      client_strategy_id: 'sweep-twap',
    },
    strategyStop: { strategy_id: 'grid-999999' },
    batchOrderCreate: {
      symbol_id: btc,
      side: 'BUY',
      orders: [
        { price: '1000', quantity: '0.01', client_order_id: 'sweep-batch-1' },
        { price: '1001', quantity: '0.01', client_order_id: 'sweep-batch-2' },
      ],
    },
    ltSymbolInfo: { symbol: 'BTC3LUSDT' },
    ltNavInfo: { symbol: 'BTC3LUSDT' },
    ltSubscribe: { symbol: 'BTC3LUSDT', amount: '10' },
    ltRedeem: { symbol: 'BTC3LUSDT', quantity: '5' },
    ltOrders: { symbol: 'BTC3LUSDT' },
    h3Switch: {
      seq_id: 'sweep-1',
      device_id: 'sweep',
      app: 'web',
      os: 'linux',
      bu: 'spot',
      v: '2.4.0',
    },
    monitoringReport: { reports: [{ type: 'http', ts: NOW, data: {} }] },
    supportChat: { message: 'how do I cancel?', lang: 'en' },
  };
}

type InputClass =
  | 'malformed JSON'
  | 'array body'
  | 'string body'
  | 'oversized body'
  | 'wrong method'
  | 'no CSRF header'
  | 'wrong type'
  | 'null field'
  | 'unknown symbol'
  | 'negative'
  | 'over-precise'
  | 'exponent';

interface Case {
  readonly inputClass: InputClass;
  readonly label: string;
  /** The HTTP status the server must answer, when the class decides it. */
  readonly status?: number;
  readonly send: () => Promise<TestResponse>;
}

type Kind = 'symbol' | 'decimal' | 'string' | 'integer' | 'boolean' | 'object' | 'array';
type Field = { readonly path: readonly string[]; readonly value: unknown; readonly kind: Kind };

let sim: RunningSim;
let client: ApiTestClient;
let userId: string;
let requests: Samples;

const isSymbol = (value: string): boolean =>
  value.split(',').every((name) => sim.market.get(name) !== undefined);

function kindOf(value: unknown): Kind {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object' && value !== null) return 'object';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'integer';
  if (typeof value === 'string' && value !== '' && isSymbol(value)) return 'symbol';
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return 'decimal';
  return 'string';
}

/** Every field of a request, nested objects' fields included. */
function fieldsOf(request: object, path: readonly string[] = []): Field[] {
  return Object.entries(request).flatMap(([key, value]) => {
    const field = { path: [...path, key], value, kind: kindOf(value) };
    return field.kind === 'object' ? [field, ...fieldsOf(value as object, field.path)] : [field];
  });
}

/** A copy of `request` with the field at `path` set to `value`. */
function withField(request: object, path: readonly string[], value: unknown): object {
  const [head, ...rest] = path;
  if (head === undefined) return request;
  const current = (request as Record<string, unknown>)[head];
  const next = rest.length === 0 ? value : withField(current as object, rest, value);
  return { ...request, [head]: next };
}

/** The spoiled values of one field, by class: POST bodies carry JSON types, GET queries text. */
function spoilersOf(field: Field, get: boolean): [InputClass, unknown][] {
  const v = field.value;
  const text = String(v);
  const decimalSpoilers: [InputClass, unknown][] = [
    ['negative', `-${text}`],
    ['over-precise', text.includes('.') ? `${text}0000000001` : `${text}.0000000001`],
    ['exponent', '1e3'],
  ];
  const integer = v as number;
  switch (field.kind) {
    case 'symbol':
      return [['unknown symbol', BAD_SYMBOL], ...(get ? [] : wrongTypes(12345))];
    case 'decimal':
      return [
        ...decimalSpoilers,
        ...(get ? [['wrong type', 'abc'] as [InputClass, unknown]] : wrongTypes(Number(v))),
      ];
    case 'integer':
      return get
        ? [
            ['wrong type', 'abc'],
            ['negative', String(-integer - 1)],
            ['over-precise', `${integer}.5`],
            ['exponent', `${integer}e0`],
          ]
        : [['negative', -integer - 1], ['over-precise', integer + 0.5], ...wrongTypes(String(v))];
    case 'boolean':
      return get ? [['wrong type', 'maybe']] : wrongTypes(String(v));
    case 'string':
      return get ? [] : wrongTypes(12345);
    case 'object':
      return wrongTypes('x');
    case 'array':
      return wrongTypes({});
  }
}

function wrongTypes(value: unknown): [InputClass, unknown][] {
  return [
    ['wrong type', value],
    ['null field', null],
  ];
}

function casesOf(name: EndpointName): Case[] {
  const def = ENDPOINTS[name];
  const served = new Set<string>(
    Object.values(ENDPOINTS)
      .filter((d) => d.path === def.path)
      .map((d) => d.method),
  );
  const csrf = client.jar.get(CSRF_COOKIE) ?? '';
  const cases: Case[] = METHODS.filter((m) => !served.has(m)).map((method) => ({
    inputClass: 'wrong method',
    label: `wrong method ${method}`,
    status: 405,
    send: () =>
      client.raw(def.path, {
        method,
        // node:http sends a DELETE body unframed unless told its length.
        headers: {
          [CSRF_HEADER]: csrf,
          'Content-Type': 'application/json',
          ...(method === 'GET' ? {} : { 'Content-Length': '2' }),
        },
        ...(method === 'GET' ? {} : { body: '{}' }),
      }),
  }));
  const post = (body: string) => () => client.call(name, {}, { body });
  if (def.method === 'POST') {
    cases.push(
      { inputClass: 'malformed JSON', label: 'malformed JSON', status: 400, send: post('{"a":') },
      { inputClass: 'array body', label: 'array body', status: 400, send: post('[{}]') },
      { inputClass: 'string body', label: 'string body', status: 400, send: post('"x"') },
      {
        inputClass: 'oversized body',
        label: 'body over 64 KiB',
        status: 413,
        send: post(OVERSIZED),
      },
    );
  }
  const request = requests[name];
  if (def.mutating) {
    cases.push({
      inputClass: 'no CSRF header',
      label: 'no CSRF header',
      status: 403,
      send: () => client.call(name, { ...request }, { csrf: null }),
    });
  }
  for (const field of request ? fieldsOf(request) : []) {
    for (const [inputClass, value] of spoilersOf(field, def.method === 'GET')) {
      const spoiled = withField(request ?? {}, field.path, value) as Record<string, unknown>;
      cases.push({
        inputClass,
        label: `${inputClass} ${field.path.join('.')}=${JSON.stringify(value)}`,
        send: () => client.call(name, spoiled),
      });
    }
  }
  return cases;
}

/** What a refusal may not change: the user's orders, balances, preferences and session. */
function userState(): string {
  const { engine } = sim.trading;
  const { ledger } = sim.accounts;
  const balances = ledger
    .tokens(userId)
    .map((t) => `${t}:${ledger.free(userId, t).toString()}/${ledger.held(userId, t).toString()}`);
  return JSON.stringify({
    orders: engine.openOrders(userId),
    plans: engine.openPlanOrders(userId),
    balances,
    preferences: sim.accounts.preferences(userId),
    kline: sim.accounts.klineConfig(userId),
    session: sim.accounts.sessionUserId(client.jar),
  });
}

/** What is wrong with a reply to bad input, or null when it is a clean refusal. */
function problemOf(name: EndpointName, c: Case, res: TestResponse): string | null {
  const kind = ENDPOINTS[name].envelope;
  const envelope = readEnvelope(kind, res.body);
  if (!envelope) return `not a ${kind} envelope`;
  const pending = res.status === 501 && envelope.code === API_ERROR_CODES.notImplemented;
  if (res.status >= 500 && !pending) return `HTTP ${res.status}`;
  if (envelope.code === API_ERROR_CODES.ok) return 'accepted';
  if (envelope.message === '') return 'empty message';
  if (kind === 'code' && res.body?.success !== false) return 'success is not false';
  if (c.status !== undefined && res.status !== c.status)
    return `HTTP ${res.status}, not ${c.status}`;
  if (res.status !== 200 && !pending && (res.status < 400 || res.status > 499)) {
    return `HTTP ${res.status}`;
  }
  return null;
}

async function logIn(): Promise<void> {
  const reply = await client.call('login', { email: EMAIL, password: SEED_PASSWORD });
  expect(reply.body?.code).toBe(0);
}

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
/** Replies per endpoint and class, for the coverage test at the end. */
const seen = new Map<EndpointName, Set<InputClass>>();

beforeAll(async () => {
  sim = await startSim({ port: 0, port2: null, testMode: true, warmupSteps: 30, bookRate: 0 });
  sim.market.pause();
  client = await new ApiTestClient(sim.ports.route1).start();
  await logIn();
  userId = sim.accounts.userIdByEmail(EMAIL) ?? '';
  const rest = await client.call('orderCreate', {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    type: 'limit',
    price: '1000',
    quantity: '0.01',
    client_order_id: 'sweep-rest',
  });
  const plan = await client.call('planOrderCreate', {
    symbol_id: 'BTCUSDT',
    side: 'BUY',
    plan_type: 0,
    type: 'limit',
    trigger_price: '1100',
    price: '1000',
    quantity: '0.01',
    client_order_id: 'sweep-plan',
  });
  requests = samples(rest.body?.result as Order, plan.body?.result as Order);
});

afterAll(async () => {
  await sim.close();
});

describe('bad input on every endpoint', () => {
  it.each(NAMES)('%s refuses every class of bad input that applies', async (name) => {
    const failures: string[] = [];
    const classes = new Set<InputClass>();
    for (const c of casesOf(name)) {
      const before = userState();
      const res = await c.send();
      const problem =
        problemOf(name, c, res) ?? (userState() === before ? null : 'changed the user state');
      classes.add(c.inputClass);
      if (problem !== null) {
        failures.push(`${c.label}: ${problem} (${res.status} ${JSON.stringify(res.body)})`);
      }
    }
    seen.set(name, classes);
    expect((await client.raw('/t1')).status).toBe(200);
    // A refusal that ended the session is reported above; the next endpoint starts logged in.
    if (sim.accounts.sessionUserId(client.jar) !== userId) await logIn();
    expect(failures).toEqual([]);
  });

  it('has a sample request for every endpoint, so field classes reach each one', () => {
    expect(NAMES.filter((name) => requests[name] === undefined)).toEqual([]);
  });

  it('sent the generic classes to every endpoint', () => {
    for (const name of NAMES) {
      const classes = seen.get(name) ?? new Set();
      expect([name, classes.has('wrong method')]).toEqual([name, true]);
      if (ENDPOINTS[name].method === 'POST') {
        expect([name, classes.has('malformed JSON') && classes.has('oversized body')]).toEqual([
          name,
          true,
        ]);
      }
    }
  });
});
