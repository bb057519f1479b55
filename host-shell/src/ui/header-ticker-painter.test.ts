/** @jest-environment jsdom */
import type { TickerSnapshot } from '@spot/contracts';
import { makeSymbol, makeTicker } from '@spot/contracts/testing';
import {
  createHeaderTickerPainter,
  headerFigures,
  headerTickerMemory,
  type HeaderFigureOptions,
  type HeaderTickerElements,
} from './header-ticker-painter';

const BTC = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT' };
const INFO = makeSymbol('BTC', 'USDT');

function options(overrides: Partial<HeaderFigureOptions> = {}): HeaderFigureOptions {
  return {
    symbol: BTC,
    info: INFO,
    locale: 'en',
    demoLabel: null,
    legalValue: (price) => `$${price}`,
    ...overrides,
  };
}

const snapshot = (
  symbolName: string,
  fields: Parameters<typeof makeTicker>[1],
): TickerSnapshot => ({
  symbolName,
  ticker: makeTicker(symbolName, fields),
  ts: 1,
});

describe('headerFigures', () => {
  it('shows dashes and the bare symbol title before the first ticker', () => {
    const { figures, tick } = headerFigures(
      { symbolName: 'BTCUSDT', ticker: null, ts: 0 },
      null,
      options(),
    );
    expect(tick).toBeNull();
    expect(figures).toMatchObject({
      lastPrice: '--',
      lastPriceClass: 'last-price flat',
      legalValue: '',
      change: { text: '--', tone: 'flat' },
      high: '--',
      low: '--',
      turnover: '--',
      title: 'BTC/USDT',
    });
  });

  it('writes every figure for the locale, and the direction of the move from the tick before', () => {
    const first = headerFigures(
      snapshot('BTCUSDT', {
        lastPrice: '64999.91',
        highPrice24h: '66000',
        lowPrice24h: '64000.5',
        turnover24h: '8590000000',
        price24hPcntE6: '-12900',
      }),
      null,
      options({ locale: 'es' }),
    );
    expect(first.figures).toMatchObject({
      lastPrice: '64999,91',
      lastPriceClass: 'last-price flat',
      legalValue: '$64999.91',
      change: { text: '-1,29\u00a0%', tone: 'down' },
      high: '66000,00',
      low: '64000,50',
      turnover: '8,59B',
      title: 'BTC/USDT 64999,91',
    });
    const up = headerFigures(snapshot('BTCUSDT', { lastPrice: '65000' }), first.tick, options());
    expect(up.figures.lastPriceClass).toBe('last-price up');
    expect(up.figures.title).toBe('BTC/USDT 65000.00↑');
    // An unchanged price keeps the last arrow; a demo account's title carries its label.
    const same = headerFigures(
      snapshot('BTCUSDT', { lastPrice: '65000' }),
      up.tick,
      options({ demoLabel: 'Demo' }),
    );
    expect(same.figures.lastPriceClass).toBe('last-price up');
    expect(same.figures.title).toBe('Demo · BTC/USDT 65000.00↑');
  });

  it('shows nothing of another symbol’s ticker, and keeps the tick for when its own comes', () => {
    const own = headerFigures(snapshot('BTCUSDT', { lastPrice: '100' }), null, options());
    const other = headerFigures(snapshot('ETHUSDT', { lastPrice: '5' }), own.tick, options());
    expect(other.figures.lastPrice).toBe('--');
    expect(other.tick).toBe(own.tick);
  });
});

function elements(): HeaderTickerElements {
  const make = (tag: string) => document.createElement(tag);
  return {
    lastPrice: make('span'),
    legalValue: make('span'),
    change: make('dd'),
    high: make('dd'),
    low: make('dd'),
    turnover: make('dd'),
  };
}

