import type { ThemeName } from '@spot/contracts';

/** Chart colours per site theme (spec 000 §9: up green, down red; dark and light). */
export interface ChartPalette {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly border: string;
  readonly crosshair: string;
  readonly up: string;
  readonly down: string;
  readonly upAlpha: string;
  readonly downAlpha: string;
  readonly line: string;
  readonly areaTop: string;
  readonly areaBottom: string;
  readonly drawing: string;
  readonly selected: string;
  /** MA, EMA, BOLL, MACD, RSI and compare lines, in order of use. */
  readonly studies: readonly string[];
}

const COMMON = {
  up: '#20b26c',
  down: '#ef454a',
  upAlpha: 'rgba(32, 178, 108, 0.5)',
  downAlpha: 'rgba(239, 69, 74, 0.5)',
  line: '#f7a600',
  areaTop: 'rgba(247, 166, 0, 0.35)',
  areaBottom: 'rgba(247, 166, 0, 0.02)',
  selected: '#f7a600',
  studies: ['#f7a600', '#2f80ed', '#b04be0', '#14b8a6', '#e0669b', '#8a8f98'],
} as const;

export const PALETTES: Readonly<Record<ThemeName, ChartPalette>> = {
  dark: {
    ...COMMON,
    background: '#0b0e11',
    text: '#8b919a',
    grid: 'rgba(139, 145, 154, 0.12)',
    border: '#262a30',
    crosshair: '#8b919a',
    drawing: '#5b9cf6',
  },
  light: {
    ...COMMON,
    background: '#ffffff',
    text: '#6b7280',
    grid: 'rgba(107, 114, 128, 0.12)',
    border: '#e2e4e9',
    crosshair: '#6b7280',
    drawing: '#2962ff',
  },
};
