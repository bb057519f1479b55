import { groupLevels, isMergeStep } from './group-levels';
import { Dec } from '../helpers/decimal';
import type { WireLevel } from './topics';

describe('isMergeStep', () => {
  it.each<[unknown, boolean]>([
    ['0.0001', true],
    ['0.01', true],
    ['0.1', true],
    ['1', true],
    ['10', true],
    ['100', true],
    ['0.05', false],
    ['2', false],
    ['20', false],
    ['0.10', false],
    ['1.0', false],
    ['01', false],
    ['.1', false],
    ['0', false],
    ['', false],
    ['1e-2', false],
    ['-1', false],
    ['-0.1', false],
    [' 1', false],
    [`0.${'0'.repeat(21)}1`, true],
    [`0.${'0'.repeat(22)}1`, false],
    [0.1, false],
    [10, false],
    [null, false],
    [undefined, false],
  ])('gives %p → %p', (value, expected) => {
    expect(isMergeStep(value)).toBe(expected);
  });
});

describe('groupLevels', () => {
  it.each<[string, 'bid' | 'ask', WireLevel[], string, WireLevel[]]>([
    ['rounds a bid down to the step', 'bid', [['27000.19', '1']], '0.1', [['27000.1', '1']]],
    ['rounds an ask up to the step', 'ask', [['27000.11', '1']], '0.1', [['27000.2', '1']]],
    [
      'keeps a bid exactly on a boundary in its bucket',
      'bid',
      [['27000.1', '1']],
      '0.1',
      [['27000.1', '1']],
    ],
    [
      'keeps an ask exactly on a boundary in its bucket',
      'ask',
      [['27000.1', '1']],
      '0.1',
      [['27000.1', '1']],
    ],
    [
      'moves a bid just above a boundary down to it',
      'bid',
      [['27000.10000001', '1']],
      '0.1',
      [['27000.1', '1']],
    ],
    [
      'moves an ask just above a boundary up to the next',
      'ask',
      [['27000.10000001', '1']],
      '0.1',
      [['27000.2', '1']],
    ],
    [
      'moves a bid just below a boundary down to the previous',
      'bid',
      [['27000.09999999', '1']],
      '0.1',
      [['27000.0', '1']],
    ],
    [
      'moves an ask just below a boundary up to it',
      'ask',
      [['27000.09999999', '1']],
      '0.1',
      [['27000.1', '1']],
    ],
    [
      'writes the key with the decimals of the step',
      'bid',
      [['27000', '1']],
      '0.01',
      [['27000.00', '1']],
    ],
    ['groups bids at step 10 into integer keys', 'bid', [['27015.5', '1']], '10', [['27010', '1']]],
    ['groups asks at step 10 into integer keys', 'ask', [['27015.5', '1']], '10', [['27020', '1']]],
    [
      'groups bids at step 100 into integer keys',
      'bid',
      [['27099.99', '1']],
      '100',
      [['27000', '1']],
    ],
    [
      'groups asks at step 100 into integer keys',
      'ask',
      [['27000.01', '1']],
      '100',
      [['27100', '1']],
    ],
    ['keeps an ask on a step-100 boundary', 'ask', [['27100', '1']], '100', [['27100', '1']]],
    ['groups bids at step 1', 'bid', [['27000.99', '2']], '1', [['27000', '2']]],
    ['groups small bids at step 0.0001', 'bid', [['0.05234567', '3']], '0.0001', [['0.0523', '3']]],
    ['groups small asks at step 0.0001', 'ask', [['0.05234567', '3']], '0.0001', [['0.0524', '3']]],
    [
      'keeps a small ask on a step-0.0001 boundary',
      'ask',
      [['0.0523', '3']],
      '0.0001',
      [['0.0523', '3']],
    ],
  ])('%s', (_name, side, levels, step, expected) => {
    expect(groupLevels(levels, step, side)).toEqual(expected);
  });

  it('sums the sizes of one bucket exactly', () => {
    const levels: WireLevel[] = [
      ['27000.11', '0.1'],
      ['27000.15', '0.2'],
    ];
    expect(groupLevels(levels, '0.1', 'bid')).toEqual([['27000.1', '0.3']]);
  });

  it('sums many small sizes without float drift', () => {
    const levels: WireLevel[] = Array.from({ length: 10 }, (_, i) => [`100.0${i}`, '0.1'] as const);
    expect(groupLevels(levels, '1', 'bid')).toEqual([['100', '1']]);
  });

  it('drops a bucket whose sizes sum to zero', () => {
    const levels: WireLevel[] = [
      ['27000.11', '0'],
      ['27000.15', '0'],
      ['26999.5', '1'],
    ];
    expect(groupLevels(levels, '0.1', 'bid')).toEqual([['26999.5', '1']]);
  });

  it('sorts bids best (highest) first', () => {
    const levels: WireLevel[] = [
      ['99.5', '1'],
      ['101.2', '2'],
      ['100.7', '3'],
    ];
    expect(groupLevels(levels, '1', 'bid')).toEqual([
      ['101', '2'],
      ['100', '3'],
      ['99', '1'],
    ]);
  });

  it('sorts asks best (lowest) first', () => {
    const levels: WireLevel[] = [
      ['101.2', '2'],
      ['99.5', '1'],
      ['100.7', '3'],
    ];
    expect(groupLevels(levels, '1', 'ask')).toEqual([
      ['100', '1'],
      ['101', '3'],
      ['102', '2'],
    ]);
  });

  it('sorts numerically, not by text', () => {
    const levels: WireLevel[] = [
      ['9', '1'],
      ['10', '1'],
      ['100', '1'],
    ];
    expect(groupLevels(levels, '1', 'bid').map(([price]) => price)).toEqual(['100', '10', '9']);
  });

  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
  ])('keeps at most limit %p buckets (%p of 3)', (limit, count) => {
    const levels: WireLevel[] = [
      ['103', '1'],
      ['102', '1'],
      ['101', '1'],
    ];
    const rows = groupLevels(levels, '1', 'bid', limit);
    expect(rows).toHaveLength(count);
    expect(rows[0]?.[0]).toBe(count > 0 ? '103' : undefined);
  });

  it('keeps every bucket without a limit', () => {
    const levels: WireLevel[] = Array.from({ length: 50 }, (_, i) => [`${1000 + i}`, '1'] as const);
    expect(groupLevels(levels, '1', 'ask')).toHaveLength(50);
  });

  it('applies the limit after dropping zero buckets', () => {
    const levels: WireLevel[] = [
      ['103', '0'],
      ['102', '1'],
      ['101', '1'],
    ];
    expect(groupLevels(levels, '1', 'bid', 1)).toEqual([['102', '1']]);
  });

  it('gives no rows for no levels', () => {
    expect(groupLevels([], '0.01', 'ask')).toEqual([]);
  });

  it('writes summed sizes in plain notation', () => {
    const levels: WireLevel[] = [
      ['1', '0.00000001'],
      ['1', '0.00000001'],
    ];
    expect(groupLevels(levels, '1', 'bid')).toEqual([['1', '0.00000002']]);
  });

  it('rounds an ask with more than 40 significant digits up, not down', () => {
    const price = `1.${'0'.repeat(40)}1`;
    expect(groupLevels([[price, '1']], '0.01', 'ask')).toEqual([['1.01', '1']]);
    expect(groupLevels([[price, '1']], '0.01', 'bid')).toEqual([['1.00', '1']]);
  });

  it('keeps every integer digit of a bid with more than 40 significant digits', () => {
    const price = '1234567890123456789012345678901234567890123.12345';
    expect(groupLevels([[price, '1']], '0.0001', 'bid')).toEqual([
      ['1234567890123456789012345678901234567890123.1234', '1'],
    ]);
  });

  it.each(['0.05', '2', '', '1e-2', '-1', '0.10', 'abc'])(
    'throws a RangeError for step %p',
    (step) => {
      expect(() => groupLevels([['1', '1']], step, 'bid')).toThrow(RangeError);
    },
  );
});

