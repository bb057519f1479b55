import {
  createLoaderCache,
  type RemoteLoader,
} from '../../../host-shell/src/composition/remote-loader';
import { DIRECT_METAS } from './direct-metas';
import { DIRECT_APPS } from './direct-remotes';

export {
  pageLaterRemotes,
  prepareRemote,
  startSpotRemotes,
  warmRemote,
} from '../../../host-shell/src/composition/remote-loader';

/**
 * Stands in for the host's `composition/remote-loader` in the monolith: the same `RemoteLoader`
 * over the remotes imported directly, so the host's slots, contract check and start-up order
 * run unchanged.
 */
export function createRemoteLoader(entries: Readonly<Record<string, unknown>>): RemoteLoader {
  const find = <T>(table: Readonly<Record<string, T>>, remote: string): T => {
    const found = table[remote];
    if (found === undefined || !entries[remote])
      throw new Error(`${remote} is not in remotes.json`);
    return found;
  };
  return {
    loadMeta: async (remote) => find(DIRECT_METAS, remote),
    loadApp: async (remote) => (await find(DIRECT_APPS, remote)()).default,
    reset: () => undefined,
  };
}

/** The page's loader, kept as the host keeps its own. */
export const pageRemoteLoader = createLoaderCache(createRemoteLoader);
