import { Dec } from '../lib/decimal';
import { AccountLedger, DEFAULT_FEE_RATES, LedgerError, MARKET_MAKER_ID } from './account-ledger';

const d = (text: string) => new Dec(text);

function ledgerWith(free: string): AccountLedger {
  const ledger = new AccountLedger();
  ledger.setFree('u1', 'USDT', d(free));
  return ledger;
}

function snapshot(ledger: AccountLedger, token = 'USDT'): { free: string; held: string } {
  return {
    free: ledger.free('u1', token).toString(),
    held: ledger.held('u1', token).toString(),
  };
}

describe('AccountLedger', () => {
  it('holds funds by moving them from free to held', () => {
    const ledger = ledgerWith('100');
    expect(ledger.hold('u1', 'USDT', d('40.5'))).toBe(true);
    expect(snapshot(ledger)).toEqual({ free: '59.5', held: '40.5' });
  });

  it('refuses a hold when free is short and changes nothing', () => {
    const ledger = ledgerWith('100');
    expect(ledger.hold('u1', 'USDT', d('100.00000001'))).toBe(false);
    expect(snapshot(ledger)).toEqual({ free: '100', held: '0' });
    expect(ledger.hold('u1', 'USDT', d('100'))).toBe(true);
    expect(snapshot(ledger)).toEqual({ free: '0', held: '100' });
  });

  it('releases held funds back to free', () => {
    const ledger = ledgerWith('10');
    ledger.hold('u1', 'USDT', d('10'));
    ledger.release('u1', 'USDT', d('3'));
    expect(snapshot(ledger)).toEqual({ free: '3', held: '7' });
  });

  it('spends held funds and credits received ones', () => {
    const ledger = ledgerWith('10');
    ledger.hold('u1', 'USDT', d('10'));
    ledger.spendHeld('u1', 'USDT', d('6'));
    ledger.credit('u1', 'BTC', d('0.0001'));
    expect(snapshot(ledger)).toEqual({ free: '0', held: '4' });
    expect(snapshot(ledger, 'BTC')).toEqual({ free: '0.0001', held: '0' });
  });

  it('adds decimals exactly: 0.1 + 0.2 is 0.3', () => {
    const ledger = new AccountLedger();
    ledger.credit('u1', 'ETH', d('0.1'));
    ledger.credit('u1', 'ETH', d('0.2'));
    expect(ledger.free('u1', 'ETH').toString()).toBe('0.3');
    expect(ledger.hold('u1', 'ETH', d('0.3'))).toBe(true);
    expect(ledger.free('u1', 'ETH').isZero()).toBe(true);
  });

  it('never goes negative: releasing or spending more than held throws and changes nothing', () => {
    const ledger = ledgerWith('5');
    ledger.hold('u1', 'USDT', d('2'));
    expect(() => ledger.release('u1', 'USDT', d('2.1'))).toThrow(LedgerError);
    expect(() => ledger.spendHeld('u1', 'USDT', d('3'))).toThrow(LedgerError);
    expect(snapshot(ledger)).toEqual({ free: '3', held: '2' });
  });

  it('refuses negative and non-finite amounts', () => {
    const ledger = ledgerWith('5');
    expect(() => ledger.credit('u1', 'USDT', d('-1'))).toThrow(LedgerError);
    expect(() => ledger.hold('u1', 'USDT', d('-1'))).toThrow(LedgerError);
    expect(() => ledger.credit('u1', 'USDT', d('NaN'))).toThrow(LedgerError);
    expect(snapshot(ledger)).toEqual({ free: '5', held: '0' });
  });

  it('starts unknown users and tokens at 0', () => {
    const ledger = new AccountLedger();
    expect(ledger.free('nobody', 'XYZ').toString()).toBe('0');
    expect(ledger.hold('nobody', 'XYZ', d('0.00000001'))).toBe(false);
    expect(ledger.hold('nobody', 'XYZ', d('0'))).toBe(true);
  });

  it('gives the market maker unlimited funds and keeps no balance for it', () => {
    const ledger = new AccountLedger();
    expect(ledger.hold(MARKET_MAKER_ID, 'BTC', d('1e20'))).toBe(true);
    ledger.spendHeld(MARKET_MAKER_ID, 'BTC', d('1e20'));
    ledger.release(MARKET_MAKER_ID, 'BTC', d('5'));
    ledger.credit(MARKET_MAKER_ID, 'USDT', d('5'));
    expect(ledger.free(MARKET_MAKER_ID, 'BTC').gt(d('1e20'))).toBe(true);
    expect(ledger.tokens(MARKET_MAKER_ID)).toEqual([]);
    expect(ledger.feeRates(MARKET_MAKER_ID).taker.isZero()).toBe(true);
  });

  it('gives each user its fee rates, the defaults when it has none', () => {
    const vip = { maker: d('0'), taker: d('0.0005') };
    const ledger = new AccountLedger((userId) => (userId === 'vip' ? vip : undefined));
    expect(ledger.feeRates('vip')).toBe(vip);
    expect(ledger.feeRates('u1')).toBe(DEFAULT_FEE_RATES);
    expect(DEFAULT_FEE_RATES.maker.toString()).toBe('0.001');
  });

  it('keeps held funds when the free balance is set (reset)', () => {
    const ledger = ledgerWith('10');
    ledger.hold('u1', 'USDT', d('4'));
    ledger.setFree('u1', 'USDT', d('100'));
    expect(snapshot(ledger)).toEqual({ free: '100', held: '4' });
  });
});
