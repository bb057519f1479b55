import { Dec, formatDecimal } from '@spot/contracts';
import { fractionDigits, shareOf, toUnits, unitsFixed, unitsText } from './fixed-point';

describe('fixed-point book sums', () => {
  it('reads digits after the point', () => {
    expect(fractionDigits('65001.47')).toBe(2);
    expect(fractionDigits('12')).toBe(0);
  });

  it('turns a decimal string into units and back in the shortest form', () => {
    expect(toUnits('65001.47', 4)).toBe(650014700n);
    expect(toUnits('12', 2)).toBe(1200n);
    expect(toUnits('0.000001', 6)).toBe(1n);
    expect(unitsText(650014700n, 4)).toBe('65001.47');
    expect(unitsText(1200n, 2)).toBe('12');
    expect(unitsText(1n, 6)).toBe('0.000001');
    expect(unitsText(0n, 3)).toBe('0');
    expect(unitsText(-15n, 1)).toBe('-1.5');
    expect(unitsText(42n, 0)).toBe('42');
  });

  it('refuses a scale that would cut digits', () => {
    expect(() => toUnits('1.25', 1)).toThrow(RangeError);
  });

  it('sums and multiplies exactly as decimal.js does', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 500; i += 1) {
      const price = `${next() % 90000}.${String(next() % 100).padStart(2, '0')}`;
      const size = `${next() % 50}.${String(next() % 1000000).padStart(6, '0')}`;
      const scale = fractionDigits(price) + fractionDigits(size);
      const units = toUnits(price, fractionDigits(price)) * toUnits(size, fractionDigits(size));
      expect(unitsText(units, scale)).toBe(new Dec(price).times(size).toFixed());
      expect(unitsText(toUnits(price, 6) + toUnits(size, 6), 6)).toBe(
        new Dec(price).plus(size).toFixed(),
      );
    }
  });

  it('cuts to a fixed number of decimals as formatDecimal does', () => {
    expect(unitsFixed(15999n, 4, 2)).toBe('1.59');
    expect(unitsFixed(5n, 1, 4)).toBe('0.5000');
    expect(unitsFixed(7n, 0, 0)).toBe('7');
    expect(unitsFixed(123456n, 3, 0)).toBe('123');
    expect(unitsFixed(0n, 6, 3)).toBe('0.000');
    for (const value of ['0.000001', '12.3456789', '999', '0.1', '65001.47', '3.999999']) {
      for (const decimals of [0, 1, 2, 4, 6, 8]) {
        const scale = fractionDigits(value);
        expect(unitsFixed(toUnits(value, scale), scale, decimals)).toBe(
          formatDecimal(value, decimals),
        );
      }
    }
  });

  it('rounds a share half up and caps it at the whole', () => {
    expect(shareOf(1n, 3n, 1000n)).toBe(333n);
    expect(shareOf(2n, 3n, 1000n)).toBe(667n);
    expect(shareOf(1n, 2000n, 1000n)).toBe(1n); // 0.5 rounds up
    expect(shareOf(0n, 5n, 100n)).toBe(0n);
    expect(shareOf(7n, 5n, 100n)).toBe(100n);
  });
});
