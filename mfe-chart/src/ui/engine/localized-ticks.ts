import type { IHorzScaleBehavior } from 'lightweight-charts';

/**
 * Has a chart's horizontal scale write its tick marks through `figure`. The options chart (a
 * price axis) writes them with the library's own `toFixed` and takes no formatter for them, only
 * for its crosshair label; this gives the chart's own behaviour object the locale's writer, so
 * the depth chart's prices read `65000,95` in Spanish like every other figure on the page.
 */
export function localizeTickMarks<T>(
  behaviour: IHorzScaleBehavior<T>,
  figure: (text: string) => string,
): void {
  const tickmark = behaviour.formatTickmark.bind(behaviour);
  behaviour.formatTickmark = (item, localization) => figure(tickmark(item, localization));
}
