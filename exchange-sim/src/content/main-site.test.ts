import { startSim, type RunningSim } from '../start-sim';
import { httpRequest } from '../testing/http-test-client';
import { escapeHtml, mainSitePageTitle } from './main-site';

describe('main-site pages', () => {
  it.each([
    ['/en/promo/liquidity-shield', 'Liquidity shield campaign'],
    ['/ja/rewards-hub', 'Rewards hub'],
    ['/user/assets/otc/convert', 'Convert and block trade (OTC)'],
    ['/en/user/assets/otc/index', 'Convert and block trade (OTC)'],
    ['/fiat/trade/invest/home', 'Auto invest'],
    ['/liquid-marketplace/future-spread', 'Future spread'],
    ['/copyTrade/trade-center/leader', 'Copy trading: leader centre'],
    ['/en/user/assets/order/fed/spot-current-orders/oco', 'Your orders'],
    ['/en/user/assets/home/performance', 'Spot performance'],
    ['/es/support/spot-trading', 'Help centre'],
  ])('stands in for %s', (path, title) => {
    expect(mainSitePageTitle(path)).toBe(title);
  });

  it.each([
    ['/spot/api/basic/symbol_list'],
    ['/en/trade/spot/BTC/USDT'],
    ['/'],
    ['/fr/rewards-hub'],
  ])('leaves %s to the API', (path) => {
    expect(mainSitePageTitle(path)).toBeNull();
  });

  it('escapes what it echoes', () => {
    expect(escapeHtml('<img src=x onerror="a">')).toBe('&lt;img src=x onerror=&quot;a&quot;&gt;');
  });

  describe('over HTTP', () => {
    let sim: RunningSim;
    beforeAll(async () => {
      sim = await startSim({ port: 0, port2: 0, warmupSteps: 2, bookRate: 0 });
    });
    afterAll(() => sim.close());

    it('answers a main-site path with an HTML page, a link back to a trusted referrer', async () => {
      const res = await httpRequest(sim.ports.route1, '/en/promo/liquidity-shield', {
        headers: { referer: 'http://127.0.0.1:8080/en/trade/spot/BTC/USDT' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<h1>Liquidity shield campaign</h1>');
      expect(res.text).toContain('href="http://127.0.0.1:8080/en/trade/spot/BTC/USDT"');
    });

    it('links back to no other site', async () => {
      const res = await httpRequest(sim.ports.route1, '/rewards-hub', {
        headers: { referer: 'https://evil.example/' },
      });
      expect(res.text).not.toContain('evil.example');
    });
  });
});
