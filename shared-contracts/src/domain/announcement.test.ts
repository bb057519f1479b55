import { isAnnouncementCategory, toAnnouncement } from './announcement';

const hit = {
  category: { key: 'new_crypto' },
  url: 'https://example.test/a/1',
  date_timestamp: 1_700_000_000_000,
  title: 'New listing',
  description: 'XYZ lists today',
  objectID: 'abc-1',
};

describe('toAnnouncement', () => {
  it('maps a query hit to an announcement of the given source', () => {
    expect(toAnnouncement(hit, 'Spot')).toEqual({
      key: 'new_crypto',
      jumpUrl: 'https://example.test/a/1',
      releaseTime: 1_700_000_000_000,
      title: 'New listing',
      description: 'XYZ lists today',
      id: 'abc-1',
      type: 'Spot',
    });
  });

  it.each<[string, unknown]>([
    ['a non-object', 'hit'],
    ['null', null],
    ['another category', { ...hit, category: { key: 'futures' } }],
    ['no category', { ...hit, category: undefined }],
    ['a string time', { ...hit, date_timestamp: '1700000000000' }],
    ['a missing id', { ...hit, objectID: undefined }],
    ['a numeric title', { ...hit, title: 5 }],
  ])('drops %s', (_label, value) => {
    expect(toAnnouncement(value, 'Spot')).toBeNull();
  });
});

describe('isAnnouncementCategory', () => {
  it.each<[unknown, boolean]>([
    ['delisting', true],
    ['partnership_announcement', true],
    ['Delisting', false],
    [undefined, false],
  ])('tells whether %p is a banner category (%s)', (value, expected) => {
    expect(isAnnouncementCategory(value)).toBe(expected);
  });
});
