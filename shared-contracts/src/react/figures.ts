import { createContext, useCallback, useContext } from 'react';
import { localizeFigureText } from '../helpers/locale-format';

/**
 * The page's locale for an app's figures: its root provides `RemoteProps.locale`, and a view
 * deep in the tree writes a figure with `useFigure()` without the locale passed down to it.
 */
export const FigureLocale = createContext('en');

/**
 * Writes a figure, or a figure with a unit or scale after it, for the page's locale
 * (`localizeFigureText`): `65003,27` in Spanish, a loss with its direction mark in Arabic.
 */
export function useFigure(): (text: string) => string {
  const locale = useContext(FigureLocale);
  return useCallback((text: string) => localizeFigureText(text, locale), [locale]);
}
