import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Announcement, HostApi } from '@spot/contracts';
import {
  BANNER_HIDE_PREF,
  BANNER_SOURCE,
  BANNER_STORAGE_KEY,
  EMPTY_BANNER_STATE,
  announcementsOf,
  closeBanner,
  openedBanner,
  pickAnnouncement,
  readBannerState,
  safeJumpUrl,
  serializeBannerState,
  type BannerState,
} from './banner-rules';

/** Announcements are read again this often while the page is open. */
export const BANNER_REFRESH_MS = 10 * 60 * 1000;

export interface BannerView {
  /** The announcement shown, or none. */
  readonly item: Announcement | null;
  /** Where a click goes; `null`: the link is not followed (not on the main site). */
  readonly href: string | null;
  /** A logged-in trader may tick "don't show again". */
  readonly canHideForGood: boolean;
}

export interface BannerStore {
  readonly store: StoreApi<BannerView>;
  /** Fetches and follows the session and preferences; returns the stop. */
  start(): () => void;
  /** The × button: hidden for a day. */
  close(): void;
  /** The message or More: read, hidden for 5 minutes. */
  opened(): void;
  /** "Don't show again" (logged in only): a preference of the account. */
  hideForGood(): void;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * The announcement banner's state (spec 001 §4): the newest unread announcement of the last 7
 * days, hidden a day after a close and 5 minutes after a click, never again for a logged-in
 * trader who asked so; the banner's own state in local storage, read ids per source.
 */
export function createBannerStore(deps: {
  readonly host: Pick<HostApi, 'api' | 'prefs' | 'session' | 'page'>;
  readonly storage: Storage | null;
  readonly now?: () => number;
  /** This page's origin (`location.origin`). */
  readonly pageOrigin: string;
}): BannerStore {
  const { host, storage } = deps;
  const now = deps.now ?? Date.now;
  const store = createStore<BannerView>(() => ({ item: null, href: null, canHideForGood: false }));
  let items: Announcement[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const mainOrigin = (): string | null => {
    try {
      return new URL(host.page.outsideUrl?.('/') ?? '/', deps.pageOrigin).origin;
    } catch {
      return null;
    }
  };
  const readState = (): BannerState => {
    try {
      return readBannerState(storage?.getItem(BANNER_STORAGE_KEY) ?? null);
    } catch {
      return EMPTY_BANNER_STATE;
    }
  };
  const writeState = (state: BannerState): void => {
    try {
      storage?.setItem(BANNER_STORAGE_KEY, serializeBannerState(state));
    } catch {
      // Storage full or off: this page still hides it; the next load may show it again.
    }
  };

  const evaluate = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    const session = host.session.get();
    const hiddenForGood = session.isLogin && host.prefs.get<boolean>(BANNER_HIDE_PREF) === true;
    const state = readState();
    const at = now();
    const item = hiddenForGood ? null : pickAnnouncement(items, state, at);
    store.setState({
      item,
      href: item
        ? safeJumpUrl(item.jumpUrl, { mainSite: mainOrigin(), page: deps.pageOrigin })
        : null,
      canHideForGood: session.isLogin,
    });
    // Shown again by itself once its rest is over.
    if (!item && !hiddenForGood && state.hiddenUntil > at) {
      timer = setTimeout(evaluate, Math.min(state.hiddenUntil - at + 50, 2 ** 31 - 1));
    }
  };

  const load = async (): Promise<void> => {
    const reply = await host.api.call('announcements', { topics: BANNER_SOURCE });
    if (!reply.ok) return; // Keep what was shown; the next refresh tries again.
    items = announcementsOf(reply.result, BANNER_SOURCE);
    evaluate();
  };

  return {
    store,
    start() {
      void load();
      const refresh = setInterval(() => void load(), BANNER_REFRESH_MS);
      const offSession = host.session.subscribe(evaluate);
      const offPref = host.prefs.subscribe(BANNER_HIDE_PREF, evaluate);
      return () => {
        clearInterval(refresh);
        offSession();
        offPref();
        if (timer) clearTimeout(timer);
      };
    },
    close() {
      writeState(closeBanner(readState(), now()));
      evaluate();
    },
    opened() {
      const item = store.getState().item;
      if (!item) return;
      writeState(openedBanner(readState(), item, now()));
      evaluate();
    },
    hideForGood() {
      if (!host.session.get().isLogin) return;
      host.prefs.set(BANNER_HIDE_PREF, true);
      evaluate();
    },
  };
}
