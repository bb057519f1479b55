import { seededNumbers } from '@spot/contracts/testing';
import {
  Dec,
  LOGGED_OUT_ROLES,
  RESTRICTIVE_COMPLIANCE,
  formatPercentText,
  isDecimalString,
  type Roles,
  type Session,
} from '@spot/contracts';
import {
  RECENT_SYMBOLS_LIMIT,
  formatChange,
  pushRecent,
  readFavourites,
  readRecentSymbols,
  rewardsHubVisible,
  serializeRecentSymbols,
  type ChangeDisplay,
  type FavouritesSource,
} from './footer-rules';

const KNOWN = new Set(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
const exists = (name: string) => KNOWN.has(name);

describe('readFavourites', () => {
  it.each<[string, FavouritesSource, readonly string[]]>([
    [
      'reads the visitor list from local storage',
      { isLogin: false, prefsValue: undefined, storageValue: '["ETHUSDT","BTCUSDT"]' },
      ['ETHUSDT', 'BTCUSDT'],
    ],
    [
      'ignores preferences for a visitor',
      { isLogin: false, prefsValue: ['SOLUSDT'], storageValue: '["BTCUSDT"]' },
      ['BTCUSDT'],
    ],
    [
      'reads preferences when logged in and ignores local storage',
      { isLogin: true, prefsValue: ['SOLUSDT'], storageValue: '["BTCUSDT"]' },
      ['SOLUSDT'],
    ],
    [
      'reads preferences kept as JSON text',
      { isLogin: true, prefsValue: '["ETHUSDT"]', storageValue: null },
      ['ETHUSDT'],
    ],
    [
      'reads none without stored favourites',
      { isLogin: false, prefsValue: undefined, storageValue: null },
      [],
    ],
    [
      'reads none from corrupt storage',
      { isLogin: false, prefsValue: undefined, storageValue: '["BTCUSDT"' },
      [],
    ],
    [
      'reads none from a JSON object',
      { isLogin: false, prefsValue: undefined, storageValue: '{"BTCUSDT":1}' },
      [],
    ],
    [
      'reads none from corrupt preferences',
      { isLogin: true, prefsValue: { BTCUSDT: true }, storageValue: null },
      [],
    ],
    [
      'keeps only symbols that exist',
      { isLogin: false, prefsValue: undefined, storageValue: '["DELISTEDUSDT","BTCUSDT"]' },
      ['BTCUSDT'],
    ],
    [
      'keeps only strings, each once, in stored order',
      {
        isLogin: false,
        prefsValue: undefined,
        storageValue: '["SOLUSDT",7,null,"BTCUSDT","SOLUSDT"]',
      },
      ['SOLUSDT', 'BTCUSDT'],
    ],
  ])('%s', (_name, source, expected) => {
    expect(readFavourites(source, exists)).toEqual(expected);
  });
});

describe('pushRecent', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `S${i}`);

  it.each<[string, readonly string[], string, readonly string[]]>([
    ['puts the first visit in an empty list', [], 'BTCUSDT', ['BTCUSDT']],
    ['puts the newest visit first', ['ETHUSDT'], 'BTCUSDT', ['BTCUSDT', 'ETHUSDT']],
    [
      'moves a revisited symbol to the front once',
      ['ETHUSDT', 'BTCUSDT', 'SOLUSDT'],
      'BTCUSDT',
      ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'],
    ],
    [
      'keeps the list as it is when the newest is visited again',
      ['BTCUSDT', 'ETHUSDT'],
      'BTCUSDT',
      ['BTCUSDT', 'ETHUSDT'],
    ],
    ['drops the oldest beyond ten', ten, 'NEW', ['NEW', ...ten.slice(0, 9)]],
    ['keeps ten when a listed symbol returns', ten, 'S9', ['S9', ...ten.slice(0, 9)]],
  ])('%s', (_name, recent, visited, expected) => {
    expect(pushRecent(recent, visited)).toEqual(expected);
  });

  it('keeps at most ten', () => {
    expect(RECENT_SYMBOLS_LIMIT).toBe(10);
    expect(pushRecent(ten, 'NEW')).toHaveLength(10);
  });
});

describe('recent symbols storage', () => {
  it.each<[string, string | null, readonly string[]]>([
    ['reads version 1', '{"version":1,"symbols":["BTCUSDT","ETHUSDT"]}', ['BTCUSDT', 'ETHUSDT']],
    ['reads nothing when absent', null, []],
    ['reads nothing from corrupt JSON', '{"version":1,', []],
    ['reads nothing from an unknown version', '{"version":2,"symbols":["BTCUSDT"]}', []],
    ['reads nothing from a bare list', '["BTCUSDT"]', []],
    [
      'keeps only strings, each once',
      '{"version":1,"symbols":["BTCUSDT",1,"BTCUSDT"]}',
      ['BTCUSDT'],
    ],
  ])('%s', (_name, stored, expected) => {
    expect(readRecentSymbols(stored)).toEqual(expected);
  });

  it('writes version 1 that reads back the same', () => {
    const text = serializeRecentSymbols(['SOLUSDT', 'BTCUSDT']);
    expect(JSON.parse(text)).toEqual({ version: 1, symbols: ['SOLUSDT', 'BTCUSDT'] });
    expect(readRecentSymbols(text)).toEqual(['SOLUSDT', 'BTCUSDT']);
  });
});

