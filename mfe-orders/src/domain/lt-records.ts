/**
 * Whose leveraged-token records the S&R tab reads: the pair shown when it is an LT pair and
 * only that pair is listed, else null, all of the trader's. A pair that is no leveraged token
 * has no records of its own, and the exchange refuses to be asked for them.
 */
export function ltRecordsSymbol(
  scope: { readonly symbolName: string; readonly allPairs: boolean },
  isLtPair: boolean,
): string | null {
  return scope.allPairs || !isLtPair ? null : scope.symbolName;
}

/** Whether the S&R list keeps a record (a live one too) of `symbol` when it reads `only`. */
export function showsLtRecord(only: string | null, symbol: string | undefined): boolean {
  return only === null || symbol === undefined || symbol === only;
}
