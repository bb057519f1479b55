import {
  isRtl,
  pairPath,
  pathInLocale,
  resolveRoute,
  safeRedirect,
  type Route,
  type RouteContext,
} from './routes';

const none: RouteContext = { storedLocale: null, detectedLocale: null };
const withZh: RouteContext = {
  storedLocale: null,
  detectedLocale: null,
  supported: ['en', 'zh-TW', 'ja'],
};
const redirect = (to: string): Route => ({ kind: 'redirect', to });

describe('resolveRoute', () => {
  // One row per line of the route table of spec 000 §2.
  it.each<[string, string, RouteContext, Route]>([
    // `/` and `/trade/spot/` go straight to the default pair under the stored, then detected locale.
    ['/ without any locale', '/', none, redirect('/en/trade/spot/BTC/USDT')],
    ['/trade/spot/ without any locale', '/trade/spot/', none, redirect('/en/trade/spot/BTC/USDT')],
    [
      '/trade/spot without a trailing slash',
      '/trade/spot',
      none,
      redirect('/en/trade/spot/BTC/USDT'),
    ],
    [
      '/ with a supported stored locale',
      '/',
      { ...withZh, storedLocale: 'ja' },
      redirect('/ja/trade/spot/BTC/USDT'),
    ],
    [
      '/trade/spot/ preferring the stored locale to the detected one',
      '/trade/spot/',
      { ...withZh, storedLocale: 'ja', detectedLocale: 'zh-TW' },
      redirect('/ja/trade/spot/BTC/USDT'),
    ],
    [
      '/ with an unsupported stored locale and a supported detected one',
      '/',
      { ...withZh, storedLocale: 'xx', detectedLocale: 'zh-TW' },
      redirect('/zh-TW/trade/spot/BTC/USDT'),
    ],
    [
      '/ with a regional detected locale',
      '/',
      { storedLocale: null, detectedLocale: 'en-GB' },
      redirect('/en/trade/spot/BTC/USDT'),
    ],
    [
      '/ with unsupported stored and detected locales',
      '/',
      { storedLocale: 'fr', detectedLocale: 'de-DE' },
      redirect('/en/trade/spot/BTC/USDT'),
    ],
    // Pairs without a locale get the prefix.
    [
      '/trade/spot/{base}/{quote}',
      '/trade/spot/ETH/USDT',
      none,
      redirect('/en/trade/spot/ETH/USDT'),
    ],
    [
      '/trade/spot/{base}/{quote} with the stored locale',
      '/trade/spot/ETH/USDT',
      { ...withZh, storedLocale: 'ja' },
      redirect('/ja/trade/spot/ETH/USDT'),
    ],
    [
      '/trade/spot/lt/{base}/{quote}',
      '/trade/spot/lt/BTC3L/USDT',
      none,
      redirect('/en/trade/spot/lt/BTC3L/USDT'),
    ],
    [
      '/trade/spot/{base}/{quote} in lowercase',
      '/trade/spot/eth/usdt/',
      none,
      redirect('/en/trade/spot/ETH/USDT'),
    ],
    // /{locale}/trade/spot/ goes to the default pair.
    ['/{locale}/trade/spot/', '/en/trade/spot/', none, redirect('/en/trade/spot/BTC/USDT')],
    [
      '/{locale}/trade/spot/ for another supported locale',
      '/ja/trade/spot/',
      withZh,
      redirect('/ja/trade/spot/BTC/USDT'),
    ],
    // An unsupported locale is replaced by the stored one if supported, else en; detection is not used.
    [
      'an unsupported locale with a supported stored one',
      '/xx/trade/spot/ETH/USDT',
      { ...withZh, storedLocale: 'ja' },
      redirect('/ja/trade/spot/ETH/USDT'),
    ],
    [
      'an unsupported locale with an unsupported stored one',
      '/xx/trade/spot/ETH/USDT',
      { storedLocale: 'fr', detectedLocale: null },
      redirect('/en/trade/spot/ETH/USDT'),
    ],
    [
      'an unsupported locale ignoring the detected one',
      '/xx/trade/spot/',
      { ...withZh, detectedLocale: 'ja' },
      redirect('/en/trade/spot/BTC/USDT'),
    ],
    [
      'a locale in the wrong case',
      '/EN/trade/spot/ETH/USDT',
      none,
      redirect('/en/trade/spot/ETH/USDT'),
    ],
    [
      'an unsupported locale on an LT page',
      '/xx/trade/spot/lt/BTC3L/USDT',
      none,
      redirect('/en/trade/spot/lt/BTC3L/USDT'),
    ],
    // Canonical form: uppercase pair.
    ['a lowercase pair', '/en/trade/spot/eth/usdt', none, redirect('/en/trade/spot/ETH/USDT')],
    ['a mixed-case pair', '/en/trade/spot/Eth/USDT', none, redirect('/en/trade/spot/ETH/USDT')],
    [
      'a lowercase LT pair',
      '/en/trade/spot/lt/btc3l/usdt',
      none,
      redirect('/en/trade/spot/lt/BTC3L/USDT'),
    ],
    ['a doubled slash', '/en//trade/spot/ETH/USDT', none, redirect('/en/trade/spot/ETH/USDT')],
    // Any other path: default pair under the locale.
    ['an unknown path', '/markets', none, redirect('/en/trade/spot/BTC/USDT')],
    [
      'an unknown path under a supported locale',
      '/ja/markets',
      withZh,
      redirect('/ja/trade/spot/BTC/USDT'),
    ],
    ['a bare locale', '/ja', withZh, redirect('/ja/trade/spot/BTC/USDT')],
    ['a bare trade', '/trade', none, redirect('/en/trade/spot/BTC/USDT')],
    ['a futures path', '/en/trade/usdt/BTCUSDT', none, redirect('/en/trade/spot/BTC/USDT')],
    [
      'too many segments',
      '/en/trade/spot/BTC/USDT/extra',
      none,
      redirect('/en/trade/spot/BTC/USDT'),
    ],
    ['one pair segment', '/en/trade/spot/BTC', none, redirect('/en/trade/spot/BTC/USDT')],
    // Malformed tokens never reach a screen.
    ['a token with a dash', '/en/trade/spot/BT-C/USDT', none, redirect('/en/trade/spot/BTC/USDT')],
    [
      'a token with markup',
      '/en/trade/spot/%3Cscript%3E/USDT',
      none,
      redirect('/en/trade/spot/BTC/USDT'),
    ],
    [
      'a token of 21 characters',
      `/en/trade/spot/${'A'.repeat(21)}/USDT`,
      none,
      redirect('/en/trade/spot/BTC/USDT'),
    ],
    [
      'a malformed LT token',
      '/en/trade/spot/lt/BTC.3L/USDT',
      none,
      redirect('/en/trade/spot/BTC/USDT'),
    ],
    [
      'a malformed token without a locale',
      '/trade/spot/BTC$/USDT',
      none,
      redirect('/en/trade/spot/BTC/USDT'),
    ],
  ])('redirects %s', (_name, path, context, expected) => {
    expect(resolveRoute(path, context)).toEqual(expected);
  });

  it.each<[string, string, RouteContext, Route]>([
    [
      'the spot screen',
      '/en/trade/spot/BTC/USDT',
      none,
      { kind: 'spot', locale: 'en', base: 'BTC', quote: 'USDT' },
    ],
    [
      'the spot screen with a trailing slash',
      '/en/trade/spot/ETH/USDC/',
      none,
      { kind: 'spot', locale: 'en', base: 'ETH', quote: 'USDC' },
    ],
    [
      'the spot screen of a 20-character token',
      `/en/trade/spot/${'A'.repeat(20)}/USDT`,
      none,
      { kind: 'spot', locale: 'en', base: 'A'.repeat(20), quote: 'USDT' },
    ],
    [
      'the spot screen under another supported locale',
      '/zh-TW/trade/spot/BTC/USDT',
      withZh,
      { kind: 'spot', locale: 'zh-TW', base: 'BTC', quote: 'USDT' },
    ],
    [
      'the LT page',
      '/en/trade/spot/lt/BTC3L/USDT',
      none,
      { kind: 'lt', locale: 'en', base: 'BTC3L', quote: 'USDT' },
    ],
    [
      'the LT page with a trailing slash',
      '/en/trade/spot/lt/BTC3L/USDT/',
      none,
      { kind: 'lt', locale: 'en', base: 'BTC3L', quote: 'USDT' },
    ],
  ])('shows %s', (_name, path, context, expected) => {
    expect(resolveRoute(path, context)).toEqual(expected);
  });

  it('keeps the page locale even when the stored locale differs', () => {
    expect(resolveRoute('/en/trade/spot/BTC/USDT', { ...withZh, storedLocale: 'ja' })).toEqual({
      kind: 'spot',
      locale: 'en',
      base: 'BTC',
      quote: 'USDT',
    });
  });

  it('redirects in one step to a path that itself resolves to a screen', () => {
    for (const path of [
      '/',
      '/trade/spot/',
      '/trade/spot/eth/usdt',
      '/xx/trade/spot/lt/btc3l/usdt',
      '/nowhere',
    ]) {
      const first = resolveRoute(path, none);
      expect(first.kind).toBe('redirect');
      if (first.kind !== 'redirect') continue;
      expect(resolveRoute(first.to, none).kind).not.toBe('redirect');
    }
  });
});

