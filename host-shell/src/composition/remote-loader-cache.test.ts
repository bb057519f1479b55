import { CONTRACT_VERSION } from '@spot/contracts';
import { createRemoteLoader } from './remote-loader';

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
  it('registers the remotes with the manifest and runtime-guard plugins', () => {
    createRemoteLoader(ENTRIES);
    const names = federation.registerPlugins.mock.calls[0]?.[0].map(
      (p: { name: string }) => p.name,
    );
    expect(names).toEqual(['spot-early-manifests', 'spot-federation-runtime-guard']);
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_chart', entry: ENTRIES['mfe-chart'].entry }],
      { force: false },
    );
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
