import { CONTRACT_VERSION } from '@spot/contracts';
import { PHONE_SECTION_STORAGE_KEY } from '../state/phone-section';
import {
  createLoaderCache,
  createRemoteLoader,
  pageLaterRemotes,
  startSpotRemotes,
  type RemoteEntries,
} from './remote-loader';

interface LoadCall {
  readonly id: string;
  readonly loadFactory: boolean;
}

const federation = {
  calls: [] as LoadCall[],
  ran: [] as string[],
  failNext: false,
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn((id: string, options: { loadFactory?: boolean }) => {
    federation.calls.push({ id, loadFactory: options.loadFactory ?? true });
    if (federation.failNext) {
      federation.failNext = false;
      return Promise.reject(new Error('entry failed'));
    }
    if (id.endsWith('/meta'))
      return Promise.resolve({
        default: { name: 'mfe-chart', version: '0.1.0', contractVersion: CONTRACT_VERSION },
      });
    const App = () => null;
    return Promise.resolve(() => {
      federation.ran.push(id);
      return { default: App };
    });
  }),
};

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => federation }));

const ENTRIES = { 'mfe-chart': { entry: 'http://127.0.0.1:8081/mf-manifest.json' } };

beforeEach(() => {
  federation.calls = [];
  federation.ran = [];
  federation.failNext = false;
  jest.clearAllMocks();
});

describe('createRemoteLoader', () => {
  it('registers the remotes with the manifest, runtime-guard and texts plugins, in that order', () => {
    createRemoteLoader(ENTRIES);
    const names = federation.registerPlugins.mock.calls[0]?.[0].map(
      (p: { name: string }) => p.name,
    );
    // The texts plugin after the guard: a refused remote has no texts requested.
    expect(names).toEqual([
      'spot-early-manifests',
      'spot-federation-runtime-guard',
      'spot-remote-texts',
    ]);
    expect(federation.registerRemotes.mock.calls).toEqual([
      [[{ name: 'mfe_chart', entry: ENTRIES['mfe-chart'].entry }], { force: false }],
    ]);
  });

  it('starts loading ./App with ./meta, and runs it only when asked', async () => {
    const loader = createRemoteLoader(ENTRIES);
    await loader.loadMeta('mfe-chart');
    expect(federation.calls).toEqual([
      { id: 'mfe_chart/App', loadFactory: false },
      { id: 'mfe_chart/meta', loadFactory: true },
    ]);
    expect(federation.ran).toEqual([]);
    expect(typeof (await loader.loadApp('mfe-chart'))).toBe('function');
    expect(federation.ran).toEqual(['mfe_chart/App']);
    expect(federation.calls).toHaveLength(2);
  });

  it('keeps what it loaded: a slot after warmRemote does not go through the runtime again', async () => {
    const loader = createRemoteLoader(ENTRIES);
    await loader.loadMeta('mfe-chart');
    const App = await loader.loadApp('mfe-chart');
    await loader.loadMeta('mfe-chart');
    expect(await loader.loadApp('mfe-chart')).toBe(App);
    expect(federation.calls).toHaveLength(2);
    expect(federation.ran).toHaveLength(1);
  });

  it('does not keep a failure, so the next load tries again', async () => {
    const loader = createRemoteLoader(ENTRIES);
    federation.failNext = true; // the ./App factory started by loadMeta fails
    await loader.loadMeta('mfe-chart');
    await expect(loader.loadApp('mfe-chart')).resolves.toEqual(expect.any(Function));
    expect(federation.calls.filter((c) => c.id === 'mfe_chart/App')).toHaveLength(2);
  });

  it('forgets a remote on reset and registers it again', async () => {
    const loader = createRemoteLoader(ENTRIES);
    await loader.loadMeta('mfe-chart');
    loader.reset('mfe-chart');
    await loader.loadMeta('mfe-chart');
    expect(federation.calls).toHaveLength(4);
    expect(federation.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_chart', entry: ENTRIES['mfe-chart'].entry }],
      { force: true },
    );
  });

  it('refuses a remote that is not in remotes.json', async () => {
    await expect(createRemoteLoader(ENTRIES).loadMeta('mfe-nope')).rejects.toThrow(
      'mfe-nope is not in remotes.json',
    );
  });
});

