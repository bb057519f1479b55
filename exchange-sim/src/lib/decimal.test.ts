import { formatUnits, parseUnits, stepInUnits } from './decimal';
import { createRandom, deriveSeed } from './prng';

describe('formatUnits', () => {
  it.each([
    [123456, 2, '1234.56'],
    [5, 5, '0.00005'],
    [0, 2, '0.00'],
    [6500000, 0, '6500000'],
    [-15, 1, '-1.5'],
    [1, 8, '0.00000001'],
  ])('formats %d units at %d decimals as %s', (units, decimals, text) => {
    expect(formatUnits(units, decimals)).toBe(text);
  });

  it('refuses a non-integer count', () => {
    expect(() => formatUnits(1.5, 2)).toThrow(RangeError);
  });
});

describe('parseUnits', () => {
  it('parses a decimal string into whole units', () => {
    expect(parseUnits('65000.01', 2)).toBe(6500001);
    expect(parseUnits('0.05234', 5)).toBe(5234);
  });

  it('refuses a value finer than the precision', () => {
    expect(() => parseUnits('0.001', 2)).toThrow(RangeError);
  });
});

describe('stepInUnits', () => {
  it('gives the ticks in a merge step, or null when the step is finer than a tick', () => {
    expect(stepInUnits('100', 2)).toBe(10000);
    expect(stepInUnits('0.01', 2)).toBe(1);
    expect(stepInUnits('0.001', 2)).toBeNull();
  });
});

describe('createRandom', () => {
  it('repeats its sequence for one seed and differs for another', () => {
    const a = createRandom(deriveSeed(1, 'BTCUSDT'));
    const b = createRandom(deriveSeed(1, 'BTCUSDT'));
    const c = createRandom(deriveSeed(2, 'BTCUSDT'));
    const seqA = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(seqA);
    expect([c.next(), c.next(), c.next()]).not.toEqual(seqA);
    for (let i = 0; i < 1000; i += 1) {
      const n = a.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
  });
});
