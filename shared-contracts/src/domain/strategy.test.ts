import { gridListOf, gridSpacing, normalizeGridListStatus } from './strategy';

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
