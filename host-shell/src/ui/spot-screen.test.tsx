import { createRef, useEffect } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { CONTRACT_VERSION, type RemoteProps, type SymbolRef } from '@spot/contracts';
import { createFakeHost, hostI18n, renderWithI18n } from '../chrome/testing/fake-host';
import type { RemoteLoader } from '../composition/remote-loader';
import { createUiStore } from '../state/ui-store';
import { ShellContext, type Shell } from './shell-context';
import {
  HELD_SECTIONS_MAX_MS,
  SkipToOrderForm,
  SpotScreen,
  type SpotScreenHandle,
} from './spot-screen';

const BTC: SymbolRef = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };

/** The sides each mounted order entry heard, in order. */
let sidesHeard: string[] = [];

/** Every remote: its slot's name, and a price field for the order entry, which hears sides. */
function FakeRemote({ slot, host }: RemoteProps) {
  useEffect(() => {
    if (slot !== 'order-entry') return undefined;
    return host.bus.on('order/side-requested', ({ side }) => sidesHeard.push(side));
  }, [host, slot]);
  return (
    <div data-testid={`app-${slot}`}>
      {slot === 'order-entry' && <input name="price" aria-label="Price" />}
    </div>
  );
}

/** The remotes whose `./meta` the slots asked for, in order. */
let asked: string[] = [];

const loader: RemoteLoader = {
  loadMeta: async (remote) => ({
    name: (asked.push(remote), remote),
    version: '1.0.0',
    contractVersion: CONTRACT_VERSION,
  }),
  loadApp: async () => FakeRemote,
  reset: () => undefined,
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await hostI18n();
});
beforeEach(() => {
  localStorage.clear();
  sidesHeard = [];
  asked = [];
});

/** The screen on a page of `widthClass`, as soon as it is rendered. */
function renderBare(widthClass: 'mobile' | 'desktop') {
  const fake = createFakeHost();
  fake.setWidthClass(widthClass);
  const shell = { host: fake.host, loader, ui: createUiStore().store } as unknown as Shell;
  renderWithI18n(
    i18n,
    <ShellContext.Provider value={shell}>
      <SpotScreen symbol={BTC} locale="en" theme="dark" />
    </ShellContext.Provider>,
  );
}

async function renderScreen(widthClass: 'mobile' | 'desktop') {
  const fake = createFakeHost();
  fake.setWidthClass(widthClass);
  const shell = { host: fake.host, loader, ui: createUiStore().store } as unknown as Shell;
  const handle = createRef<SpotScreenHandle>();
  renderWithI18n(
    i18n,
    <ShellContext.Provider value={shell}>
      <SkipToOrderForm screen={handle} />
      <SpotScreen ref={handle} symbol={BTC} locale="en" theme="dark" />
    </ShellContext.Provider>,
  );
  await screen.findByTestId('app-order-entry');
  await waitFor(() => expect(document.querySelector('[data-slot-state]')).toBeNull());
  return fake;
}

const grid = () => document.querySelector('.spot-grid') as HTMLElement;
const orderEntrySlot = () => document.querySelector('section[data-slot="order-entry"]');

