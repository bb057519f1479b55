import { hourlyPercent, owedOf, ratioPercent } from './margin-rows';

describe('margin rows', () => {
  it('owes principal plus interest, exactly', () => {
    expect(owedOf({ principal: '0.1', interest: '0.2' })).toBe('0.3');
    expect(owedOf({ principal: '1200.5', interest: '0.012005' })).toBe('1200.512005');
  });

  it('writes rates as exact or cut percentages', () => {
    expect(hourlyPercent('0.00001')).toBe('0.001%');
    expect(hourlyPercent('0.0000123')).toBe('0.00123%');
    expect(ratioPercent('0.012399')).toBe('1.23%');
    expect(ratioPercent('0')).toBe('0.00%');
  });
});
