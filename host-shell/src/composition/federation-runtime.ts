import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { parseSemVer } from '@spot/contracts';

/**
 * The federation runtime (`@module-federation/runtime-core`) this page provides to every remote
 * (DESIGN §8), set by the build; empty where no build set it (unit tests).
 */
export const PROVIDED_RUNTIME_VERSION: string =
  typeof __FEDERATION_RUNTIME_VERSION__ === 'string' ? __FEDERATION_RUNTIME_VERSION__ : '';

/**
 * Whether a remote can run on the page's runtime, from its manifest's
 * `metaData.federationRuntime` (written by tooling's build): it must use the page's runtime
 * rather than carry its own, and have been built for the same runtime major.
 */
export type RuntimeVerdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** `own-runtime`: the remote carries a runtime of its own (or says nothing of one). */
      readonly reason: 'own-runtime' | 'other-major';
      /** The runtime version the remote was built for, `unknown` when it does not say. */
      readonly remoteVersion: string;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkFederationRuntime(providedVersion: string, manifest: unknown): RuntimeVerdict {
  const metaData = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : {};
  const mark = isRecord(metaData.federationRuntime) ? metaData.federationRuntime : {};
  const built = typeof mark.version === 'string' ? mark.version : metaData.pluginVersion;
  const remoteVersion = typeof built === 'string' && built !== '' ? built : 'unknown';
  if (mark.external !== true) return { ok: false, reason: 'own-runtime', remoteVersion };
  const provided = parseSemVer(providedVersion);
  const remote = parseSemVer(remoteVersion);
  if (!provided || !remote || provided.major !== remote.major)
    return { ok: false, reason: 'other-major', remoteVersion };
  return { ok: true };
}

/** A remote refused before its entry runs, because the page's runtime does not fit it. */
export class FederationRuntimeMismatch extends Error {
  constructor(
    readonly remote: string,
    readonly verdict: Extract<RuntimeVerdict, { ok: false }>,
    readonly providedVersion: string,
  ) {
    super(
      verdict.reason === 'own-runtime'
        ? `${remote} carries its own federation runtime (${verdict.remoteVersion}); this page provides ${providedVersion} to every remote`
        : `${remote} was built for federation runtime ${verdict.remoteVersion}; this page provides ${providedVersion}`,
    );
    this.name = 'FederationRuntimeMismatch';
  }
}

/**
 * A runtime plugin that reads each remote's manifest as the runtime loads it, before the
 * runtime fetches or runs the remote's entry, and refuses a remote its runtime does not fit
 * (`FederationRuntimeMismatch`, which the slot shows). A remote that used the page's runtime
 * with another major would run against an API it was not built for; one with a runtime of its
 * own would load a second copy and keep its own registry of shared modules.
 */
export function federationRuntimeGuard(
  providedVersion: string = PROVIDED_RUNTIME_VERSION,
): ModuleFederationRuntimePlugin {
  return {
    name: 'spot-federation-runtime-guard',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const verdict = checkFederationRuntime(providedVersion, args.manifestJson);
      if (!verdict.ok)
        throw new FederationRuntimeMismatch(args.moduleInfo.name, verdict, providedVersion);
      return args;
    },
  };
}
