import type { ComplianceFlags } from '@spot/contracts';
import { DEFAULT_COMPLIANCE } from '../market/symbol-catalogue';

/** The region of visitors and of every account unless its seed says otherwise. */
export const DEFAULT_REGION = 'global';

/** A region whose compliance config hides features (spec 000 §1, 001 §5). */
export const RESTRICTED_REGION = 'restricted';

/** Compliance config per region at start (test mode can change or add regions). */
export const SEED_REGIONS: Readonly<Record<string, ComplianceFlags>> = {
  [DEFAULT_REGION]: DEFAULT_COMPLIANCE,
  [RESTRICTED_REGION]: {
    chartOption: true,
    ocoTabs: false,
    tokenRecordTab: false,
    orderHeaderTip: true,
    liquidityShield: false,
    integratedOrderRequest: true,
    rewardsHub: false,
    spotMargin: false,
    hiddenTools: ['convert', 'autoInvest'],
    standardAccountOffline: true,
  },
};

/**
 * Test mode's regions: the same with the standard-account phase-out switch off, so that its
 * alert (spec 001 §4) does not cover every classic login of a suite; a test turns it on with
 * `/__sim/compliance`.
 */
export const TEST_MODE_REGIONS: Readonly<Record<string, ComplianceFlags>> = Object.fromEntries(
  Object.entries(SEED_REGIONS).map(([region, flags]) => [
    region,
    { ...flags, standardAccountOffline: false },
  ]),
);
