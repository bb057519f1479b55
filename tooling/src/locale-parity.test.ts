import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localeFolders } from './locale-folders';
import { expectedKeys, localeProblems } from './locale-parity';
import { findRepoRoot } from './service-table';

const root = findRepoRoot(__dirname);

describe('expectedKeys', () => {
  it('asks each language for its own plural categories', () => {
    const en = ['title', 'days_one', 'days_other'];
    expect([...expectedKeys(en, 'ja').keys()]).toEqual(['title', 'days_other']);
    expect([...expectedKeys(en, 'ar').keys()].sort()).toEqual(
      ['days_few', 'days_many', 'days_one', 'days_other', 'days_two', 'days_zero', 'title'].sort(),
    );
  });
});

describe('localeProblems', () => {
  let dir: string;
  const write = (lng: string, file: string, texts: unknown) => {
    mkdirSync(join(dir, 'locales', lng), { recursive: true });
    writeFileSync(join(dir, 'locales', lng, file), JSON.stringify(texts));
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'locales-'));
    write('en', 'app.json', {
      buy: 'Buy {{coin}}',
      nested: { sell: 'Sell' },
      days_one: '{{count}} day',
      days_other: '{{count}} days',
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts a complete translation, plurals by the language', () => {
    write('ja', 'app.json', {
      buy: '{{coin}}を買う',
      nested: { sell: '売る' },
      days_other: '{{count}}日',
    });
    expect(localeProblems(dir, ['en', 'ja'])).toEqual([]);
  });

  it('names a missing folder, file, key, plural form and an extra key', () => {
    write('es', 'app.json', {
      buy: 'Comprar {{coin}}',
      days_one: '{{count}} día',
      days_other: '{{count}} días',
      typo: 'x',
    });
    expect(localeProblems(dir, ['es', 'ja'])).toEqual([
      'es/app.json: missing nested.sell',
      'es/app.json: missing days_many',
      'es/app.json: typo is not an English key',
      'ja: no locales/ja folder',
    ]);
  });

  it('names a placeholder lost or renamed, but lets a singular form drop the count', () => {
    write('ar', 'app.json', {
      buy: 'شراء {{token}}',
      nested: { sell: 'بيع' },
      days_zero: 'لا أيام',
      days_one: 'يوم واحد',
      days_two: 'يومان',
      days_few: '{{count}} أيام',
      days_many: '{{count}} يومًا',
      days_other: 'أيام',
    });
    expect(localeProblems(dir, ['ar'])).toEqual([
      'ar/app.json: buy has {{token}}, English {{coin}}',
      'ar/app.json: days_other has {{}}, English {{count}}',
    ]);
  });

  it('names a file that is not JSON', () => {
    mkdirSync(join(dir, 'locales', 'ja'));
    writeFileSync(join(dir, 'locales', 'ja', 'app.json'), '{ nope');
    expect(localeProblems(dir, ['ja'])).toEqual([
      'ja/app.json: missing or not a JSON object of texts',
    ]);
  });
});

describe('the repository', () => {
  // The page's languages are the host's; every app with texts ships all of them.
  const languages = localeFolders(join(root, 'host-shell'));
  const apps = readdirSync(root).filter((name) => /^(host-shell|mfe-)/.test(name));

  it('has the four languages of the page', () => {
    expect(languages).toEqual(['ar', 'en', 'es', 'ja']);
    expect(apps.length).toBeGreaterThanOrEqual(7);
  });

  it.each(apps)('%s has every English text in every language', (app) => {
    expect(localeProblems(join(root, app), languages)).toEqual([]);
  });
});
