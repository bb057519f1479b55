import type { OrderBookData, WireLevel } from '@spot/contracts';
import { groupLevels } from '@spot/contracts';
import { Dec } from '../lib/decimal';
import { Market } from '../market/market';
import { FakeLedger } from '../testing/fake-ledger';
import { diffLevels, groupBook } from './book-view';
import { OrderBookChannel } from './channels';

const START = Date.UTC(2030, 0, 1);

describe('groupBook', () => {
  it('equals grouping the whole raw book, for every symbol and offered step', () => {
    const market = new Market({ seed: 9, bookRate: 10, startedAt: START, warmupSteps: 100 });
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 20; i += 1) market.stepAll(START + round * 2000 + i * 100);
      for (const info of market.symbolInfos()) {
        const sm = market.get(info.symbolName);
        if (!sm || sm.book.bids.count === 0) continue;
        const { pricePrecision: pp, quantityPrecision: qp } = sm;
        for (const step of info.digitMerge.split(',')) {
          const full = {
            b: groupLevels(sm.book.bids.toWire(pp, qp), step, 'bid', 40),
            a: groupLevels(sm.book.asks.toWire(pp, qp), step, 'ask', 40),
          };
          expect(groupBook(sm, step, 40)).toEqual(full);
        }
      }
    }
  });
});

describe('diffLevels', () => {
  const prev: WireLevel[] = [
    ['100.5', '1'],
    ['100.4', '2'],
    ['99.9', '3'],
  ];

  it.each<[string, WireLevel[], 'bid' | 'ask', WireLevel[]]>([
    ['nothing for an equal side', prev, 'bid', []],
    [
      'a resized level with its new size',
      [
        ['100.5', '1'],
        ['100.4', '5'],
        ['99.9', '3'],
      ],
      'bid',
      [['100.4', '5']],
    ],
    [
      'a vanished level with size 0',
      [
        ['100.5', '1'],
        ['99.9', '3'],
      ],
      'bid',
      [['100.4', '0']],
    ],
    [
      'new and vanished levels best first for bids',
      [
        ['100.6', '4'],
        ['100.5', '1'],
        ['100.4', '2'],
      ],
      'bid',
      [
        ['100.6', '4'],
        ['99.9', '0'],
      ],
    ],
  ])('gives %s', (_name, next, side, expected) => {
    expect(diffLevels(prev, next, side)).toEqual(expected);
  });

  it('orders ask changes lowest first, across integer-part lengths', () => {
    const before: WireLevel[] = [
      ['99.5', '1'],
      ['100.5', '1'],
    ];
    const after: WireLevel[] = [
      ['9.5', '1'],
      ['100.5', '2'],
    ];
    expect(diffLevels(before, after, 'ask')).toEqual([
      ['9.5', '1'],
      ['99.5', '0'],
      ['100.5', '2'],
    ]);
  });
});

describe('the public book of the engine', () => {
  it('groups a user order with the maker quotes and sends it as the next delta', () => {
    const ledger = new FakeLedger({ unlimited: ['mm'] });
    ledger.deposit('alice', 'USDT', '1000000');
    const market = new Market({ seed: 9, bookRate: 10, startedAt: START, warmupSteps: 50, ledger });
    const sm = market.get('BTCUSDT');
    if (!sm) throw new Error('no BTCUSDT');
    const channel = new OrderBookChannel('orderBook.40.1.BTCUSDT', sm, '1', new Map());
    const before = channel.snapshot();
    const [price, size] = before.b[0] ?? ['0', '0'];
    const deltas: OrderBookData[] = [];
    market.onChange((change) => deltas.push(...channel.deltas(change)));
    const placed = market.engine.placeOrder(
      { userId: 'alice', symbolId: 'BTCUSDT', side: 'BUY', type: 'LIMIT', price, qty: '2.5' },
      START,
    );
    expect(placed.kind).toBe('accepted');
    expect(deltas).toEqual([
      {
        s: 'BTCUSDT',
        b: [[price, new Dec(size).plus('2.5').toFixed(6)]],
        a: [],
        u: before.u + 1,
        seq: sm.book.seq,
      },
    ]);
    expect(channel.snapshot().b[0]).toEqual([price, new Dec(size).plus('2.5').toFixed(6)]);
  });
});
