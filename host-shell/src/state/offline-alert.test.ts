import { RESTRICTIVE_COMPLIANCE, type Session } from '@spot/contracts';
import { makeSession } from '@spot/contracts/testing';
import { OFFLINE_ALERT_REST_MS, offlineAlertDue } from './offline-alert';

const NOW = Date.UTC(2026, 10, 26);
const DAY = 24 * 60 * 60 * 1000;
const classic: Session = {
  ...makeSession({ isLogin: true }),
  compliance: { ...RESTRICTIVE_COMPLIANCE, standardAccountOffline: true },
};
const due = (over: Partial<Parameters<typeof offlineAlertDue>[0]> = {}) =>
  offlineAlertDue({
    session: classic,
    prefsLoaded: true,
    dismissedAt: undefined,
    now: NOW,
    ...over,
  });

describe('offlineAlertDue (spec 001 §4)', () => {
  it('is due for a logged-in classic account with the switch on, never closed', () => {
    expect(classic.roles.utaLevel).toBe(0);
    expect(due()).toBe(true);
  });

  it.each([
    ['logged out', { session: makeSession() }],
    ['upgraded (UTA)', { session: { ...classic, roles: { ...classic.roles, utaLevel: 1 } } }],
    ['switch off', { session: { ...classic, compliance: RESTRICTIVE_COMPLIANCE } }],
    ['preferences not loaded', { prefsLoaded: false }],
    ['closed a second ago', { dismissedAt: NOW - 1000 }],
    ['closed 7 days less a second ago', { dismissedAt: NOW - OFFLINE_ALERT_REST_MS + 1000 }],
  ])('is not due when %s', (_label, over) => {
    expect(due(over as Partial<Parameters<typeof offlineAlertDue>[0]>)).toBe(false);
  });

  it('is due again 7 days after a close, and with a dismissal it cannot read', () => {
    expect(due({ dismissedAt: NOW - 7 * DAY })).toBe(true);
    expect(due({ dismissedAt: 'yesterday' })).toBe(true);
    expect(due({ dismissedAt: Number.NaN })).toBe(true);
  });
});
