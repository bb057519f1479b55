import { Dec } from '@spot/contracts';
import { lineKeyStep, steppedPrice } from './line-step';

describe('lineKeyStep', () => {
  it.each([
    // BTC at 65,000 (tick 0.01): 1% of the view, rounded down to 1, 2 or 5 × 10^k.
    [{ top: '65150.00', bottom: '64850.00' }, '65000.00', 2, false, '2'],
    [{ top: '65150.00', bottom: '64850.00' }, '65000.00', 2, true, '20'],
    [{ top: '75000.00', bottom: '55000.00' }, '65000.00', 2, false, '200'],
    [{ top: '65600.00', bottom: '65000.00' }, '65000.00', 2, false, '5'],
    [{ top: '66000.00', bottom: '65000.00' }, '65000.00', 2, false, '10'],
    [{ top: '65100.00', bottom: '65000.00' }, '65000.00', 2, false, '1'],
    // A narrow view of a coarse tick: never below the tick.
    [{ top: '65000.3', bottom: '65000.0' }, '65000.0', 1, false, '0.1'],
    // PEPE (8 decimals).
    [{ top: '0.00001300', bottom: '0.00001100' }, '0.00001200', 8, false, '0.00000002'],
    // No view to measure: 0.05% of the price.
    [null, '65000.00', 2, false, '20'],
    [null, '65000.00', 2, true, '200'],
    [{ top: '65000.00', bottom: '65000.00' }, '65000.00', 2, false, '20'],
    [null, '0.00001200', 8, false, '0.00000001'],
  ])(
    'moves by a step of a share of %p at %s (%i decimals, shift %p): %s',
    (view, price, d, shift, step) => {
      expect(lineKeyStep(view, price, d, shift).toFixed()).toBe(step);
    },
  );

  it('is a whole number of ticks, not the single tick, for BTC', () => {
    const step = lineKeyStep({ top: '65321.47', bottom: '64123.89' }, '65000.00', 2, false);
    expect(step.mod('0.01').isZero()).toBe(true);
    expect(step.gt('0.01')).toBe(true);
  });
});

describe('steppedPrice', () => {
  it.each([
    ['65012.37', '20', true, '65020.00'],
    ['65012.37', '20', false, '65000.00'],
    ['65020.00', '20', true, '65040.00'],
    ['65020.00', '20', false, '65000.00'],
    ['0.01', '0.01', false, null],
    ['0.00001203', '0.00000002', true, '0.00001204'],
  ])('moves %s by %s (up %p) to %p', (price, step, up, next) => {
    expect(steppedPrice(price, new Dec(step), up, price.split('.')[1]?.length ?? 0)).toBe(next);
  });
});
