import { act, fireEvent, screen } from '@testing-library/react';
import { makeSession, memoryStorage } from '@spot/contracts/testing';
import type { AnnouncementHit } from '@spot/contracts';
import { createFakeHost, hostI18n, renderWithI18n } from '../testing/fake-host';
import { BANNER_HIDE_PREF } from './banner-rules';
import { AnnouncementBanner } from './announcement-banner';
import { createBannerStore } from './banner-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 26, 12);

const hit = (id: string, age: number, over: Partial<AnnouncementHit> = {}): AnnouncementHit => ({
  category: { key: 'latest_bybit_news' },
  url: `https://www.example.com/en/announcements/${id}`,
  date_timestamp: NOW - age,
  title: `News ${id}`,
  description: 'd',
  objectID: id,
  ...over,
});

async function setup(hits: AnnouncementHit[], loggedIn = false) {
  jest.useFakeTimers({ now: NOW });
  const fake = createFakeHost({
    ...(loggedIn ? { session: makeSession({ isLogin: true }) } : {}),
    handlers: { announcements: () => ({ ok: true, result: { hits } }) },
  });
  const storage = memoryStorage();
  const banner = createBannerStore({
    host: fake.host,
    storage,
    now: () => Date.now(),
    pageOrigin: 'https://trade.example',
  });
  const i18n = await hostI18n();
  await act(async () => {
    renderWithI18n(i18n, <AnnouncementBanner host={fake.host} banner={banner} />);
  });
  return { fake, storage, banner };
}

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

afterEach(() => jest.useRealTimers());

describe('AnnouncementBanner', () => {
  it('shows the newest announcement of the week as text, never markup', async () => {
    await setup([
      hit('old', 9 * DAY),
      hit('a', 2 * DAY),
      hit('x', DAY, { title: '<img src=x onerror="window.__pwned=1">' }),
    ]);
    const banner = screen.getByTestId('banner');
    expect(banner.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect(banner.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe(
      'https://www.example.com/en/announcements/x',
    );
    // Logged out: no "don't show again".
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('closes for a day, then shows again', async () => {
    await setup([hit('a', MINUTE)]);
    fireEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByTestId('banner')).toBeNull();
    await advance(DAY - MINUTE);
    expect(screen.queryByTestId('banner')).toBeNull();
    await advance(2 * MINUTE);
    expect(screen.getByTestId('banner').textContent).toContain('News a');
  });

  it('rests 5 minutes after a click, then shows the next unread one', async () => {
    await setup([hit('a', 2 * DAY), hit('b', DAY)]);
    fireEvent.click(screen.getByRole('link', { name: 'News b' }));
    expect(screen.queryByTestId('banner')).toBeNull();
    await advance(4 * MINUTE);
    expect(screen.queryByTestId('banner')).toBeNull();
    await advance(2 * MINUTE);
    expect(screen.getByTestId('banner').textContent).toContain('News a');
  });

  it('never shows again for a logged-in trader who ticks "don\'t show again"', async () => {
    const { fake } = await setup([hit('a', DAY)], true);
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: "Don't show again" }));
    });
    expect(fake.host.prefs.get(BANNER_HIDE_PREF)).toBe(true);
    expect(screen.queryByTestId('banner')).toBeNull();
    await advance(8 * DAY);
    expect(screen.queryByTestId('banner')).toBeNull();
  });

  it('shows a link that leaves the main site as plain text', async () => {
    await setup([hit('a', DAY, { url: 'javascript:alert(1)' })]);
    expect(screen.getByTestId('banner').textContent).toContain('News a');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing when the call fails or nothing is recent', async () => {
    await setup([hit('old', 8 * DAY)]);
    expect(screen.queryByTestId('banner')).toBeNull();
  });
});
