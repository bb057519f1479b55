/** What an LT status code closes (spec 001 §4): 2 and 4 redemption, 3 and 4 subscription. */
export interface LtAvailability {
  readonly subscriptionOpen: boolean;
  readonly redemptionOpen: boolean;
  readonly positionChanging: boolean;
}

export function ltAvailability(st: number): LtAvailability {
  return {
    subscriptionOpen: st !== 3 && st !== 4,
    redemptionOpen: st !== 2 && st !== 4,
    positionChanging: st === 5,
  };
}
