import { ltAvailability } from './lt-status';

describe('ltAvailability', () => {
  it.each([
    [1, true, true, false],
    [2, true, false, false],
    [3, false, true, false],
    [4, false, false, false],
    [5, true, true, true],
  ])('st %i: subscription %s, redemption %s, position change %s', (st, sub, red, changing) => {
    expect(ltAvailability(st)).toEqual({
      subscriptionOpen: sub,
      redemptionOpen: red,
      positionChanging: changing,
    });
  });
});
