import { NORMAL_ACCOUNT, pair, symbolOf } from '../testing/fixtures';
import type { AccountInfo, OrderSide, SymbolInfo } from '@spot/contracts';
import {
  isLeverageSymbol,
  isStSymbol,
  pendingGates,
  type Acceptance,
  type GateContext,
} from './pre-submit-gates';

const ctxOf = (
  symbol: SymbolInfo,
  o: {
    account?: Partial<AccountInfo>;
    isUta?: boolean;
    side?: OrderSide;
    accepted?: Acceptance[];
  } = {},
): GateContext => ({
  symbol,
  side: o.side ?? 'BUY',
  isUta: o.isUta ?? false,
  account: { ...NORMAL_ACCOUNT, ...o.account },
  accepted: new Set(o.accepted ?? []),
});

const ids = (ctx: GateContext) =>
  pendingGates(ctx).map((g) => `${g.kind}:${'key' in g ? g.key : g.id}`);

describe('pendingGates: one row per gate', () => {
  it.each<[string, GateContext, string[]]>([
    ['lets an ordinary pair through', ctxOf(symbolOf()), []],
    [
      'blocks during a web2 update',
      ctxOf(symbolOf(), { account: { web2Update: true } }),
      ['block:web2_will_update'],
    ],
    ['shows the SUI disclaimer', ctxOf(pair('SUI')), ['accept:suiDisclaimer']],
    ['remembers an accepted SUI disclaimer', ctxOf(pair('SUI'), { accepted: ['sui'] }), []],
    [
      'opens the LT flow for a leveraged token',
      ctxOf(pair('BTC3L', { ltDirection: 'long' })),
      ['ltFlow:lt'],
    ],
    [
      'skips a confirmed LT flow',
      ctxOf(pair('BTC3S', { ltDirection: 'short' }), { accepted: ['lt'] }),
      [],
    ],
    ['shows the MNT disclaimer', ctxOf(pair('MNT')), ['accept:mntBitDisclaimer']],
    ['shows the BIT disclaimer', ctxOf(pair('BIT')), ['accept:mntBitDisclaimer']],
    ['remembers the MNT or BIT disclaimer', ctxOf(pair('BIT'), { accepted: ['mntBit'] }), []],
    [
      'blocks margin status 4',
      ctxOf(symbolOf(), { account: { riskState: 4 } }),
      ['block:liquidationErrorInfo'],
    ],
    [
      'blocks margin status 5',
      ctxOf(symbolOf(), { account: { riskState: 5 } }),
      ['block:overrunErrorInfo'],
    ],
    ['lets another margin status through', ctxOf(symbolOf(), { account: { riskState: 3 } }), []],
    [
      'shows the innovation risk',
      ctxOf(pair('PEPE', { mark: 'innovation' })),
      ['accept:innovationRisk'],
    ],
    [
      'shows the adventure risk',
      ctxOf(pair('WIF', { mark: 'adventure' })),
      ['accept:innovationRisk'],
    ],
    [
      'remembers the innovation risk',
      ctxOf(pair('WIF', { mark: 'adventure' }), { accepted: ['innovationRisk'] }),
      [],
    ],
    ['shows the ST risk dialog', ctxOf(pair('STG')), ['accept:stRisk']],
    ['remembers the ST risk dialog', ctxOf(pair('STG'), { accepted: ['stRisk'] }), []],
    [
      'restricts a banned buy on tradeStatus 4',
      ctxOf(pair('DOGE', { tradeStatus: 4, isBanBuy: true })),
      ['block:tradingRestricted'],
    ],
    [
      'lets the other side of a restricted pair through',
      ctxOf(pair('DOGE', { tradeStatus: 4, isBanBuy: true }), { side: 'SELL' }),
      [],
    ],
    [
      'restricts nothing when the status is not 4',
      ctxOf(pair('DOGE', { tradeStatus: 1, isBanBuy: true })),
      [],
    ],
    [
      'blocks UTA isolated-margin mode',
      ctxOf(symbolOf(), { isUta: true, account: { isolatedMargin: true } }),
      ['block:isolatedModeNotSupported'],
    ],
    [
      'shows the leverage-off tip on UTA',
      ctxOf(symbolOf(), { isUta: true, account: { leverageOff: true } }),
      ['tip:leverageOffTip'],
    ],
  ])('%s', (_name, ctx, expected) => {
    expect(ids(ctx)).toEqual(expected);
  });
});

describe('pendingGates: the order of spec 001 §5', () => {
  it('runs web2, SUI, LT, MNT/BIT, margin 4, margin 5, innovation, ST, restricted, isolated, tip', () => {
    // No real symbol is all of these; one made up shows the order.
    const everything = pair('SUI', {
      ltDirection: 'long',
      mark: 'innovation',
      tradeStatus: 4,
      isBanBuy: true,
    });
    const ctx = ctxOf(everything, {
      isUta: true,
      account: { web2Update: true, riskState: 4, isolatedMargin: true, leverageOff: true },
    });
    expect(ids(ctx)).toEqual([
      'block:web2_will_update',
      'accept:suiDisclaimer',
      'ltFlow:lt',
      'block:liquidationErrorInfo',
      'accept:innovationRisk',
      'block:tradingRestricted',
      'block:isolatedModeNotSupported',
      'tip:leverageOffTip',
    ]);
    const mnt = ctxOf(pair('MNT', { mark: 'adventure' }), { account: { riskState: 5 } });
    expect(ids(mnt)).toEqual([
      'accept:mntBitDisclaimer',
      'block:overrunErrorInfo',
      'accept:innovationRisk',
    ]);
  });
});

describe('symbol readings', () => {
  it.each<[string, boolean]>([
    ['STG', true],
    ['BTC', false],
    ['PEPE', false],
    ['BTC3S', false],
  ])('reads base %s as ST: %s', (base, st) => {
    expect(isStSymbol(pair(base))).toBe(st);
  });

  it('does not read a USDT quote as ST', () => {
    expect(isStSymbol(symbolOf({ quoteTokenName: 'USDT' }))).toBe(false);
  });

  it.each<[string, boolean]>([
    ['10', true],
    ['0', false],
    ['', false],
  ])('reads leverage ratio %j as a leverage symbol: %s', (ratio, leverage) => {
    expect(isLeverageSymbol(symbolOf({ quoteTokenLeverageRatio: ratio }))).toBe(leverage);
  });
});
