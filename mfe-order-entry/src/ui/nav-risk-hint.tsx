import { useEffect, useMemo, useState } from 'react';
import { useMarketStreamSelect } from '@spot/contracts/react';
import { Dec, formatDecimal, navDeviation, navRiskExceeded, type HostApi } from '@spot/contracts';
import { watchNavTerms, type NavTerms } from '../state/nav-terms';

type T = (key: string, params?: Record<string, string>) => string;

/**
 * The net-value risk hint (spec 000 §5): before a trader buys a leveraged token, says so when
 * its last price strays from its net value by more than the token's `diffNvRate`.
 */
export function NavRiskHint({ host, symbolName, t }: { host: HostApi; symbolName: string; t: T }) {
  const [terms, setTerms] = useState<NavTerms | null>(null);
  useEffect(() => watchNavTerms(host, symbolName, setTerms), [host, symbolName]);
  const stream = useMemo(() => host.market.ticker(symbolName), [host, symbolName]);
  const last = useMarketStreamSelect(stream, (s) => s.ticker?.lastPrice ?? null);
  if (!terms || last === null || !navRiskExceeded(last, terms.nav, terms.diffNvRate)) return null;
  const deviation = navDeviation(last, terms.nav) ?? new Dec(0);
  const pct = (fraction: Dec) => `${formatDecimal(fraction.mul(100).toFixed(), 2, 'round')}%`;
  return (
    <p className="hint warn" role="status" data-testid="nav-risk-hint">
      {t('navRiskHint', {
        deviation: pct(deviation),
        limit: pct(new Dec(terms.diffNvRate ?? '0')),
      })}
    </p>
  );
}
