import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  UTA_UPGRADE_DATA,
  type HostApi,
  type MemberTagState,
  type Session,
  type UtaUpgradeMessage,
} from '@spot/contracts';

/*
 * The unified-account upgrade (spec 001 §4): who sees the entry and its tip, the progress mask
 * and the success guide; the upgrade call; and the `user.uta.upgrade` pushes. The store holds
 * what the view shows; the rules are pure.
 */

/** The modal's views: the offer, the progress mask, the success guide, a failure. */
export type UpgradeView =
  | { readonly step: 'offer'; readonly loading: boolean }
  | { readonly step: 'progress' }
  | { readonly step: 'success' }
  | { readonly step: 'failed'; readonly codes: string };

export interface UpgradeState {
  /** The modal, or none. */
  readonly view: UpgradeView | null;
  /** The trader hid the progress mask for this page (the upgrade goes on). */
  readonly maskHidden?: boolean;
  /** Both tags PROCESS as a push said ("3400324"), ahead of the user info. */
  readonly processing: boolean;
}

/** While the mask shows, the account is read again this often; a finished upgrade reloads. */
export const UPGRADE_RECHECK_MS = 5000;

/** The offer's loading flag clears after this long (spec 001 §4). */
export const OFFER_LOADING_MS = 1000;
/**
 * Local storage, per user: the entry tip dismissed; the success guide `unread` from the moment
 * this browser sees the upgrade under way until it is closed (`read`), so that a trader who
 * has long been unified is not greeted again.
 */
export const UPGRADE_TIP_KEY = 'host-shell.uta-upgrade.tip-dismissed';
export const UPGRADE_GUIDE_KEY = 'host-shell.uta-upgrade.guide-read';

type Tags = Pick<Session['user'] & object, 'member_tag' | 'grayFlag'>;

function tagOf(user: Tags): MemberTagState | undefined {
  return user.member_tag.UTA;
}

/** The upgrade entry shows: logged in, not unified, tag unset or FAIL, the gray flag on. */
export function upgradeEntryVisible(session: Session): boolean {
  const user = session.user;
  if (!session.isLogin || !user || session.roles.utaLevel > 0) return false;
  const tag = tagOf(user);
  return (tag === undefined || tag === 'FAIL') && user.grayFlag.IsUTA;
}

/** The upgrade is under way: the progress mask covers the page. */
export function upgradeInProgress(session: Session, processing: boolean): boolean {
  if (!session.isLogin || !session.user) return false;
  return processing || tagOf(session.user) === 'PROCESS';
}

/** The success view and guide: tag SUCCESS, guide unread, not a demo account. */
export function upgradeSuccessDue(session: Session, guideRead: boolean): boolean {
  const user = session.user;
  return (
    session.isLogin && !!user && !session.roles.demo && tagOf(user) === 'SUCCESS' && !guideRead
  );
}

/** What a `user.uta.upgrade` push asks for. */
export type UpgradePushAction =
  | { readonly kind: 'reload' }
  | { readonly kind: 'progress' }
  | { readonly kind: 'failed'; readonly codes: string };

