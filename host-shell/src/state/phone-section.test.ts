import { PHONE_SECTION_STORAGE_KEY, readPhoneSection, writePhoneSection } from './phone-section';

describe('the phone section', () => {
  beforeEach(() => localStorage.clear());

  it('is the chart until the trader picks another, then the one picked', () => {
    expect(readPhoneSection(localStorage)).toBe('chart');
    writePhoneSection(localStorage, 'book');
    expect(localStorage.getItem(PHONE_SECTION_STORAGE_KEY)).toBe('book');
    expect(readPhoneSection(localStorage)).toBe('book');
  });

  it('ignores a stored value it does not know, and storage that throws', () => {
    localStorage.setItem(PHONE_SECTION_STORAGE_KEY, 'depth');
    expect(readPhoneSection(localStorage)).toBe('chart');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPhoneSection(broken)).toBe('chart');
    expect(() => writePhoneSection(broken, 'orders')).not.toThrow();
    expect(readPhoneSection(null)).toBe('chart');
  });
});
