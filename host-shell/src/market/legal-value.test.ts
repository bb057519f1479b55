import { legalValue } from './legal-value';

const rates = { USDT: { USD: '1', EUR: '0.92' }, BTC: { USD: '65000.5' } };

describe('legalValue', () => {
  it.each([
    ['65000.129', 'USDT', 'USD', '$65,000.12'],
    ['0.05234', 'BTC', 'USD', '$3,402.12'],
    ['1234567.5', 'USDT', 'EUR', '€1,135,802.10'],
    ['0.01', 'USDT', 'USD', '$0.01'],
    ['0.009999', 'USDT', 'USD', '$0.009999'],
    ['0.0000123766', 'USDT', 'USD', '$0.00001237'],
    ['0.00000000123456', 'USDT', 'USD', '$0.000000001234'],
    ['0', 'USDT', 'USD', '$0.00'],
  ])('%s %s in %s is %s', (price, quote, fiat, expected) => {
    expect(legalValue(price, quote, rates, fiat)).toBe(expected);
  });

  it("writes money as the page's locale does, every digit kept", () => {
    expect(legalValue('65000.129', 'USDT', rates, 'USD', 'es')).toBe('65.000,12\u00a0$');
    expect(legalValue('65000.129', 'USDT', rates, 'USD', 'ja')).toBe('$65,000.12');
    expect(legalValue('0.0000123766', 'USDT', rates, 'USD', 'es')).toBe('0,00001237\u00a0$');
    // Arabic: Latin digits, with the marks that keep the amount reading left to right.
    const ar = legalValue('65000.129', 'USDT', rates, 'USD', 'ar') ?? '';
    expect(ar).toContain('65,000.12');
    expect(ar).toContain('\u2068US$\u2069');
  });

  it('gives nothing without a rate or for a price that is not a decimal', () => {
    expect(legalValue('1', 'DOGE', rates)).toBeNull();
    expect(legalValue('1e3', 'USDT', rates)).toBeNull();
    expect(legalValue('1', 'USDT', { USDT: { usd: '1' } }, 'usd')).toBeNull();
  });
});
