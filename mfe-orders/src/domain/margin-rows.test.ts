import {
  hourlyPercent,
  isBorrowRecord,
  isFutureSpreadRow,
  isMarginInfo,
  owedOf,
  ratioPercent,
} from './margin-rows';

const borrow = {
  borrowId: 'b1',
  coin: 'USDT',
  borrowed: '10',
  principal: '10',
  interest: '0.0001',
  interestPaid: '0',
  hourlyRate: '0.00001',
  borrowTime: 1,
  paidOffTime: null,
};

describe('margin rows', () => {
  it('owes principal plus interest, exactly', () => {
    expect(owedOf({ principal: '0.1', interest: '0.2' })).toBe('0.3');
    expect(owedOf({ principal: '1200.5', interest: '0.012005' })).toBe('1200.512005');
  });

  it('writes rates as exact or cut percentages', () => {
    expect(hourlyPercent('0.00001')).toBe('0.001%');
    expect(hourlyPercent('0.0000123')).toBe('0.00123%');
    expect(ratioPercent('0.012399')).toBe('1.23%');
    expect(ratioPercent('0')).toBe('0.00%');
  });

  it('accepts a well-formed borrow and refuses a float, a negative or a bad time', () => {
    expect(isBorrowRecord(borrow)).toBe(true);
    expect(isBorrowRecord({ ...borrow, paidOffTime: 5 })).toBe(true);
    expect(isBorrowRecord({ ...borrow, principal: 10 })).toBe(false);
    expect(isBorrowRecord({ ...borrow, interest: '-1' })).toBe(false);
    expect(isBorrowRecord({ ...borrow, borrowTime: 'now' })).toBe(false);
  });

  it('lets the equity alone be negative', () => {
    const info = {
      equity: '-1.5',
      assets: '1',
      liabilities: '2.5',
      maintenanceMargin: '0.1',
      mmr: '0',
      actualLeverageRatio: '0',
      maxLeverage: '5',
      borrowableValue: '0',
    };
    expect(isMarginInfo(info)).toBe(true);
    expect(isMarginInfo({ ...info, equity: '1e3' })).toBe(false);
    expect(isMarginInfo({ ...info, liabilities: '-1' })).toBe(false);
  });

  it('reads a unified row by its market type and symbol', () => {
    expect(isFutureSpreadRow({ mtp: 'futureSpread', syb: 'X' })).toBe(true);
    expect(isFutureSpreadRow({ mtp: 'futureSpread', syb: 'X', pltp: '1' })).toBe(false);
    expect(isFutureSpreadRow({ mtp: 7, syb: 'X' })).toBe(false);
  });
});
