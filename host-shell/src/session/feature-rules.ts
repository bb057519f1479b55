import type { Session } from '@spot/contracts';

/**
 * The liquidity-shield link (spec 000 §2): only when the compliance config enables the feature
 * and the trader is not on a demo account (spec 000 §6: no liquidity-shield entry for demo).
 */
export function liquidityShieldVisible(session: Session): boolean {
  return session.compliance.liquidityShield && !session.roles.demo;
}
