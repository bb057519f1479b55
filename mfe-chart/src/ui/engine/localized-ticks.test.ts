import type { IHorzScaleBehavior } from 'lightweight-charts';
import { localizeDecimalText } from '@spot/contracts';
import { localizeTickMarks } from './localized-ticks';

/** The library's price behaviour as far as tick marks go: `toFixed` at the chart's precision. */
function priceBehaviour(precision: number): IHorzScaleBehavior<number> {
  return {
    formatTickmark: (item: { time: number }) => item.time.toFixed(precision),
  } as unknown as IHorzScaleBehavior<number>;
}

const mark = (time: number) =>
  ({ time, index: 0, weight: 0, originalTime: time }) as unknown as Parameters<
    IHorzScaleBehavior<number>['formatTickmark']
  >[0];
const localization = {} as Parameters<IHorzScaleBehavior<number>['formatTickmark']>[1];

describe('localizeTickMarks', () => {
  it("writes the axis's tick marks for the locale", () => {
    const behaviour = priceBehaviour(2);
    localizeTickMarks(behaviour, (text) => localizeDecimalText(text, 'es'));
    expect(behaviour.formatTickmark(mark(65000.95), localization)).toBe('65000,95');
  });

  it('leaves them as the library writes them where the locale writes figures so', () => {
    const behaviour = priceBehaviour(2);
    localizeTickMarks(behaviour, (text) => localizeDecimalText(text, 'en'));
    expect(behaviour.formatTickmark(mark(65000.95), localization)).toBe('65000.95');
  });
});
