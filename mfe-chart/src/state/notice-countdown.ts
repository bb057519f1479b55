import type { HostApiClient, HostPage, NoticeInfo } from '@spot/contracts';
import type { CountdownSource, CountdownState } from '../domain/countdown';
import {
  COUNTDOWN_TIMING,
  countdownAt,
  isCountdownNotice,
  readNotice,
  serverOffset,
  shouldRefetchNotice,
} from '../domain/countdown';

/** Business code of the notice lookup: the symbol has no opening notice (it is open). */
export const NO_NOTICE_CODE = 30001;

export type NoticeViewState =
  { readonly phase: 'loading' } | (CountdownState & { readonly notice?: NoticeInfo });

/** Symbols whose countdown ended on this page: they stay open (spec 000 §4 "opening list"). */
const openedSymbols = new Set<string>();

export function hasOpened(symbolName: string): boolean {
  return openedSymbols.has(symbolName);
}

export interface NoticeCountdownDeps {
  readonly api: HostApiClient;
  readonly page: Pick<HostPage, 'get' | 'subscribe'>;
  readonly symbolId: string;
  readonly symbolName: string;
  readonly onChange: (state: NoticeViewState) => void;
  readonly now?: () => number;
}

/**
 * The symbol-opening countdown (spec 000 §4): reads the notice, ticks every 100 ms on server
 * time, re-reads the notice when the page comes back (visible or online) or after a gap over
 * 60 s, and ends open, or in the error view when the notice failed or went stale. Returns the
 * stop function.
 */
export function startNoticeCountdown({
  api,
  page,
  symbolId,
  symbolName,
  onChange,
  now = Date.now,
}: NoticeCountdownDeps): () => void {
  let source: (CountdownSource & { notice: NoticeInfo }) | null = null;
  let fetching = false;
  let stopped = false;
  let lastTick = now();
  let ended = false;
  const controller = new AbortController();

  const finish = (state: NoticeViewState): void => {
    ended = true;
    clearInterval(timer);
    if (state.phase === 'open') openedSymbols.add(symbolName);
    onChange(state);
  };

  async function fetchNotice(): Promise<void> {
    if (fetching || stopped || ended) return;
    fetching = true;
    const reply = await api.call(
      'symbolNotice',
      { symbol_id: symbolId },
      { signal: controller.signal },
    );
    fetching = false;
    if (stopped || ended) return;
    if (!reply.ok) {
      if (reply.kind === 'aborted') return;
      if (reply.kind === 'business' && reply.code === NO_NOTICE_CODE) finish({ phase: 'open' });
      else finish({ phase: 'error' });
      return;
    }
    const notice = readNotice(reply.result);
    if (!notice) {
      finish({ phase: 'error' });
      return;
    }
    if (!isCountdownNotice(notice)) {
      finish({ phase: 'open' });
      return;
    }
    const receivedAt = now();
    source = {
      onlineTime: notice.onlineTime,
      offsetMs: serverOffset(notice, receivedAt),
      noticeAt: receivedAt,
      notice,
    };
    tick();
  }

  function tick(): void {
    if (stopped || ended) return;
    const at = now();
    if (source) {
      const state = countdownAt(source, at);
      if (state.phase === 'counting') {
        if (shouldRefetchNotice(source, lastTick, at)) void fetchNotice();
        onChange({ ...state, notice: source.notice });
      } else if (state.phase === 'error' || !fetching) {
        // Open waits for a notice still on its way; it makes the error view once 20 s old.
        finish(state);
      }
    }
    lastTick = at;
  }

  let wasBack = page.get().visible && page.get().online;
  const unsubscribePage = page.subscribe((state) => {
    const back = state.visible && state.online;
    if (back && !wasBack) void fetchNotice();
    wasBack = back;
  });
  onChange({ phase: 'loading' });
  const timer = setInterval(tick, COUNTDOWN_TIMING.tickMs);
  void fetchNotice();

  return () => {
    stopped = true;
    controller.abort();
    clearInterval(timer);
    unsubscribePage();
  };
}
