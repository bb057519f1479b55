import { createStore, type StoreApi } from 'zustand/vanilla';
import type { OrderNotice } from '../domain/notifications';

/** How long a notice card stays (toasts last up to 2.5 s; a notice carries more to read). */
export const NOTICE_MS = 6000;
/** At most this many cards at once; the oldest goes first. */
export const MAX_NOTICES = 3;

export interface NoticeItem extends OrderNotice {
  readonly id: number;
}

export interface NoticesStore {
  readonly store: StoreApi<{ readonly notices: readonly NoticeItem[] }>;
  show(notice: OrderNotice): void;
  dismiss(id: number): void;
  dispose(): void;
}

export function createNoticesStore(
  timers: {
    setTimeout: (fn: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  } = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): NoticesStore {
  const store = createStore<{ readonly notices: readonly NoticeItem[] }>(() => ({ notices: [] }));
  const handles = new Map<number, unknown>();
  let nextId = 1;
  const dismiss = (id: number) => {
    timers.clearTimeout(handles.get(id));
    handles.delete(id);
    store.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
  };
  return {
    store,
    show(notice) {
      const id = nextId++;
      handles.set(
        id,
        timers.setTimeout(() => dismiss(id), NOTICE_MS),
      );
      store.setState((s) => {
        const notices = [...s.notices, { ...notice, id }];
        for (const dropped of notices.slice(0, Math.max(0, notices.length - MAX_NOTICES))) {
          timers.clearTimeout(handles.get(dropped.id));
          handles.delete(dropped.id);
        }
        return { notices: notices.slice(-MAX_NOTICES) };
      });
    },
    dismiss,
    dispose() {
      for (const handle of handles.values()) timers.clearTimeout(handle);
      handles.clear();
    },
  };
}
