import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { NoticeBarItem } from '@spot/contracts';
import { makeSession, memoryStorage } from '@spot/contracts/testing';
import { createFakeHost, hostI18n, renderWithI18n } from '../testing/fake-host';
import { NoticeBar } from './notice-bar-container';
import { CLOSED_NOTICES_PREF_KEY } from './notice-rules';

function notice(id: string, symbolName: string, info: string, url = `https://example.com/${id}`) {
  return { id, value: JSON.stringify({ symbolName, info, url }) } satisfies NoticeBarItem;
}

const NOTICES = [
  notice('1001', 'ALL', 'This is a simulated exchange'),
  notice('1002', 'BTCUSDT', 'BTC wallet maintenance'),
  notice('1003', 'ETHUSDT', 'ETH upgrade'),
];

let i18n: I18n;

beforeAll(async () => {
  i18n = await hostI18n();
});

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function setup(options: Parameters<typeof createFakeHost>[0] = {}, symbolName = 'BTCUSDT') {
  const fake = createFakeHost(options);
  const view = renderWithI18n(i18n, <NoticeBar host={fake.host} symbolName={symbolName} />);
  act(() => fake.pushNotices(NOTICES));
  return { ...fake, ...view };
}

const bar = () => screen.queryByRole('region', { name: 'Announcements' });

describe('NoticeBar', () => {
  it('subscribes to the public notice topic', () => {
    const { realtimeSubscriptions } = setup();
    expect(realtimeSubscriptions.map((s) => s.topic)).toEqual(['notice']);
  });

  it('shows nothing at 2,999 ms and the first notice at 3,000 ms', () => {
    setup();
    advance(2_999);
    expect(bar()).toBeNull();
    advance(1);
    expect(screen.getByRole('link', { name: 'This is a simulated exchange' })).toBeTruthy();
    expect(bar()?.style.height).toBe('44px');
    expect(screen.getByText('1/2')).toBeTruthy();
  });

  it('lays the server text out in its own direction, whatever the page direction', () => {
    document.documentElement.dir = 'rtl';
    try {
      setup();
      advance(3_000);
      const link = screen.getByRole('link', { name: 'This is a simulated exchange' });
      expect(link.getAttribute('dir')).toBe('auto');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('rotates to the next notice at 5,000 ms after showing, not at 4,999 ms', () => {
    setup();
    advance(3_000);
    advance(4_999);
    expect(screen.getByRole('link').textContent).toBe('This is a simulated exchange');
    advance(1);
    expect(screen.getByRole('link').textContent).toBe('BTC wallet maintenance');
    expect(screen.getByText('2/2')).toBeTruthy();
  });

  it('holds the notice while the pointer is over the bar', () => {
    setup();
    advance(3_000);
    fireEvent.mouseEnter(bar()!);
    advance(20_000);
    expect(screen.getByRole('link').textContent).toBe('This is a simulated exchange');
    fireEvent.mouseLeave(bar()!);
    advance(5_000);
    expect(screen.getByRole('link').textContent).toBe('BTC wallet maintenance');
  });

  it('opens the notice link in a new window without an opener', () => {
    setup();
    advance(3_000);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.com/1001');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows markup in info as literal text and creates no element from it', () => {
    const info = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';
    const { container, pushNotices } = setup();
    act(() => pushNotices([notice('xss', 'ALL', info)]));
    advance(3_000);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(info);
    expect(link.children).toHaveLength(0);
    expect(container.querySelector('img, script, b')).toBeNull();
  });

  it('closes a notice, shows the next and remembers the id in prefs across a remount', () => {
    const prefsStorage = memoryStorage();
    const { host, unmount } = setup({ prefsStorage });
    advance(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.getByRole('link').textContent).toBe('BTC wallet maintenance');
    expect(screen.queryByText('1/1')).toBeNull();
    expect(host.prefs.get(CLOSED_NOTICES_PREF_KEY)).toEqual({ version: 1, ids: ['1001'] });
    unmount();

    const again = createFakeHost({ prefsStorage });
    renderWithI18n(i18n, <NoticeBar host={again.host} symbolName="BTCUSDT" />);
    act(() => again.pushNotices(NOTICES));
    advance(3_000);
    expect(screen.getByRole('link').textContent).toBe('BTC wallet maintenance');
  });

  it('disappears when the last eligible notice is closed', () => {
    setup({}, 'XRPUSDT');
    advance(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(bar()).toBeNull();
  });

  it('re-evaluates the notices when the pair changes', () => {
    const { host, rerender } = setup();
    advance(3_000 + 5_000);
    expect(screen.getByRole('link').textContent).toBe('BTC wallet maintenance');
    rerender(<NoticeBar host={host} symbolName="ETHUSDT" />);
    expect(screen.getByRole('link').textContent).toBe('ETH upgrade');
    expect(screen.queryByText('BTC wallet maintenance')).toBeNull();
  });

  it('hides the bar when the session gains an EEA status and shows it on a demo account', () => {
    const { setSession } = setup();
    advance(3_000);
    act(() => setSession(makeSession({ isLogin: true, roles: { eeaStatus: true } })));
    expect(bar()).toBeNull();
    act(() => setSession(makeSession({ isLogin: true, roles: { eeaStatus: true, demo: true } })));
    expect(bar()).not.toBeNull();
  });

  it('shows nothing for an EEA user', () => {
    setup({ session: makeSession({ isLogin: true, roles: { eeaStatus: true } }) });
    advance(10_000);
    expect(bar()).toBeNull();
  });

  it('keeps the notices it had when the host drops a malformed payload', () => {
    const { pushNotices, counts } = setup();
    act(() => pushNotices({ id: 'x', value: 'not a list' }));
    advance(3_000);
    expect(counts.droppedPayloads).toBe(1);
    expect(screen.getByRole('link').textContent).toBe('This is a simulated exchange');
  });

  it('drops items whose url is not http(s) or a same-origin path', () => {
    const { pushNotices } = setup();
    act(() => pushNotices([notice('js', 'ALL', 'Click me', 'javascript:alert(1)')]));
    advance(10_000);
    expect(bar()).toBeNull();
  });

  it('unsubscribes from the topic on unmount', () => {
    const { realtimeSubscriptions, unmount } = setup();
    unmount();
    expect(realtimeSubscriptions).toHaveLength(0);
  });
});
