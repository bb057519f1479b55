import {
  DEFAULT_TOOLS_PINNED,
  TRADE_PREFERENCE_FLAGS,
  readToolsPinnedList,
  readToolsPins,
  readTradePreferences,
} from './preferences';

describe('TRADE_PREFERENCE_FLAGS', () => {
  it('lists the ten show flags once each', () => {
    expect(TRADE_PREFERENCE_FLAGS).toHaveLength(10);
    expect(new Set(TRADE_PREFERENCE_FLAGS).size).toBe(10);
  });
});

describe('readTradePreferences', () => {
  it('keeps boolean flags and drops everything else', () => {
    expect(
      readTradePreferences({
        showTpSl: true,
        showPostOnly: false,
        showLeverage: 'true',
        showMaxBuy: 1,
        showSomethingElse: true,
      }),
    ).toEqual({ showTpSl: true, showPostOnly: false });
  });

  it.each([null, undefined, 'x', 3])('reads %p as no flags', (value) => {
    expect(readTradePreferences(value)).toEqual({});
  });
});

describe('readToolsPinnedList', () => {
  it('keeps known tools once each, in order', () => {
    expect(readToolsPinnedList(['twap', 'gridBot', 'nope', 'twap', 7, 'iceberg'])).toEqual([
      'twap',
      'gridBot',
      'iceberg',
    ]);
  });

  it.each([null, undefined, 'gridBot', { 0: 'gridBot' }])('reads %p as an empty list', (value) => {
    expect(readToolsPinnedList(value)).toEqual([]);
  });
});

describe('readToolsPins', () => {
  it('gives the default pins while none were stored', () => {
    expect(readToolsPins(undefined)).toEqual(DEFAULT_TOOLS_PINNED);
  });
  it('keeps an empty choice empty', () => {
    expect(readToolsPins([])).toEqual([]);
  });
  it('reads a stored list as the pinned list does', () => {
    expect(readToolsPins(['twap', 'x', 'twap'])).toEqual(['twap']);
  });
});
