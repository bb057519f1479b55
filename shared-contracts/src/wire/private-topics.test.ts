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