describe('pairPath', () => {
  it.each<['spot' | 'lt', string]>([
    ['spot', '/en/trade/spot/ETH/USDT'],
    ['lt', '/en/trade/spot/lt/ETH/USDT'],
  ])('builds the canonical %s path in uppercase', (kind, expected) => {
    expect(pairPath(kind, 'en', 'eth', 'usdt')).toBe(expected);
  });
});

describe('pathInLocale', () => {
  it.each([
    ['/en/trade/spot/BTC/USDT', 'ar', '/ar/trade/spot/BTC/USDT'],
    ['/ja/trade/spot/lt/BTC3L/USDT', 'es', '/es/trade/spot/lt/BTC3L/USDT'],
    ['/xx/trade/spot/ETH/USDT', 'ja', '/ja/trade/spot/ETH/USDT'],
    ['/trade/spot/ETH/USDT', 'es', '/es/trade/spot/ETH/USDT'],
    ['/', 'ar', '/ar'],
  ])('moves %s to %s', (path, locale, expected) => {
    expect(pathInLocale(path, locale)).toBe(expected);
  });
});

describe('isRtl', () => {
  it.each([
    ['ar', true],
    ['en', false],
    ['ja', false],
  ])('%s is right to left: %s', (locale, rtl) => {
    expect(isRtl(locale)).toBe(rtl);
  });
});

