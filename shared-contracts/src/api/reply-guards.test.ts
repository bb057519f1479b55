import { ALL_ON_COMPLIANCE, makeSymbol, makeTicker, makeUser } from '../testing/builders';
import { ENDPOINTS, type EndpointName } from './endpoints';
import { REPLY_GUARDS, isEndpointResult } from './reply-guards';

const order = {
  orderId: '1',
  clientOrderId: 'c1',
  symbolId: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  price: '65000.00',
  origQty: '0.01',
  executedQty: '0',
  status: 'NEW',
  time: 1,
};
const uta = { coin: 'USDT', limit: '-1' };
const coin = {
  tokenId: 'USDT',
  spotAvailableBalance: '1',
  spotMarginAvailableBalance: '2',
  walletBalance: '1',
  borrowSize: '0',
  occAssetUSDTValue: '1',
};
const borrow = {
  borrowId: 'b1',
  coin: 'USDT',
  borrowed: '1',
  principal: '1',
  interest: '0',
  interestPaid: '0',
  hourlyRate: '0.00001',
  borrowTime: 1,
  paidOffTime: null,
};
const repay = { repayId: 'r1', coin: 'USDT', amount: '1', interest: '0', principal: '1', time: 2 };
const ltOrder = { orderId: 'l1', orderType: 1, orderQuantity: '10', status: 2 };
const classicFill = {
  tradeId: 't1',
  matchTime: 1,
  side: 'SELL',
  price: '1',
  amount: '1',
  quantity: '1',
  tokenFee: '0.001',
  orderType: 'LIMIT',
};

