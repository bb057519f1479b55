import { createFrameSignal } from './frame-signal';

describe('createFrameSignal', () => {
  it('calls each listener once per frame however many notifies arrived', () => {
    const frames: (() => void)[] = [];
    const signal = createFrameSignal((cb) => frames.push(cb));
    const listener = jest.fn();
    signal.subscribe(listener);
    signal.notify();
    signal.notify();
    signal.notify();
    expect(frames).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    frames[0]?.();
    expect(listener).toHaveBeenCalledTimes(1);
    signal.notify();
    expect(frames).toHaveLength(2);
  });

  it('schedules nothing without listeners and stops calling after unsubscribe', () => {
    const frames: (() => void)[] = [];
    const signal = createFrameSignal((cb) => frames.push(cb));
    signal.notify();
    expect(frames).toHaveLength(0);
    const listener = jest.fn();
    const off = signal.subscribe(listener);
    signal.notify();
    off();
    frames[0]?.();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps calling other listeners when one throws', () => {
    const frames: (() => void)[] = [];
    const errors: unknown[] = [];
    const signal = createFrameSignal(
      (cb) => frames.push(cb),
      (e) => errors.push(e),
    );
    const good = jest.fn();
    signal.subscribe(() => {
      throw new Error('boom');
    });
    signal.subscribe(good);
    signal.notify();
    frames[0]?.();
    expect(good).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
  });
});
