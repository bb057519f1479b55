import {
  LT_ORDER_TOPICS,
  PRIVATE_TOPICS,
  isPrivateTopic,
  isPrivateTopicData,
  privateTopicKey,
} from './private-topics';

const ltOrder = {
  orderId: 'lt-1',
  orderType: 1,
  orderQuantity: '100',
  status: 2,
  symbol: 'BTC3LUSDT',
  createdTime: 1,
  updatedTime: 1,
};
const done = { ...ltOrder, status: 1, nav: '10', filledQuantity: '10', filledAmount: '100' };
const grid = {
  strategyId: 'grid-1',
  strategyType: 'grid',
  symbol: 'BTCUSDT',
  category: 'spot',
  status: 3,
  state: 'COMPLETED',
  closeReason: 'MANUAL',
};
const tool = { ...grid, strategyType: 'twap', state: undefined, closeReason: undefined };

describe('private topics of LT orders and strategies', () => {
  it('are private topics keyed by their name, the existing ones kept in order', () => {
    expect(PRIVATE_TOPICS.slice(0, 9)).toEqual([
      'order_new',
      'plan_order',
      'stop_limit_order',
      'oco_order',
      'match',
      'user.uta.spot.order',
      'user.uta.spot.trade',
      'asset.spot-walletbalance',
      'user.uta.upgrade',
    ]);
    for (const topic of [...Object.values(LT_ORDER_TOPICS), 'strategy'] as const) {
      expect(isPrivateTopic(topic)).toBe(true);
      expect(privateTopicKey(topic)).toBe(topic);
    }
    expect(LT_ORDER_TOPICS).toEqual({ classic: 'lt_order', uta: 'user.lt.order' });
  });

  it.each(Object.values(LT_ORDER_TOPICS))('%s carries LtTokenOrder lists', (topic) => {
    expect(isPrivateTopicData(topic, [])).toBe(true);
    expect(isPrivateTopicData(topic, [done, ltOrder])).toBe(true);
    expect(isPrivateTopicData(topic, [{ ...ltOrder, warnings: ['key'] }])).toBe(true);
    expect(isPrivateTopicData(topic, ltOrder)).toBe(false);
    expect(isPrivateTopicData(topic, [{ ...ltOrder, orderType: 3 }])).toBe(false);
    expect(isPrivateTopicData(topic, [{ ...ltOrder, orderQuantity: 100 }])).toBe(false);
    expect(isPrivateTopicData(topic, [{ ...ltOrder, status: '1' }])).toBe(false);
    expect(isPrivateTopicData(topic, [{ ...done, nav: '1e3' }])).toBe(false);
    expect(isPrivateTopicData(topic, [{ ...ltOrder, warnings: [1] }])).toBe(false);
  });

  it('strategy carries grid bots and tool strategy orders', () => {
    const order = { ...tool, size: '12', executedSize: '12' };
    expect(isPrivateTopicData('strategy', [grid, order])).toBe(true);
    expect(isPrivateTopicData('strategy', [{ ...grid, state: 'DONE' }])).toBe(false);
    expect(isPrivateTopicData('strategy', [{ ...grid, closeReason: 'BORED' }])).toBe(false);
    expect(isPrivateTopicData('strategy', [{ ...order, size: '-1' }])).toBe(false);
    expect(isPrivateTopicData('strategy', [{ ...grid, strategyId: 7 }])).toBe(false);
    expect(isPrivateTopicData('strategy', { list: [grid] })).toBe(false);
  });
});

describe('every private topic has a guard that tells its payload from another', () => {
  const order = {
    orderId: '1',
    clientOrderId: 'c1',
    symbolId: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    price: '1',
    origQty: '1',
    executedQty: '0',
    time: 1,
  };
  const classicFill = {
    tradeId: 't',
    matchTime: 1,
    side: 'BUY',
    price: '1',
    amount: '1',
    quantity: '1',
    tokenFee: '0',
    orderType: 'LIMIT',
    symbolId: 'BTCUSDT',
    orderId: '1',
  };
  const utaFill = {
    version: 'v',
    symbolId: 'BTCUSDT',
    side: 'Buy',
    type: 'LIMIT',
    execPrice: '1',
    execQty: '1',
    amount: '1',
    execFee: '0',
    liquidationType: '',
    execTime: 1,
    orderId: '1',
  };
  const wallet = {
    tokenId: 'USDT',
    free: '1',
    locked: '0',
    transferLimit: '1',
    occAssetUSDTValue: '1',
    spotAvailableBalance: '1',
    walletBalance: '1',
  };
  const coin = {
    tokenId: 'USDT',
    spotAvailableBalance: '1',
    spotMarginAvailableBalance: '1',
    walletBalance: '1',
    borrowSize: '0',
    occAssetUSDTValue: '1',
  };
  const borrow = { coin: 'USDT', borrowSize: '10', interest: '0.1', hourlyRate: '0.00001' };
  const CASES: { readonly [T in (typeof PRIVATE_TOPICS)[number]]: readonly [unknown, unknown] } = {
    order_new: [[{ ...order, status: 'NEW' }], [{ ...order, status: 'ORDER_NEW' }]],
    plan_order: [[{ ...order, status: 'ORDER_NEW' }], [{ ...order, status: 'NEW' }]],
    stop_limit_order: [[{ ...order, status: 'ORDER_FILLED' }], [{ ...order, status: 'FILLED' }]],
    oco_order: [[{ ...order, status: 'ORDER_CANCELED' }], [{ ...order, status: 'CANCELED' }]],
    match: [[classicFill], [{ ...classicFill, orderId: undefined }]],
    'user.uta.spot.order': [[{ ...order, status: 'New' }], [{ ...order, status: 'NEW' }]],
    'user.uta.spot.trade': [[utaFill], [{ ...utaFill, side: 'BUY' }]],
    'asset.spot-walletbalance': [[wallet], [{ ...wallet, walletBalance: undefined }]],
    'user.uta.upgrade': [
      { code: 200, data: '0' },
      { code: '200', data: '0' },
    ],
    lt_order: [[ltOrder], [{ ...ltOrder, orderType: 9 }]],
    'user.lt.order': [[done], [{ ...done, nav: -1 }]],
    strategy: [
      [grid, { ...tool, size: '1', executedSize: '0' }],
      [{ ...tool, strategyType: 'iceberg' }],
    ],
    'user.unify.uta.wallet': [[coin], [{ ...coin, borrowSize: '-1' }]],
    'user.unify.usdc.borrowInfo': [[borrow], [{ ...borrow, hourlyRate: 0.00001 }]],
  };

  it('covers every topic of the table', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PRIVATE_TOPICS].sort());
  });

  it.each(PRIVATE_TOPICS)('%s', (topic) => {
    const [good, bad] = CASES[topic];
    expect(isPrivateTopicData(topic, good)).toBe(true);
    expect(isPrivateTopicData(topic, bad)).toBe(false);
  });
});
