import { Dec } from '../helpers/decimal';
import {
  LT_MESSAGE_KEYS,
  checkLtRedemption,
  checkLtSubscription,
  ltMessageKeyOf,
  type LtCheckInput,
} from './lt-checks';
import { navDeviation, navPremium, navRiskExceeded } from './lt';

const base = (patch: Partial<Record<keyof LtCheckInput, unknown>> = {}): LtCheckInput => ({
  size: new Dec('100'),
  balance: new Dec('1000'),
  token: 'USDT',
  st: 1,
  nav: new Dec('2.5'),
  riskState: 0,
  min: new Dec('5'),
  max: new Dec('500'),
  ...(patch as Partial<LtCheckInput>),
});

describe('LT subscription checks (spec 001 §5, in order)', () => {
  // Each row breaks its own rule and every later one; the earlier rule must win.
  const table: [string, Partial<Record<keyof LtCheckInput, unknown>>, string][] = [
    ['empty', { size: null }, 'lt_subscription_failed_input_amount'],
    [
      'zero, even with everything else wrong',
      { size: new Dec(0), st: 4, nav: new Dec(0) },
      'lt_subscription_failed_input_amount',
    ],
    [
      'over the balance, closed too',
      { size: new Dec('2000'), st: 4 },
      'lt_subscription_usdt_not_enough',
    ],
    ['st 3', { st: 3, riskState: 4 }, 'lt_subscription_failed_closed'],
    ['st 4', { st: 4, nav: new Dec(0) }, 'lt_subscription_failed_closed'],
    [
      'st 5, closing position too',
      { st: 5, riskState: 4 },
      'lt_subscription_failed_change_position',
    ],
    [
      'riskState 4, nav zero too',
      { riskState: 4, nav: new Dec(0) },
      'lt_subscription_failed_close_position',
    ],
    [
      'nav zero, above max too',
      { nav: new Dec(0), size: new Dec('600') },
      'lt_subscription_failed_invalid_value',
    ],
    ['above max', { size: new Dec('600') }, 'lt_subscription_max_amount'],
    ['below min', { size: new Dec('4.99') }, 'lt_subscription_min_amount'],
  ];
  it.each(table)('%s → %s', (_name, patch, key) => {
    const result = checkLtSubscription(base(patch));
    expect(result.ok ? null : result.key).toBe(key);
  });

  it('st 2 (redemption closed) does not stop a subscription', () => {
    expect(checkLtSubscription(base({ st: 2 })).ok).toBe(true);
  });

  it('riskState 5 warns and lets the subscription go on', () => {
    expect(checkLtSubscription(base({ riskState: 5 }))).toEqual({
      ok: true,
      warnings: ['subscriptionWearPosition'],
    });
    expect(checkLtSubscription(base())).toEqual({ ok: true, warnings: [] });
  });

  it('names the currency and the bounds it refuses with', () => {
    expect(checkLtSubscription(base({ size: new Dec('2000') }))).toMatchObject({
      params: { currency: 'USDT', balance: '1000' },
    });
    expect(checkLtSubscription(base({ size: new Dec('600') }))).toMatchObject({
      params: { amount: '500', currency: 'USDT' },
    });
    expect(checkLtSubscription(base({ size: new Dec('1') }))).toMatchObject({
      params: { amount: '5', currency: 'USDT' },
    });
  });

  it('accepts the bounds themselves', () => {
    expect(checkLtSubscription(base({ size: new Dec('5') })).ok).toBe(true);
    expect(checkLtSubscription(base({ size: new Dec('500') })).ok).toBe(true);
    expect(checkLtSubscription(base({ size: new Dec('1000'), max: new Dec('1000') })).ok).toBe(
      true,
    );
  });
});

describe('LT redemption checks (spec 001 §5, in order)', () => {
  const table: [string, Partial<Record<keyof LtCheckInput, unknown>>, string][] = [
    ['empty', { size: null }, 'lt_redemption_failed_input_quantity'],
    ['zero', { size: new Dec(0), st: 4 }, 'lt_redemption_failed_input_quantity'],
    ['more than held, closed too', { size: new Dec('1001'), st: 2 }, 'lt_amount_not_enough'],
    ['st 2', { st: 2, riskState: 4 }, 'lt_redemption_failed_closed'],
    ['st 4', { st: 4 }, 'lt_redemption_failed_closed'],
    ['st 5', { st: 5, riskState: 4 }, 'lt_redemption_failed_change_position'],
    ['riskState 4', { riskState: 4, nav: new Dec(0) }, 'lt_redemption_failed_wear_position'],
    ['nav zero', { nav: new Dec(0), size: new Dec('1') }, 'lt_redemption_failed_net_worth'],
    ['below min', { size: new Dec('1') }, 'lt_redemption_min_quanlity'],
    ['above max', { size: new Dec('501') }, 'lt_redemption_max_quanlity'],
  ];
  it.each(table)('%s → %s', (_name, patch, key) => {
    const result = checkLtRedemption(base({ token: 'BTC3L', ...patch }));
    expect(result.ok ? null : result.key).toBe(key);
  });

  it('st 3 (subscription closed) and riskState 5 do not stop a redemption', () => {
    expect(checkLtRedemption(base({ st: 3 }))).toEqual({ ok: true, warnings: [] });
    expect(checkLtRedemption(base({ riskState: 5 }))).toEqual({ ok: true, warnings: [] });
  });
});

describe('ltMessageKeyOf', () => {
  it('reads the key an exchange message starts with', () => {
    expect(ltMessageKeyOf('lt_subscription_failed_closed: subscription of X is closed')).toBe(
      'lt_subscription_failed_closed',
    );
    expect(ltMessageKeyOf(LT_MESSAGE_KEYS.redemptionMaxQuantity)).toBe(
      'lt_redemption_max_quanlity',
    );
  });
  it('is null for any other message', () => {
    expect(ltMessageKeyOf('not logged in')).toBeNull();
    expect(ltMessageKeyOf('')).toBeNull();
    expect(ltMessageKeyOf('toString: x')).toBeNull();
  });
});

describe('net-value deviation (spec 000 §5)', () => {
  it('is the distance from the net value over the net value', () => {
    expect(navDeviation('105', '100')?.toFixed()).toBe('0.05');
    expect(navDeviation('95', '100')?.toFixed()).toBe('0.05');
    expect(navDeviation('100', '100')?.toFixed()).toBe('0');
  });
  it('reads a premium above zero and a discount below', () => {
    expect(navPremium('105', '100')?.toFixed()).toBe('0.05');
    expect(navPremium('95', '100')?.toFixed()).toBe('-0.05');
    expect(navPremium('0', '100')).toBeNull();
  });
  it('is null without two positive figures', () => {
    expect(navDeviation('100', '0')).toBeNull();
    expect(navDeviation('0', '100')).toBeNull();
    expect(navDeviation('abc', '100')).toBeNull();
  });
  it.each([
    ['105.01', '100', '0.05', true],
    ['105', '100', '0.05', false],
    ['94.99', '100', '0.05', true],
    ['200', '100', undefined, false],
    ['200', '0', '0.05', false],
    ['200', '100', 'x', false],
  ] as const)('last %s nav %s rate %s → %s', (last, nav, rate, expected) => {
    expect(navRiskExceeded(last, nav, rate)).toBe(expected);
  });
});
