import { seededNumbers } from '@spot/contracts/testing';
import { Dec, formatDecimal, type BookLevel } from '@spot/contracts';
import {
  buildBookView,
  deepRatioOf,
  depthWidth,
  formatRowTotal,
  levelWidth,
  maxDepth,
  maxLevel,
  MEMO_FORMAT_LIMIT,
  memoFormat,
  rowTotal,
} from './book-view';

const P = { price: 2, quantity: 4 };
const bids: BookLevel[] = [
  ['100.5', '0.1'],
  ['100', '0.2'],
  ['99.5', '0.3'],
];
const asks: BookLevel[] = [
  ['101', '1'],
  ['102', '0.5'],
];

describe('buildBookView', () => {
  const view = buildBookView(bids, asks, 3, 3, P);

  it('accumulates base totals exactly from the best level out', () => {
    expect(view.buyData.map((r) => r.total_amount)).toEqual(['0.1', '0.3', '0.6']);
    expect(view.sellData.map((r) => r.total_amount)).toEqual(['1', '1.5']);
  });

  it('accumulates quote totals as price times size, exactly', () => {
    // 100.5×0.1 = 10.05; +100×0.2 = 30.05; +99.5×0.3 = 59.9
    expect(view.buyData.map((r) => r.total_value)).toEqual(['10.05', '30.05', '59.9']);
    expect(view.sellData.map((r) => r.total_value)).toEqual(['101', '152']);
  });

  it('formats price, size and base total at the display precision', () => {
    expect(view.buyData[0]).toMatchObject({
      price: '100.5',
      calc_price: '100.50',
      calc_amount: '0.1000',
      calc_total_amount: '0.1000',
    });
  });

  it('sums sizes whose units pass 2^53 exactly too (BigInt), the same as small ones', () => {
    // 0.00000001 at scale 8 with 10^8 whole units: 10^16 units, past 2^53 - 1.
    const huge: BookLevel[] = [
      ['1.5', '100000000'],
      ['1.25', '0.00000001'],
      ['1', '3'],
    ];
    const big = buildBookView(huge, [], 3, 0, { price: 2, quantity: 8 });
    // Each size a safe count of units, their sum not: 6e15 + 4e15 + 1.
    const summed = buildBookView(
      [
        ['2', '60000000'],
        ['1', '40000000.00000001'],
      ],
      [],
      2,
      0,
      { price: 2, quantity: 8 },
    );
    expect(summed.buyData.map((r) => r.total_amount)).toEqual(['60000000', '100000000.00000001']);
    expect(big.buyData.map((r) => r.total_amount)).toEqual([
      '100000000',
      '100000000.00000001',
      '100000003.00000001',
    ]);
    expect(big.buyData.map((r) => r.calc_total_amount)).toEqual([
      '100000000.00000000',
      '100000000.00000001',
      '100000003.00000001',
    ]);
    expect(big.buyData.map((r) => r.total_value)).toEqual([
      '150000000',
      '150000000.0000000125',
      '150000003.0000000125',
    ]);
  });

  it('gives every total as decimal.js sums it, on random books, read in any order', () => {
    const next = seededNumbers(21);
    for (let round = 0; round < 60; round += 1) {
      const levels: BookLevel[] = Array.from({ length: 1 + (next() % 40) }, (_, i) => [
        `${65000 - i}.${String(next() % 100).padStart(2, '0')}`,
        round % 7 === 0
          ? `${next()}${next()}.${String(next() % 1000000).padStart(6, '0')}`
          : `${next() % 50}.${String(next() % 1000000).padStart(6, '0')}`,
      ]);
      const view = buildBookView(levels, [], 13, 0, P);
      let amount = new Dec(0);
      let value = new Dec(0);
      const expected = levels.slice(0, 13).map(([price, size]) => {
        amount = amount.plus(size);
        value = value.plus(new Dec(price).times(size));
        return [value.toFixed(), amount.toFixed(), formatDecimal(amount.toFixed(), 4)];
      });
      // The quote totals first on some rounds, last on others: each is worked out on demand.
      const read = view.buyData.map((r) =>
        round % 2 === 0
          ? [r.total_value, r.total_amount, r.calc_total_amount]
          : ([r.calc_total_amount, r.total_amount, r.total_value].reverse() as string[]),
      );
      expect(read).toEqual(expected);
      expect(view.buyData.map((r) => r.total_amount)).toEqual(expected.map((e) => e[1]));
    }
  });

  it('keeps at most the requested rows per side, each side on its own', () => {
    const short = buildBookView(bids, asks, 1, 0, P);
    expect(short.buyData).toHaveLength(1);
    expect(short.sellData).toHaveLength(0);
  });

  it('gives the best prices and their mid', () => {
    expect(view.buyOnePrice).toBe('100.5');
    expect(view.sellOnePrice).toBe('101');
    expect(view.avg).toBe('100.75');
  });

  it('gives no best price and no mid for an empty side', () => {
    const oneSided = buildBookView(bids, [], 3, 3, P);
    expect(oneSided.sellOnePrice).toBeNull();
    expect(oneSided.avg).toBeNull();
    expect(oneSided.deepRatio).toEqual({ buyRatio: '100', sellRatio: '0', noRatio: false });
  });

  it('weighs the whole book for the deep ratio, whatever the rows shown', () => {
    // all levels: bids 0.6, asks 1.5 → 0.6 / 2.1 = 28.57 % → 29
    const whole = { buyRatio: '29', sellRatio: '71', noRatio: false };
    expect(view.deepRatio).toEqual(whole);
    expect(buildBookView(bids, asks, 1, 1, P).deepRatio).toEqual(whole);
    // Buy-only and sell-only views show one side and still weigh both (issue 18).
    expect(buildBookView(bids, asks, 3, 0, P).deepRatio).toEqual(whole);
    expect(buildBookView(bids, asks, 0, 3, P).deepRatio).toEqual(whole);
  });
});