/** The grouping done wholly in decimal arithmetic, as the contract defines it. */
function groupInDecimals(
  levels: readonly WireLevel[],
  step: string,
  side: 'bid' | 'ask',
  limit: number,
): WireLevel[] {
  const stepDec = new Dec(step);
  const buckets = new Map<string, { price: Dec; size: Dec }>();
  for (const [price, size] of levels) {
    const mode = side === 'bid' ? Dec.ROUND_FLOOR : Dec.ROUND_CEIL;
    const bucket = new Dec(price).toNearest(stepDec, mode);
    const key = bucket.toFixed(stepDec.decimalPlaces());
    const existing = buckets.get(key);
    if (existing) existing.size = existing.size.plus(size);
    else buckets.set(key, { price: bucket, size: new Dec(size) });
  }
  return [...buckets.entries()]
    .filter(([, b]) => b.size.gt(0))
    .sort(([, x], [, y]) => (side === 'bid' ? y.price.cmp(x.price) : x.price.cmp(y.price)))
    .slice(0, limit)
    .map(([key, b]) => [key, b.size.toFixed()] as const);
}

/** A seeded generator (mulberry32), so a failing case can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('groupLevels against decimal arithmetic', () => {
  const steps = ['0.00000001', '0.0001', '0.01', '0.1', '1', '10', '100', '1000'];

  function digits(next: () => number, count: number): string {
    return Array.from({ length: count }, () => String(Math.floor(next() * 10))).join('');
  }

  /** Prices near 27,000 and near zero, on and off every step's grid, in several notations. */
  function price(next: () => number): string {
    const whole = next() < 0.3 ? '0' : String(26_990 + Math.floor(next() * 20));
    const decimals = Math.floor(next() * 10);
    const fraction = next() < 0.3 ? '0'.repeat(decimals) : digits(next, decimals);
    const plain = decimals === 0 ? whole : `${whole}.${fraction}`;
    const form = next();
    if (form < 0.05) return `0${plain}`;
    if (form < 0.1) return new Dec(plain).toExponential();
    if (form < 0.12) return `-${plain}`;
    return plain;
  }

  function size(next: () => number): string {
    const form = next();
    if (form < 0.1) return '0';
    if (form < 0.15) return '0.000';
    if (form < 0.2) return '1e-8';
    return `${Math.floor(next() * 5)}.${digits(next, Math.floor(next() * 9))}`.replace(/\.$/, '');
  }

  it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
    'gives the same rows as decimal arithmetic on random book %p',
    (seed) => {
      const next = random(seed);
      const levels: WireLevel[] = Array.from(
        { length: 1 + Math.floor(next() * 60) },
        () => [price(next), size(next)] as const,
      );
      for (const step of steps) {
        for (const side of ['bid', 'ask'] as const) {
          const limit = next() < 0.5 ? 40 : Number.POSITIVE_INFINITY;
          expect([seed, step, side, groupLevels(levels, step, side, limit)]).toEqual([
            seed,
            step,
            side,
            groupInDecimals(levels, step, side, limit),
          ]);
        }
      }
    },
  );

  it.each<[string, 'bid' | 'ask', string, string]>([
    ['an ask of zeros past the step', 'ask', '27000.1000', '0.1'],
    ['an ask of one past the step', 'ask', '27000.1001', '0.1'],
    ['a bid below the step-1000 grid', 'bid', '999.99', '1000'],
    ['an ask below the step-1000 grid', 'ask', '999.99', '1000'],
    ['an ask on the step-1000 grid', 'ask', '27000', '1000'],
    ['an ask with a fraction over the step-1000 grid', 'ask', '27000.01', '1000'],
    ['a zero ask', 'ask', '0', '10'],
    ['a zero bid with decimals', 'bid', '0.000', '0.01'],
    ['an ask that carries into a new digit', 'ask', '99.991', '0.01'],
    ['an ask that carries over the dot', 'ask', '9.95', '0.1'],
    ['an ask that carries at step 1', 'ask', '999.5', '1'],
    ['an ask that carries at step 100', 'ask', '9950', '100'],
    ['an ask under one step 100', 'ask', '0.5', '100'],
  ])('agrees on %s', (_name, side, at, step) => {
    const levels: WireLevel[] = [[at, '1.50']];
    expect(groupLevels(levels, step, side)).toEqual(groupInDecimals(levels, step, side, 1));
  });

  it('throws for a price that is not a number, like decimal arithmetic', () => {
    expect(() => groupLevels([['abc', '1']], '0.01', 'bid')).toThrow();
    expect(() => groupInDecimals([['abc', '1']], '0.01', 'bid', 1)).toThrow();
  });
});
