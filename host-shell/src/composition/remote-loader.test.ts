import { CONTRACT_VERSION } from '@spot/contracts';
import {
  containerName,
  earlyManifestPlugin,
  parseMeta,
  prepareRemote,
  remoteTextsPlugin,
  warmRemote,
  type RemoteLoader,
} from './remote-loader';

describe('parseMeta', () => {
  const meta = { name: 'mfe-chart', version: '0.1.0', contractVersion: '1.0.0' };

  it.each<[string, unknown, ReturnType<typeof parseMeta>]>([
    ['a complete meta', meta, meta],
    ['a meta with extra members, keeping only the three', { ...meta, built: 'today' }, meta],
    ['a missing name', { version: '0.1.0', contractVersion: '1.0.0' }, null],
    ['a missing version', { name: 'mfe-chart', contractVersion: '1.0.0' }, null],
    ['a missing contractVersion', { name: 'mfe-chart', version: '0.1.0' }, null],
    ['a numeric contractVersion', { ...meta, contractVersion: 1 }, null],
    ['a null name', { ...meta, name: null }, null],
    ['null', null, null],
    ['a string', '1.0.0', null],
    ['a function', () => meta, null],
    ['an empty object', {}, null],
  ])('reads %s', (_name, value, expected) => {
    expect(parseMeta(value)).toEqual(expected);
  });
});

describe('containerName', () => {
  it.each<[string, string]>([
    ['mfe-chart', 'mfe_chart'],
    ['mfe-order-entry', 'mfe_order_entry'],
    ['host', 'host'],
  ])('names the container of %s %s', (remote, expected) => {
    expect(containerName(remote)).toBe(expected);
  });
});

describe('warmRemote', () => {
  const loaderWith = (contractVersion: string, meta: 'ok' | 'fails' = 'ok') => {
    const loader: RemoteLoader = {
      loadMeta: jest.fn(() =>
        meta === 'ok'
          ? Promise.resolve({ name: 'mfe-orderbook', version: '0.1.0', contractVersion })
          : Promise.reject(new Error('manifest 404')),
      ),
      loadApp: jest.fn(() => Promise.resolve(() => null)),
      reset: jest.fn(),
    };
    return loader;
  };

  it('loads the App of a remote whose contract fits', async () => {
    const loader = loaderWith(CONTRACT_VERSION);
    await expect(warmRemote(loader, 'mfe-orderbook')).resolves.toBe(true);
    expect(loader.loadApp).toHaveBeenCalledWith('mfe-orderbook');
  });

  it('never runs the App of a remote built on another major contract', async () => {
    const major = Number(CONTRACT_VERSION.split('.')[0]) + 1;
    const loader = loaderWith(`${major}.0.0`);
    await expect(warmRemote(loader, 'mfe-orderbook')).resolves.toBe(false);
    expect(loader.loadApp).not.toHaveBeenCalled();
  });

  it('leaves a failure to the slot, without throwing', async () => {
    const loader = loaderWith(CONTRACT_VERSION, 'fails');
    await expect(warmRemote(loader, 'mfe-orderbook')).resolves.toBe(false);
    expect(loader.loadApp).not.toHaveBeenCalled();
  });
});

describe('prepareRemote', () => {
  const loaderWith = (meta: 'ok' | 'fails') => {
    const loader: RemoteLoader = {
      loadMeta: jest.fn(() =>
        meta === 'ok'
          ? Promise.resolve({ name: 'mfe-chart', version: '0.1.0', contractVersion: '1.0.0' })
          : Promise.reject(new Error('manifest 404')),
      ),
      loadApp: jest.fn(() => Promise.resolve(() => null)),
      reset: jest.fn(),
    };
    return loader;
  };

  it("loads the remote's meta (and with it its App's files) but runs no App", async () => {
    const loader = loaderWith('ok');
    await prepareRemote(loader, 'mfe-chart');
    expect(loader.loadMeta).toHaveBeenCalledWith('mfe-chart');
    expect(loader.loadApp).not.toHaveBeenCalled();
  });

  it('leaves a failure to the slot, without throwing', async () => {
    const loader = loaderWith('fails');
    await expect(prepareRemote(loader, 'mfe-chart')).resolves.toBeUndefined();
    expect(loader.loadApp).not.toHaveBeenCalled();
  });
});

describe('earlyManifestPlugin', () => {
  const url = 'http://127.0.0.1:8082/mf-manifest.json';
  const setup = (early: Promise<string | null> | undefined) => {
    const take = jest.fn(() => early);
    const respond = jest.fn((text: string) => ({ text }) as unknown as Response);
    const refetch = jest.fn(() => Promise.resolve({ refetched: true } as unknown as Response));
    const fetchHook = earlyManifestPlugin(take, respond, refetch).fetch as (
      url: string,
      init: RequestInit,
    ) => false | void | Promise<Response>;
    return { take, respond, refetch, fetchHook };
  };

  it('answers the runtime with the manifest fetched early', async () => {
    const { fetchHook, take, refetch } = setup(Promise.resolve('{"id":"ob"}'));
    await expect(fetchHook(url, {})).resolves.toEqual({ text: '{"id":"ob"}' });
    expect(take).toHaveBeenCalledWith(url);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('fetches again when the early fetch failed', async () => {
    const { fetchHook, refetch } = setup(Promise.resolve(null));
    await expect(fetchHook(url, {})).resolves.toEqual({ refetched: true });
    expect(refetch).toHaveBeenCalledWith(url);
  });

  it('leaves a manifest nobody fetched early to the runtime', () => {
    const { fetchHook, respond, refetch } = setup(undefined);
    expect(fetchHook(url, {})).toBeUndefined();
    expect(respond).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
  });
});

describe('remoteTextsPlugin', () => {
  type Hook = (args: Record<string, unknown>) => unknown;
  const manifestJson = {
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      texts: { namespaces: ['lt'], languages: ['en', 'ja'] },
    },
  };
  const args = (from: string, json: unknown = manifestJson) => ({
    from,
    manifestJson: json,
    manifestUrl: 'http://127.0.0.1:8085/mf-manifest.json',
    moduleInfo: { name: 'mfe_lt', entry: 'http://127.0.0.1:8085/mf-manifest.json' },
    remoteSnapshot: {},
    options: {},
  });

  it('requests the texts of a remote whose manifest the runtime reads, and lets it through', () => {
    const request = jest.fn();
    const hook = remoteTextsPlugin(request).loadRemoteSnapshot as unknown as Hook;
    const input = args('manifest');
    expect(hook(input)).toBe(input);
    expect(request).toHaveBeenCalledWith(
      { namespace: 'lt', baseUrl: 'http://127.0.0.1:8085/', languages: ['en', 'ja'] },
      false,
    );
  });

  it('requests nothing for a snapshot from no manifest or a manifest without texts', () => {
    const request = jest.fn();
    const hook = remoteTextsPlugin(request).loadRemoteSnapshot as unknown as Hook;
    hook(args('global'));
    hook(args('manifest', { metaData: { publicPath: 'auto' } }));
    expect(request).not.toHaveBeenCalled();
  });
});