describe('createHeaderTickerPainter', () => {
  it('writes only the texts and classes that changed', () => {
    const places = elements();
    const titles: [string, boolean][] = [];
    const painter = createHeaderTickerPainter(places, options(), (title, immediate) =>
      titles.push([title, immediate]),
    );
    painter.paint(snapshot('BTCUSDT', { lastPrice: '100', price24hPcntE6: '12500' }));
    expect(places.lastPrice.textContent).toBe('100.00');
    expect(places.change.textContent).toBe('+1.25%');
    expect(places.change.className).toBe('up');
    const high = places.high.firstChild;
    const price = places.lastPrice.firstChild;
    const writes = jest.fn();
    new MutationObserver(writes).observe(places.high, { childList: true, characterData: true });
    painter.paint(snapshot('BTCUSDT', { lastPrice: '101', price24hPcntE6: '12500' }));
    expect(places.lastPrice.textContent).toBe('101.00');
    expect(places.lastPrice.className).toBe('last-price up');
    // A moved price is written into its text node, not a new one (`setText`).
    expect(places.lastPrice.firstChild).toBe(price);
    // The 24 h high did not move: its text node is the same one, untouched.
    expect(places.high.firstChild).toBe(high);
    return Promise.resolve().then(() => expect(writes).not.toHaveBeenCalled());
  });

  it('writes the last price and its legal value into boxes laid out alone, measured once per length', () => {
    const places = elements();
    const measured: string[] = [];
    for (const [name, element] of [
      ['last', places.lastPrice],
      ['legal', places.legalValue],
    ] as const) {
      element.getBoundingClientRect = () => {
        measured.push(`${name} ${element.textContent ?? ''}`);
        return { width: 8 * (element.textContent ?? '').length, height: 20 } as DOMRect;
      };
    }
    const painter = createHeaderTickerPainter(
      places,
      options({ legalValue: (price) => `$${Number(price).toFixed(2)}` }),
      () => undefined,
    );
    painter.paint(snapshot('BTCUSDT', { lastPrice: '64999.5' }));
    painter.paint(snapshot('BTCUSDT', { lastPrice: '64998.25' }));
    painter.paint(snapshot('BTCUSDT', { lastPrice: '65001' }));
    expect(places.lastPrice.textContent).toBe('65001.00');
    expect(places.lastPrice.style.contain).toBe('size layout style');
    expect(places.lastPrice.style.width).toBe('64px');
    expect(places.legalValue.style.contain).toBe('size layout style');
    // Every price had eight characters and every legal value nine: one measure each.
    expect(measured).toEqual(['last 64999.50', 'legal $64999.50']);
    painter.paint(snapshot('BTCUSDT', { lastPrice: '100001' }));
    expect(measured.slice(2)).toEqual(['last 100001.00', 'legal $100001.00']);
    expect(places.lastPrice.style.width).toBe('72px');
  });

  it('shows the first priced title at once, its moves after it at the title writer’s pace', () => {
    const titles: [string, boolean][] = [];
    const painter = createHeaderTickerPainter(elements(), options(), (title, immediate) =>
      titles.push([title, immediate]),
    );
    painter.paint({ symbolName: 'BTCUSDT', ticker: null, ts: 0 });
    painter.paint(snapshot('BTCUSDT', { lastPrice: '100' }));
    painter.paint(snapshot('BTCUSDT', { lastPrice: '100' }));
    painter.paint(snapshot('BTCUSDT', { lastPrice: '99' }));
    expect(titles).toEqual([
      ['BTC/USDT', true],
      ['BTC/USDT 100.00', true],
      ['BTC/USDT 99.00↓', false],
    ]);
  });

  it('keeps the last move and the title’s pace in a painter made again with the same memory', () => {
    const memory = headerTickerMemory();
    const titles: [string, boolean][] = [];
    const show = (title: string, immediate: boolean) => titles.push([title, immediate]);
    const first = createHeaderTickerPainter(elements(), options(), show, memory);
    first.paint(snapshot('BTCUSDT', { lastPrice: '100' }));
    first.paint(snapshot('BTCUSDT', { lastPrice: '101' }));
    // New legal rates: a new painter, the same price.
    const places = elements();
    const again = createHeaderTickerPainter(
      places,
      options({ legalValue: () => '€1' }),
      show,
      memory,
    );
    again.paint(snapshot('BTCUSDT', { lastPrice: '101' }));
    expect(places.lastPrice.className).toBe('last-price up');
    expect(places.legalValue.textContent).toBe('€1');
    expect(titles).toEqual([
      ['BTC/USDT 100.00', true],
      ['BTC/USDT 101.00↑', false],
      ['BTC/USDT 101.00↑', false],
    ]);
    // Another account's title is written at once.
    const demo = createHeaderTickerPainter(
      elements(),
      options({ demoLabel: 'Demo' }),
      show,
      memory,
    );
    demo.paint(snapshot('BTCUSDT', { lastPrice: '101' }));
    expect(titles.at(-1)).toEqual(['Demo · BTC/USDT 101.00↑', true]);
  });
});
