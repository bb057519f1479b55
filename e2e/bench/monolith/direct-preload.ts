import { parseRemotesConfig } from '../../../host-shell/src/config/runtime-config';
import type { PreloadDeps } from '../../../host-shell/src/composition/remote-preload';

export { EARLY_REMOTES, LATER_REMOTES } from '../../../host-shell/src/composition/remote-preload';

/** rspack's chunk loader: fetches a chunk's JS and CSS (and shared modules) without running it. */
declare const __webpack_require__: { e(chunkId: string): Promise<unknown> };

/**
 * Stands in for the host's `composition/remote-preload` in the monolith: the entry chunk fetches
 * the `./App` chunks of the same remotes (`<remote>-app`, named in `direct-remotes.ts`) while
 * the bootstrap downloads, without running them, as the composed page preloads their files,
 * and hands the remotes of `remotes.json` to `deps.decided` as the host's does.
 */
export async function preloadRemotes(
  names: readonly string[],
  remotesJson: Promise<unknown>,
  deps: Pick<PreloadDeps, 'decided'>,
  lowPriority: readonly string[] = [],
): Promise<void> {
  for (const name of [...names, ...lowPriority])
    void __webpack_require__.e(`${name}-app`).catch(() => undefined);
  // As the host's: a file that cannot be read starts nothing here (the bootstrap reports it).
  const parsed = parseRemotesConfig(await remotesJson.catch(() => null));
  try {
    if (parsed.ok) deps.decided?.(parsed.value.remotes);
  } catch (error) {
    console.warn('[monolith] the remotes could not start early:', error);
  }
}
