import {
  getInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { CONTRACT_VERSION, checkContractCompatibility } from '@spot/contracts';
import type { RemoteMeta, RemoteProps } from '@spot/contracts';
import { federationRuntimeGuard } from './federation-runtime';
import {
  EARLY_REMOTES,
  LATER_REMOTES,
  laterRemotesFor,
  takeEarlyManifest,
  textsOf,
  type LaterRemote,
} from './remote-preload';
import { requestRemoteTexts, type RemoteTexts } from '../i18n/early-texts';
import { localStorageOrNull } from '../state/browser-storage';
import { readPhoneSection } from '../state/phone-section';
import { currentWidthClass } from '../state/width-class';

/** Module Federation container name of a remote: its folder name with `-` as `_`. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** The remotes of `remotes.json` (with the accepted staging overrides), by folder name. */
export type RemoteEntries = Readonly<Record<string, { readonly entry: string }>>;

export interface RemoteLoader {
  loadMeta(remote: string): Promise<RemoteMeta>;
  loadApp(remote: string): Promise<ComponentType<RemoteProps>>;
  /** Forgets what failed so the next load fetches the manifest and entry again. */
  reset(remote: string): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A module's default export, whether the runtime hands the module or the export. */
function defaultExport(module: unknown): unknown {
  return isRecord(module) && 'default' in module ? module.default : module;
}

export function parseMeta(value: unknown): RemoteMeta | null {
  if (!isRecord(value)) return null;
  const { name, version, contractVersion } = value;
  if (
    typeof name !== 'string' ||
    typeof version !== 'string' ||
    typeof contractVersion !== 'string'
  ) {
    return null;
  }
  return { name, version, contractVersion };
}

/**
 * A response holding a manifest the page already has as text. Its `json()` parses that text
 * instead of reading the body as a stream: reading a body takes a task of its own, which on a
 * busy start-up waits behind the bootstrap's chunks (the runtime asked for the remote entries
 * 60 to 140 ms after their manifests had arrived).
 */
export function manifestResponse(text: string): Response {
  const response = new Response(text, { headers: { 'Content-Type': 'application/json' } });
  Object.defineProperty(response, 'json', {
    value: (): Promise<unknown> => Promise.resolve().then(() => JSON.parse(text) as unknown),
  });
  return response;
}

/**
 * Gives the federation runtime the manifests the entry chunk fetched early (once each), so it
 * does not ask for them again; an early fetch that failed is retried here, as the runtime would.
 */
export function earlyManifestPlugin(
  take: (url: string) => Promise<string | null> | undefined = takeEarlyManifest,
  respond: (text: string) => Response = manifestResponse,
  refetch: (url: string) => Promise<Response> = (url) => fetch(url),
): ModuleFederationRuntimePlugin {
  return {
    name: 'spot-early-manifests',
    fetch(url) {
      const early = take(url);
      if (!early) return undefined;
      return early.then((text) => (text === null ? refetch(url) : respond(text)));
    },
  };
}

/**
 * Requests the texts of every remote the runtime reads a manifest for (`requestRemoteTexts`),
 * beside its entry: the LT page's, the tools', a phone's sections, a staging override, not
 * only the spot page's preloaded ones. Registered after the runtime guard, so a remote it
 * refuses has none requested.
 */
export function remoteTextsPlugin(
  request: (texts: RemoteTexts, low: boolean) => void = requestRemoteTexts,
): ModuleFederationRuntimePlugin {
  return {
    name: 'spot-remote-texts',
    loadRemoteSnapshot(args) {
      if (args.from === 'manifest' && typeof args.manifestUrl === 'string') {
        // The runtime knows the remote by its container name (`containerName`).
        const remote = args.moduleInfo.name.replace(/_/g, '-');
        for (const texts of textsOf(args.manifestUrl, args.manifestJson, remote)) {
          request(texts, false);
        }
      }
      return args;
    },
  };
}

/**
 * Registers the configured remotes with the Module Federation runtime and loads their modules.
 *
 * `loadMeta` also starts loading `./App` without running it (the runtime's module factory): its
 * chunks and CSS arrive beside the entry and `./meta` instead of one round trip after them, and
 * `loadApp` runs the factory only when the slot asks for it, after `./meta` fits. Each loaded
 * module is kept, so a slot that mounts after `warmRemote` does not go through the runtime
 * again; `reset` forgets a remote's.
 */
export function createRemoteLoader(
  entries: RemoteEntries,
  /**
   * Remotes registered before at another entry, to replace (`registerRemotes` with `force`,
   * which drops what the runtime loaded of them). The others are registered once: a name the
   * runtime knows keeps what it loaded.
   */
  replace: readonly string[] = [],
): RemoteLoader {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime is not initialised');
  // The guard reads each manifest before the runtime fetches or runs the remote's entry.
  federation.registerPlugins([
    earlyManifestPlugin(),
    federationRuntimeGuard(),
    remoteTextsPlugin(),
  ]);
  const register = (names: readonly string[], force: boolean): void => {
    const remotes = names.flatMap((name) => {
      const config = entries[name];
      return config ? [{ name: containerName(name), entry: config.entry }] : [];
    });
    if (remotes.length > 0) federation.registerRemotes(remotes, { force });
  };
  const names = Object.keys(entries);
  register(
    names.filter((name) => !replace.includes(name)),
    false,
  );
  register(
    names.filter((name) => replace.includes(name)),
    true,
  );

  const kept = new Map<string, Promise<unknown>>();
  /** Loads once per remote and module; a failure is not kept, so the next call tries again. */
  const once = (remote: string, module: string, loadIt: () => Promise<unknown>) => {
    const key = `${remote}/${module}`;
    let loading = kept.get(key);
    if (!loading) {
      loading = loadIt();
      kept.set(key, loading);
      // Not awaited by everyone (the App factory started by loadMeta): handled here, and forgotten.
      loading.catch(() => kept.get(key) === loading && kept.delete(key));
    }
    return loading;
  };
  const load = (remote: string, module: string, loadFactory: boolean) =>
    once(remote, loadFactory ? module : `${module} factory`, async () => {
      if (!entries[remote]) throw new Error(`${remote} is not in remotes.json`);
      const loaded = await federation.loadRemote(`${containerName(remote)}/${module}`, {
        loadFactory,
        from: 'runtime',
      });
      if (loaded === null || loaded === undefined)
        throw new Error(`${remote}/${module} did not load`);
      return loaded;
    });

  return {
    async loadMeta(remote) {
      void load(remote, 'App', false);
      const meta = parseMeta(defaultExport(await load(remote, 'meta', true)));
      if (!meta) throw new Error(`${remote}/meta is not { name, version, contractVersion }`);
      return meta;
    },
    async loadApp(remote) {
      const app = defaultExport(
        await once(remote, 'App', async () => {
          const factory = await load(remote, 'App', false);
          if (typeof factory !== 'function') throw new Error(`${remote}/App has no factory`);
          return (await (factory as () => unknown)()) ?? null;
        }),
      );
      if (typeof app !== 'function' && !isRecord(app))
        throw new Error(`${remote}/App is not a component`);
      return app as ComponentType<RemoteProps>;
    },
    reset(remote) {
      for (const key of [...kept.keys()]) if (key.startsWith(`${remote}/`)) kept.delete(key);
      register([remote], true);
    },
  };
}

/**
 * Loads a remote's `./meta` and, when its contract fits the host's, its `./App`, ahead of the
 * slot that will show it: the slot mounts only after the host's first render, and its loads
 * then find both in the federation runtime's cache. A remote whose contract does not fit is
 * never run; a failure is left for the slot to report and retry.
 */
export async function warmRemote(loader: RemoteLoader, remote: string): Promise<boolean> {
  try {
    const meta = await loader.loadMeta(remote);
    if (!checkContractCompatibility(CONTRACT_VERSION, meta.contractVersion).ok) return false;
    await loader.loadApp(remote);
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes a remote through the federation runtime's asynchronous steps ahead of its slot: the
 * manifest, the runtime check, the entry, `./meta`, and `./App`'s chunks and CSS (loaded, not
 * run), so that when its slot mounts `loadMeta` and `loadApp` settle within one task and the
 * slots that mount together commit together. Without it each of those steps waited for a free
 * turn of the main thread while the page's first render and the order book ran, and the chart,
 * order entry and orders mounted one by one about 180 ms after their slots asked. Nothing of
 * the remote's own code runs here; a failure is left for the slot to report and retry.
 */
export async function prepareRemote(loader: RemoteLoader, remote: string): Promise<void> {
  try {
    await loader.loadMeta(remote);
  } catch {
    // The slot loads again, and reports.
  }
}

/**
 * One loader per page: the one made for the same remotes before, or a new one that replaces
 * only the remotes whose entry changed since (`create`'s second argument), so a remote already
 * running is not loaded a second time. The entry chunk starts the spot page's remotes as soon
 * as it has read `remotes.json` (`startSpotRemotes`), and the bootstrap, which reads the same
 * file and overrides, goes on with that loader and what it has loaded.
 */
export function createLoaderCache(
  create: (entries: RemoteEntries, replace: readonly string[]) => RemoteLoader,
): (entries: RemoteEntries) => RemoteLoader {
  let kept: { readonly entries: RemoteEntries; readonly loader: RemoteLoader } | null = null;
  return (entries) => {
    const before = kept?.entries ?? {};
    const names = Object.keys(entries);
    const same =
      kept !== null &&
      names.length === Object.keys(before).length &&
      names.every((name) => before[name]?.entry === entries[name]?.entry);
    if (kept && same) return kept.loader;
    const changed = names.filter((name) => {
      const was = before[name];
      return was !== undefined && was.entry !== entries[name]?.entry;
    });
    const loader = create(entries, changed);
    kept = { entries, loader };
    return loader;
  };
}

/** The page's remote loader (`createLoaderCache` over the federation runtime). */
export const pageRemoteLoader = createLoaderCache(createRemoteLoader);

/**
 * The later remotes this page starts with the order book (`laterRemotesFor`): all three, or on a
 * phone the one of the section it opens on (the section the trader last looked at).
 */
export function pageLaterRemotes(): readonly LaterRemote[] {
  return laterRemotesFor(currentWidthClass(window), readPhoneSection(localStorageOrNull()));
}

/**
 * Starts the spot page's remotes: the order book is run (`warmRemote`), the chart, order entry
 * and orders (`later`: on a phone, the shown section's only) are taken through the runtime
 * without running (`prepareRemote`). Called by the
 * entry chunk once `remotes.json` is read, and again by the bootstrap (each load is kept, so
 * the second call only joins the first). Started by the bootstrap only, the three were ready
 * after the first render and mounted later; started by the entry chunk, they are ready before
 * it, while the page waits for its start-up responses. All at once, not in idle moments: on a
 * busy start-up an idle moment comes only after the first render (every slot mounted 1.36 to
 * 1.42 times the monolith's time in idle moments, against 1.19 and 1.21 at once).
 */
export function startSpotRemotes(
  loader: RemoteLoader,
  later: readonly LaterRemote[] = LATER_REMOTES,
): void {
  for (const remote of EARLY_REMOTES) void warmRemote(loader, remote);
  for (const remote of later) void prepareRemote(loader, remote);
}
