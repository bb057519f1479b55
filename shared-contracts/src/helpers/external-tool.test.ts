import { createFakeHost } from '../testing/fake-host';
import { makeSession } from '../testing/builders';
import { openExternalTool } from './external-tool';

const btc = { base: 'BTC', quote: 'USDT' };

async function opened(fake: ReturnType<typeof createFakeHost>, tool: 'convert' | 'twap') {
  const urls: [string, boolean][] = [];
  const done = await openExternalTool(fake.host, tool, btc, (url, w) => urls.push([url, w]));
  return { done, urls };
}

describe('openExternalTool', () => {
  it('sends a guided trader to the OTC convert page', async () => {
    const fake = createFakeHost({
      session: makeSession({ isLogin: true }),
      handlers: { otcGuided: async () => ({ ok: true, result: { guided: true } }) },
    });
    expect((await opened(fake, 'convert')).urls).toEqual([
      [
        'https://www.example.com/user/assets/otc/convert?fromCoin=USDT&toCoin=BTC&source=spot_convert_block_trade',
        false,
      ],
    ]);
  });

  it('uses the index when the guided state cannot be read', async () => {
    const fake = createFakeHost({
      session: makeSession({ isLogin: true }),
      handlers: { otcGuided: async () => ({ ok: false, kind: 'network', message: 'down' }) },
    });
    expect((await opened(fake, 'convert')).urls[0]?.[0]).toContain('/user/assets/otc/index?');
  });

  it('does not ask for a visitor', async () => {
    const fake = createFakeHost();
    const { urls } = await opened(fake, 'convert');
    expect(fake.callsOf('otcGuided')).toHaveLength(0);
    expect(urls[0]?.[0]).toContain('/user/assets/otc/index?');
  });

  it('opens nothing for a tool with a form on this page', async () => {
    expect(await opened(createFakeHost(), 'twap')).toEqual({ done: false, urls: [] });
  });
});