describe('createLoaderCache', () => {
  const OTHER = { 'mfe-chart': { entry: 'http://127.0.0.1:8087/mf-manifest.json' } };

  it('hands out the same loader for the same remotes, in any key order', () => {
    const create = jest.fn(() => createRemoteLoader(ENTRIES));
    const loaderFor = createLoaderCache(create);
    const two = { 'mfe-orders': { entry: 'o' }, 'mfe-chart': { entry: 'c' } };
    const first = loaderFor(two);
    expect(loaderFor({ 'mfe-chart': { entry: 'c' }, 'mfe-orders': { entry: 'o' } })).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(two, []);
  });

  it('makes a new loader that replaces only the remotes whose entry changed', () => {
    const loaderFor = createLoaderCache(createRemoteLoader);
    const orders = { 'mfe-orders': { entry: 'http://127.0.0.1:8084/mf-manifest.json' } };
    const first = loaderFor({ ...ENTRIES, ...orders });
    federation.registerRemotes.mockClear();
    const second = loaderFor({ ...OTHER, ...orders });
    expect(second).not.toBe(first);
    // The order list, unchanged, keeps what the runtime loaded of it: registered without force.
    expect(federation.registerRemotes.mock.calls).toEqual([
      [[{ name: 'mfe_orders', entry: orders['mfe-orders'].entry }], { force: false }],
      [[{ name: 'mfe_chart', entry: OTHER['mfe-chart'].entry }], { force: true }],
    ]);
    expect(loaderFor({ ...OTHER, ...orders })).toBe(second);
  });

  it('makes a new loader when a remote is added or left out, replacing none', () => {
    const create = jest.fn((_entries: RemoteEntries, _replace: readonly string[]) =>
      createRemoteLoader(ENTRIES),
    );
    const loaderFor = createLoaderCache(create);
    loaderFor(ENTRIES);
    loaderFor({ ...ENTRIES, 'mfe-orders': { entry: 'o' } });
    loaderFor({});
    expect(create.mock.calls.map(([, replace]) => replace)).toEqual([[], [], []]);
  });
});

describe('startSpotRemotes', () => {
  const SPOT = Object.fromEntries(
    ['mfe-orderbook', 'mfe-chart', 'mfe-order-entry', 'mfe-orders'].map((name, i) => [
      name,
      { entry: `http://127.0.0.1:${8081 + i}/mf-manifest.json` },
    ]),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('runs the order book and takes the others through the runtime without running them', async () => {
    startSpotRemotes(createRemoteLoader(SPOT));
    await settle();
    expect(federation.ran).toEqual(['mfe_orderbook/App']);
    const loaded = federation.calls.map((c) => c.id).sort();
    expect(loaded).toEqual(
      ['mfe_orderbook', 'mfe_chart', 'mfe_order_entry', 'mfe_orders']
        .flatMap((name) => [`${name}/App`, `${name}/meta`])
        .sort(),
    );
  });

  it('only joins what a first call started when called again with the same loader', async () => {
    const loader = createRemoteLoader(SPOT);
    startSpotRemotes(loader);
    startSpotRemotes(loader);
    await settle();
    expect(federation.calls).toHaveLength(8);
    expect(federation.ran).toEqual(['mfe_orderbook/App']);
  });

  it('takes only the later remotes it is given through the runtime (a phone on its book)', async () => {
    startSpotRemotes(createRemoteLoader(SPOT), []);
    await settle();
    expect(federation.calls.map((c) => c.id).sort()).toEqual([
      'mfe_orderbook/App',
      'mfe_orderbook/meta',
    ]);
    federation.calls.length = 0;
    startSpotRemotes(createRemoteLoader(SPOT), ['mfe-chart']);
    await settle();
    expect(federation.calls.map((c) => c.id).sort()).toEqual([
      'mfe_chart/App',
      'mfe_chart/meta',
      'mfe_orderbook/App',
      'mfe_orderbook/meta',
    ]);
  });
});

describe('pageLaterRemotes', () => {
  // No `matchMedia` here: the width class is read from the viewport's width.
  const width = window.innerWidth;
  const view = (phone: boolean) =>
    Object.defineProperty(window, 'innerWidth', { value: phone ? 390 : 1440, configurable: true });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    localStorage.clear();
  });

  it('is every later remote on a wider screen, whatever section a phone last showed', () => {
    view(false);
    localStorage.setItem(PHONE_SECTION_STORAGE_KEY, 'book');
    expect(pageLaterRemotes()).toEqual(['mfe-chart', 'mfe-order-entry', 'mfe-orders']);
  });

  it('is the remote of the section a phone opens on: the stored one, else the chart', () => {
    view(true);
    expect(pageLaterRemotes()).toEqual(['mfe-chart']);
    localStorage.setItem(PHONE_SECTION_STORAGE_KEY, 'book');
    expect(pageLaterRemotes()).toEqual([]);
    localStorage.setItem(PHONE_SECTION_STORAGE_KEY, 'orders');
    expect(pageLaterRemotes()).toEqual(['mfe-orders']);
    localStorage.setItem(PHONE_SECTION_STORAGE_KEY, 'trade');
    expect(pageLaterRemotes()).toEqual(['mfe-order-entry']);
  });
});
