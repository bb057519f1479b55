/** First strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Server text set inside a translated sentence (a toast's `{{message}}`): wrapped in a first
 * strong isolate, the plain-text `<bdi>`, so an English message in an Arabic sentence keeps its
 * own direction and its punctuation where it belongs, and does not reorder the sentence.
 */
export function isolateText(text: string): string {
  return `${FSI}${text}${PDI}`;
}
