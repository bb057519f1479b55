import { act, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createFakeHost, hostI18n, renderWithI18n } from '../chrome/testing/fake-host';
import type { FavouritesApi } from '../chrome';
import { MarketList } from './market-list';
import { ShellContext, type Shell } from './shell-context';

const favourites: FavouritesApi = { favourites: [], isFavourite: () => false, toggle: () => {} };

let i18n: I18n;
beforeAll(async () => {
  i18n = await hostI18n();
});

/** The list in a header, between the page's top and a chart toolbar button. */
function renderList() {
  const fake = createFakeHost();
  const shell = { host: fake.host } as unknown as Shell;
  renderWithI18n(
    i18n,
    <ShellContext.Provider value={shell}>
      <button type="button">Top</button>
      <MarketList base="BTC" quote="USDT" favourites={favourites} />
      <button type="button">Indicators</button>
    </ShellContext.Provider>,
  );
  return fake;
}

const trigger = () => screen.getByRole('button', { name: 'Markets' });
const list = () => screen.queryByRole('list', { name: 'Markets' });
const pick = (pair: string) => screen.getByRole('button', { name: new RegExp(`^${pair}`) });

describe('MarketList', () => {
  it('does not open when the focus merely arrives on its button', () => {
    renderList();
    act(() => screen.getByRole('button', { name: 'Top' }).focus());
    act(() => trigger().focus());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(list()).toBeNull();
  });

  it('opens and closes with its button, saying so in aria-expanded', () => {
    const fake = renderList();
    act(() => trigger().focus());
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(list()?.id);
    expect(fake.callsOf('tickers')).toHaveLength(1);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(list()).toBeNull();
  });

  it('closes when the focus moves on past its rows', () => {
    renderList();
    fireEvent.click(trigger());
    act(() => pick('ETH/USDT').focus());
    expect(list()).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Indicators' }).focus());
    expect(list()).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape from a row and gives the focus back to its button', () => {
    renderList();
    fireEvent.click(trigger());
    act(() => pick('ETH/USDT').focus());
    fireEvent.keyDown(pick('ETH/USDT'), { key: 'Escape' });
    expect(list()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('opens on hover, stays open on a click, and a hover list leaves the focus where it is', () => {
    renderList();
    const indicators = screen.getByRole('button', { name: 'Indicators' });
    act(() => indicators.focus());
    const root = trigger().parentElement as HTMLElement;
    fireEvent.mouseEnter(root);
    expect(list()).not.toBeNull();
    // Escape dismisses hover content without moving the focus.
    fireEvent.keyDown(indicators, { key: 'Escape' });
    expect(list()).toBeNull();
    expect(document.activeElement).toBe(indicators);

    fireEvent.mouseLeave(root);
    fireEvent.mouseEnter(root);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(root);
    expect(list()).not.toBeNull();
  });
});
