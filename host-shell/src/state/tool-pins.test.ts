import { TOOLS_PINNED_PREF } from '@spot/contracts';
import { createFakeHost, makeSession } from '@spot/contracts/testing';
import { followPins, openPinnedTool, shownPins } from './tool-pins';

const symbol = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };
const ALL = ['gridBot', 'convert', 'autoInvest', 'iceberg', 'twap', 'scaledOrder'] as const;

describe('shownPins (spec 001 §2, §5)', () => {
  it('shows a UTA trader the pins of the tools it may use', () => {
    const uta = makeSession({ isLogin: true, roles: { utaLevel: 1, classic: false } });
    expect(shownPins(ALL, uta)).toEqual(['gridBot', 'convert', 'iceberg', 'twap', 'scaledOrder']);
  });

  it('shows a sub-account only the pins of tools that open elsewhere: auto invest among them', () => {
    const sub = makeSession({ isLogin: true, roles: { sub: true } });
    expect(shownPins(ALL, sub)).toEqual(['convert', 'autoInvest']);
  });

  it('drops a pin the region hides', () => {
    const hidden = makeSession({ compliance: { hiddenTools: ['gridBot'] } });
    expect(shownPins(['gridBot', 'iceberg'], hidden)).toEqual(['iceberg']);
  });
});

describe('followPins', () => {
  it('reads the default pins, then each change', () => {
    const fake = createFakeHost();
    const seen: unknown[] = [];
    const stop = followPins(fake.host, (pins) => seen.push(pins));
    fake.host.prefs.set(TOOLS_PINNED_PREF, ['twap']);
    stop();
    fake.host.prefs.set(TOOLS_PINNED_PREF, []);
    expect(seen).toEqual([['gridBot', 'autoInvest'], ['twap']]);
  });
});

describe('openPinnedTool', () => {
  it('asks for the Tools tab for a tool with a form', () => {
    const fake = createFakeHost();
    openPinnedTool(fake.host, 'iceberg', symbol);
    expect(fake.eventsOf('tools/open-requested')).toEqual([{ tool: 'iceberg' }]);
  });
});
