import { createStore } from 'zustand/vanilla';
import { NOTICE_APPEAR_DELAY_MS, NOTICE_ROTATE_MS } from './notice-rules';

/** The timers the rotation uses, injected so tests and other hosts control time. */
export interface NoticeClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Looks the globals up at call time, so jest fake timers installed later still apply. */
export const browserNoticeClock: NoticeClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface NoticeRotationOptions {
  readonly clock?: NoticeClock;
  readonly appearDelayMs?: number;
  readonly rotateMs?: number;
  /** Spec 000 §4: "pauses on hover if enabled". On by default. */
  readonly pauseOnHover?: boolean;
}

export interface NoticeRotationState {
  /** False until the appear delay after `start()` has passed. */
  readonly visible: boolean;
  /** The notice on screen, or null when there is none to show. */
  readonly currentId: string | null;
  readonly hovered: boolean;
}

/**
 * When the notice bar shows and which notice it shows (spec 000 §4, §9), with no React:
 * visible `appearDelayMs` after `start()`, then the next notice every `rotateMs`.
 *
 * Hover pauses the countdown and leaving resumes it with the time that was left, so a glance
 * neither skips nor lengthens a notice. A change of the notice on screen (rotation, or the
 * shown one closed or no longer eligible) gives the new one the full interval.
 */
export interface NoticeRotation {
  getState(): NoticeRotationState;
  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** (Re)starts the appear delay; call on mount. */
  start(): void;
  /** Clears every timer; call on unmount. */
  dispose(): void;
  /** The eligible notice ids, in display order. */
  setIds(ids: readonly string[]): void;
  setHovered(hovered: boolean): void;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

export function createNoticeRotation(options: NoticeRotationOptions = {}): NoticeRotation {
  const clock = options.clock ?? browserNoticeClock;
  const appearDelayMs = options.appearDelayMs ?? NOTICE_APPEAR_DELAY_MS;
  const rotateMs = options.rotateMs ?? NOTICE_ROTATE_MS;
  const pauseOnHover = options.pauseOnHover ?? true;
  const store = createStore<NoticeRotationState>(() => ({
    visible: false,
    currentId: null,
    hovered: false,
  }));
  let ids: readonly string[] = [];
  let appearTimer: unknown = null;
  let rotateTimer: unknown = null;
  let remaining = rotateMs;
  let countdownStartedAt = 0;

  const shouldRotate = (): boolean => {
    const { visible, hovered } = store.getState();
    return visible && ids.length >= 2 && !(pauseOnHover && hovered);
  };

  const stopCountdown = (keepRemaining: boolean): void => {
    if (rotateTimer !== null) {
      clock.clearTimeout(rotateTimer);
      rotateTimer = null;
      if (keepRemaining) remaining = Math.max(0, remaining - (clock.now() - countdownStartedAt));
    }
    if (!keepRemaining) remaining = rotateMs;
  };

  const advance = (): void => {
    rotateTimer = null;
    const position = ids.indexOf(store.getState().currentId ?? '');
    store.setState({ currentId: ids[(position + 1) % ids.length] ?? null });
    remaining = rotateMs;
    runCountdown();
  };

  function runCountdown(): void {
    if (rotateTimer !== null || !shouldRotate()) return;
    countdownStartedAt = clock.now();
    rotateTimer = clock.setTimeout(advance, remaining);
  }

  const restartCountdown = (): void => {
    stopCountdown(false);
    runCountdown();
  };

  const dispose = (): void => {
    if (appearTimer !== null) clock.clearTimeout(appearTimer);
    appearTimer = null;
    stopCountdown(false);
  };

  return {
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(() => listener()),
    start() {
      dispose();
      store.setState({ visible: false, currentId: store.getState().currentId ?? ids[0] ?? null });
      appearTimer = clock.setTimeout(() => {
        appearTimer = null;
        store.setState({ visible: true });
        restartCountdown();
      }, appearDelayMs);
    },
    dispose,
    setIds(next) {
      if (sameIds(ids, next)) return;
      const previous = ids;
      ids = [...next];
      const current = store.getState().currentId;
      if (current !== null && ids.includes(current)) {
        // Same notice on screen: keep its countdown unless rotation no longer applies.
        if (shouldRotate()) runCountdown();
        else if (ids.length < 2) stopCountdown(false);
        return;
      }
      // The shown notice went (closed, or not for this pair): show the one that took its
      // place, else the first. With none left the bar is gone, so nothing is hovered.
      const position = current === null ? 0 : previous.indexOf(current);
      const currentId = ids[position >= 0 && position < ids.length ? position : 0] ?? null;
      store.setState(currentId === null ? { currentId, hovered: false } : { currentId });
      restartCountdown();
    },
    setHovered(hovered) {
      if (store.getState().hovered === hovered) return;
      store.setState({ hovered });
      if (!pauseOnHover) return;
      if (hovered) stopCountdown(true);
      else runCountdown();
    },
  };
}
