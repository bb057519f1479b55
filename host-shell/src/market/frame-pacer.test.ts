import { HEAVY_FRAME_SHARE, createFramePacer, type FrameClock } from './frame-pacer';

/**
 * A display at `period` ms: `frame(work)` runs the frame callbacks asked for, then `work` ms of
 * the frame's rendering, then the tasks queued after the frame.
 */
function display(period = 1000 / 60) {
  let time = 0;
  let frameCallbacks: ((t: number) => void)[] = [];
  let afterCallbacks: (() => void)[] = [];
  const clock: FrameClock = {
    nextFrame: (callback) => void frameCallbacks.push(callback),
    afterFrame: (callback) => void afterCallbacks.push(callback),
    now: () => time,
  };
  return {
    clock,
    /** Frame callbacks waiting for the next frame. */
    waitingFrames: () => frameCallbacks.length,
    frame(work = 2): void {
      time = Math.ceil((time + 0.001) / period) * period;
      const start = time;
      const due = frameCallbacks;
      frameCallbacks = [];
      for (const callback of due) callback(start);
      time = start + work;
      const after = afterCallbacks;
      afterCallbacks = [];
      for (const callback of after) callback();
    },
    /** Time passes without frames (nothing asked for one). */
    idle(ms: number): void {
      time += ms;
    },
  };
}

describe('the market frame pacer', () => {
  it('runs every callback asked for before a frame in that frame, in order, once', () => {
    const screen = display();
    const schedule = createFramePacer(screen.clock);
    const ran: string[] = [];
    schedule(() => ran.push('book'));
    schedule(() => ran.push('ticker'));
    expect(screen.waitingFrames()).toBe(1);
    expect(ran).toEqual([]);
    screen.frame();
    expect(ran).toEqual(['book', 'ticker']);
    screen.frame();
    expect(ran).toEqual(['book', 'ticker']);
  });

  it('commits in every frame while commits are light', () => {
    const screen = display();
    const schedule = createFramePacer(screen.clock);
    const commits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      schedule(() => commits.push(i));
      screen.frame(4);
    }
    expect(commits).toEqual([0, 1, 2, 3, 4]);
  });

  it('leaves the frame after a heavy commit to the browser and commits in the one after', () => {
    const screen = display();
    const schedule = createFramePacer(screen.clock);
    const ran: string[] = [];
    schedule(() => ran.push('a'));
    screen.frame(14); // 14 ms of a 16.7 ms frame: heavy
    schedule(() => ran.push('b'));
    screen.frame(0);
    expect(ran).toEqual(['a']);
    schedule(() => ran.push('c'));
    screen.frame(3);
    // Nothing waited longer than one more frame, and nothing was lost.
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  /** The frames (0-based) in which something was committed, with one callback asked for each. */
  function commitFrames(period: number, work: number, frames: number): number[] {
    const screen = display(period);
    const schedule = createFramePacer(screen.clock);
    const committed = new Set<number>();
    let current = 0;
    for (; current < frames; current += 1) {
      schedule(() => committed.add(current));
      screen.frame(work);
    }
    return [...committed];
  }

  it('commits every other frame while every commit is heavy', () => {
    expect(commitFrames(1000 / 60, 14, 8)).toEqual([0, 2, 4, 6]);
  });

  it('does not rest after a quiet spell: a heavy commit long ago delays nothing', () => {
    const screen = display();
    const schedule = createFramePacer(screen.clock);
    const ran: string[] = [];
    schedule(() => ran.push('a'));
    screen.frame(14);
    screen.idle(2_000);
    schedule(() => ran.push('b'));
    screen.frame();
    expect(ran).toEqual(['a', 'b']);
  });

  it('counts a commit as heavy against the display it learns: 7 ms is heavy at 120 Hz, not at 60 Hz', () => {
    expect(7).toBeGreaterThan(HEAVY_FRAME_SHARE * (1000 / 120));
    expect(7).toBeLessThan(HEAVY_FRAME_SHARE * (1000 / 60));
    // At 120 Hz the period is learnt from the first frames, then every other frame commits.
    expect(commitFrames(1000 / 120, 7, 8)).toEqual([0, 1, 3, 5, 7]);
    expect(commitFrames(1000 / 60, 7, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('runs a callback asked for during a commit in the next frame', () => {
    const screen = display();
    const schedule = createFramePacer(screen.clock);
    const ran: string[] = [];
    schedule(() => {
      ran.push('first');
      schedule(() => ran.push('second'));
    });
    screen.frame();
    expect(ran).toEqual(['first']);
    screen.frame();
    expect(ran).toEqual(['first', 'second']);
  });

  it('keeps committing when one callback throws', () => {
    const screen = display();
    const schedule = createFramePacer(screen.clock);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    schedule(() => {
      throw new Error('bug');
    });
    schedule(after);
    screen.frame();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
