import { DEFAULT_SETTINGS, readSettings } from './settings';

describe('readSettings', () => {
  it('reads valid settings', () => {
    expect(
      readSettings({
        version: 1,
        viewMode: 4,
        totalType: 'quoteToken',
        mergeSteps: { BTCUSDT: '0.1' },
      }),
    ).toEqual({ version: 1, viewMode: 4, totalType: 'quoteToken', mergeSteps: { BTCUSDT: '0.1' } });
  });

  it.each([undefined, null, 'x', [], { version: 2, viewMode: 2 }, { viewMode: 2 }])(
    'falls back to the defaults for %p',
    (raw) => {
      expect(readSettings(raw)).toEqual(DEFAULT_SETTINGS);
    },
  );

  it('drops each bad field on its own', () => {
    expect(
      readSettings({
        version: 1,
        viewMode: 5,
        totalType: 'usd',
        mergeSteps: { BTCUSDT: '0.5', ETHUSDT: '1', X: 1 },
      }),
    ).toEqual({ ...DEFAULT_SETTINGS, mergeSteps: { ETHUSDT: '1' } });
  });
});
