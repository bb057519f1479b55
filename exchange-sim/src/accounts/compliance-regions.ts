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
  },
};
