import { ORDER_BOOK_VIEW_MODES } from '@spot/contracts';
import { rowsForMode, rowsPerSideFor } from './view-mode';

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
