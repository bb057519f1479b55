import { Dec } from '../lib/decimal';
import { MarginBook, hourlyRateOf } from './margin-book';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);
const d = (text: string) => new Dec(text);

describe('MarginBook', () => {
  it('accrues interest in whole hours on the principal owed, at the token rate', () => {
    const book = new MarginBook();
    book.borrow('u', 'USDT', d('1000'), T0);
    expect(hourlyRateOf('USDT').toFixed()).toBe('0.00001');
    // 59 minutes: nothing yet; 1 hour: 1000 × 0.00001; 3.5 hours: three hours.
    expect(book.owed('u', 'USDT', T0 + HOUR - 60_000).toFixed()).toBe('1000');
    expect(book.owed('u', 'USDT', T0 + HOUR).toFixed()).toBe('1000.01');
    expect(book.owed('u', 'USDT', T0 + 3.5 * HOUR).toFixed()).toBe('1000.03');
  });

  it('repays interest first, then principal, oldest loan first', () => {
    const book = new MarginBook();
    book.borrow('u', 'USDT', d('1000'), T0);
    book.borrow('u', 'USDT', d('500'), T0 + HOUR);
    // At 2 h: loan 1 owes 0.02 interest, loan 2 owes 0.005.
    const r = book.repay('u', 'USDT', d('1000.01'), T0 + 2 * HOUR);
    expect([r.interest.toFixed(), r.principal.toFixed()]).toEqual(['0.02', '999.99']);
    const [first, second] = book.loans('u', T0 + 2 * HOUR);
    expect([first?.principal.toFixed(), first?.interest.toFixed()]).toEqual(['0.01', '0']);
    expect([second?.principal.toFixed(), second?.interest.toFixed()]).toEqual(['500', '0.005']);
    expect(first?.paidOffAt).toBeNull();
  });

  it('marks a loan paid off when nothing of it is owed, and lists the repayment', () => {
    const book = new MarginBook();
    book.borrow('u', 'BTC', d('0.5'), T0);
    const owed = book.owed('u', 'BTC', T0 + HOUR);
    book.repay('u', 'BTC', owed, T0 + HOUR);
    expect(book.loans('u', T0 + 5 * HOUR)[0]?.paidOffAt).toBe(T0 + HOUR);
    expect(book.owed('u', 'BTC', T0 + 5 * HOUR).toFixed()).toBe('0');
    expect(book.repayments('u').map((r) => r.amount.toFixed())).toEqual(['0.500001']);
  });

  it('adds hours of interest at once in test mode', () => {
    const book = new MarginBook();
    book.borrow('u', 'USDT', d('1000'), T0);
    book.addHours('u', 24, T0);
    expect(book.owed('u', 'USDT', T0).toFixed()).toBe('1000.24');
  });

  it('keeps users apart and forgets one on reset', () => {
    const book = new MarginBook();
    book.borrow('a', 'USDT', d('10'), T0);
    book.borrow('b', 'USDT', d('20'), T0);
    book.reset('a');
    expect(book.owed('a', 'USDT', T0).toFixed()).toBe('0');
    expect(book.owed('b', 'USDT', T0).toFixed()).toBe('20');
  });
});
