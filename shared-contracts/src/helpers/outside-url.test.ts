import { outsidePageUrl, outsideUrlOf } from './outside-url';

describe('outsidePageUrl', () => {
  it.each<[string | null, string, Record<string, string>, string | null]>([
    ['https://www.example.com', '/rewards-hub', {}, 'https://www.example.com/rewards-hub'],
    ['http://127.0.0.1:8090/', '/en/promo/x', {}, 'http://127.0.0.1:8090/en/promo/x'],
    [
      'https://www.example.com',
      '/user/assets/otc/convert',
      { fromCoin: 'BTC', toCoin: 'USDT', source: 'spot_convert_block_trade' },
      'https://www.example.com/user/assets/otc/convert?fromCoin=BTC&toCoin=USDT&source=spot_convert_block_trade',
    ],
    [
      null,
      '/user/assets/home/performance?tab=spot',
      { a: 'b c' },
      '/user/assets/home/performance?tab=spot&a=b+c',
    ],
    ['https://www.example.com', '//evil.example/x', {}, null],
    ['https://www.example.com', 'https://evil.example', {}, null],
    ['https://www.example.com', 'relative', {}, null],
    ['https://www.example.com', '/a\\b', {}, null],
  ])('%s + %s → %s', (origin, path, query, expected) => {
    expect(outsidePageUrl(origin, path, query)).toBe(expected);
  });
});

describe('outsideUrlOf', () => {
  it("uses the host's main site when it has one", () => {
    const page = { outsideUrl: (path: string) => `https://www.example.com${path}` };
    expect(outsideUrlOf(page, '/rewards-hub')).toBe('https://www.example.com/rewards-hub');
  });
  it('falls back to this page’s origin on a host before contract 1.1.0', () => {
    expect(outsideUrlOf({}, '/rewards-hub', { a: '1' })).toBe('/rewards-hub?a=1');
  });
});
