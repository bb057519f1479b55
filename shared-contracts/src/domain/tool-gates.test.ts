import { LOGGED_OUT_ROLES, RESTRICTIVE_COMPLIANCE, type Roles, type Session } from '../session';
import type { ToolName } from './account';
import { externalToolLink, gateTool, visiblePins } from './tool-gates';

const session = (roles: Partial<Roles>, hiddenTools: ToolName[] = []): Session => ({
  isLogin: true,
  userState: 1,
  user: null,
  roles: { ...LOGGED_OUT_ROLES, ...roles },
  compliance: { ...RESTRICTIVE_COMPLIANCE, hiddenTools },
});

const classic = { classic: true, utaLevel: 0 as const };
const uta = { classic: false, utaLevel: 1 as const };

describe('gateTool (spec 001 §5 tool pins)', () => {
  it.each<[ToolName, Partial<Roles>, string | null]>([
    ['gridBot', uta, null],
    ['gridBot', { ...uta, demo: true }, 'demo'],
    ['gridBot', { ...uta, sub: true, copyLeader: true }, 'subLeader'],
    ['gridBot', { ...uta, sub: true }, null],
    ['gridBot', { ...uta, copyLeader: true }, null],
    ['autoInvest', uta, 'needsSub'],
    ['autoInvest', { ...uta, sub: true }, null],
    ['scaledOrder', uta, null],
    ['scaledOrder', classic, 'needsUtaNonDemo'],
    ['scaledOrder', { ...uta, demo: true }, 'needsUtaNonDemo'],
    ['futureSpread', uta, 'demoOnly'],
    ['futureSpread', { ...uta, demo: true }, null],
    ['convert', classic, null],
    ['iceberg', { demo: true }, null],
    ['twap', classic, null],
  ])('%s for %j → %s', (tool, roles, reason) => {
    const gate = gateTool(tool, session(roles));
    expect(gate.available ? null : gate.reason).toBe(reason);
  });

  it('removes a tool that compliance hides, whatever the role', () => {
    expect(gateTool('convert', session(uta, ['convert']))).toEqual({
      tool: 'convert',
      available: false,
      reason: 'compliance',
    });
  });
});

describe('visiblePins', () => {
  it('keeps the order and drops the pins the role cannot use', () => {
    const pins: ToolName[] = ['twap', 'autoInvest', 'gridBot', 'futureSpread'];
    expect(visiblePins(pins, session(uta))).toEqual(['twap', 'gridBot']);
    expect(visiblePins(pins, session({ ...uta, sub: true }))).toEqual([
      'twap',
      'autoInvest',
      'gridBot',
    ]);
    expect(visiblePins(pins, session({ ...uta, demo: true }))).toEqual(['twap', 'futureSpread']);
  });

  it('drops a pin compliance hides', () => {
    expect(visiblePins(['twap', 'iceberg'], session(uta, ['twap']))).toEqual(['iceberg']);
  });
});

describe('externalToolLink (spec 001 §2 external navigations)', () => {
  const btc = { base: 'BTC', quote: 'USDT' };
  it.each([
    [true, '/user/assets/otc/convert'],
    [false, '/user/assets/otc/index'],
    [null, '/user/assets/otc/index'],
  ] as const)('convert with guided %p goes to %s', (guided, path) => {
    expect(externalToolLink('convert', btc, guided)).toEqual({
      path,
      query: { fromCoin: 'USDT', toCoin: 'BTC', source: 'spot_convert_block_trade' },
      newWindow: false,
    });
  });
  it('sends auto invest to the invest home with the token as target', () => {
    expect(externalToolLink('autoInvest', btc, null)).toEqual({
      path: '/fiat/trade/invest/home',
      query: { source: 'spot_tools', target: 'BTC', type: 'crypto' },
      newWindow: false,
    });
  });
  it('opens future spread in a new window', () => {
    expect(externalToolLink('futureSpread', btc, null)?.newWindow).toBe(true);
  });
  it('has no page for a tool with a form here', () => {
    expect(externalToolLink('gridBot', btc, true)).toBeNull();
  });
});
