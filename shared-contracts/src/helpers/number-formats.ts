/*
 * The locale's number formats and figure marks, kept once per locale (issue 24). A module of its
 * own, without decimal.js, so that a host's entry chunk can read them before its shared
 * libraries are negotiated (`prepareFigures`).
 */

/** The `Intl` locale of a page locale: its own separators and signs, Latin digits. */
export function numberLocale(locale: string): string {
  return `${locale}-u-nu-latn`;
}

const formats = new Map<string, Intl.NumberFormat>();

/** The locale's `Intl` number format for `options`, made once per locale and `key`. */
export function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions) {
  const id = `${locale}|${key}`;
  let format = formats.get(id);
  if (!format) {
    try {
      format = new Intl.NumberFormat(numberLocale(locale), options);
    } catch {
      // An unknown locale tag: English figures rather than none.
      format = new Intl.NumberFormat('en-u-nu-latn', options);
    }
    formats.set(id, format);
  }
  return format;
}

/** How a locale writes a plain figure: its decimal separator and what goes before a negative. */
export interface FigureMarks {
  readonly decimal: string;
  /** The minus sign with any direction mark `Intl` puts before it (Arabic: LRM, `-`). */
  readonly negative: string;
  /** What follows a percentage's figure: `%`, `\u00a0%` (es), `\u200e%\u200e` (ar). */
  readonly percent: string;
  /** True when the locale writes a figure as sent: `.`, a bare `-` and a bare `%`. */
  readonly asSent: boolean;
}

const figureMarks = new Map<string, FigureMarks>();

export function marksOf(locale: string): FigureMarks {
  let marks = figureMarks.get(locale);
  if (!marks) {
    const parts = numberFormat(locale, 'marks', {
      minimumFractionDigits: 1,
      useGrouping: false,
    }).formatToParts(-1.5);
    const integer = parts.findIndex((part) => part.type === 'integer');
    const negative = parts
      .slice(0, integer)
      .map((part) => part.value)
      .join('');
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const percentParts = numberFormat(locale, 'percent-marks', {
      style: 'percent',
      maximumFractionDigits: 0,
    }).formatToParts(0.5);
    const lastFigure = percentParts.findLastIndex((part) => part.type === 'integer');
    const percent = percentParts
      .slice(lastFigure + 1)
      .map((part) => part.value)
      .join('');
    marks = {
      decimal,
      negative,
      percent,
      asSent: decimal === '.' && negative === '-' && percent === '%',
    };
    figureMarks.set(locale, marks);
  }
  return marks;
}

/**
 * Reads the locale's figure marks now. A page's first `Intl` number format starts ICU, about
 * 20 ms on a desktop and four times that on a slow phone, which the first figure written would
 * otherwise pay inside the page's first render; an entry chunk calls this while its other
 * chunks download. Later formats cost about 0.1 ms.
 */
export function prepareFigures(locale: string): void {
  marksOf(locale);
}
