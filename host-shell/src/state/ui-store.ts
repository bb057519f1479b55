import { createStore } from 'zustand/vanilla';
import type { ConfirmRequest, HostUi, ToastRequest } from '@spot/contracts';

/** Toasts last up to 2500 ms (spec 000 §9). */
export const TOAST_MS = 2500;
/** A notice (a toast with a detail text) carries more to read: it stays this long. */
export const NOTICE_MS = 6000;
/** At most this many toasts and notices at once; the oldest goes first. */
export const MAX_TOASTS = 5;

export interface ToastItem extends ToastRequest {
  readonly id: number;
}

export interface PendingConfirm extends ConfirmRequest {
  readonly resolve: (accepted: boolean) => void;
}

export interface UiState {
  readonly toasts: readonly ToastItem[];
  readonly confirm: PendingConfirm | null;
  /** The LT flow's dialog is up: a blocking dialog for the trade guide (spec 001 §2). */
  readonly ltDialogOpen: boolean;
}

export function createUiStore() {
  const store = createStore<UiState>(() => ({ toasts: [], confirm: null, ltDialogOpen: false }));
  let nextId = 1;
  const dismiss = (id: number): void =>
    store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  const api: HostUi = {
    toast(request) {
      const id = nextId;
      nextId += 1;
      store.setState((s) => ({ toasts: [...s.toasts, { ...request, id }].slice(-MAX_TOASTS) }));
      setTimeout(() => dismiss(id), request.detail === undefined ? TOAST_MS : NOTICE_MS);
    },
    confirm(request) {
      return new Promise<boolean>((resolve) => {
        store.getState().confirm?.resolve(false);
        store.setState({
          confirm: {
            ...request,
            resolve: (accepted) => {
              store.setState({ confirm: null });
              resolve(accepted);
            },
          },
        });
      });
    },
  };
  return { store, api, dismiss };
}
