import { createNoticeRotation, type NoticeRotationOptions } from './notice-rotation';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function started(ids: readonly string[], options: NoticeRotationOptions = {}) {
  const rotation = createNoticeRotation(options);
  rotation.setIds(ids);
  rotation.start();
  return rotation;
}

/** Advances to the moment the bar has just appeared. */
function shown(ids: readonly string[], options: NoticeRotationOptions = {}) {
  const rotation = started(ids, options);
  jest.advanceTimersByTime(3_000);
  return rotation;
}

describe('createNoticeRotation', () => {
  it('stays hidden at 2,999 ms and appears at 3,000 ms after start', () => {
    const rotation = started(['a', 'b']);
    jest.advanceTimersByTime(2_999);
    expect(rotation.getState().visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(rotation.getState()).toMatchObject({ visible: true, currentId: 'a' });
  });

  it('keeps the first notice at 4,999 ms after showing and rotates at 5,000 ms', () => {
    const rotation = shown(['a', 'b']);
    jest.advanceTimersByTime(4_999);
    expect(rotation.getState().currentId).toBe('a');
    jest.advanceTimersByTime(1);
    expect(rotation.getState().currentId).toBe('b');
  });

  it('wraps from the last notice to the first', () => {
    const rotation = shown(['a', 'b', 'c']);
    jest.advanceTimersByTime(15_000);
    expect(rotation.getState().currentId).toBe('a');
  });

  it('does not rotate a single notice', () => {
    const listener = jest.fn();
    const rotation = shown(['a']);
    rotation.subscribe(listener);
    jest.advanceTimersByTime(60_000);
    expect(rotation.getState().currentId).toBe('a');
    expect(listener).not.toHaveBeenCalled();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const rotation = shown(['a', 'b']);
    jest.advanceTimersByTime(2_000);
    rotation.setHovered(true);
    jest.advanceTimersByTime(60_000);
    expect(rotation.getState().currentId).toBe('a');
    rotation.setHovered(false);
    jest.advanceTimersByTime(2_999);
    expect(rotation.getState().currentId).toBe('a');
    jest.advanceTimersByTime(1);
    expect(rotation.getState().currentId).toBe('b');
  });

  it('keeps rotating under the pointer when pause on hover is off', () => {
    const rotation = shown(['a', 'b'], { pauseOnHover: false });
    rotation.setHovered(true);
    jest.advanceTimersByTime(5_000);
    expect(rotation.getState().currentId).toBe('b');
  });

  it('shows the next notice with a full interval when the shown one is closed', () => {
    const rotation = shown(['a', 'b', 'c']);
    jest.advanceTimersByTime(4_000);
    rotation.setIds(['b', 'c']);
    expect(rotation.getState().currentId).toBe('b');
    jest.advanceTimersByTime(4_999);
    expect(rotation.getState().currentId).toBe('b');
    jest.advanceTimersByTime(1);
    expect(rotation.getState().currentId).toBe('c');
  });

  it('goes back to the first notice when the last shown one is closed', () => {
    const rotation = shown(['a', 'b']);
    jest.advanceTimersByTime(5_000);
    rotation.setIds(['a']);
    expect(rotation.getState().currentId).toBe('a');
  });

  it('keeps the shown notice and its countdown when the list changes around it', () => {
    const rotation = shown(['all', 'btc']);
    jest.advanceTimersByTime(3_000);
    rotation.setIds(['all', 'eth']);
    expect(rotation.getState().currentId).toBe('all');
    jest.advanceTimersByTime(2_000);
    expect(rotation.getState().currentId).toBe('eth');
  });

  it('starts rotating when a second notice arrives', () => {
    const rotation = shown(['a']);
    jest.advanceTimersByTime(10_000);
    rotation.setIds(['a', 'b']);
    jest.advanceTimersByTime(4_999);
    expect(rotation.getState().currentId).toBe('a');
    jest.advanceTimersByTime(1);
    expect(rotation.getState().currentId).toBe('b');
  });

  it('shows notices that arrive after the appear delay at once', () => {
    const rotation = createNoticeRotation();
    rotation.start();
    jest.advanceTimersByTime(10_000);
    expect(rotation.getState()).toMatchObject({ visible: true, currentId: null });
    rotation.setIds(['late']);
    expect(rotation.getState().currentId).toBe('late');
  });

  it('clears hover when the list empties, so later notices rotate', () => {
    const rotation = shown(['a', 'b']);
    rotation.setHovered(true);
    rotation.setIds([]);
    expect(rotation.getState()).toMatchObject({ currentId: null, hovered: false });
    rotation.setIds(['c', 'd']);
    jest.advanceTimersByTime(5_000);
    expect(rotation.getState().currentId).toBe('d');
  });

  it('stops every timer on dispose and restarts the appear delay on start', () => {
    const rotation = started(['a', 'b']);
    rotation.dispose();
    jest.advanceTimersByTime(10_000);
    expect(rotation.getState().visible).toBe(false);
    rotation.start();
    jest.advanceTimersByTime(3_000);
    expect(rotation.getState().visible).toBe(true);
    rotation.dispose();
    jest.advanceTimersByTime(10_000);
    expect(rotation.getState().currentId).toBe('a');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('runs on an injected clock', () => {
    let now = 0;
    const pending: { at: number; run: () => void }[] = [];
    const clock = {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => {
        const timer = { at: now + ms, run };
        pending.push(timer);
        return timer;
      },
      clearTimeout: (handle: unknown) => {
        const index = pending.findIndex((timer) => timer === handle);
        if (index >= 0) pending.splice(index, 1);
      },
    };
    const tick = (ms: number) => {
      now += ms;
      for (const timer of pending.filter((t) => t.at <= now)) {
        pending.splice(pending.indexOf(timer), 1);
        timer.run();
      }
    };
    const rotation = createNoticeRotation({ clock, appearDelayMs: 100, rotateMs: 200 });
    rotation.setIds(['a', 'b']);
    rotation.start();
    tick(99);
    expect(rotation.getState().visible).toBe(false);
    tick(1);
    tick(200);
    expect(rotation.getState()).toMatchObject({ visible: true, currentId: 'b' });
  });
});
