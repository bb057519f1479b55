import {
  createFigureBox,
  formatCompact,
  formatPrice,
  localizeDecimalText,
  localizeFigureText,
  setText,
  type DecimalString,
  type SymbolInfo,
  type SymbolRef,
  type TickerSnapshot,
} from '@spot/contracts';
import { formatChange, type ChangeDisplay } from '../chrome';
import { nextPriceTick, pageTitle, type PriceTick } from '../market/page-title';

/** The header's live figures (spec 000 §2), as the page shows them. */
export interface HeaderFigures {
  readonly lastPrice: string;
  /** The last price's class: `last-price` and the direction of its last move. */
  readonly lastPriceClass: string;
  readonly legalValue: string;
  readonly change: ChangeDisplay;
  readonly high: string;
  readonly low: string;
  readonly turnover: string;
  /** The page title (symbol, last price and arrow, the demo label). */
  readonly title: string;
}

export interface HeaderFigureOptions {
  readonly symbol: Pick<SymbolRef, 'symbolName' | 'base' | 'quote'>;
  readonly info: SymbolInfo | undefined;
  readonly locale: string;
  /** The last price in the legal currency (`legalValue`), `''` when there is no rate. */
  readonly legalValue: (lastPrice: DecimalString) => string;
  /** The demo-trading label of a demo account's page title, else null. */
  readonly demoLabel: string | null;
}

const NO_CHANGE: ChangeDisplay = { text: '--', tone: 'flat' };

/**
 * The figures of `snapshot` for the symbol (dashes before its first ticker or while another
 * symbol's is held) and the tick that gives the last move's direction, kept from the tick
 * before: a higher price points up, a lower one down, an unchanged one keeps its arrow.
 */
export function headerFigures(
  snapshot: TickerSnapshot,
  previous: PriceTick | null,
  options: HeaderFigureOptions,
): { readonly figures: HeaderFigures; readonly tick: PriceTick | null } {
  const { symbol, info, locale, demoLabel } = options;
  const live =
    snapshot.ticker && snapshot.symbolName === symbol.symbolName ? snapshot.ticker : null;
  const tick = live ? nextPriceTick(previous, symbol.symbolName, live.lastPrice) : previous;
  const direction = tick?.symbolName === symbol.symbolName ? tick.direction : 'flat';
  const price = (value: DecimalString) => localizeDecimalText(formatPrice(value, info), locale);
  const lastPrice = live ? price(live.lastPrice) : '--';
  return {
    tick,
    figures: {
      lastPrice,
      lastPriceClass: `last-price ${direction}`,
      legalValue: live ? options.legalValue(live.lastPrice) : '',
      change: live ? formatChange(live.price24hPcntE6, locale) : NO_CHANGE,
      high: live ? price(live.highPrice24h) : '--',
      low: live ? price(live.lowPrice24h) : '--',
      turnover: live ? localizeFigureText(formatCompact(live.turnover24h), locale) : '--',
      title: pageTitle({
        base: symbol.base,
        quote: symbol.quote,
        lastPrice: live ? lastPrice : null,
        direction,
        demoLabel,
      }),
    },
  };
}

/** Where the header's live figures are written. */
export interface HeaderTickerElements {
  readonly lastPrice: HTMLElement;
  readonly legalValue: HTMLElement;
  readonly change: HTMLElement;
  readonly high: HTMLElement;
  readonly low: HTMLElement;
  readonly turnover: HTMLElement;
}

export interface HeaderTickerPainter {
  /** Writes the figures of this frame's ticker: only the texts and classes that changed. */
  paint(snapshot: TickerSnapshot): void;
}

/**
 * What outlives a painter: a new one is made when what it writes with changes (the legal
 * rates, refreshed every minute, the language, the account), and it must not forget the last
 * move's direction nor write the title out of its pace.
 */
export interface HeaderTickerMemory {
  /** The last price seen and the direction of its last move. */
  tick: PriceTick | null;
  /** The pair and account of the last title shown (`BTC/USDT|Demo trading`), and whether it had a price. */
  titleKey: string | null;
  priced: boolean;
}

export function headerTickerMemory(): HeaderTickerMemory {
  return { tick: null, titleKey: null, priced: false };
}

/**
 * Paints the header's live figures outside React, as the order book is painted: a ticker comes
 * with nearly every trade, and a React commit for each was, on a phone at CPU ÷4, a few
 * milliseconds in the same frame as the book's paint (issue 24). The page title is shown
 * through `showTitle`: at once for another pair or account and for its first price, its moves
 * after that at the title writer's pace.
 */
export function createHeaderTickerPainter(
  elements: HeaderTickerElements,
  options: HeaderFigureOptions,
  showTitle: (title: string, immediate: boolean) => void,
  memory: HeaderTickerMemory = headerTickerMemory(),
): HeaderTickerPainter {
  const titleKey = `${options.symbol.base}/${options.symbol.quote}|${options.demoLabel ?? ''}`;
  let shown: HeaderFigures | null = null;
  const text = (element: HTMLElement, next: string, before: string | undefined): void => {
    if (next !== before) setText(element, next);
  };
  // The two figures that move with nearly every trade, in boxes the browser lays out alone.
  const lastPriceBox = createFigureBox(elements.lastPrice);
  const legalValueBox = createFigureBox(elements.legalValue);
  return {
    paint(snapshot) {
      const next = headerFigures(snapshot, memory.tick, options);
      memory.tick = next.tick;
      const figures = next.figures;
      const before = shown;
      if (figures.lastPrice !== before?.lastPrice) lastPriceBox(figures.lastPrice);
      if (figures.lastPriceClass !== before?.lastPriceClass) {
        elements.lastPrice.className = figures.lastPriceClass;
      }
      if (figures.legalValue !== before?.legalValue) legalValueBox(figures.legalValue);
      text(elements.change, figures.change.text, before?.change.text);
      if (figures.change.tone !== before?.change.tone)
        elements.change.className = figures.change.tone;
      text(elements.high, figures.high, before?.high);
      text(elements.low, figures.low, before?.low);
      text(elements.turnover, figures.turnover, before?.turnover);
      if (figures.title !== before?.title) {
        showTitle(figures.title, memory.titleKey !== titleKey || !memory.priced);
        memory.titleKey = titleKey;
        memory.priced = figures.lastPrice !== '--';
      }
      shown = figures;
    },
  };
}
