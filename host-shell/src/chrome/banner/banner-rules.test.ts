import type { Announcement } from '@spot/contracts';
import {
  BANNER_STORAGE_VERSION,
  EMPTY_BANNER_STATE,
  READ_IDS_LIMIT,
  announcementsOf,
  closeBanner,
  openedBanner,
  pickAnnouncement,
  readBannerState,
  safeJumpUrl,
  serializeBannerState,
} from './banner-rules';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 26, 12);

const item = (id: string, age: number, type = 'Spot'): Announcement => ({
  key: 'new_crypto',
  jumpUrl: `https://main.example/en/announcements/${id}`,
  releaseTime: NOW - age,
  title: `title ${id}`,
  description: '',
  id,
  type,
});

describe('pickAnnouncement', () => {
  it('shows the newest unread item of the last 7 days', () => {
    const items = [item('a', 3 * DAY), item('b', 1 * DAY), item('c', 8 * DAY)];
    expect(pickAnnouncement(items, EMPTY_BANNER_STATE, NOW)?.id).toBe('b');
    const readB = { hiddenUntil: 0, read: { Spot: ['b'] } };
    expect(pickAnnouncement(items, readB, NOW)?.id).toBe('a');
  });

  it.each([
    ['just inside the window', 7 * DAY, 'x'],
    ['a second past it', 7 * DAY + SECOND, null],
    ['from the future', -SECOND, null],
  ])('an item released %s', (_label, age, expected) => {
    expect(pickAnnouncement([item('x', age)], EMPTY_BANNER_STATE, NOW)?.id ?? null).toBe(expected);
  });

  it('remembers read ids per source', () => {
    const state = { hiddenUntil: 0, read: { Other: ['a'] } };
    expect(pickAnnouncement([item('a', DAY)], state, NOW)?.id).toBe('a');
  });
});

describe('hiding', () => {
  it('hides for a day on close, still unread', () => {
    const closed = closeBanner(EMPTY_BANNER_STATE, NOW);
    const items = [item('a', 60 * MINUTE)];
    expect(pickAnnouncement(items, closed, NOW + DAY - SECOND)).toBeNull();
    expect(pickAnnouncement(items, closed, NOW + DAY)?.id).toBe('a');
  });

  it('hides for 5 minutes on a click and marks the item read', () => {
    const items = [item('a', 2 * DAY), item('b', DAY)];
    const clicked = openedBanner(EMPTY_BANNER_STATE, items[1] as Announcement, NOW);
    expect(pickAnnouncement(items, clicked, NOW + 5 * MINUTE - SECOND)).toBeNull();
    expect(pickAnnouncement(items, clicked, NOW + 5 * MINUTE)?.id).toBe('a');
  });

  it('keeps at most the newest read ids', () => {
    let state = EMPTY_BANNER_STATE;
    for (let i = 0; i < READ_IDS_LIMIT + 5; i += 1)
      state = openedBanner(state, item(`i${i}`, 0), NOW);
    expect(state.read.Spot).toHaveLength(READ_IDS_LIMIT);
    expect(state.read.Spot?.at(-1)).toBe(`i${READ_IDS_LIMIT + 4}`);
  });
});

describe('stored state', () => {
  it('round-trips and refuses what it cannot read', () => {
    const state = openedBanner(closeBanner(EMPTY_BANNER_STATE, NOW), item('a', 0), NOW);
    expect(readBannerState(serializeBannerState(state))).toEqual(state);
    expect(readBannerState(null)).toEqual(EMPTY_BANNER_STATE);
    expect(readBannerState('{')).toEqual(EMPTY_BANNER_STATE);
    expect(readBannerState(JSON.stringify({ version: BANNER_STORAGE_VERSION + 1 }))).toEqual(
      EMPTY_BANNER_STATE,
    );
    expect(
      readBannerState(
        JSON.stringify({
          version: BANNER_STORAGE_VERSION,
          hiddenUntil: 'x',
          read: { Spot: [1, 'b'] },
        }),
      ),
    ).toEqual({ hiddenUntil: 0, read: { Spot: ['b'] } });
  });
});

describe('announcementsOf', () => {
  it('keeps well-formed hits of the banner categories only', () => {
    const good = {
      category: { key: 'delisting' },
      url: '/en/announcements/x',
      date_timestamp: NOW,
      title: '<img src=x onerror=alert(1)>',
      description: 'd',
      objectID: 'x',
    };
    const reply = { hits: [good, { ...good, category: { key: 'other' } }, { nope: 1 }, null] };
    expect(announcementsOf(reply).map((a) => a.id)).toEqual(['x']);
    expect(announcementsOf(null)).toEqual([]);
    expect(announcementsOf({ hits: 'x' })).toEqual([]);
  });
});

describe('safeJumpUrl', () => {
  const origins = { mainSite: 'https://main.example', page: 'https://trade.example' };

  it('follows https pages of the main site and pages of this one', () => {
    expect(safeJumpUrl('https://main.example/en/announcements/a', origins)).toBe(
      'https://main.example/en/announcements/a',
    );
    expect(safeJumpUrl('/en/announcements/a', origins)).toBe(
      'https://main.example/en/announcements/a',
    );
    expect(safeJumpUrl('https://trade.example/en/x', origins)).toBe('https://trade.example/en/x');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://main.example/en/a',
    'https://evil.example/en/a',
    'https://main.example.evil.example/a',
    '//evil.example/a',
    'http://[',
  ])('does not follow %s', (url) => {
    expect(safeJumpUrl(url, origins)).toBeNull();
  });

  it('allows plain http only where the main site itself is configured so (a dev stack)', () => {
    const dev = { mainSite: 'http://127.0.0.1:8090', page: 'http://127.0.0.1:8080' };
    expect(safeJumpUrl('/en/announcements/a', dev)).toBe(
      'http://127.0.0.1:8090/en/announcements/a',
    );
    expect(safeJumpUrl('https://main.example/a', dev)).toBeNull();
    expect(safeJumpUrl('/a', { mainSite: null, page: 'https://trade.example' })).toBe(
      'https://trade.example/a',
    );
  });
});
