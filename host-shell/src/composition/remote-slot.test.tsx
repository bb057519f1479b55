import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { HostApi, RemoteMeta, RemoteProps, SymbolRef } from '@spot/contracts';
import { createI18n } from '../i18n/i18n';
import { CHUNK_RELOAD_KEY } from './chunk-reload-guard';
import { FederationRuntimeMismatch } from './federation-runtime';
import type { RemoteLoader } from './remote-loader';
import { RemoteSlot, type RemoteSlotProps } from './remote-slot';

const META: RemoteMeta = { name: 'mfe-chart', version: '0.1.0', contractVersion: '1.0.0' };
const SYMBOL: SymbolRef = { symbolName: 'BTCUSDT', base: 'BTC', quote: 'USDT', isLt: false };
const HOST = { contractVersion: '1.0.0' } as unknown as HostApi;

function fakeLoader(overrides: Partial<RemoteLoader> = {}) {
  const loader = {
    loadMeta: jest.fn((_remote: string) => Promise.resolve(META)),
    loadApp: jest.fn((_remote: string) => Promise.resolve(ChartApp as ComponentType<RemoteProps>)),
    reset: jest.fn((_remote: string) => undefined),
    ...overrides,
  };
  return loader;
}

function ChartApp(props: RemoteProps) {
  return (
    <div data-testid="chart-app">
      {props.slot} {props.symbol.symbolName} {props.locale} {props.theme}{' '}
      {String(props.request?.tool ?? 'no-request')}{' '}
      {props.host === HOST ? 'same-host' : 'other-host'}
    </div>
  );
}

function Broken(): never {
  throw new Error('remote render bug');
}

let i18n: I18n;

