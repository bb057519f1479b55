import { CHART_LOCALES, chartDirection, chartLocaleOf } from './chart-locale';

describe('chart locale', () => {
  it('offers about 28 chart languages', () => {
    expect(CHART_LOCALES).toHaveLength(28);
  });

  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['ES', 'es'],
    ['pt-BR', 'pt'],
    ['pt_BR', 'pt'],
    ['zh-TW', 'zh-TW'],
    ['zh_HK', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['nb-NO', 'no'],
    ['ar-EG', 'ar'],
    ['xx', 'en'],
    ['', 'en'],
  ])('maps %p to the nearest chart locale %p', (page, chart) => {
    expect(chartLocaleOf(page)).toBe(chart);
  });

  it('lays out right to left for Arabic only', () => {
    expect(chartDirection('ar')).toBe('rtl');
    expect(chartDirection('he')).toBe('ltr');
    expect(chartDirection('en')).toBe('ltr');
  });
});
