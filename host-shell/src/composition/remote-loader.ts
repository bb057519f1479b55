import {
  getInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { CONTRACT_VERSION, checkContractCompatibility } from '@spot/contracts';
import type { RemoteMeta, RemoteProps } from '@spot/contracts';
import { takeEarlyManifest } from './remote-preload';

/** Module Federation container name of a remote: its folder name with `-` as `_`. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

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
 * Gives the federation runtime the manifests the entry chunk fetched early (once each), so it
 * does not ask for them again; an early fetch that failed is retried here, as the runtime would.
 */
export function earlyManifestPlugin(
  take: (url: string) => Promise<string | null> | undefined = takeEarlyManifest,
  respond: (text: string) => Response = (text) =>
    new Response(text, { headers: { 'Content-Type': 'application/json' } }),
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

/** Registers the configured remotes with the Module Federation runtime and loads their modules. */
export function createRemoteLoader(
  entries: Readonly<Record<string, { readonly entry: string }>>,
): RemoteLoader {
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime is not initialised');
  federation.registerPlugins([earlyManifestPlugin()]);
  const register = (names: readonly string[], force: boolean): void => {
    federation.registerRemotes(
      names.flatMap((name) => {
        const config = entries[name];
        return config ? [{ name: containerName(name), entry: config.entry }] : [];
      }),
      { force },
    );
  };
  register(Object.keys(entries), false);

  const load = async (remote: string, module: string): Promise<unknown> => {
    if (!entries[remote]) throw new Error(`${remote} is not in remotes.json`);
    const loaded = await federation.loadRemote(`${containerName(remote)}/${module}`);
    if (loaded === null || loaded === undefined)
      throw new Error(`${remote}/${module} did not load`);
    return defaultExport(loaded);
  };

  return {
    async loadMeta(remote) {
      const meta = parseMeta(await load(remote, 'meta'));
      if (!meta) throw new Error(`${remote}/meta is not { name, version, contractVersion }`);
      return meta;
    },
    async loadApp(remote) {
      const app = await load(remote, 'App');
      if (typeof app !== 'function' && !isRecord(app))
        throw new Error(`${remote}/App is not a component`);
      return app as ComponentType<RemoteProps>;
    },
    reset(remote) {
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