beforeAll(async () => {
  i18n = await createI18n('en');
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** The slot on a page, beside a sibling of the host's. */
function slotTree(loader: RemoteLoader, extra: Partial<RemoteSlotProps> = {}) {
  return (
    <I18nextProvider i18n={i18n}>
      <main>
        <RemoteSlot
          remote="mfe-chart"
          slot="chart"
          loader={loader}
          host={HOST}
          symbol={SYMBOL}
          locale="en"
          theme="dark"
          {...extra}
        />
        <aside data-testid="sibling">market header</aside>
      </main>
    </I18nextProvider>
  );
}

function renderSlot(loader: RemoteLoader, extra: Partial<RemoteSlotProps> = {}) {
  return render(slotTree(loader, extra));
}

describe('RemoteSlot', () => {
  it('shows loading, then mounts the App with the slot props', async () => {
    const loader = fakeLoader();
    const { container } = renderSlot(loader, { request: { tool: 'grid' } });
    expect(screen.getByText('loading').getAttribute('aria-busy')).toBe('true');
    const app = await screen.findByTestId('chart-app');
    expect(app.textContent).toContain('chart BTCUSDT en dark grid same-host');
    expect(screen.queryByText('loading')).toBeNull();
    expect(container.querySelector('section')?.getAttribute('data-slot')).toBe('chart');
    expect(loader.loadMeta).toHaveBeenCalledWith('mfe-chart');
    expect(loader.loadApp).toHaveBeenCalledWith('mfe-chart');
  });

  it('reads ./meta before ./App', async () => {
    const order: string[] = [];
    const loader = fakeLoader({
      loadMeta: jest.fn(() => {
        order.push('meta');
        return Promise.resolve(META);
      }),
      loadApp: jest.fn(() => {
        order.push('App');
        return Promise.resolve(ChartApp);
      }),
    });
    renderSlot(loader);
    await screen.findByTestId('chart-app');
    expect(order).toEqual(['meta', 'App']);
  });

  it('commits a slot without deferMount before a deferred one ready at the same moment', async () => {
    const seenAtBookCommit: string[] = [];
    function BookApp() {
      useLayoutEffect(() => {
        seenAtBookCommit.push(document.querySelector('[data-testid="chart-app"]') ? 'chart' : '-');
      }, []);
      return <div data-testid="book-app">book</div>;
    }
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const shared = { host: HOST, symbol: SYMBOL, locale: 'en', theme: 'dark' } as const;
    const loaderFor = (App: ComponentType<RemoteProps>) =>
      fakeLoader({ loadApp: jest.fn(() => gate.then(() => App)) });
    render(
      <I18nextProvider i18n={i18n}>
        <RemoteSlot
          {...shared}
          remote="mfe-chart"
          slot="chart"
          loader={loaderFor(ChartApp)}
          deferMount
        />
        <RemoteSlot
          {...shared}
          remote="mfe-orderbook"
          slot="orderbook"
          loader={loaderFor(BookApp)}
        />
      </I18nextProvider>,
    );
    await act(async () => {
      release();
      await gate;
    });
    await screen.findByTestId('chart-app');
    expect(screen.getByTestId('book-app')).toBeTruthy();
    // The book's commit came first: the chart was not in the page yet.
    expect(seenAtBookCommit).toEqual(['-']);
  });

  it('loads nothing while held, then loads once released, and tells when it has settled', async () => {
    const loader = fakeLoader();
    const onSettled = jest.fn();
    const view = renderSlot(loader, { held: true, onSettled });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loader.loadMeta).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeTruthy();
    expect(onSettled).not.toHaveBeenCalled();
    view.rerender(slotTree(loader, { held: false, onSettled }));
    await screen.findByTestId('chart-app');
    expect(loader.loadMeta).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('goes on with a load under way when held again', async () => {
    let resolveMeta: (meta: RemoteMeta) => void = () => undefined;
    const loader = fakeLoader({
      loadMeta: jest.fn(() => new Promise<RemoteMeta>((resolve) => (resolveMeta = resolve))),
    });
    const view = renderSlot(loader, { held: false });
    view.rerender(slotTree(loader, { held: true }));
    await act(async () => resolveMeta(META));
    await screen.findByTestId('chart-app');
    expect(loader.loadMeta).toHaveBeenCalledTimes(1);
  });

  it('tells it has settled when it cannot show its remote', async () => {
    const onSettled = jest.fn();
    renderSlot(fakeLoader({ loadMeta: jest.fn(() => Promise.reject(new Error('404'))) }), {
      onSettled,
    });
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
  });

  it('mounts a remote of a newer minor of the same contract major', async () => {
    renderSlot(
      fakeLoader({
        loadMeta: jest.fn(() => Promise.resolve({ ...META, contractVersion: '1.7.2' })),
      }),
    );
    expect((await screen.findByTestId('chart-app')).isConnected).toBe(true);
  });

  it('shows the failure view when the manifest cannot be fetched, and the refresh retries this slot', async () => {
    const loadMeta = jest
      .fn<Promise<RemoteMeta>, [string]>()
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValue(META);
    const onUnavailable = jest.fn();
    const loader = fakeLoader({ loadMeta });
    renderSlot(loader, { onUnavailable });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('failedToLoadData');
    expect(alert.textContent).toContain('mfe-chart');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(loader.loadApp).not.toHaveBeenCalled();
    expect(screen.getByTestId('sibling').textContent).toContain('market header');

    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect(loader.reset).toHaveBeenCalledWith('mfe-chart');
    expect((await screen.findByTestId('chart-app')).isConnected).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadMeta).toHaveBeenCalledTimes(2);
  });

  it('shows the failure view when ./App cannot be loaded', async () => {
    const onUnavailable = jest.fn();
    renderSlot(
      fakeLoader({ loadApp: jest.fn(() => Promise.reject(new Error('remoteEntry.js 404'))) }),
      {
        onUnavailable,
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('failedToLoadData');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it.each<[string, string]>([
    ['another major', '2.0.0'],
    ['a malformed version', 'one'],
  ])(
    'refuses a remote built against %s without loading its App',
    async (_name, contractVersion) => {
      const onUnavailable = jest.fn();
      const loader = fakeLoader({
        loadMeta: jest.fn(() => Promise.resolve({ ...META, contractVersion })),
      });
      const { container } = renderSlot(loader, { onUnavailable });
      const alert = await screen.findByRole('alert');
      expect(alert.getAttribute('data-slot-state')).toBe('incompatible');
      expect(alert.textContent).toContain('incompatibleRemote');
      expect(container.querySelector('[data-slot-state="failed"]')).toBeNull();
      expect(loader.loadApp).not.toHaveBeenCalled();
      await waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
    },
  );

  it.each<[string, 'own-runtime' | 'other-major', string]>([
    ['carries its own federation runtime', 'own-runtime', 'ownRuntime'],
    ['was built for another runtime major', 'other-major', 'incompatibleRuntime'],
  ])('refuses a remote that %s, says why, and offers no refresh', async (_name, reason, key) => {
    const onUnavailable = jest.fn();
    const refusal = new FederationRuntimeMismatch(
      'mfe_chart',
      { ok: false, reason, remoteVersion: '3.0.0' },
      '2.9.2',
    );
    const loader = fakeLoader({ loadMeta: jest.fn(() => Promise.reject(refusal)) });
    renderSlot(loader, { onUnavailable });
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-slot-state')).toBe('incompatible');
    expect(alert.textContent).toContain(key);
    expect(screen.queryByRole('button', { name: 'refresh' })).toBeNull();
    expect(loader.loadApp).not.toHaveBeenCalled();
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledTimes(1));
  });

  it('contains an App that throws while rendering in its own slot', async () => {
    const onUnavailable = jest.fn();
    renderSlot(fakeLoader({ loadApp: jest.fn(() => Promise.resolve(Broken)) }), { onUnavailable });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('failedToLoadData');
    expect(screen.getByTestId('sibling').textContent).toContain('market header');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('mounts the App again after a render failure when refreshed', async () => {
    let fail = true;
    function Flaky(props: RemoteProps) {
      if (fail) throw new Error('first render fails');
      return <ChartApp {...props} />;
    }
    const loader = fakeLoader({ loadApp: jest.fn(() => Promise.resolve(Flaky)) });
    renderSlot(loader);
    await screen.findByRole('alert');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'refresh' }));
    expect((await screen.findByTestId('chart-app')).isConnected).toBe(true);
    expect(loader.reset).toHaveBeenCalledWith('mfe-chart');
  });

  it('shows the failure view instead of reloading again for a chunk error within the reload window', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    function ChunkFailure(): never {
      const error = new Error('Loading chunk 42 failed.');
      error.name = 'ChunkLoadError';
      throw error;
    }
    renderSlot(fakeLoader({ loadApp: jest.fn(() => Promise.resolve(ChunkFailure)) }));
    expect((await screen.findByRole('alert')).textContent).toContain('failedToLoadData');
  });
});
