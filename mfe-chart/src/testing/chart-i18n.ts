import i18next, { type i18n as I18n } from 'i18next';
import en from '../../locales/en/chart.json';
import es from '../../locales/es/chart.json';

/** An i18next instance with the chart's English and Spanish texts, for tests that render them. */
export function chartI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    ns: ['chart'],
    defaultNS: 'chart',
    resources: { en: { chart: en }, es: { chart: es } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}