describe('login and register routes', () => {
  it('opens the login page with a same-origin redirect', () => {
    expect(
      resolveRoute('/en/login', {
        ...none,
        search: '?redirect_url=%2Fen%2Ftrade%2Fspot%2FETH%2FUSDT',
      }),
    ).toEqual({ kind: 'login', locale: 'en', redirect: '/en/trade/spot/ETH/USDT' });
  });

  it('opens the register page', () => {
    expect(resolveRoute('/en/register', none)).toEqual({
      kind: 'register',
      locale: 'en',
      redirect: '/en/trade/spot/BTC/USDT',
    });
  });

  it('puts an unsupported locale of the login page right', () => {
    expect(resolveRoute('/xx/login', none)).toEqual({ kind: 'redirect', to: '/en/login' });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['?redirect_url=/en/trade/spot/ETH/USDT', '/en/trade/spot/ETH/USDT'],
    ['?redirect_url=/en/trade/spot/ETH/USDT%3Fx%3D1', '/en/trade/spot/ETH/USDT?x=1'],
    ['?redirect_url=//evil.test/x', '/en/trade/spot/BTC/USDT'],
    ['?redirect_url=https://evil.test/', '/en/trade/spot/BTC/USDT'],
    ['?redirect_url=javascript:alert(1)', '/en/trade/spot/BTC/USDT'],
    ['?redirect_url=/%5Cevil.test', '/en/trade/spot/BTC/USDT'],
    ['?redirect_url=%2F%5Cevil.test', '/en/trade/spot/BTC/USDT'],
    ['?redirect_url=/a%0d%0aSet-Cookie:x', '/en/trade/spot/BTC/USDT'],
    ['?redirect_url=en/trade', '/en/trade/spot/BTC/USDT'],
    ['', '/en/trade/spot/BTC/USDT'],
  ])('%s goes to %s', (search, expected) => {
    expect(safeRedirect(search, 'en')).toBe(expected);
  });
});
