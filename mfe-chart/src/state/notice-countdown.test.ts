import type { ApiResult, HostApiClient, NoticeInfo, PageState } from '@spot/contracts';
import type { NoticeViewState } from './notice-countdown';
import { NO_NOTICE_CODE, hasOpened, startNoticeCountdown } from './notice-countdown';

const START = 1_700_000_000_000;

function setup(replies: (() => ApiResult<NoticeInfo>)[]) {
  const calls: unknown[] = [];
  const api = {
    call: jest.fn(async (_name: string, request: unknown) => {
      calls.push(request);
      const next = replies.length > 1 ? replies.shift()! : replies[0]!;
      return next();
    }),
  } as unknown as HostApiClient;
  let pageState: PageState = { visible: true, online: true, widthClass: 'desktop' };
  const pageListeners = new Set<(s: PageState) => void>();
  const page = {
    get: () => pageState,
    subscribe: (l: (s: PageState) => void) => {
      pageListeners.add(l);
      return () => pageListeners.delete(l);
    },
    set(next: Partial<PageState>) {
      pageState = { ...pageState, ...next };
      pageListeners.forEach((l) => l(pageState));
    },
  };
  const states: NoticeViewState[] = [];
  return { api, page, states, calls };
}

const notice = (onlineTime: number, serverNow = Date.now()): ApiResult<NoticeInfo> => ({
  ok: true,
  result: {
    symbolId: 'NOVAUSDT',
    noticeType: 1,
    noticeContent: 'opens soon',
    noticeLinkUrl: 'https://example.com/nova',
    onlineTime,
    nowTime: serverNow,
    serverTimestamp: serverNow,
  },
});

describe('notice countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: START }));
  afterEach(() => jest.useRealTimers());

  it('ticks every 100 ms and opens when the countdown ends with a fresh notice', async () => {
    const { api, page, states } = setup([() => notice(START + 15_000)]);
    const stop = startNoticeCountdown({
      api,
      page,
      symbolId: 'NOVAUSDT',
      symbolName: 'NOVAUSDT',
      onChange: (s) => states.push(s),
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toMatchObject({ phase: 'counting', hours: 0, minutes: 0, seconds: 15 });
    const before = states.length;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(states.length - before).toBe(10);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(states.at(-1)).toEqual({ phase: 'open' });
    // The notice was read again in the last 10 s, so it was fresh at the end.
    expect((api.call as jest.Mock).mock.calls.length).toBe(2);
    expect(hasOpened('NOVAUSDT')).toBe(true);
    stop();
  });

  it('counts on the server clock', async () => {
    const { api, page, states } = setup([() => notice(START + 3_600_000, START + 600_000)]);
    startNoticeCountdown({
      api,
      page,
      symbolId: 'NOVAUSDT',
      symbolName: 'A',
      onChange: (s) => states.push(s),
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toMatchObject({ phase: 'counting', minutes: 50 });
  });

  it('shows the error view when the notice fetch fails', async () => {
    const { api, page, states } = setup([
      () => ({ ok: false, kind: 'http', code: 10500, message: 'x' }),
    ]);
    startNoticeCountdown({
      api,
      page,
      symbolId: 'X',
      symbolName: 'B',
      onChange: (s) => states.push(s),
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toEqual({ phase: 'error' });
  });

  it('treats "no notice" as open', async () => {
    const { api, page, states } = setup([
      () => ({ ok: false, kind: 'business', code: NO_NOTICE_CODE, message: 'x' }),
    ]);
    startNoticeCountdown({
      api,
      page,
      symbolId: 'X',
      symbolName: 'C',
      onChange: (s) => states.push(s),
    });
    await jest.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toEqual({ phase: 'open' });
  });

  it('shows the error view when the countdown ends on a notice 20 s old', async () => {
    let calls = 0;
    const { api, page, states } = setup([
      () => (++calls === 1 ? notice(START + 12_000) : new Promise<never>(() => undefined)),
    ] as (() => ApiResult<NoticeInfo>)[]);
    startNoticeCountdown({
      api,
      page,
      symbolId: 'X',
      symbolName: 'D',
      onChange: (s) => states.push(s),
    });
    await jest.advanceTimersByTimeAsync(19_000);
    expect(states.at(-1)).toMatchObject({ phase: 'counting' });
    await jest.advanceTimersByTimeAsync(1_100);
    expect(states.at(-1)).toEqual({ phase: 'error' });
    expect((api.call as jest.Mock).mock.calls.length).toBe(2);
  });

  it('re-fetches when the page comes back online', async () => {
    const { api, page } = setup([() => notice(START + 3_600_000)]);
    startNoticeCountdown({ api, page, symbolId: 'X', symbolName: 'E', onChange: () => undefined });
    await jest.advanceTimersByTimeAsync(100);
    page.set({ online: false });
    page.set({ online: true });
    await jest.advanceTimersByTimeAsync(100);
    expect((api.call as jest.Mock).mock.calls.length).toBe(2);
  });

  it('stops ticking when stopped', async () => {
    const { api, page, states } = setup([() => notice(START + 3_600_000)]);
    const stop = startNoticeCountdown({
      api,
      page,
      symbolId: 'X',
      symbolName: 'F',
      onChange: (s) => states.push(s),
    });
    await jest.advanceTimersByTimeAsync(200);
    stop();
    const count = states.length;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(states.length).toBe(count);
  });
});
