import { seededNumbers } from '@spot/contracts/testing';
import { Dec, formatDecimal } from '@spot/contracts';
import {
  fractionDigits,
  midpoint,
  shareOf,
  smallShareOf,
  smallUnits,
  toUnits,
  unitsFixed,
  unitsText,
} from './fixed-point';

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
    const next = seededNumbers(7);
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

  it('reads units into a plain number exactly while they are a safe integer', () => {
    expect(smallUnits('65001.47', 4)).toBe(650014700);
    expect(smallUnits('12', 2)).toBe(1200);
    expect(smallUnits('0.000001', 6)).toBe(1);
    expect(smallUnits('0', 3)).toBe(0);
    const next = seededNumbers(11);
    for (let i = 0; i < 2000; i += 1) {
      const value = `${next() % 1000000}.${String(next() % 100000000).padStart(8, '0')}`;
      const scale = 8 + (next() % 3);
      const units = toUnits(value, scale);
      const safe = units <= BigInt(Number.MAX_SAFE_INTEGER);
      expect(smallUnits(value, scale)).toBe(safe ? Number(units) : null);
    }
  });

  it('leaves units past 2^53 - 1 and other forms to toUnits', () => {
    // 2^53 - 1 is the last safe integer; one more unit is not.
    expect(smallUnits('9007199254740991', 0)).toBe(Number.MAX_SAFE_INTEGER);
    expect(smallUnits('9007199254740992', 0)).toBeNull();
    expect(smallUnits('90071992547409.91', 2)).toBe(Number.MAX_SAFE_INTEGER);
    expect(smallUnits('90071992547409.91', 3)).toBeNull();
    expect(smallUnits('123456789012345678901234567890', 0)).toBeNull();
    for (const odd of ['-1.5', '1e5', '1.2.3', '', '12.', '.5', ' 1'])
      expect(smallUnits(odd, 4)).toBeNull();
    expect(() => smallUnits('1.25', 1)).toThrow(RangeError);
  });

  it('writes and cuts plain-number units as it does BigInt units', () => {
    const next = seededNumbers(5);
    for (let i = 0; i < 1000; i += 1) {
      const units = next() * (1 + (next() % 4000));
      const scale = next() % 10;
      const decimals = next() % 9;
      expect(unitsText(units, scale)).toBe(unitsText(BigInt(units), scale));
      expect(unitsFixed(units, scale, decimals)).toBe(unitsFixed(BigInt(units), scale, decimals));
    }
    expect(unitsText(-15, 1)).toBe('-1.5');
    expect(unitsFixed(Number.MAX_SAFE_INTEGER, 4, 2)).toBe('900719925474.09');
  });

  it('rounds a share of plain numbers as shareOf does, even near 2^53', () => {
    const next = seededNumbers(3);
    const cases: [number, number, number][] = [
      [1, 3, 1000],
      [1, 2000, 1000],
      [0, 5, 100],
      [7, 5, 100],
      // Quotients next to an integer, near 2^53.
      [2251799813685247, 4503599627370495, 1],
      [4503599813685247, 4503599627370495 + 2, 1],
    ];
    for (let i = 0; i < 3000; i += 1) {
      const whole = 1 + (next() % 2 === 0 ? next() : next() * (1 + (next() % 1000)));
      cases.push([next() % (whole + 2), whole, next() % 2 === 0 ? 100 : 1000]);
    }
    for (const [part, whole, denominator] of cases) {
      const small = smallShareOf(part, whole, denominator);
      const big = shareOf(BigInt(part), BigInt(whole), BigInt(denominator));
      if (small === null) expect(part * denominator * 2 + whole).toBeGreaterThan(2 ** 53 - 1);
      else expect(small).toBe(Number(big));
    }
    expect(smallShareOf(4e15, 5e15, 1000)).toBeNull();
  });

  it('halves two prices exactly as decimal.js does', () => {
    expect(midpoint('100.5', '101')).toBe('100.75');
    expect(midpoint('0.1', '0.2')).toBe('0.15');
    expect(midpoint('3', '5')).toBe('4');
    expect(midpoint('0.00000001', '0.00000002')).toBe('0.000000015');
    expect(midpoint('9007199254740991', '9007199254740993')).toBe('9007199254740992');
    const next = seededNumbers(9);
    for (let i = 0; i < 1000; i += 1) {
      const a = `${next() % 90000}.${String(next() % 10000).padStart(4, '0')}`;
      const b = `${next() % 90000}.${String(next() % 100).padStart(2, '0')}`;
      expect(midpoint(a, b)).toBe(new Dec(a).plus(b).div(2).toFixed());
    }
  });
});