describe('formatChange', () => {
  it.each<[string | null | undefined, ChangeDisplay]>([
    ['12500', { text: '+1.25%', tone: 'up' }],
    ['-12500', { text: '-1.25%', tone: 'down' }],
    ['0', { text: '0.00%', tone: 'flat' }],
    ['-0', { text: '0.00%', tone: 'flat' }],
    ['100', { text: '+0.01%', tone: 'up' }],
    ['49', { text: '0.00%', tone: 'flat' }],
    ['-49', { text: '0.00%', tone: 'flat' }],
    ['12399', { text: '+1.23%', tone: 'up' }],
    ['-12399', { text: '-1.23%', tone: 'down' }],
    ['1000000', { text: '+100.00%', tone: 'up' }],
    ['123456789012345678901', { text: '+12,345,678,901,234,567.89%', tone: 'up' }],
    ['12500.5', { text: '+1.25%', tone: 'up' }],
    [null, { text: '--', tone: 'flat' }],
    [undefined, { text: '--', tone: 'flat' }],
    ['', { text: '--', tone: 'flat' }],
    ['1e4', { text: '--', tone: 'flat' }],
    ['NaN', { text: '--', tone: 'flat' }],
  ])('formats %j as %j', (e6, expected) => {
    expect(formatChange(e6)).toEqual(expected);
  });

  it('writes the change for the page locale, the sign first even in Arabic', () => {
    expect(formatChange('45100', 'es')).toEqual({ text: '+4,51\u00a0%', tone: 'up' });
    const ar = formatChange('45100', 'ar');
    expect(ar.tone).toBe('up');
    expect(ar.text.replace(/[\u200e\u061c]/g, '')).toBe('+4.51%');
    expect(formatChange('-49', 'ja')).toEqual({ text: '0.00%', tone: 'flat' });
  });

  it('gives what the decimal.js reading gives, on random changes in four locales', () => {
    const next = seededNumbers(24);
    /** The reading before text work: `Dec` division, cut to the shown digits. */
    const reference = (e6: string, locale: string): ChangeDisplay => {
      const fraction = new Dec(e6).div(1_000_000);
      const percent = fraction.toDecimalPlaces(4, Dec.ROUND_DOWN);
      const text = formatPercentText(fraction.toFixed(), locale, { signed: true });
      if (percent.isZero()) return { text, tone: 'flat' };
      return { text, tone: percent.isNeg() ? 'down' : 'up' };
    };
    for (let i = 0; i < 2000; i += 1) {
      const digits = String(next() % 10 ** (1 + (next() % 8)));
      const fraction = next() % 4 === 0 ? `.${next() % 1000}` : '';
      const e6 = `${next() % 2 === 0 ? '-' : ''}${digits}${fraction}`;
      if (!isDecimalString(e6)) continue;
      const locale = ['en', 'es', 'ja', 'ar'][next() % 4] as string;
      expect(formatChange(e6, locale)).toEqual(reference(e6, locale));
    }
  });
});

function session(isLogin: boolean, roles: Partial<Roles>, rewardsHub: boolean): Session {
  return {
    isLogin,
    userState: isLogin ? 1 : null,
    user: null,
    roles: { ...LOGGED_OUT_ROLES, ...roles },
    compliance: { ...RESTRICTIVE_COMPLIANCE, rewardsHub },
  };
}

describe('rewardsHubVisible', () => {
  it.each<[string, Session, boolean]>([
    ['shows to a logged-out visitor where allowed', session(false, {}, true), true],
    ['shows to a logged-in non-demo user without EEA status', session(true, {}, true), true],
    [
      'hides from a logged-in user with EEA status',
      session(true, { eeaStatus: true }, true),
      false,
    ],
    ['hides from a demo user', session(true, { demo: true }, true), false],
    [
      'hides from a demo user with EEA status',
      session(true, { demo: true, eeaStatus: true }, true),
      false,
    ],
    [
      'hides from a visitor where the compliance config forbids it',
      session(false, {}, false),
      false,
    ],
    ['hides from a user where the compliance config forbids it', session(true, {}, false), false],
  ])('%s', (_name, input, expected) => {
    expect(rewardsHubVisible(input)).toBe(expected);
  });
});
