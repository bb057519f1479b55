import { ORDER_BOOK_VIEW_MODES } from '@spot/contracts';
import {
  PHONE_MIN_ROWS_PER_SIDE,
  phoneRowsPerSide,
  rowsForMode,
  rowsPerSideFor,
} from './view-mode';

describe('rowsForMode', () => {
  it.each([
    [ORDER_BOOK_VIEW_MODES.bothSides, 13, { bids: 13, asks: 13 }],
    [ORDER_BOOK_VIEW_MODES.buyOnly, 13, { bids: 26, asks: 0 }],
    [ORDER_BOOK_VIEW_MODES.sellOnly, 13, { bids: 0, asks: 26 }],
    [ORDER_BOOK_VIEW_MODES.leftRight, 13, { bids: 26, asks: 26 }],
    [ORDER_BOOK_VIEW_MODES.buyOnly, 20, { bids: 40, asks: 0 }],
    // never more than the 40 levels the stream carries
    [ORDER_BOOK_VIEW_MODES.sellOnly, 21, { bids: 0, asks: 40 }],
  ] as const)('mode %i with %i rows a side shows %o', (mode, rows, expected) => {
    expect(rowsForMode(mode, rows)).toEqual(expected);
  });
});

describe('rowsPerSideFor (the order-area height rule)', () => {
  it.each<[number | undefined, number]>([
    [undefined, 13],
    [0, 13],
    [-10, 13],
    [Number.NaN, 13],
    // above 600 px the height is ignored: the default rows
    [601, 13],
    [2000, 13],
    // at or under 600 px: as many 24 px rows as half the height holds, at most 13
    [600, 12],
    [48, 1],
    [47, 1],
    [240, 5],
    [263, 5],
  ])('gives %p px → %i rows a side', (height, rows) => {
    expect(rowsPerSideFor(height)).toBe(rows);
  });
});

describe("phoneRowsPerSide (a phone's order area: the screen below the book)", () => {
  const place = {
    viewportHeight: 844,
    bodyTop: 424,
    spreadHeight: 30,
    belowBody: 28,
    obscuredBottom: 72,
  };

  it('fits both sides and the spread line above the bar at the bottom', () => {
    // 844 - 424 - 72 - 28 - 30 = 290 px for the rows: 6 rows of 24 px a side.
    expect(phoneRowsPerSide(place)).toBe(6);
    // Without the bar, 362 px: 7 a side.
    expect(phoneRowsPerSide({ ...place, obscuredBottom: 0 })).toBe(7);
  });

  it('never gives fewer than the least rows, however little is left', () => {
    expect(PHONE_MIN_ROWS_PER_SIDE).toBe(3);
    // 640 px: 86 px for the rows, one a side by the rule.
    expect(phoneRowsPerSide({ ...place, viewportHeight: 640 })).toBe(PHONE_MIN_ROWS_PER_SIDE);
    // 375 × 667 with the notice bar up: 163 px, the 3 a side that fit.
    expect(phoneRowsPerSide({ ...place, viewportHeight: 667, bodyTop: 374 + 45 - 50 })).toBe(3);
    // No room left at all on a short screen, the book still starting on it: the least rows.
    expect(phoneRowsPerSide({ ...place, viewportHeight: 500 })).toBe(PHONE_MIN_ROWS_PER_SIDE);
  });

  it('gives the default rows to a book laid out below the first screen (the LT page)', () => {
    expect(phoneRowsPerSide({ ...place, bodyTop: 2000, obscuredBottom: 0 })).toBe(13);
    expect(phoneRowsPerSide({ ...place, viewportHeight: 424 })).toBe(13);
    expect(phoneRowsPerSide({ ...place, viewportHeight: 425 })).toBe(PHONE_MIN_ROWS_PER_SIDE);
  });

  it('follows the spec at 600 px of rows and above: 12, then the default 13', () => {
    expect(phoneRowsPerSide({ ...place, viewportHeight: 1400 })).toBe(13);
    expect(phoneRowsPerSide({ ...place, viewportHeight: 1154 })).toBe(12);
  });

  it('gives the default for a place it cannot read', () => {
    expect(phoneRowsPerSide({ ...place, bodyTop: Number.NaN })).toBe(13);
  });
});
