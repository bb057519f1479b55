import { LOGGED_OUT_ROLES, type NoticeBarItem, type Roles } from '@spot/contracts';
import {
  CLOSED_NOTICES_LIMIT,
  applyNoticeMessage,
  eligibleNotices,
  isSafeNoticeUrl,
  parseNoticeItem,
  readClosedNotices,
  withClosedNotice,
} from './notice-rules';

function item(id: string, value: unknown): NoticeBarItem {
  return { id, value: typeof value === 'string' ? value : JSON.stringify(value) };
}

const ok = {
  symbolName: 'BTCUSDT',
  info: 'BTC maintenance at 02:00',
  url: 'https://example.com/a',
};

describe('parseNoticeItem', () => {
  it.each<[string, NoticeBarItem, ReturnType<typeof parseNoticeItem>]>([
    [
      'reads a pair notice',
      item('1', ok),
      {
        id: '1',
        symbols: ['BTCUSDT'],
        info: 'BTC maintenance at 02:00',
        url: 'https://example.com/a',
      },
    ],
    [
      'reads a comma list, trimmed, upper-cased and each once',
      item('2', { ...ok, symbolName: ' btcusdt, ETHUSDT ,BTCUSDT,' }),
      { id: '2', symbols: ['BTCUSDT', 'ETHUSDT'], info: ok.info, url: ok.url },
    ],
    [
      'reads ALL',
      item('3', { ...ok, symbolName: 'ALL' }),
      { id: '3', symbols: 'ALL', info: ok.info, url: ok.url },
    ],
    [
      'treats ALL inside a list as every pair',
      item('4', { ...ok, symbolName: 'ETHUSDT,ALL' }),
      { id: '4', symbols: 'ALL', info: ok.info, url: ok.url },
    ],
    [
      'keeps a same-origin path',
      item('5', { ...ok, url: '/en/announcements/5' }),
      { id: '5', symbols: ['BTCUSDT'], info: ok.info, url: '/en/announcements/5' },
    ],
    [
      'keeps markup in info as the same characters',
      item('6', { ...ok, info: '<img src=x onerror=alert(1)>' }),
      { id: '6', symbols: ['BTCUSDT'], info: '<img src=x onerror=alert(1)>', url: ok.url },
    ],
    ['drops a value that is not JSON', item('7', 'BTCUSDT|info|https://example.com'), null],
    ['drops a JSON value that is not an object', item('8', '["BTCUSDT"]'), null],
    ['drops a value without symbolName', item('9', { info: ok.info, url: ok.url }), null],
    ['drops a value without info', item('10', { symbolName: 'ALL', url: ok.url }), null],
    ['drops a value without url', item('11', { symbolName: 'ALL', info: ok.info }), null],
    ['drops a value whose info is blank', item('12', { ...ok, info: '   ' }), null],
    [
      'drops a value whose symbolName lists nothing',
      item('13', { ...ok, symbolName: ' , ' }),
      null,
    ],
    ['drops a value with a number for info', item('14', { ...ok, info: 42 }), null],
    ['drops a javascript: url', item('15', { ...ok, url: 'javascript:alert(1)' }), null],
    ['drops an item with an empty id', item('', ok), null],
  ])('%s', (_name, input, expected) => {
    expect(parseNoticeItem(input)).toEqual(expected);
  });
});

