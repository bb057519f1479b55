import { makeSymbol } from '../testing/builders';
import {
  chooseMergeStep,
  defaultMergeStep,
  finestMergeStep,
  parseDigitMerge,
  stepForPrecision,
} from './merge-step';

describe('parseDigitMerge', () => {
  it.each([
    ['0.01,0.1,1,10', ['0.01', '0.1', '1', '10']],
    ['0.01,0.01,0.1', ['0.01', '0.1']],
    ['0.05,0.1,2,10', ['0.1', '10']],
    [' 0.1 , 1 ', ['0.1', '1']],
    ['', []],
    ['abc,1e-2', []],
  ])('keeps only 0/1/dot steps of "%s", once each', (input, expected) => {
    expect(parseDigitMerge(input)).toEqual(expected);
  });
});

describe('chooseMergeStep', () => {
  const steps = ['0.01', '0.1', '1', '10'];
  it('uses the saved step when it is in the list', () => {
    expect(chooseMergeStep(steps, 2, '1')).toBe('1');
  });
  it('ignores a saved step that is not in the list and takes the precision step', () => {
    expect(chooseMergeStep(steps, 2, '100')).toBe('0.01');
  });
  it('falls back to the last step when none matches the precision', () => {
    expect(chooseMergeStep(steps, 5, null)).toBe('10');
  });
  it('gives null for a symbol without valid steps', () => {
    expect(chooseMergeStep([], 2, null)).toBeNull();
  });
  it.each([
    [0, '1'],
    [1, '0.1'],
    [4, '0.0001'],
  ])('maps precision %i to step %s', (precision, step) => {
    expect(stepForPrecision(precision)).toBe(step);
  });
});

describe('defaultMergeStep and finestMergeStep', () => {
  const btc = makeSymbol('BTC', 'USDT');

  it('open the book at the precision step, the depth at the finest, as the three users did', () => {
    const symbol = { ...btc, pricePrecision: 2, digitMerge: '0.01,0.1,1,10' };
    expect(defaultMergeStep(symbol)).toBe('0.01');
    expect(finestMergeStep(symbol)).toBe('0.01');
  });

  it('open at the last step when none matches the precision, and fall back to the tick', () => {
    const symbol = {
      ...btc,
      pricePrecision: 4,
      digitMerge: ' 0.1,1 ',
      minPricePrecision: '0.0001',
    };
    expect(defaultMergeStep(symbol)).toBe('1');
    expect(finestMergeStep(symbol)).toBe('0.1');
    const none = { ...symbol, digitMerge: 'x' };
    expect(defaultMergeStep(none)).toBeNull();
    expect(finestMergeStep(none)).toBe('0.0001');
  });
});
