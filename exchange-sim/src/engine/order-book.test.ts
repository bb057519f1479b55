import type { BookEntry } from './order-book';
import { BookSide, OrderBook } from './order-book';

function entry(id: string, price: number, lots: number, queue: number): BookEntry {
  return {
    id,
    userId: 'u',
    side: 'bid',
    price,
    lots,
    queue,
    owner: null,
    level: null,
    prev: null,
    next: null,
  };
}

function queueAt(side: BookSide, price: number): string[] {
  return [...(side.level(price)?.entries() ?? [])].map((e) => `${e.id}:${e.lots}`);
}

describe('BookSide', () => {
  it('keeps bid prices best first and sums each level', () => {
    const bids = new BookSide('bid');
    bids.append(entry('a', 100, 2, 1));
    bids.append(entry('b', 102, 1, 2));
    bids.append(entry('c', 100, 3, 3));
    expect(bids.levels()).toEqual([102, 100]);
    expect(bids.get(100)).toBe(5);
    expect(bids.best()).toBe(102);
    expect(bids.worst()).toBe(100);
    expect(bids.countAtOrBetter(101)).toBe(1);
  });

  it('queues a level in arrival order and removes from anywhere in it', () => {
    const bids = new BookSide('bid');
    const [a, b, c] = [entry('a', 100, 1, 1), entry('b', 100, 2, 2), entry('c', 100, 3, 3)];
    for (const e of [a, b, c]) bids.append(e);
    bids.remove(b);
    expect(queueAt(bids, 100)).toEqual(['a:1', 'c:3']);
    expect(bids.get(100)).toBe(4);
    bids.remove(a);
    bids.remove(c);
    expect(bids.count).toBe(0);
    expect(bids.get(100)).toBeUndefined();
  });

  it('resizes an entry in place and drops it at zero', () => {
    const bids = new BookSide('bid');
    const [a, b] = [entry('a', 100, 5, 1), entry('b', 100, 2, 2)];
    bids.append(a);
    bids.append(b);
    bids.resize(a, 3);
    expect(queueAt(bids, 100)).toEqual(['a:3', 'b:2']);
    bids.resize(a, 0);
    expect(queueAt(bids, 100)).toEqual(['b:2']);
    expect(bids.get(100)).toBe(2);
  });

  it('inserts by queue number when rebuilding', () => {
    const bids = new BookSide('bid');
    bids.insertByQueue(entry('c', 100, 1, 30));
    bids.insertByQueue(entry('a', 100, 1, 10));
    bids.insertByQueue(entry('b', 100, 1, 20));
    expect(queueAt(bids, 100)).toEqual(['a:1', 'b:1', 'c:1']);
  });

  it('remembers every touched price until cleared', () => {
    const asks = new BookSide('ask');
    const a = entry('a', 101, 1, 1);
    asks.append(a);
    asks.remove(a);
    expect([...asks.touched]).toEqual([101]);
  });

  it('writes levels at the symbol precision, limited to the buckets a step needs', () => {
    const asks = new BookSide('ask');
    asks.append({ ...entry('a', 10001, 5, 1), side: 'ask' });
    asks.append({ ...entry('b', 10009, 1, 2), side: 'ask' });
    asks.append({ ...entry('c', 10011, 1, 3), side: 'ask' });
    expect(asks.toWire(2, 3)).toEqual([
      ['100.01', '0.005'],
      ['100.09', '0.001'],
      ['100.11', '0.001'],
    ]);
    // Step 0.1: 100.01 and 100.09 round up to 100.1, 100.11 to 100.2.
    expect(asks.toWire(2, 3, 10, 1)).toHaveLength(2);
  });
});

describe('OrderBook', () => {
  it('reports crossing sides', () => {
    const book = new OrderBook();
    book.bids.append(entry('a', 100, 1, 1));
    book.asks.append({ ...entry('b', 101, 1, 2), side: 'ask' });
    expect(book.isUncrossed()).toBe(true);
    book.bids.append(entry('c', 101, 1, 3));
    expect(book.isUncrossed()).toBe(false);
  });
});
