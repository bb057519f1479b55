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

/**
 * The page's own modal surfaces (issue 23), in the order the host shows them: at most one at a
 * time, the first wanted one; the others wait their turn.
 */
export const MODAL_SURFACES = ['upgrade', 'offlineAlert', 'demoRecharge'] as const;
export type ModalSurface = (typeof MODAL_SURFACES)[number];

export interface UiState {
  readonly toasts: readonly ToastItem[];
  readonly confirm: PendingConfirm | null;
  /** The LT flow's dialog is up: a blocking dialog for the trade guide (spec 001 §2). */
  readonly ltDialogOpen: boolean;
  /** The modal surfaces that want to show. */
  readonly surfaces: readonly ModalSurface[];
}

/**
 * The surface shown now: none while a confirmation or the LT dialog is up (they came from the
 * trader's own action), else the first wanted in `MODAL_SURFACES` order.
 */
export function activeSurface(state: UiState): ModalSurface | null {
  if (state.confirm !== null || state.ltDialogOpen) return null;
  return MODAL_SURFACES.find((s) => state.surfaces.includes(s)) ?? null;
}

/** Any blocking dialog is up: the trade guide waits (spec 001 §2). */
export function blockingDialogVisible(state: UiState): boolean {
  return state.confirm !== null || state.ltDialogOpen || activeSurface(state) !== null;
}

/** A surface wants to show (`true`) or is done (`false`). */
export function wantSurface(
  store: { getState(): UiState; setState(patch: Partial<UiState>): void },
  surface: ModalSurface,
  wanted: boolean,
): void {
  const current = store.getState().surfaces;
  if (current.includes(surface) === wanted) return;
  store.setState({
    surfaces: wanted ? [...current, surface] : current.filter((s) => s !== surface),
  });
}

/** Two requests that show the same words: a toast shown again replaces the one still shown. */
function sameToast(a: ToastRequest, b: ToastRequest): boolean {
  if (a.kind !== b.kind || a.key !== b.key || a.detail !== b.detail) return false;
  const pa = a.params ?? {};
  const pb = b.params ?? {};
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => pa[k] === pb[k]);
}

export function createUiStore() {
  const store = createStore<UiState>(() => ({
    toasts: [],
    confirm: null,
    ltDialogOpen: false,
    surfaces: [],
  }));
  let nextId = 1;
  const dismiss = (id: number): void =>
    store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  const api: HostUi = {
    toast(request) {
      const id = nextId;
      nextId += 1;
      // The same words again (a form submitted three times unfilled) are one toast, timed anew
      // and announced again, not a pile of copies.
      store.setState((s) => ({
        toasts: [...s.toasts.filter((t) => !sameToast(t, request)), { ...request, id }].slice(
          -MAX_TOASTS,
        ),
      }));
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