describe('buildBookView against decimal.js', () => {
  it('gives the same totals, depth bars and ratio on random books of mixed decimals', () => {
    const next = seededNumbers(11);
    const decimal = () => {
      const digits = next() % 9;
      const whole = String(next() % 70000);
      return digits === 0
        ? whole
        : `${whole}.${String(next()).slice(0, digits).replace(/0+$/, '') || '1'}`;
    };
    for (let round = 0; round < 60; round += 1) {
      const side = (): BookLevel[] =>
        Array.from({ length: next() % 41 }, () => [decimal(), decimal()] as BookLevel);
      const [b, a] = [side(), side()];
      const rows = next() % 20;
      const view = buildBookView(b, a, rows, rows, P);
      for (const [data, levels] of [
        [view.buyData, b],
        [view.sellData, a],
      ] as const) {
        let amount = new Dec(0);
        let value = new Dec(0);
        data.forEach((row, i) => {
          const [price, size] = levels[i] as BookLevel;
          amount = amount.plus(size);
          value = value.plus(new Dec(price).times(size));
          expect([row.total_amount, row.calc_total_amount, row.total_value]).toEqual([
            amount.toFixed(),
            formatDecimal(amount.toFixed(), P.quantity),
            value.toFixed(),
          ]);
        });
      }
      const max = maxDepth(view, 'quoteToken');
      for (const row of view.buyData) {
        const share = Dec.min(1, new Dec(row.total_value).div(max));
        expect(depthWidth(row, 'quoteToken', max)).toBe(
          `${share.times(100).toDecimalPlaces(1, Dec.ROUND_HALF_UP).toFixed()}%`,
        );
      }
      const buy = b.reduce((sum, [, size]) => sum.plus(size), new Dec(0));
      const sell = a.reduce((sum, [, size]) => sum.plus(size), new Dec(0));
      const total = buy.plus(sell);
      const buyShare = total.lte(0)
        ? null
        : buy.times(100).div(total).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toFixed();
      expect(view.deepRatio.noRatio ? null : view.deepRatio.buyRatio).toBe(buyShare);
    }
  });
});

describe('deepRatioOf', () => {
  it.each([
    ['1', '1', '50', '50'],
    ['1', '0', '100', '0'],
    ['0', '1', '0', '100'],
    ['1', '199', '1', '99'],
    // 0.5 % rounds half up for the buy share, the sell share is the rest
    ['1', '199.0000', '1', '99'],
    ['1', '3', '25', '75'],
    ['1', '7', '13', '87'],
  ])('weighs buy %s against sell %s as %s / %s', (buy, sell, b, s) => {
    expect(deepRatioOf(buy, sell)).toEqual({
      buyRatio: b,
      sellRatio: s,
      noRatio: false,
    });
  });

  it('has no ratio when both sides are empty', () => {
    expect(deepRatioOf('0', '0.000')).toEqual({
      buyRatio: '0',
      sellRatio: '0',
      noRatio: true,
    });
  });
});

