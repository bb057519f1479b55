import { Profiler } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BookLevel, BusEvents, Order, RecentTrade } from '@spot/contracts';
import { createFakeHost } from '../testing/fake-host';
import { OrderBookContainer } from './order-book-container';

const symbol = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };

const levels = (from: number, dir: 1 | -1, n = 20): BookLevel[] =>
  Array.from({ length: n }, (_, i) => [(from + dir * i).toFixed(2), '0.5'] as const);

/** The price of the row under the book's keyboard cursor (its `aria-activedescendant`). */
const cursorPriceOf = (grid: HTMLElement) =>
  document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')?.querySelector('.price')
    ?.textContent;

async function setup(locale = 'en') {
  const fake = createFakeHost();
  const commits: string[] = [];
  const utils = render(
    <Profiler id="ob" onRender={(_id, phase) => commits.push(phase)}>
      <OrderBookContainer
        host={fake.host}
        slot="orderbook"
        symbol={symbol}
        locale={locale}
        theme="dark"
      />
    </Profiler>,
  );
  const setBook = (bids: BookLevel[], asks: BookLevel[], step = '0.01', name = 'BTCUSDT') =>
    fake.book(name, step).set({ symbolName: name, step, bids, asks, status: 'ready', ts: 1 });
  const frame = () => act(() => fake.frame());
  // The namespace loads asynchronously; let it settle so later renders are the test's own.
  await act(async () => undefined);
  return { ...fake, ...utils, commits, setBook, frame };
}

const rowsOf = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll<HTMLElement>('.book-row')].map((row) => ({
    price: row.querySelector('.price')?.textContent,
    size: row.querySelector('.size')?.textContent,
    total: row.querySelector('.total')?.textContent,
    own: row.classList.contains('own'),
    // The share of the row its depth bar covers (0 until a level is shown).
    depth: row.querySelector<HTMLElement>('.depth')?.style.width || '0%',
  }));