describe('SpotScreen', () => {
  it("asks for the bar's side once the trade section is shown, with the focus on its form", async () => {
    const fake = await renderScreen('mobile');
    expect(grid().dataset.section).toBe('chart');
    // What the order entry would see when it hears the request.
    const seen: { section?: string; focus: Element | null }[] = [];
    fake.host.bus.on('order/side-requested', () =>
      seen.push({ section: grid().dataset.section, focus: document.activeElement }),
    );
    const buy = screen.getByRole('button', { name: 'Buy' });
    buy.focus();
    fireEvent.click(buy);
    expect(screen.queryByRole('group', { name: 'Place an order' })).toBeNull();
    expect(fake.eventsOf('order/side-requested')).toEqual([{ side: 'BUY' }]);
    expect(seen).toEqual([{ section: 'trade', focus: orderEntrySlot() }]);
    expect(document.activeElement).toBe(orderEntrySlot());
  });

  it("keeps the order entry mounted behind the tools tab: the bar's side reaches it, with what was typed", async () => {
    await renderScreen('mobile');
    fireEvent.click(screen.getByRole('tab', { name: 'Trade' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    fireEvent.change(price, { target: { value: '66000' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Tools' }));
    await screen.findByTestId('app-tools');
    expect(orderEntrySlot()?.hasAttribute('hidden')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Chart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    expect(sidesHeard).toEqual(['SELL']);
    expect(orderEntrySlot()?.hasAttribute('hidden')).toBe(false);
    expect(document.activeElement).toBe(orderEntrySlot());
    expect(screen.getByRole('textbox', { name: 'Price' })).toBe(price);
    expect(price).toHaveProperty('value', '66000');
    expect(document.querySelector('section[data-slot="tools"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('shows the order form for its hotkeys when the tools tab or another phone section is shown', async () => {
    const fake = await renderScreen('mobile');
    // What the order entry would see when it hears the hotkey after the page.
    const seen: (string | undefined)[] = [];
    fake.host.bus.on('keyboard/hotkey-pressed', () => seen.push(grid().dataset.section));
    fireEvent.click(screen.getByRole('tab', { name: 'Trade' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Tools' }));
    await screen.findByTestId('app-tools');
    fireEvent.click(screen.getByRole('tab', { name: 'Book' }));
    act(() => fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'focus-sell' }));
    expect(seen).toEqual(['trade']);
    expect(orderEntrySlot()?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByRole('tab', { name: 'Standard' })).toHaveProperty('ariaSelected', 'true');
    // Another hotkey leaves the page as it is.
    fireEvent.click(screen.getByRole('tab', { name: 'Chart' }));
    act(() => fake.host.bus.emit('keyboard/hotkey-pressed', { action: 'interval-next' }));
    expect(grid().dataset.section).toBe('chart');
  });

  it('moves the focus past the page to the order form from its skip link', async () => {
    await renderScreen('desktop');
    const skip = screen.getByRole('link', { name: 'Skip to order form' });
    skip.focus();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(orderEntrySlot());
    expect(orderEntrySlot()?.getAttribute('tabindex')).toBe('-1');
  });

  it('shows the trade section first on a phone', async () => {
    const fake = await renderScreen('mobile');
    fireEvent.click(screen.getByRole('link', { name: 'Skip to order form' }));
    expect(grid().dataset.section).toBe('trade');
    expect(document.activeElement).toBe(orderEntrySlot());
    // Only the bar asks for a side.
    expect(fake.eventsOf('order/side-requested')).toEqual([]);
  });

  it('on a phone, loads the sections off the screen once the one shown has settled and painted', async () => {
    localStorage.setItem('host-shell.phone-section', 'orders');
    let frame: FrameRequestCallback | null = null;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    renderBare('mobile');
    await screen.findByTestId('app-orders');
    expect([...asked].sort()).toEqual(['mfe-orderbook', 'mfe-orders']);
    // The shown section's first frame, then the task after it: the others start.
    await act(async () => frame?.(0));
    await screen.findByTestId('app-chart');
    await screen.findByTestId('app-order-entry');
    expect([...asked].sort()).toEqual([
      'mfe-chart',
      'mfe-order-entry',
      'mfe-orderbook',
      'mfe-orders',
    ]);
    jest.restoreAllMocks();
  });

  it('on a phone, loads a section shown before the first one has settled at once', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    renderBare('mobile');
    await screen.findByTestId('app-chart');
    expect(asked).not.toContain('mfe-orders');
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    await screen.findByTestId('app-orders');
    expect(asked).not.toContain('mfe-order-entry');
    jest.restoreAllMocks();
  });

  it('on a wider screen, loads every slot at once', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    renderBare('desktop');
    await screen.findByTestId('app-orders');
    await screen.findByTestId('app-chart');
    await screen.findByTestId('app-order-entry');
    jest.restoreAllMocks();
  });

  it('on a phone, gives a side asked for before the order entry mounted to it once it has', async () => {
    localStorage.setItem('host-shell.phone-section', 'book');
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    renderBare('mobile');
    await screen.findByTestId('app-orderbook');
    expect(asked).not.toContain('mfe-order-entry');
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await screen.findByTestId('app-order-entry');
    await waitFor(() => expect(sidesHeard).toEqual(['SELL']));
    jest.restoreAllMocks();
  });

  it('on a phone, loads every section when asked (a guide opens), and after a while anyway', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const handle = createRef<SpotScreenHandle>();
    const fake = createFakeHost();
    fake.setWidthClass('mobile');
    const shell = { host: fake.host, loader, ui: createUiStore().store } as unknown as Shell;
    renderWithI18n(
      i18n,
      <ShellContext.Provider value={shell}>
        <SpotScreen ref={handle} symbol={BTC} locale="en" theme="dark" />
      </ShellContext.Provider>,
    );
    await screen.findByTestId('app-chart');
    expect(asked).not.toContain('mfe-orders');
    act(() => handle.current?.loadSections());
    await screen.findByTestId('app-orders');
    await screen.findByTestId('app-order-entry');
    jest.restoreAllMocks();
  });

  it(`on a phone, loads the sections off the screen after ${HELD_SECTIONS_MAX_MS} ms though the shown one is not up`, async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem('host-shell.phone-section', 'orders');
      // The orders remote never comes.
      const stuck: RemoteLoader = {
        ...loader,
        loadMeta: (remote) =>
          remote === 'mfe-orders' ? new Promise(() => undefined) : loader.loadMeta(remote),
      };
      const fake = createFakeHost();
      fake.setWidthClass('mobile');
      const shell = {
        host: fake.host,
        loader: stuck,
        ui: createUiStore().store,
      } as unknown as Shell;
      renderWithI18n(
        i18n,
        <ShellContext.Provider value={shell}>
          <SpotScreen symbol={BTC} locale="en" theme="dark" />
        </ShellContext.Provider>,
      );
      await act(async () => {
        jest.advanceTimersByTime(HELD_SECTIONS_MAX_MS - 1);
      });
      expect(asked).not.toContain('mfe-chart');
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(asked).toContain('mfe-chart');
      expect(asked).toContain('mfe-order-entry');
    } finally {
      jest.useRealTimers();
    }
  });
});
