import { localDayStart, parseTimeZone } from './day-open-price';

const HOUR = 3_600_000;
const SUMMER = Date.UTC(2024, 6, 1, 12);
const WINTER = Date.UTC(2024, 0, 15, 12);

describe('parseTimeZone', () => {
  it.each([
    ['UTC', SUMMER, 0],
    ['Z', SUMMER, 0],
    ['UTC+8', SUMMER, 8 * HOUR],
    ['GMT-05:30', SUMMER, -5.5 * HOUR],
    ['+0800', SUMMER, 8 * HOUR],
    ['Asia/Kolkata', SUMMER, 5.5 * HOUR],
    ['America/New_York', SUMMER, -4 * HOUR],
    ['America/New_York', WINTER, -5 * HOUR],
    ['Etc/GMT+2', WINTER, -2 * HOUR],
  ])('reads %s', (text, at, offset) => {
    expect(parseTimeZone(text)?.(at)).toBe(offset);
  });

  it.each(['', 'Mars/Olympus', 'UTC+15', 'UTC+8:75', '8', 'Asia/Singapore; drop'])(
    'refuses %j',
    (text) => {
      expect(parseTimeZone(text)).toBeUndefined();
    },
  );
});

describe('localDayStart', () => {
  it('finds local midnight east of UTC, on the previous UTC day', () => {
    const zone = parseTimeZone('Asia/Singapore');
    if (!zone) throw new Error('no zone');
    expect(localDayStart(zone, Date.UTC(2024, 4, 15, 10))).toBe(Date.UTC(2024, 4, 14, 16));
  });

  it('keeps the offset of midnight on a daylight-saving day', () => {
    const zone = parseTimeZone('America/New_York');
    if (!zone) throw new Error('no zone');
    // 2024-03-10: clocks go forward at 02:00; midnight was still EST (UTC-5).
    expect(localDayStart(zone, Date.UTC(2024, 2, 10, 18))).toBe(Date.UTC(2024, 2, 10, 5));
  });
});