describe('OrderBookContainer', () => {
  it('paints 13 rows a side from the host book, best ask next to the spread', async () => {
    const t = await setup();
    t.setBook(levels(100, -1), levels(101, 1));
    t.frame();
    const bids = rowsOf('bids');
    const asks = rowsOf('asks');
    expect(bids).toHaveLength(13);
    expect(asks).toHaveLength(13);
    expect(bids[0]).toMatchObject({ price: '100.00', size: '0.5000', total: '0.5000', own: false });
    expect(bids[12]?.total).toBe('6.5000');
    // asks are drawn worst first: the best ask is the last row, above the spread line
    expect(asks[12]?.price).toBe('101.00');
    expect(asks[0]?.price).toBe('113.00');
    expect(screen.getByTestId('deep-ratio').textContent).toContain('50%');
  });

  it('draws each depth bar as an element under the cells, hidden from assistive tech', async () => {
    const t = await setup();
    t.setBook(levels(100, -1), levels(101, 1));
    t.frame();
    for (const row of screen.getByTestId('bids').querySelectorAll<HTMLElement>('.book-row')) {
      const bar = row.firstElementChild as HTMLElement;
      expect(bar.className).toBe('depth');
      expect(bar.getAttribute('aria-hidden')).toBe('true');
      expect(bar.style.width).toMatch(/^\d+(\.\d+)?%$/);
      // No image to draw at every repaint.
      expect(row.style.backgroundSize).toBe('');
    }
  });
  it("writes every figure for the page's locale: the book, the last price and the trades", async () => {
    const t = await setup('es');
    t.setBook(levels(100, -1), levels(101, 1));
    t.ticker('BTCUSDT').set({
      symbolName: 'BTCUSDT',
      ticker: { lastPrice: '100.5' } as never,
      ts: 1,
    });
    t.frame();
    expect(rowsOf('bids')[0]).toMatchObject({ price: '100,00', size: '0,5000', total: '0,5000' });
    expect(screen.getByTestId('last-price').textContent).toBe('100,50');
    expect(screen.getByTestId('deep-ratio').textContent).toContain('50\u00a0%');
    fireEvent.click(screen.getByRole('tab', { name: 'latestTrades' }));
    t.trades('BTCUSDT').set({
      symbolName: 'BTCUSDT',
      trades: [{ execId: '1', execPrice: '101.2', execQty: '0.1', execTime: 0, side: 'Buy' }],
      ts: 1,
    });
    t.frame();
    const [row] = within(screen.getByTestId('trades')).getAllByRole('row');
    expect(row?.querySelector('.price')?.textContent).toBe('101,20');
    expect(row?.querySelector('.quantity')?.textContent).toBe('0,1000');
  });

  it('paints frames without rendering React and touches only the cells that changed', async () => {
    const t = await setup();
    t.setBook(levels(100, -1), levels(101, 1));
    t.frame();
    const commits = t.commits.length;
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((r) => records.push(...r));
    observer.observe(screen.getByTestId('orderbook'), {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    // The same content again: nothing is written.
    t.setBook(levels(100, -1), levels(101, 1));
    t.frame();
    expect(observer.takeRecords()).toEqual([]);
    // One deep bid moves: only its price cell is written.
    const bids = levels(100, -1);
    bids[12] = ['87.50', '0.5'];
    t.setBook(bids, levels(101, 1));
    t.frame();
    const touched = observer.takeRecords();
    observer.disconnect();
    expect(touched.length).toBeGreaterThan(0);
    for (const record of touched) {
      // A cell's text is written into its text node: the record's target is that node.
      const target = record.target;
      const cell = (
        target.nodeType === Node.TEXT_NODE ? target.parentElement : target
      ) as HTMLElement;
      expect(cell.className).toBe('price');
      expect([...screen.getByTestId('bids').children].indexOf(cell.parentElement as Element)).toBe(
        12,
      );
    }
    expect(rowsOf('bids')[12]?.price).toBe('87.50');
    expect(t.commits.length).toBe(commits);
  });

  it('moves one row for a level that enters, leaving the text of the rows below alone', async () => {
    const t = await setup();
    t.setBook(levels(100, -1), levels(101, 1));
    t.frame();
    const bidsEl = screen.getByTestId('bids');
    const before = [...bidsEl.children];
    const observer = new MutationObserver(() => undefined);
    observer.observe(screen.getByTestId('orderbook'), {
      subtree: true,
      childList: true,
      characterData: true,
    });
    // A new best bid at 100.50 and a new best ask at 100.75: every row of both sides moves
    // down a place (the asks up, drawn worst first), and the worst level of each side leaves.
    t.setBook([['100.50', '2'], ...levels(100, -1)], [['100.75', '3'], ...levels(101, 1)]);
    t.frame();
    const records = observer.takeRecords();
    observer.disconnect();
    const written = new Set(
      records
        .filter((r) => r.type === 'characterData')
        .filter((r) => ['price', 'size'].includes(r.target.parentElement?.className ?? ''))
        .map((r) => r.target.parentElement?.parentElement),
    );
    // Only the two moved rows (one a side) got a new price and size: the rows whose level
    // left. (Every running total below a new best level changes, and is rewritten.)
    expect(written).toEqual(new Set([before[12], screen.getByTestId('asks').children[12]]));
    expect(records.filter((r) => r.type === 'childList' && r.addedNodes.length > 0)).toHaveLength(
      2,
    );
    expect([...bidsEl.children]).toEqual([before[12], ...before.slice(0, 12)]);
    expect(rowsOf('bids').map((row) => row.price)).toEqual([
      '100.50',
      ...levels(100, -1, 12).map(([price]) => price),
    ]);
    expect(rowsOf('asks').map((row) => row.price)).toEqual([
      ...levels(101, 1, 12)
        .map(([price]) => price)
        .reverse(),
      '100.75',
    ]);
    // A click reads the level of the row element, wherever it moved.
    const picks: BusEvents['orderbook/price-picked'][] = [];
    t.host.bus.on('orderbook/price-picked', (p) => picks.push(p));
    fireEvent.click(bidsEl.children[1] as HTMLElement);
    expect(picks).toEqual([{ price: '100.00', rowSide: 'bid', cumulativeQty: '2.5' }]);
  });

  it('shows nothing of a book that is not ready, of another step or of another symbol', async () => {
    const t = await setup();
    t.setBook(levels(100, -1), levels(101, 1));
    t.frame();
    t.book('BTCUSDT', '0.01').set({
      symbolName: 'BTCUSDT',
      step: '0.01',
      bids: levels(100, -1),
      asks: [],
      status: 'empty',
      ts: 2,
    });
    t.frame();
    expect(rowsOf('bids').every((r) => r.price === '')).toBe(true);
    t.book('BTCUSDT', '0.01').set({
      symbolName: 'ETHUSDT',
      step: '0.01',
      bids: levels(100, -1),
      asks: levels(101, 1),
      status: 'ready',
      ts: 3,
    });
    t.frame();
    expect(rowsOf('asks').every((r) => r.price === '')).toBe(true);
  });

  it('emits orderbook/price-picked with the row price, side and cumulative quantity', async () => {
    const t = await setup();
    t.setBook(levels(100, -1), levels(101, 1));
    t.frame();
    const picks: BusEvents['orderbook/price-picked'][] = [];
    t.host.bus.on('orderbook/price-picked', (p) => picks.push(p));
    const bidRows = screen.getByTestId('bids').querySelectorAll<HTMLElement>('.book-row');
    fireEvent.click(bidRows[2]?.querySelector('.size') as HTMLElement);
    const askRows = screen.getByTestId('asks').querySelectorAll<HTMLElement>('.book-row');
    fireEvent.click(askRows[12] as HTMLElement);
    expect(picks).toEqual([
      { price: '98.00', rowSide: 'bid', cumulativeQty: '1.5' },
      { price: '101.00', rowSide: 'ask', cumulativeQty: '0.5' },
    ]);
  });

  it('picks a price from the keyboard: arrows move a cursor over the levels, Enter picks', async () => {
    const t = await setup();
    t.setBook(levels(100, -1, 3), levels(101, 1, 2));
    t.frame();
    const picks: BusEvents['orderbook/price-picked'][] = [];
    t.host.bus.on('orderbook/price-picked', (p) => picks.push(p));
    const grid = screen.getByRole('grid', { name: 'title' });
    expect(grid.tabIndex).toBe(0);
    grid.focus();
    const cursorPrice = () => cursorPriceOf(grid);
    // Down from nowhere: the best bid; up from there: the best ask, then the next ask up.
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(cursorPrice()).toBe('100.00');
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(cursorPrice()).toBe('101.00');
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(cursorPrice()).toBe('102.00');
    fireEvent.keyDown(grid, { key: 'Enter' });
    // The book moves: the cursor stays on its level's row, and Space picks what it shows.
    t.setBook(levels(99, -1, 3), levels(101, 1, 4));
    t.frame();
    expect(cursorPrice()).toBe('102.00');
    fireEvent.keyDown(grid, { key: ' ' });
    fireEvent.keyDown(grid, { key: 'Escape' });
    expect(grid.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(picks.map((p) => [p.price, p.rowSide])).toEqual([
      ['102.00', 'ask'],
      ['102.00', 'ask'],
    ]);
  });

  it("keeps the keyboard's cursor on its level while the book moves, or on its place when the level leaves", async () => {
    const t = await setup();
    t.setBook(levels(100, -1, 4), levels(101, 1, 2));
    t.frame();
    const grid = screen.getByRole('grid', { name: 'title' });
    grid.focus();
    const cursorPrice = () => cursorPriceOf(grid);
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(cursorPrice()).toBe('99.00');
    // A better bid enters: 99.00 moves down a place, and the cursor with it.
    const bids = (...prices: number[]): BookLevel[] => prices.map((p) => [p.toFixed(2), '0.5']);
    t.setBook(bids(100.5, 100, 99, 98, 97), levels(101, 1, 2));
    t.frame();
    expect(cursorPrice()).toBe('99.00');
    // 99.00 leaves: the cursor stays at its place (the third), on the level now shown there.
    t.setBook(bids(100.5, 100, 98, 97), levels(101, 1, 2));
    t.frame();
    expect(cursorPrice()).toBe('98.00');
  });

  it('emits nothing for a click on an empty row', async () => {
    const t = await setup();
    t.setBook(levels(100, -1, 2), []);
    t.frame();
    const picks: unknown[] = [];
    t.host.bus.on('orderbook/price-picked', (p) => picks.push(p));
    const bidRows = screen.getByTestId('bids').querySelectorAll<HTMLElement>('.book-row');
    fireEvent.click(bidRows[5] as HTMLElement);
    fireEvent.click(screen.getByTestId('asks').querySelector('.book-row') as HTMLElement);
    expect(picks).toEqual([]);
  });

  it('greys out and says so while the host is not live, for book and trades', async () => {
    const t = await setup();
    expect(screen.getByTestId('orderbook').dataset.live).toBe('true');
    act(() => t.setConnection('stale'));
    expect(screen.getByTestId('orderbook').dataset.live).toBe('false');
    expect(screen.getByTestId('orderbook').className).toContain('not-live');
    expect(screen.getAllByRole('status', { hidden: true }).map((s) => s.textContent)).toEqual([
      'notLive',
      'tradesNotLive',
    ]);
    act(() => t.setConnection('live'));
    expect(screen.queryAllByRole('status', { hidden: true })).toEqual([]);
  });

  it('switches between the book and trades tabs under the wide layout', async () => {
    await setup();
    expect(screen.getByTestId('orderbook').dataset.layout).toBe('tabs');
    expect(screen.getByTestId('trades-panel').hidden).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'latestTrades' }));
    expect(screen.getByTestId('trades-panel').hidden).toBe(false);
    expect(screen.getByTestId('book-panel').hidden).toBe(true);
    expect(screen.getByRole('tab', { name: 'latestTrades' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows book and trades side by side on the wide layout, without tabs', async () => {
    const t = await setup();
    act(() => t.setWidthClass('wide'));
    expect(screen.getByTestId('orderbook').dataset.layout).toBe('side-by-side');
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.getByTestId('trades-panel').hidden).toBe(false);
    expect(screen.getByTestId('book-panel').hidden).toBe(false);
  });

  it('shows one side on 26 rows in the buy-only and sell-only modes and keeps the choice', async () => {
    const t = await setup();
    t.setBook(levels(100, -1, 30), levels(101, 1, 30));
    fireEvent.click(screen.getByRole('button', { name: 'viewBuyOnly' }));
    t.frame();
    expect(rowsOf('bids')).toHaveLength(26);
    expect(rowsOf('asks')).toHaveLength(0);
    expect(rowsOf('bids')[25]?.price).toBe('75.00');
    expect(t.prefs.get('orderbook.settings')).toMatchObject({ viewMode: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'viewSellOnly' }));
    t.frame();
    expect(rowsOf('asks')).toHaveLength(26);
    expect(rowsOf('bids')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'viewLeftRight' }));
    t.frame();
    // side by side, both ladders start with their best price at the top
    expect(rowsOf('asks')[0]?.price).toBe('101.00');
    expect(rowsOf('bids')[0]?.price).toBe('100.00');
    expect(screen.getByRole('button', { name: 'viewLeftRight' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('draws cumulative depth bars against the deepest shown total of either side', async () => {
    const t = await setup();
    // Bids: 13 rows of 0.5 (deepest total 6.5). Asks: 13 rows of 1 (deepest total 13).
    t.setBook(
      levels(100, -1),
      levels(101, 1).map(([price]) => [price, '1'] as const),
    );
    t.frame();
    const bids = rowsOf('bids');
    const asks = rowsOf('asks');
    // 0.5 / 13 = 3.846…% → 3.8%; 6.5 / 13 = 50%; the deepest ask fills the row.
    expect(bids[0]?.depth).toBe('3.8%');
    expect(bids[12]?.depth).toBe('50%');
    expect(asks[12]?.depth).toBe('7.7%');
    expect(asks[0]?.depth).toBe('100%');
    // A side that empties draws no bars; the other side is now the deepest.
    t.setBook(levels(100, -1), []);
    t.frame();
    expect(rowsOf('asks').map((row) => row.depth)).toEqual(Array(13).fill('0%'));
    expect(rowsOf('bids')[12]?.depth).toBe('100%');
  });

  it("shows a phone price and size only, each bar its level's size", async () => {
    const t = await setup();
    act(() => t.setWidthClass('mobile'));
    t.setBook(
      levels(100, -1),
      levels(101, 1).map(([price]) => [price, '1'] as const),
    );
    t.frame();
    const bids = rowsOf('bids');
    expect(bids[0]).toMatchObject({ price: '100.00', size: '0.5000', total: '' });
    expect(bids.every((row) => row.total === '')).toBe(true);
    // Every bid level holds 0.5 against the largest level shown, an ask of 1.
    expect(bids.map((row) => row.depth)).toEqual(Array(13).fill('50%'));
    expect(rowsOf('asks').map((row) => row.depth)).toEqual(Array(13).fill('100%'));
    // One level grows to 3: its own bar fills the row, the others rescale to a third.
    t.setBook(
      levels(100, -1).map(([price], i) => [price, i === 4 ? '3' : '0.5'] as const),
      levels(101, 1).map(([price]) => [price, '1'] as const),
    );
    t.frame();
    expect(
      rowsOf('bids')
        .map((row) => row.depth)
        .slice(3, 6),
    ).toEqual(['17%', '100%', '17%']);
    expect(rowsOf('asks')[0]?.depth).toBe('33%');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'totalType' })).toBeNull();
    // Back on a desktop width, the total column returns.
    act(() => t.setWidthClass('desktop'));
    t.frame();
    // 12 × 0.5 + 3 = 9 against the asks' 13.
    expect(rowsOf('bids')[12]).toMatchObject({ total: '9.0000', depth: '69.2%' });
    expect(rowsOf('bids')[0]?.depth).toBe('3.8%');
  });

  describe("a phone's rows: as many as the screen below the book holds", () => {
    const realRect = Element.prototype.getBoundingClientRect;
    const realHeight = window.innerHeight;
    /** A laid-out page: the book's body 400 px from the top, 28 px under it to the book's end. */
    const layOut = (rowsOnPage: () => number) => {
      Element.prototype.getBoundingClientRect = function rect(this: Element) {
        const body = 400 + rowsOnPage() * 2 * 24 + 30;
        const box = (top: number, height: number) =>
          ({ top, bottom: top + height, height }) as DOMRect;
        if (this.classList.contains('book-body')) return box(400, body - 400);
        if (this.classList.contains('spread')) return box(400, 30);
        if (this.classList.contains('orderbook')) return box(300, body + 28 - 300);
        return box(0, 0);
      };
    };
    afterEach(() => {
      Element.prototype.getBoundingClientRect = realRect;
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: realHeight });
      document.documentElement.style.scrollPaddingBottom = '';
      jest.useRealTimers();
    });

    it('shows 6 rows a side on an 844 px phone under a 72 px bar, and 13 again on a desktop', async () => {
      jest.useFakeTimers();
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
      document.documentElement.style.scrollPaddingBottom = '72px';
      const t = await setup();
      layOut(() => rowsOf('bids').length);
      act(() => t.setWidthClass('mobile'));
      t.setBook(levels(100, -1), levels(101, 1));
      t.frame();
      // 844 - 400 - 72 - 28 - 30 = 314 px: 6 rows of 24 px a side, best levels kept.
      expect(rowsOf('bids')).toHaveLength(6);
      expect(rowsOf('asks')).toHaveLength(6);
      expect(rowsOf('bids')[0]?.price).toBe('100.00');
      expect(rowsOf('asks')[5]?.price).toBe('101.00');
      expect(screen.getByTestId('orderbook').style.getPropertyValue('--book-rows')).toBe('6');
      // A taller screen (turned, resized): measured again within 100 ms.
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 940 });
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(100);
      });
      t.frame();
      expect(rowsOf('bids')).toHaveLength(8);
      act(() => t.setWidthClass('desktop'));
      t.frame();
      expect(rowsOf('bids')).toHaveLength(13);
    });

    it('keeps at least 3 rows a side on a short screen, and its count while hidden', async () => {
      jest.useFakeTimers();
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 560 });
      const t = await setup();
      layOut(() => rowsOf('bids').length);
      act(() => t.setWidthClass('mobile'));
      t.frame();
      expect(rowsOf('bids')).toHaveLength(3);
      // Another section shown: nothing is laid out, and nothing is measured from it.
      Element.prototype.getBoundingClientRect = () => ({ top: 0, bottom: 0, height: 0 }) as DOMRect;
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 2000 });
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(100);
      });
      expect(rowsOf('bids')).toHaveLength(3);
    });
  });

  it('counts the total column in the quote token when chosen', async () => {
    const t = await setup();
    t.setBook(levels(100, -1), levels(101, 1));
    fireEvent.change(screen.getByRole('combobox', { name: 'totalType' }), {
      target: { value: 'quoteToken' },
    });
    t.frame();
    // 100 × 0.5 + 99 × 0.5 = 99.5
    expect(rowsOf('bids')[1]?.total).toBe('99.50');
  });

  it('asks for the saved merge step and remembers a new choice per symbol', async () => {
    const t = await setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'mergeStep' }), {
      target: { value: '1' },
    });
    expect(t.book('BTCUSDT', '1').listeners()).toBe(1);
    expect(t.book('BTCUSDT', '0.01').listeners()).toBe(0);
    expect(t.prefs.get('orderbook.settings')).toMatchObject({ mergeSteps: { BTCUSDT: '1' } });
  });

  it("marks the rows of the trader's open orders", async () => {
    const markedAsks = () =>
      rowsOf('asks')
        .filter((r) => r.own)
        .map((r) => r.price);
    const t = await setup();
    t.setBook(levels(100, -1), levels(101, 1));
    const order = {
      orderId: '1',
      clientOrderId: 'c',
      symbolId: 'BTCUSDT',
      side: 'SELL',
      type: 'LIMIT',
      price: '103.00',
      origQty: '1',
      executedQty: '0',
      status: 'NEW',
      time: 1,
    } as Order;
    act(() => t.setOpenOrders([order]));
    t.frame();
    expect(markedAsks()).toEqual(['103.00']);
    // A new best ask moves every ask row a place; the mark stays with 103.00, on the phone too.
    act(() => t.setWidthClass('mobile'));
    t.setBook(levels(100, -1), [['100.50', '1'], ...levels(101, 1)]);
    t.frame();
    expect(markedAsks()).toEqual(['103.00']);
    act(() => t.setOpenOrders([]));
    expect(markedAsks()).toEqual([]);
  });

  it('shows the last price with its direction on the spread line', async () => {
    const t = await setup();
    const tick = (lastPrice: string) =>
      t.ticker('BTCUSDT').set({
        symbolName: 'BTCUSDT',
        ticker: { lastPrice } as never,
        ts: 1,
      });
    const last = screen.getByTestId('last-price');
    expect(last.textContent).toBe('--');
    tick('100.5');
    t.frame();
    expect(last.textContent).toBe('100.50');
    tick('100.7');
    t.frame();
    expect(last.dataset.direction).toBe('up');
    tick('100.1');
    t.frame();
    expect(last.dataset.direction).toBe('down');
  });
});

