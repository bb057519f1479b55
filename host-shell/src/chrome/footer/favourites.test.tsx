import { act, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { FAVORITE_SYMBOLS_STORAGE_KEY, type HostApi } from '@spot/contracts';
import { makeSession, makeSymbol, memoryStorage } from '@spot/contracts/testing';
import { createFakeHost, hostI18n, renderWithI18n } from '../testing/fake-host';
import type { ChromeStorage } from '../use-host-values';
import { FavouriteStar } from './favourite-star';
import { useFavourites } from './favourites';
import { FAVOURITES_PREFS_KEY, toggledFavourites } from './footer-rules';
import { Favourites } from './symbol-lists';

const SYMBOLS = [makeSymbol('BTC', 'USDT'), makeSymbol('ETH', 'USDT')];

let i18n: I18n;
beforeAll(async () => {
  i18n = await hostI18n();
});

/** The header's star of one pair beside the footer's list, as on the page. */
function Page({ host, storage }: { host: HostApi; storage: ChromeStorage }) {
  const favourites = useFavourites(host, storage);
  return (
    <>
      <FavouriteStar
        label="ETH/USDT"
        pressed={favourites.isFavourite('ETHUSDT')}
        onToggle={() => favourites.toggle('ETHUSDT')}
      />
      <Favourites host={host} symbolName="BTCUSDT" storage={storage} />
    </>
  );
}

const footerList = () =>
  within(screen.getByRole('group', { name: 'Favourites' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('toggledFavourites', () => {
  it.each<[string, string[], string, string[]]>([
    ['adds a symbol at the end', ['BTCUSDT'], 'ETHUSDT', ['BTCUSDT', 'ETHUSDT']],
    ['removes a favourite', ['BTCUSDT', 'ETHUSDT'], 'BTCUSDT', ['ETHUSDT']],
    ['starts a list', [], 'BTCUSDT', ['BTCUSDT']],
  ])('%s', (_name, list, symbol, expected) => {
    expect(toggledFavourites(list, symbol)).toEqual(expected);
  });

  it('drops symbols that no longer exist', () => {
    expect(toggledFavourites(['GONEUSDT', 'BTCUSDT'], 'ETHUSDT', (s) => s !== 'GONEUSDT')).toEqual([
      'BTCUSDT',
      'ETHUSDT',
    ]);
  });
});

describe('the favourite star', () => {
  it("keeps a visitor's favourite in SPOT_favorite and shows it in the footer at once", () => {
    const fake = createFakeHost({ symbols: SYMBOLS });
    const storage = memoryStorage();
    renderWithI18n(i18n, <Page host={fake.host} storage={storage} />);
    const star = screen.getByRole('button', { name: 'Add ETH/USDT to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    act(() => fireEvent.click(star));
    expect(storage.getItem(FAVORITE_SYMBOLS_STORAGE_KEY)).toBe('["ETHUSDT"]');
    expect(footerList()).toEqual(['ETH/USDT --']);
    const pressed = screen.getByRole('button', { name: 'Remove ETH/USDT from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    act(() => fireEvent.click(pressed));
    expect(storage.getItem(FAVORITE_SYMBOLS_STORAGE_KEY)).toBe('[]');
    expect(footerList()).toEqual([]);
  });

  it("keeps a logged-in trader's favourite in the account's preferences, not the browser's", () => {
    const fake = createFakeHost({ symbols: SYMBOLS, session: makeSession({ isLogin: true }) });
    const storage = memoryStorage();
    renderWithI18n(i18n, <Page host={fake.host} storage={storage} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add ETH/USDT to favourites' })));
    expect(fake.host.prefs.get(FAVOURITES_PREFS_KEY)).toEqual(['ETHUSDT']);
    expect(storage.getItem(FAVORITE_SYMBOLS_STORAGE_KEY)).toBeNull();
    expect(footerList()).toEqual(['ETH/USDT --']);
  });
});