/** A reply each endpoint accepts, and one of nearly the right shape that it refuses. */
const CASES: { readonly [N in EndpointName]: readonly [good: unknown, bad: unknown] } = {
  symbols: [[makeSymbol('BTC', 'USDT')], [{ ...makeSymbol('BTC', 'USDT'), tradeStatus: '1' }]],
  tickers: [[makeTicker('BTCUSDT')], [{ ...makeTicker('BTCUSDT'), lastPrice: 65000 }]],
  legalInfo: [{ rates: { USDT: { USD: '1' } } }, { rates: { USDT: { USD: 1 } } }],
  complianceConfig: [ALL_ON_COMPLIANCE, { ...ALL_ON_COMPLIANCE, hiddenTools: ['teleport'] }],
  symbolNotice: [
    {
      symbolId: 'NOVAUSDT',
      noticeType: 1,
      noticeContent: 'Opens soon',
      noticeLinkUrl: '',
      onlineTime: 2,
      nowTime: 1,
      serverTimestamp: 1,
    },
    { symbolId: 'NOVAUSDT', noticeType: 4 },
  ],
  klines: [
    { list: [['1700000000000', '1', '2', '0.5', '1.5', '10']] },
    { list: [['1700000000000', '1', '2', '0.5', '1.5']] },
  ],
  futuresOpenPrice: [{ data: { BTCUSDT: '64000' } }, { data: { BTCUSDT: null } }],
  announcements: [
    {
      hits: [
        {
          category: { key: 'spot' },
          url: 'https://example.com/a',
          date_timestamp: 1,
          title: 'T',
          description: 'D',
          objectID: 'a1',
        },
      ],
    },
    { hits: [{ title: 'T' }] },
  ],
  login: [makeUser(), { ...makeUser(), isUTA: 'yes' }],
  register: [makeUser(), null],
  logout: [null, {}],
  userInfo: [null, { id: 1 }],
  accountInfo: [
    { riskState: 0, isolatedMargin: false, leverageOff: false, web2Update: false },
    { riskState: 0 },
  ],
  preferences: [{ anything: ['goes'] }, []],
  setPreferences: [{}, 'ok'],
  getKlineConfig: [{ kline: '{}' }, { kline: {} }],
  setKlineConfig: [null, { ok: true }],
  balances: [
    [{ tokenId: 'USDT', free: '1', locked: '0', transferLimit: '1', occAssetUSDTValue: '1' }],
    [{ tokenId: 'USDT', free: '-1', locked: '0', transferLimit: '1', occAssetUSDTValue: '1' }],
  ],
  unifiedAsset: [
    { coinList: [coin], actualLeverageRatio: '0' },
    { coinList: [{ ...coin, borrowSize: undefined }], actualLeverageRatio: '0' },
  ],
  innovationQuota: [{ PEPEUSDT: uta }, { PEPEUSDT: { totalAmount: '1' } }],
  liabilities: [{ list: [coin] }, { list: coin }],
  borrowRecords: [{ list: [borrow] }, { list: [{ ...borrow, paidOffTime: 'never' }] }],
  repayRecords: [{ list: [repay] }, { list: [{ ...repay, amount: 1 }] }],
  repay: [repay, { ...repay, time: '2' }],
  marginInfo: [
    {
      equity: '-5',
      assets: '1',
      liabilities: '6',
      maintenanceMargin: '0.1',
      mmr: '0.02',
      actualLeverageRatio: '6',
      maxLeverage: '5',
      borrowableValue: '0',
    },
    { equity: '-5', assets: '-1' },
  ],
  demoWallet: [{ wb: '0' }, { wb: 0 }],
  demoRecharge: [{ resultCode: '0' }, { resultCode: 0 }],
  utaUpgrade: [{ status: 'PROCESS' }, { status: 'SUCCESS' }],
  otcGuided: [{ guided: null }, { guided: 'no' }],
  orderCreate: [order, { ...order, status: 'DONE' }],
  planOrderCreate: [
    { ...order, status: 'ORDER_NEW', planType: 1 },
    { ...order, planType: '1' },
  ],
  ocoOrderCreate: [
    { ...order, ocoLeg: 'TP' },
    { ...order, ocoLeg: 'XX' },
  ],
  orderModify: [order, { ...order, price: '1e3' }],
  planOrderModify: [order, { ...order, side: 'buy' }],
  cancelOrder: [order, { ...order, orderId: 1 }],
  cancelPlanOrder: [order, { ...order, time: 'now' }],
  cancelAllOrders: [{ canceled: ['1'] }, { canceled: [1] }],
  cancelAllPlanOrders: [{ canceled: [] }, {}],
  openOrders: [[order], [{ ...order, executedQty: '-1' }]],
  openPlanOrders: [[], [null]],
  utaOrders: [{ result: [order] }, [order]],
  orderHistory: [[order], { list: [order] }],
  tradeHistory: [
    [
      {
        tradeId: 't',
        tradeTime: 1,
        side: 'Buy',
        execPrice: '1',
        execValue: '1',
        execQty: '1',
        execFee: '0',
        orderType: 'MARKET',
      },
    ],
    [{ tradeId: 't', side: 'BUY' }],
  ],
  queryOpenOrders: [
    { list: [{ ...order, mtp: 'spot', syb: 'BTCUSDT' }], downgrading: false },
    { list: [order], downgrading: false },
  ],
  queryPositions: [{ list: [{ coin: 'USDT' }] }, { list: [1] }],
  tradeInfoForKLine: [
    {
      list: [
        {
          version: 'v1',
          symbolId: 'BTCUSDT',
          side: 'Buy',
          type: 'LIMIT',
          execPrice: '1',
          execQty: '1',
          amount: '1',
          execFee: '0',
          liquidationType: '',
          execTime: 1,
        },
      ],
      maxMarginVersion: 'v1',
    },
    { list: [{ version: 'v1' }], maxMarginVersion: 'v1' },
  ],
  tradeInfo: [
    { buys: [classicFill], sells: [], lastTradeId: 't1' },
    { buys: [classicFill], lastTradeId: 't1' },
  ],
  tradeAvgPriceForKLine: [
    { maxMarginVersion: '', sumExecValue: '0', sumExecQty: '0' },
    { maxMarginVersion: '', sumExecValue: 0, sumExecQty: '0' },
  ],
  tradeAvgInfo: [
    { lastTradeId: '', priceTotal: '10', quantitySum: '2' },
    { lastTradeId: '', priceTotal: 'NaN', quantitySum: '2' },
  ],
  gridCreate: [
    {
      strategyId: 'g1',
      strategyType: 'grid',
      symbol: 'BTCUSDT',
      category: 'spot',
      status: 5,
      state: 'INITIALIZING',
      investment: '1000',
      gridProfit: '-0.5',
      roundTrips: 0,
      createdTime: 1,
    },
    {
      strategyId: 'g1',
      strategyType: 'grid',
      symbol: 'BTCUSDT',
      category: 'spot',
      status: 5,
      investment: 1000,
    },
  ],
  icebergCreate: [
    {
      strategyId: 'i1',
      strategyType: 'iceberg',
      symbol: 'BTCUSDT',
      category: 'spot',
      status: 2,
      size: '1',
      executedSize: '0',
      side: 'BUY',
      price: '60000',
      visibleSize: '0.1',
      avgPrice: '',
    },
    {
      strategyId: 'i1',
      strategyType: 'iceberg',
      symbol: 'BTCUSDT',
      category: 'spot',
      status: 2,
      size: '1',
      executedSize: '0',
      side: 'Buy',
    },
  ],
  twapCreate: [
    {
      strategyId: 't1',
      strategyType: 'twap',
      symbol: 'BTCUSDT',
      category: 'spot',
      status: 2,
      size: '1',
      executedSize: '0',
      durationSec: 600,
      intervalSec: 10,
    },
    {
      strategyId: 't1',
      strategyType: 'twap',
      symbol: 'BTCUSDT',
      category: 'spot',
      status: 2,
      size: '1',
      executedSize: '0',
      durationSec: '600',
    },
  ],
  strategyStop: [
    { strategyId: 'g', strategyType: 'grid', symbol: 'BTCUSDT', category: 'spot', status: 3 },
    { strategyId: 'g', strategyType: 'grid', symbol: 'BTCUSDT', category: 'spot', status: '3' },
  ],
  batchOrderCreate: [{ list: [order, order] }, { list: [order, { ...order, price: 1 }] }],
  strategyList: [
    {
      list: [
        { strategyId: 'g', strategyType: 'grid', symbol: 'BTCUSDT', category: 'spot', status: 2 },
        {
          strategyId: 'i',
          strategyType: 'iceberg',
          symbol: 'BTCUSDT',
          category: 'spot',
          status: 3,
          size: '1',
          executedSize: '0.5',
        },
      ],
    },
    { list: [{ strategyId: 'g', strategyType: 'grid', status: 2 }] },
  ],
  ltSymbolInfo: [
    {
      symbolName: 'BTC3LUSDT',
      maxPurchase: '1000',
      minPurchase: '1',
      maxRedeem: '1000',
      minRedeem: '1',
      leverage: '3',
      ltDirection: 'long',
    },
    { symbolName: 'BTC3LUSDT', ltDirection: 'up' },
  ],
  ltNavInfo: [
    { symbolName: 'BTC3LUSDT', st: 1, nav: '1.2' },
    { symbolName: 'BTC3LUSDT', st: 1.5, nav: '1.2' },
  ],
  ltSubscribe: [ltOrder, { ...ltOrder, orderType: 3 }],
  ltRedeem: [
    { ...ltOrder, orderType: 2, warnings: ['w'] },
    { ...ltOrder, warnings: 'w' },
  ],
  ltOrders: [[ltOrder], ltOrder],
  h3Switch: [{ res_code: 0, monitor_switch: 1 }, { res_code: '0' }],
  monitoringReport: [{ accepted: 3 }, { accepted: '3' }],
  supportChat: [
    { answer: 'a', topic: null, handoff: true },
    { answer: 'a', topic: 1, handoff: false },
  ],
};

describe('REPLY_GUARDS', () => {
  it('has a guard for every endpoint of the map', () => {
    expect(Object.keys(REPLY_GUARDS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(Object.keys(CASES) as EndpointName[])(
    '%s accepts its shape and refuses another',
    (name) => {
      const [good, bad] = CASES[name];
      expect(isEndpointResult(name, good)).toBe(true);
      expect(isEndpointResult(name, bad)).toBe(false);
    },
  );

  it('allows members a newer server adds', () => {
    expect(isEndpointResult('orderCreate', { ...order, venue: 'x' })).toBe(true);
  });
});