describe('latest trades', () => {
  const trade = (id: number, side: 'Buy' | 'Sell' = 'Buy'): RecentTrade => ({
    execId: String(id),
    execPrice: `${100 + id / 100}`,
    execQty: '0.1',
    execTime: Date.UTC(2030, 0, 1, 0, 0, id % 60),
    side,
  });
  const list = (from: number, n: number): RecentTrade[] =>
    Array.from({ length: n }, (_, i) => trade(from - i, (from - i) % 2 ? 'Sell' : 'Buy'));

  it('paints price, quantity, time and side, newest first, at most 100', async () => {
    const t = await setup();
    fireEvent.click(screen.getByRole('tab', { name: 'latestTrades' }));
    t.trades('BTCUSDT').set({ symbolName: 'BTCUSDT', trades: list(120, 120), ts: 1 });
    t.frame();
    const rows = within(screen.getByTestId('trades')).getAllByRole('row');
    expect(rows).toHaveLength(100);
    expect(rows[0]?.textContent).toBe('101.200.100000:00:00');
    expect(rows[0]?.className).toContain('buy');
    expect(rows[1]?.className).toContain('sell');
  });

  it('adds new trades at the top without rewriting the rows already shown', async () => {
    const t = await setup();
    fireEvent.click(screen.getByRole('tab', { name: 'latestTrades' }));
    t.trades('BTCUSDT').set({ symbolName: 'BTCUSDT', trades: list(100, 100), ts: 1 });
    t.frame();
    const body = screen.getByTestId('trades');
    const oldTop = body.firstElementChild;
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((r) => records.push(...r));
    observer.observe(body, { subtree: true, childList: true, characterData: true });
    t.trades('BTCUSDT').set({ symbolName: 'BTCUSDT', trades: list(102, 100), ts: 2 });
    t.frame();
    const touched = observer.takeRecords();
    observer.disconnect();
    expect(body.children).toHaveLength(100);
    expect(body.children[2]).toBe(oldTop);
    // Only the two new rows (moved from the bottom) are written; the others are untouched.
    const rowsWritten = new Set(
      touched
        .map((r) => {
          const el = r.target.nodeType === Node.TEXT_NODE ? r.target.parentElement : r.target;
          return (el as HTMLElement).closest?.('.trade-row') ?? el;
        })
        .filter((el) => el !== body),
    );
    expect(rowsWritten.size).toBe(2);
    expect((body.children[0] as HTMLElement).dataset.id).toBe('102');
  });

  it('does not paint trades of another symbol', async () => {
    const t = await setup();
    fireEvent.click(screen.getByRole('tab', { name: 'latestTrades' }));
    t.trades('BTCUSDT').set({ symbolName: 'ETHUSDT', trades: list(5, 5), ts: 1 });
    t.frame();
    expect(screen.getByTestId('trades').children).toHaveLength(0);
  });
});
