import { parseRemotesConfig } from '../../../host-shell/src/config/runtime-config';
import {
  remoteNamespace,
  type PreloadDeps,
} from '../../../host-shell/src/composition/remote-preload';

export { EARLY_REMOTES, LATER_REMOTES } from '../../../host-shell/src/composition/remote-preload';

/** rspack's chunk loader: fetches a chunk's JS and CSS (and shared modules) without running it. */
declare const __webpack_require__: { e(chunkId: string): Promise<unknown> };
/** Where every remote's code, and so its `loadNamespace`, finds its files in the monolith. */
declare const __webpack_public_path__: string;
/** The languages the monolith's build defines: host-shell's, which every remote ships too. */
declare const __APP_LOCALES__: readonly string[];

/**
 * Stands in for the host's `composition/remote-preload` in the monolith: the entry chunk fetches
 * the `./App` chunks of the same remotes (`<remote>-app`, named in `direct-remotes.ts`) while
 * the bootstrap downloads, without running them, as the composed page preloads their files,
 * and hands the remotes of `remotes.json` to `deps.decided` as the host's does. Their texts are
 * requested as the host's are, all from the one origin.
 */
export async function preloadRemotes(
  names: readonly string[],
  remotesJson: Promise<unknown>,
  deps: Pick<PreloadDeps, 'decided' | 'texts'>,
  lowPriority: readonly string[] = [],
  textsOnly: readonly string[] = [],
): Promise<void> {
  for (const name of [...names, ...lowPriority, ...textsOnly]) {
    if (!textsOnly.includes(name)) void __webpack_require__.e(`${name}-app`).catch(() => undefined);
    deps.texts?.(
      {
        namespace: remoteNamespace(name),
        baseUrl: __webpack_public_path__,
        languages: __APP_LOCALES__,
      },
      !names.includes(name),
    );
  }
  // As the host's: a file that cannot be read starts nothing here (the bootstrap reports it).
  const parsed = parseRemotesConfig(await remotesJson.catch(() => null));
  try {
    if (parsed.ok) deps.decided?.(parsed.value.remotes);
  } catch (error) {
    console.warn('[monolith] the remotes could not start early:', error);
  }
}