describe('totals in either token', () => {
  const view = buildBookView(bids, asks, 3, 3, P);
  const row = view.buyData[2];
  if (!row) throw new Error('no row');

  it('reads the running total in base or quote', () => {
    expect(rowTotal(row, 'baseToken')).toBe('0.6');
    expect(rowTotal(row, 'quoteToken')).toBe('59.9');
  });

  it('formats a base total at the quantity precision and a quote total compactly', () => {
    expect(formatRowTotal(row, 'baseToken')).toBe('0.6000');
    expect(formatRowTotal(row, 'quoteToken')).toBe('59.90');
    const big = buildBookView([['65000', '12.5']], [], 1, 0, P).buyData[0];
    expect(big && formatRowTotal(big, 'quoteToken')).toBe('812.50K');
  });

  it('scales depth bars of both sides against the deepest shown total', () => {
    expect(maxDepth(view, 'baseToken')).toBe('1.5');
    expect(maxDepth(view, 'quoteToken')).toBe('152');
    const max = maxDepth(view, 'baseToken');
    // 0.1 / 1.5 = 6.666…% rounds to 6.7%; 0.3 / 1.5 = 20%; 0.6 / 1.5 = 40%.
    expect(view.buyData.map((r) => depthWidth(r, 'baseToken', max))).toEqual([
      '6.7%',
      '20%',
      '40%',
    ]);
    expect(view.sellData.map((r) => depthWidth(r, 'quoteToken', maxDepth(view, 'quoteToken'))))
      // 101 / 152 = 66.447…%; the deepest row fills the bar.
      .toEqual(['66.4%', '100%']);
    expect(depthWidth(row, 'baseToken', '0')).toBe('0%');
    // A phone's bars move in whole percents: 6.67 % → 7 %, 66.45 % → 66 %.
    expect(view.buyData.map((r) => depthWidth(r, 'baseToken', max, 'whole'))).toEqual([
      '7%',
      '20%',
      '40%',
    ]);
    expect(depthWidth(view.sellData[0]!, 'quoteToken', '152', 'whole')).toBe('66%');
    expect(depthWidth(row, 'baseToken', '0', 'whole')).toBe('0%');
  });

  it("measures a level bar by the level's own size against the largest shown level", () => {
    expect(maxLevel(view)).toBe('1');
    expect(view.buyData.map((r) => levelWidth(r, maxLevel(view), 'tenth'))).toEqual([
      '10%',
      '20%',
      '30%',
    ]);
    expect(view.sellData.map((r) => levelWidth(r, '1', 'whole'))).toEqual(['100%', '50%']);
    expect(levelWidth(row, '0', 'whole')).toBe('0%');
    expect(maxLevel(buildBookView([], [], 13, 13, P))).toBe('0');
  });

  it('has no depth for an empty book', () => {
    const empty = buildBookView([], [], 13, 13, P);
    expect(maxDepth(empty, 'baseToken')).toBe('0');
    expect(empty.deepRatio.noRatio).toBe(true);
  });
});

describe('memoFormat', () => {
  it('formats as formatDecimal does, truncating at the precision', () => {
    const price = memoFormat(2);
    expect(price('100.5')).toBe('100.50');
    expect(price('100.519')).toBe('100.51');
    expect(price('100.5')).toBe('100.50');
  });

  it('gives the same rows as the plain formatting', () => {
    const plain = buildBookView(bids, asks, 3, 3, P);
    const memo = buildBookView(bids, asks, 3, 3, P, {
      price: memoFormat(P.price),
      quantity: memoFormat(P.quantity),
    });
    expect(memo).toEqual(plain);
  });

  it('starts again from empty past its limit and still answers right', () => {
    const size = memoFormat(1);
    for (let i = 0; i <= MEMO_FORMAT_LIMIT + 5; i += 1) size(`${i}.25`);
    expect(size('7.25')).toBe('7.2');
    expect(size(`${MEMO_FORMAT_LIMIT + 5}.99`)).toBe(`${MEMO_FORMAT_LIMIT + 5}.9`);
  });
});