export function upgradePushAction(message: UtaUpgradeMessage): UpgradePushAction {
  if (message.code === 200 && message.data === UTA_UPGRADE_DATA.done) return { kind: 'reload' };
  if (message.data === UTA_UPGRADE_DATA.inProgress) return { kind: 'progress' };
  return { kind: 'failed', codes: `${message.code} ${message.data}`.trim() };
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function readItem(storage: Storage | null, key: string, userId: string): string | null {
  try {
    return storage?.getItem(`${key}.${userId}`) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: Storage | null, key: string, userId: string, value: string): void {
  try {
    storage?.setItem(`${key}.${userId}`, value);
  } catch {
    // Storage off: the tip may show again, the guide not at all, on the next load.
  }
}

/**
 * The upgrade's controller: follows the session and the pushes, opens the modal as the rules
 * say, and runs the upgrade call. `reload` reloads the page (code 200, data "0").
 */
export function createUpgradeController(deps: {
  readonly host: Pick<HostApi, 'api' | 'session' | 'realtime' | 'ui'>;
  readonly storage: Storage | null;
  readonly reload: () => void;
  readonly setTimeout?: (fn: () => void, ms: number) => unknown;
  readonly setInterval?: (fn: () => void, ms: number) => () => void;
}) {
  const { host, storage } = deps;
  const later = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const every =
    deps.setInterval ??
    ((fn, ms) => {
      const id = globalThis.setInterval(fn, ms);
      return () => globalThis.clearInterval(id);
    });
  let stopRecheck: (() => void) | null = null;
  /** The push may be missed (a socket down): the account itself says when it is done. */
  const recheck = (): void => {
    void host.api.call('userInfo', {}).then((reply) => {
      if (!reply.ok || reply.result === null) return;
      const done = reply.result.isUTA || reply.result.member_tag.UTA === 'SUCCESS';
      if (done) deps.reload();
    });
  };
  const store: StoreApi<UpgradeState> = createStore<UpgradeState>(() => ({
    view: null,
    processing: false,
  }));
  const userId = (): string | null => host.session.get().user?.id ?? null;

  /** The modal the session calls for now (the mask, the success guide), or the current one. */
  const follow = (): void => {
    const session = host.session.get();
    const { view, processing } = store.getState();
    const id = userId();
    if (upgradeInProgress(session, processing)) {
      if (id !== null && readItem(storage, UPGRADE_GUIDE_KEY, id) === null) {
        writeItem(storage, UPGRADE_GUIDE_KEY, id, 'unread');
      }
      stopRecheck ??= every(recheck, UPGRADE_RECHECK_MS);
      const hidden = store.getState().maskHidden === true;
      if (!hidden && view?.step !== 'progress' && view?.step !== 'failed') {
        store.setState({ view: { step: 'progress' } });
      }
      return;
    }
    stopRecheck?.();
    stopRecheck = null;
    const guideRead = id === null || readItem(storage, UPGRADE_GUIDE_KEY, id) !== 'unread';
    if (upgradeSuccessDue(session, guideRead)) {
      if (view === null) store.setState({ view: { step: 'success' } });
      return;
    }
    if (!session.isLogin) store.setState({ view: null, processing: false });
  };

  const onPush = (message: UtaUpgradeMessage): void => {
    const action = upgradePushAction(message);
    if (action.kind === 'reload') deps.reload();
    else if (action.kind === 'progress') {
      store.setState({ processing: true, view: { step: 'progress' } });
      follow();
    } else store.setState({ view: { step: 'failed', codes: action.codes } });
  };

  return {
    store,
    start(): () => void {
      follow();
      const offSession = host.session.subscribe(follow);
      let offPush: (() => void) | null = null;
      const watch = (): void => {
        offPush?.();
        offPush = host.session.get().isLogin
          ? host.realtime.subscribe('user.uta.upgrade', {}, (data, type) => {
              if (type === 'delta' && data) onPush(data);
            })
          : null;
      };
      watch();
      const offLogin = host.session.subscribe(watch);
      return () => {
        offSession();
        offLogin();
        offPush?.();
        stopRecheck?.();
        stopRecheck = null;
      };
    },
    /** The entry clicked: the offer, loading for its first second. */
    open(): void {
      store.setState({ view: { step: 'offer', loading: true } });
      later(() => {
        const view = store.getState().view;
        if (view?.step === 'offer') store.setState({ view: { step: 'offer', loading: false } });
      }, OFFER_LOADING_MS);
    },
    /** The trader confirms: the call; its result comes as a push. */
    async upgrade(): Promise<void> {
      const reply = await host.api.call('utaUpgrade', {});
      if (!reply.ok) {
        host.ui.toast({ kind: 'error', key: 'host:currentOperationFailed' });
        store.setState({ view: null });
        return;
      }
      store.setState({ processing: true, view: { step: 'progress' } });
      follow();
    },
    close(): void {
      const { view } = store.getState();
      const id = userId();
      if (view?.step === 'success' && id !== null)
        writeItem(storage, UPGRADE_GUIDE_KEY, id, 'read');
      // Hiding the mask leaves the upgrade running: the page reloads when it is done.
      if (view?.step === 'progress') {
        store.setState({ view: null, maskHidden: true });
        return;
      }
      store.setState({ view: null, processing: false });
    },
    tipDismissed(): boolean {
      const id = userId();
      return id === null || readItem(storage, UPGRADE_TIP_KEY, id) === '1';
    },
    dismissTip(): void {
      const id = userId();
      if (id !== null) writeItem(storage, UPGRADE_TIP_KEY, id, '1');
    },
  };
}

export type UpgradeController = ReturnType<typeof createUpgradeController>;
