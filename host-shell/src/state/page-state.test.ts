import {
  currentWidthClass,
  createPageState,
  crossesMobileBoundary,
  MOBILE_MAX_WIDTH,
  RESIZE_THROTTLE_MS,
  WIDE_MIN_WIDTH,
  widthClassOf,
} from './page-state';
import type { WidthClass } from '@spot/contracts';

describe('widthClassOf', () => {
  it.each<[number, WidthClass]>([
    [320, 'mobile'],
    [500, 'mobile'],
    [501, 'desktop'],
    [1280, 'desktop'],
    [2036, 'desktop'],
    [2037, 'wide'],
    [3840, 'wide'],
  ])('classes a width of %i px as %s', (width, expected) => {
    expect(widthClassOf(width)).toBe(expected);
  });

  it('uses the constants of spec 000 §2 and §9', () => {
    expect([MOBILE_MAX_WIDTH, WIDE_MIN_WIDTH]).toEqual([500, 2037]);
    expect(RESIZE_THROTTLE_MS).toBe(100);
  });
});

describe('crossesMobileBoundary', () => {
  it.each<[WidthClass, WidthClass, boolean]>([
    ['mobile', 'desktop', true],
    ['mobile', 'wide', true],
    ['desktop', 'mobile', true],
    ['wide', 'mobile', true],
    ['desktop', 'wide', false],
    ['wide', 'desktop', false],
    ['mobile', 'mobile', false],
    ['desktop', 'desktop', false],
  ])('from %s to %s: %s', (previous, next, expected) => {
    expect(crossesMobileBoundary(previous, next)).toBe(expected);
  });
});

describe('currentWidthClass', () => {
  /** A window whose media queries see `cssWidth` while its `innerWidth` says `inner`. */
  const view = (cssWidth: number, inner: number) => ({
    innerWidth: inner,
    matchMedia: (query: string) => {
      const max = /max-width: (\d+)px/.exec(query);
      const min = /min-width: (\d+)px/.exec(query);
      return {
        matches: max ? cssWidth <= Number(max[1]) : min ? cssWidth >= Number(min[1]) : false,
      } as MediaQueryList;
    },
  });

  it('reads the width as the media queries do, not the zoomed-out visual viewport', () => {
    // A 390 px phone zoomed out to show a desktop layout: innerWidth 652.
    expect(currentWidthClass(view(390, 652))).toBe('mobile');
    expect(currentWidthClass(view(500, 500))).toBe('mobile');
    expect(currentWidthClass(view(501, 501))).toBe('desktop');
    expect(currentWidthClass(view(2037, 2037))).toBe('wide');
  });

  it('falls back to innerWidth without matchMedia', () => {
    expect(currentWidthClass({ innerWidth: 480 } as Window)).toBe('mobile');
    expect(currentWidthClass({ innerWidth: 1280 } as Window)).toBe('desktop');
  });
});

describe('createPageState', () => {
  const resizeTo = (width: number): void => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  };

  beforeEach(() => {
    jest.useFakeTimers();
    window.innerWidth = 1280;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reloads once when a throttled resize crosses the mobile boundary', () => {
    const reload = jest.fn();
    const page = createPageState({ navigate: jest.fn(), reload });
    resizeTo(400);
    resizeTo(450);
    jest.advanceTimersByTime(RESIZE_THROTTLE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(page.get().widthClass).toBe('desktop');
    page.dispose();
  });

  it('updates the width class without a reload between desktop and wide', () => {
    const reload = jest.fn();
    const page = createPageState({ navigate: jest.fn(), reload });
    const seen: WidthClass[] = [];
    page.subscribe((state) => seen.push(state.widthClass));
    resizeTo(2037);
    jest.advanceTimersByTime(RESIZE_THROTTLE_MS);
    expect(page.get().widthClass).toBe('wide');
    expect(seen).toEqual(['wide']);
    expect(reload).not.toHaveBeenCalled();
    page.dispose();
  });

  it('stops listening after dispose', () => {
    const reload = jest.fn();
    const page = createPageState({ navigate: jest.fn(), reload });
    page.dispose();
    resizeTo(400);
    jest.advanceTimersByTime(RESIZE_THROTTLE_MS);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('outsideUrl', () => {
  it("builds the main site's URLs from env.json's origin", () => {
    const page = createPageState({
      navigate: jest.fn(),
      reload: jest.fn(),
      mainSite: 'http://127.0.0.1:8090',
    });
    expect(page.outsideUrl?.('/en/promo/liquidity-shield', { symbol: 'BTCUSDT' })).toBe(
      'http://127.0.0.1:8090/en/promo/liquidity-shield?symbol=BTCUSDT',
    );
    // A path that would leave the main site goes to its home instead.
    expect(page.outsideUrl?.('//evil.example/x')).toBe('http://127.0.0.1:8090/');
    page.dispose();
  });

  it("stays on this page's origin without a main site", () => {
    const page = createPageState({ navigate: jest.fn(), reload: jest.fn() });
    expect(page.outsideUrl?.('/en/rewards-hub')).toBe('/en/rewards-hub');
    page.dispose();
  });
});
