import type { LtSymbolInfo } from '@spot/contracts';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * The project-info heading of the LT page (spec 001 §2): the token, what it follows, its
 * direction and target leverage, what it does and what can go wrong, from the LT info.
 */
export function LtProjectInfo({
  info,
  symbolName,
  t,
}: {
  info: LtSymbolInfo;
  symbolName: string;
  t: T;
}) {
  const params = projectParams(info, symbolName, t);
  return (
    <header className="lt-project" data-testid="lt-project">
      <h2>{t('projectHeading', params)}</h2>
      <p>{t(info.ltDirection === 'long' ? 'aboutLong' : 'aboutShort', params)}</p>
      <p className="lt-risks">{t('risks', params)}</p>
    </header>
  );
}

/** What the token's texts are filled with: the token, what it follows, leverage, direction. */
export function projectParams(
  info: LtSymbolInfo,
  symbolName: string,
  t: T,
): Record<string, string> {
  return {
    symbol: symbolName,
    underlying: info.underlying ?? t('theUnderlying'),
    leverage: info.leverage,
    direction: t(info.ltDirection),
  };
}
