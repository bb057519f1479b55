import { ORDER_TYPES, ORDER_TYPE_TRAITS, baseOrderType, isOrderType } from './order-types';

describe('ORDER_TYPES', () => {
  it('pairs every base type with its IOC-liquidate variant', () => {
    const bases = ORDER_TYPES.filter((type) => !ORDER_TYPE_TRAITS[type].iocLiquidate);
    expect(bases).toEqual([
      'LIMIT',
      'MARKET',
      'CONDITIONAL_LIMIT',
      'CONDITIONAL_MARKET',
      'STOP_LIMIT_LIMIT',
      'STOP_LIMIT_MARKET',
    ]);
    for (const base of bases) {
      expect(isOrderType(`${base}_IOC_LIQUIDATE`)).toBe(true);
    }
  });
});

describe('baseOrderType', () => {
  it.each([
    ['LIMIT', 'LIMIT'],
    ['MARKET_IOC_LIQUIDATE', 'MARKET'],
    ['CONDITIONAL_LIMIT_IOC_LIQUIDATE', 'CONDITIONAL_LIMIT'],
    ['STOP_LIMIT_MARKET_IOC_LIQUIDATE', 'STOP_LIMIT_MARKET'],
  ] as const)('reduces %s to %s', (type, expected) => {
    expect(baseOrderType(type)).toBe(expected);
  });

  it('keeps the trigger and execution of the variant', () => {
    const variant = ORDER_TYPE_TRAITS.STOP_LIMIT_MARKET_IOC_LIQUIDATE;
    const base = ORDER_TYPE_TRAITS[baseOrderType('STOP_LIMIT_MARKET_IOC_LIQUIDATE')];
    expect({ ...variant, iocLiquidate: false }).toEqual(base);
  });
});

describe('isOrderType', () => {
  it.each<[unknown, boolean]>([
    ['LIMIT', true],
    ['limit', false],
    ['LIMIT_MAKER', false],
    ['_IOC_LIQUIDATE', false],
    [1, false],
  ])('tells whether %p is an order type (%s)', (value, expected) => {
    expect(isOrderType(value)).toBe(expected);
  });
});
