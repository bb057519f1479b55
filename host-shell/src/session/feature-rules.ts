import type { Session, SymbolInfo } from '@spot/contracts';

/**
 * The liquidity-shield link (spec 000 §2): only on a symbol the campaign runs on, when the
 * compliance config enables the feature and the trader is not on a demo account (spec 000
 * §6: no liquidity-shield entry for demo).
 */
export function liquidityShieldVisible(
  session: Session,
  symbol: Pick<SymbolInfo, 'liquidityShield'> | undefined,
): boolean {
  return (
    session.compliance.liquidityShield && !session.roles.demo && symbol?.liquidityShield === true
  );
}
