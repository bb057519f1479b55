import {
  LOGGED_OUT_ROLES,
  TRADE_PREFERENCE_FLAGS,
  type Roles,
  type TradePreferenceFlag,
} from '@spot/contracts';
import { ALL_ON_COMPLIANCE } from '@spot/contracts/testing';
import { symbolOf } from '../testing/fixtures';
import {
  DEFAULT_TRADE_PREFERENCES,
  effectiveDisplay,
  isPreferenceVisible,
  migrateTradeSettings,
  serializeTradeSettings,
  type VisibilityContext,
} from './trade-preferences';

const UTA: Roles = { ...LOGGED_OUT_ROLES, utaLevel: 1 };
const CLASSIC: Roles = { ...LOGGED_OUT_ROLES, classic: true };

const ctx = (o: Partial<VisibilityContext> = {}): VisibilityContext => ({
  isLogin: true,
  roles: UTA,
  compliance: ALL_ON_COMPLIANCE,
  symbol: symbolOf(),
  leverageOff: false,
  leverageChecked: false,
  maxSlippageLimit: '5',
  ...o,
});

describe('trade preference visibility (spec 001 §5)', () => {
  it.each<[string, TradePreferenceFlag, Partial<VisibilityContext>, boolean]>([
    ['spot margin for a UTA leverage user', 'showSpotMargin', {}, true],
    [
      'no spot margin when compliance hides it',
      'showSpotMargin',
      { compliance: { ...ALL_ON_COMPLIANCE, spotMargin: false } },
      false,
    ],
    ['no spot margin with leverage off', 'showSpotMargin', { leverageOff: true }, false],
    ['no spot margin on a classic account', 'showSpotMargin', { roles: CLASSIC }, false],
    ['leverage on a leverage symbol on UTA', 'showLeverage', {}, true],
    [
      'no leverage on a symbol without leverage',
      'showLeverage',
      { symbol: symbolOf({ quoteTokenLeverageRatio: '0' }) },
      false,
    ],
    ['no leverage on a classic account', 'showLeverage', { roles: CLASSIC }, false],
    ['advanced items for UTA non-demo', 'showTpSl', {}, true],
    [
      'no advanced items for a demo account',
      'showBorrowedAmount',
      { roles: { ...UTA, demo: true } },
      false,
    ],
    ['no advanced items on classic', 'showTpSl', { roles: CLASSIC }, false],
    [
      'no advanced items for a visitor',
      'showTpSl',
      { isLogin: false, roles: LOGGED_OUT_ROLES },
      false,
    ],
    ['post only without leverage checked', 'showPostOnly', {}, true],
    ['no post only with leverage checked', 'showPostOnly', { leverageChecked: true }, false],
    ['no time in force with leverage checked', 'showTimeInForce', { leverageChecked: true }, false],
    ['slippage when a limit exists', 'showMaxSlippageLimit', {}, true],
    ['no slippage without a limit', 'showMaxSlippageLimit', { maxSlippageLimit: null }, false],
    ['available balance always', 'showAvailableBalance', { roles: CLASSIC }, true],
    ['max buy always', 'showMaxBuy', { isLogin: false, roles: LOGGED_OUT_ROLES }, true],
    ['base or quote always', 'showBaseOrQuote', { roles: CLASSIC }, true],
  ])('%s', (_name, flag, o, visible) => {
    expect(isPreferenceVisible(flag, ctx(o))).toBe(visible);
  });

  it('shows a form item only when it is visible and switched on', () => {
    const display = effectiveDisplay(
      { ...DEFAULT_TRADE_PREFERENCES, showTpSl: true, showPostOnly: false },
      ctx({ roles: CLASSIC }),
    );
    expect(display.showTpSl).toBe(false);
    expect(display.showPostOnly).toBe(false);
    expect(display.showAvailableBalance).toBe(true);
  });
});

describe('stored trade settings', () => {
  it('gives the defaults for nothing stored', () => {
    expect(migrateTradeSettings(null)).toEqual({
      preferences: DEFAULT_TRADE_PREFERENCES,
      confirmOrders: false,
    });
  });

  it('migrates an unversioned flags object (version 0)', () => {
    expect(migrateTradeSettings({ showPostOnly: false, showTpSl: 'yes' })).toEqual({
      preferences: { ...DEFAULT_TRADE_PREFERENCES, showPostOnly: false },
      confirmOrders: false,
    });
  });

  it('reads back what it wrote (version 1)', () => {
    const settings = {
      preferences: { ...DEFAULT_TRADE_PREFERENCES, showMaxBuy: false },
      confirmOrders: true,
    };
    expect(
      migrateTradeSettings(JSON.parse(JSON.stringify(serializeTradeSettings(settings)))),
    ).toEqual(settings);
  });

  it('drops a future version it cannot read', () => {
    expect(
      migrateTradeSettings({ version: 9, preferences: { showMaxBuy: false } }).preferences,
    ).toEqual(DEFAULT_TRADE_PREFERENCES);
  });

  it('covers all ten flags', () => {
    expect(Object.keys(DEFAULT_TRADE_PREFERENCES).sort()).toEqual(
      [...TRADE_PREFERENCE_FLAGS].sort(),
    );
  });
});