describe('isSafeNoticeUrl', () => {
  it.each<[string, boolean]>([
    ['https://www.example.com/announcements/1', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM/x', true],
    ['/en/announcements?id=1', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox', false],
    ['//evil.example.com/path', false],
    ['/\\evil.example.com', false],
    ['java\tscript:alert(1)', false],
    [' https://example.com', false],
    ['https://', false],
    ['ftp://example.com/file', false],
    ['relative/path', false],
    ['', false],
  ])('judges %j as %s', (url, expected) => {
    expect(isSafeNoticeUrl(url)).toBe(expected);
  });
});

const ITEMS: readonly NoticeBarItem[] = [
  item('all', { symbolName: 'ALL', info: 'Simulated exchange', url: '/about' }),
  item('btc', { symbolName: 'BTCUSDT', info: 'BTC notice', url: 'https://example.com/btc' }),
  item('eth', {
    symbolName: 'ETHUSDT,SOLUSDT',
    info: 'ETH notice',
    url: 'https://example.com/eth',
  }),
  item('bad', 'not json'),
];

function roles(extra: Partial<Roles>) {
  return { roles: { ...LOGGED_OUT_ROLES, ...extra } };
}

describe('eligibleNotices', () => {
  it.each<
    [string, readonly NoticeBarItem[], string, Partial<Roles>, readonly string[], readonly string[]]
  >([
    [
      'shows the pair notice and ALL for the current pair',
      ITEMS,
      'BTCUSDT',
      {},
      [],
      ['all', 'btc'],
    ],
    ['matches a pair inside a comma list', ITEMS, 'SOLUSDT', {}, [], ['all', 'eth']],
    ['shows only ALL for another pair', ITEMS, 'XRPUSDT', {}, [], ['all']],
    ['matches the pair whatever its case', ITEMS, 'btcusdt', {}, [], ['all', 'btc']],
    ['shows nothing for another pair without an ALL notice', ITEMS.slice(1), 'XRPUSDT', {}, [], []],
    ['hides every notice from an EEA user', ITEMS, 'BTCUSDT', { eeaStatus: true }, [], []],
    [
      'shows notices to an EEA user on a demo account',
      ITEMS,
      'BTCUSDT',
      { eeaStatus: true, demo: true },
      [],
      ['all', 'btc'],
    ],
    [
      'shows notices to a demo user without EEA status',
      ITEMS,
      'BTCUSDT',
      { demo: true },
      [],
      ['all', 'btc'],
    ],
    ['shows nothing for an empty list', [], 'BTCUSDT', {}, [], []],
    ['removes closed notices', ITEMS, 'BTCUSDT', {}, ['all'], ['btc']],
    [
      'shows nothing when every eligible notice is closed',
      ITEMS,
      'BTCUSDT',
      {},
      ['all', 'btc'],
      [],
    ],
    ['drops invalid items and keeps the valid ones', ITEMS, 'ETHUSDT', {}, [], ['all', 'eth']],
    [
      'keeps the first of two items with one id',
      [ITEMS[1]!, item('btc', { symbolName: 'ALL', info: 'dup', url: '/x' })],
      'BTCUSDT',
      {},
      [],
      ['btc'],
    ],
  ])('%s', (_name, items, symbolName, extraRoles, closed, expected) => {
    expect(eligibleNotices(items, symbolName, roles(extraRoles), closed).map((n) => n.id)).toEqual(
      expected,
    );
  });
});

describe('applyNoticeMessage', () => {
  const a = item('a', ok);
  const b = item('b', ok);
  const b2 = item('b', { ...ok, info: 'changed' });
  const c = item('c', ok);

  it('replaces the list with a snapshot', () => {
    expect(applyNoticeMessage([a, b], [c], 'snapshot')).toEqual([c]);
  });

  it('updates items by id and appends new ones from a delta', () => {
    expect(applyNoticeMessage([a, b], [b2, c], 'delta')).toEqual([a, b2, c]);
  });
});

describe('closed notices preference', () => {
  it.each<[string, unknown, readonly string[]]>([
    ['reads version 1', { version: 1, ids: ['1001', '1002'] }, ['1001', '1002']],
    ['keeps only string ids', { version: 1, ids: ['1001', 7, null] }, ['1001']],
    ['reads nothing closed when absent', undefined, []],
    ['reads nothing closed from an unknown version', { version: 2, ids: ['1001'] }, []],
    ['reads nothing closed from a bare list', ['1001'], []],
    ['reads nothing closed when ids is not a list', { version: 1, ids: '1001' }, []],
  ])('%s', (_name, stored, expected) => {
    expect(readClosedNotices(stored)).toEqual(expected);
  });

  it('adds a closed id as version 1, newest last and each id once', () => {
    expect(withClosedNotice(undefined, '1001')).toEqual({ version: 1, ids: ['1001'] });
    expect(withClosedNotice({ version: 1, ids: ['1001', '1002'] }, '1001')).toEqual({
      version: 1,
      ids: ['1002', '1001'],
    });
  });

  it('forgets the oldest ids beyond the limit', () => {
    const full = {
      version: 1,
      ids: Array.from({ length: CLOSED_NOTICES_LIMIT }, (_, i) => `n${i}`),
    };
    const next = withClosedNotice(full, 'newest');
    expect(next.ids).toHaveLength(CLOSED_NOTICES_LIMIT);
    expect(next.ids[0]).toBe('n1');
    expect(next.ids.at(-1)).toBe('newest');
  });
});
