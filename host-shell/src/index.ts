import './ui/styles.css';
import './chrome/chrome.css';

import { PROVIDED_RUNTIME_VERSION, checkFederationRuntime } from './composition/federation-runtime';
import { OVERRIDES_STORAGE_KEY } from './composition/overrides';
import { pageLaterRemotes, pageRemoteLoader, startSpotRemotes } from './composition/remote-loader';
import { EARLY_REMOTES, LATER_REMOTES, preloadRemotes } from './composition/remote-preload';
import { peekEarlyJson, requestEarly } from './config/early-fetch';
import { requestRemoteTexts, startPageTexts } from './i18n/early-texts';
import { prepareFigures } from '@spot/contracts';
import { resolveRoute } from './routing/routes';

// The runtime configuration is on its way while the bootstrap chunk downloads and compiles.
requestEarly('/remotes.json');
requestEarly('/env.json');
// On the spot page, so are the remotes' files (preloaded), and once `remotes.json` is read the
// remotes start through the federation runtime: the order book is run, the others only loaded
// (on a phone, only the shown section's).
const route = resolveRoute(location.pathname, { storedLocale: null, detectedLocale: null });
const pageLocale = route.kind === 'redirect' ? null : route.locale;
// The host's texts too: its first render waits for them.
if (pageLocale !== null) startPageTexts(pageLocale, location.origin);
/**
 * The page's first number format starts ICU (20 to 30 ms here): paid while the bootstrap's
 * chunks download, rather than in the first render. On the spot page only once the remotes are
 * asked for: run before, it held back reading `remotes.json` and so every remote's manifest.
 * A second call costs nothing (`prepareFigures` keeps each locale's marks).
 */
function warmFigures(): void {
  prepareFigures(route.kind === 'redirect' ? 'en' : route.locale);
}
const remotesJson = route.kind === 'spot' ? peekEarlyJson('/remotes.json') : null;
if (remotesJson) {
  const later = pageLaterRemotes();
  let storedOverrides: string | null = null;
  try {
    storedOverrides = sessionStorage.getItem(OVERRIDES_STORAGE_KEY);
  } catch {
    // Storage refused: the bootstrap meets the same and says so.
  }
  void preloadRemotes(
    EARLY_REMOTES,
    remotesJson,
    {
      fetch: (url) => fetch(url),
      document,
      search: location.search,
      storedOverrides,
      runtimeFits: (manifest) => checkFederationRuntime(PROVIDED_RUNTIME_VERSION, manifest).ok,
      // Each remote's texts come with its files, not once its slot has mounted.
      texts: requestRemoteTexts,
      // The remote entries then run while the main thread waits for the bootstrap's chunks,
      // not after, beside the start-up responses the first render waits for.
      decided: (remotes) => {
        startSpotRemotes(pageRemoteLoader(remotes), later);
        // After the runtime's first steps with the manifests (microtasks), not before them.
        setTimeout(warmFigures, 0);
      },
    },
    later,
    // A phone's other sections: their texts only, for when one is opened.
    LATER_REMOTES.filter((remote) => !later.includes(remote)),
  ).finally(warmFigures);
}
// Async boundary: shared singletons are negotiated before any React code runs.
void import('./bootstrap');
if (!remotesJson) warmFigures();
