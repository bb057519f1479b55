import type { OrderStatus } from './order';
import type { UtaOrderStatus } from './uta-order';
import {
  UTA_ORDER_STATUSES,
  UTA_PLAN_TYPES,
  isUtaOrderStatus,
  isUtaPlanType,
  mapUtaOrderStatus,
} from './uta-order';

describe('mapUtaOrderStatus', () => {
  // Every row of spec 000 §4's UTA feed mapping, for plan and ordinary orders.
  it.each<[UtaOrderStatus, boolean, OrderStatus]>([
    ['Filled', true, 'FILLED'],
    ['Filled', false, 'FILLED'],
    ['PartiallyFilledCanceled', true, 'PARTIALLY_FILLED_CANCELED'],
    ['PartiallyFilledCanceled', false, 'PARTIALLY_FILLED_CANCELED'],
    ['PartiallyFilled', true, 'PARTIALLY_FILLED'],
    ['PartiallyFilled', false, 'PARTIALLY_FILLED'],
    ['Deactivated', true, 'ORDER_CANCELED'],
    ['Deactivated', false, 'ORDER_CANCELED'],
    ['Cancelled', true, 'ORDER_CANCELED'],
    ['Cancelled', false, 'CANCELED'],
    ['Triggered', true, 'ORDER_FILLED'],
    ['Triggered', false, 'ORDER_FILLED'],
    ['Rejected', true, 'ORDER_REJECTED'],
    ['Rejected', false, 'REJECTED'],
    ['Untriggered', true, 'ORDER_NEW'],
    ['Untriggered', false, 'ORDER_NEW'],
    ['New', true, 'NEW'],
    ['New', false, 'NEW'],
  ])('maps %s (plan order: %s) to %s', (utaStatus, isPlanOrder, expected) => {
    expect(mapUtaOrderStatus(utaStatus, isPlanOrder)).toBe(expected);
  });

  it('has a row above for every feed status', () => {
    expect([...UTA_ORDER_STATUSES].sort()).toEqual([
      'Cancelled',
      'Deactivated',
      'Filled',
      'New',
      'PartiallyFilled',
      'PartiallyFilledCanceled',
      'Rejected',
      'Triggered',
      'Untriggered',
    ]);
  });
});

describe('isUtaOrderStatus', () => {
  it.each<[unknown, boolean]>([
    ['Cancelled', true],
    ['PartiallyFilledCanceled', true],
    ['Canceled', false],
    ['CANCELED', false],
    ['filled', false],
    ['', false],
    [4, false],
    [undefined, false],
  ])('tells whether %p is a feed status (%s)', (value, expected) => {
    expect(isUtaOrderStatus(value)).toBe(expected);
  });
});

describe('isUtaPlanType', () => {
  it.each<[unknown, boolean]>([
    [UTA_PLAN_TYPES.conditional, true],
    [8, true],
    [10, true],
    [11, true],
    [4, true],
    [5, true],
    [0, false],
    [2, false],
    [9, false],
    ['8', false],
    [null, false],
  ])('tells whether %p is a UTA plan type (%s)', (value, expected) => {
    expect(isUtaPlanType(value)).toBe(expected);
  });

  it('keeps stop-limit at 8, apart from the classic plan_type 1', () => {
    expect(UTA_PLAN_TYPES.stopLimit).toBe(8);
  });
});
