import { createAutosaver } from './autosave';

describe('chart settings autosave', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  const setup = (canSave = true, ok = true) => {
    const save = jest.fn(async (_setting: { version: string; saveData: object }) => ok);
    const autosaver = createAutosaver({ save, canSave: () => canSave, now: () => Date.now() });
    return { save, autosaver };
  };

  it('saves 5 s after the last change, once', async () => {
    const { save, autosaver } = setup();
    autosaver.changed({ a: 1 });
    await jest.advanceTimersByTimeAsync(3_000);
    autosaver.changed({ a: 2 });
    await jest.advanceTimersByTimeAsync(4_999);
    expect(save).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toEqual({ version: String(1_008_000), saveData: { a: 2 } });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('waits until the new version is at least 5 s after the saved one', async () => {
    const { save, autosaver } = setup();
    autosaver.loaded(String(Date.now() + 3_000));
    autosaver.changed({ a: 1 });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(save).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(Number(save.mock.calls[0]![0].version) - (1_000_000 + 3_000)).toBe(5_000);
  });

  it('saves nothing for a visitor or a demo account', async () => {
    const { save, autosaver } = setup(false);
    autosaver.changed({ a: 1 });
    await jest.advanceTimersByTimeAsync(20_000);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps a failed save for the next change and records a good one', async () => {
    const { save, autosaver } = setup(true, false);
    autosaver.changed({ a: 1 });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosaver.savedVersion()).toBeNull();
    save.mockImplementation(async () => true);
    autosaver.changed({ a: 2 });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosaver.savedVersion()).toBe(save.mock.calls[1]![0].version);
  });

  it('stops on dispose', async () => {
    const { save, autosaver } = setup();
    autosaver.changed({ a: 1 });
    autosaver.dispose();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
  });
});
