import { DEFAULT_TIME_FRAMES, findTimeFrame, timeFrameStart } from './time-frames';

describe('time frames', () => {
  it('maps each default time frame to its resolution (spec 000 §9)', () => {
    expect(DEFAULT_TIME_FRAMES.map((f) => `${f.id}:${f.interval}`)).toEqual([
      '5y:1W',
      '1y:1W',
      '6m:120',
      '3m:60',
      '1m:30',
      '5d:5',
      '1d:1',
    ]);
  });

  it('goes back whole calendar months and years, clamping the day', () => {
    const now = Date.UTC(2025, 2, 31, 12);
    expect(timeFrameStart(findTimeFrame('1m')!, now)).toBe(Date.UTC(2025, 1, 28, 12));
    expect(timeFrameStart(findTimeFrame('3m')!, now)).toBe(Date.UTC(2024, 11, 31, 12));
    expect(timeFrameStart(findTimeFrame('5y')!, now)).toBe(Date.UTC(2020, 2, 31, 12));
  });

  it('goes back days as 24-hour spans', () => {
    const now = Date.UTC(2025, 0, 10);
    expect(timeFrameStart(findTimeFrame('5d')!, now)).toBe(Date.UTC(2025, 0, 5));
    expect(timeFrameStart(findTimeFrame('1d')!, now)).toBe(Date.UTC(2025, 0, 9));
  });

  it('knows no other time frame', () => {
    expect(findTimeFrame('2y')).toBeUndefined();
  });
});
