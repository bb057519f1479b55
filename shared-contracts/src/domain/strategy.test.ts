import { gridListOf, gridSpacing, normalizeGridListStatus, strategyOfOrder } from './strategy';

describe('gridSpacing', () => {
  it.each([
    ['grade', 'arithmetic'],
    ['geometric', 'geometric'],
    ['ratio', 'geometric'],
    ['Grade', 'geometric'],
    ['', 'geometric'],
  ] as const)('reads type %p as %s', (type, expected) => {
    expect(gridSpacing(type)).toBe(expected);
  });
});

describe('gridListOf', () => {
  it.each([
    [2, 'running'],
    [5, 'running'],
    [3, 'history'],
    [0, null],
    [1, null],
    [4, null],
    [6, null],
  ] as const)('files status %p under %p', (status, expected) => {
    expect(gridListOf(status)).toBe(expected);
  });
});

describe('normalizeGridListStatus', () => {
  it.each([
    [5, 2],
    [2, 2],
    [3, 3],
    [4, 4],
  ])('counts status %p as %p', (status, expected) => {
    expect(normalizeGridListStatus(status)).toBe(expected);
  });
});

describe('strategyOfOrder', () => {
  it.each([
    ['grid-4-L2-1', 'grid-4'],
    ['grid-12-B', 'grid-12'],
    ['iceberg-7-S3', 'iceberg-7'],
    ['twap-1-C10', 'twap-1'],
    ['grid-4', null],
    ['grid-0-L1-1', null],
    ['e2e-grid-4-L1', null],
    ['auto-123', null],
    ['3f2a9c-1', null],
  ])('reads %p as %p', (clientOrderId, strategyId) => {
    expect(strategyOfOrder(clientOrderId)).toBe(strategyId);
  });
});
