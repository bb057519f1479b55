/**
 * The contract's own version. Adding an optional member, event, topic or endpoint is a minor
 * bump; removing or changing one is a major bump (DESIGN §5).
 */
export const CONTRACT_VERSION = '1.6.0';

export interface SemVer {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
}

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** Parses `major.minor.patch` (pre-release and build suffixes allowed); `null` if malformed. */
export function parseSemVer(version: unknown): SemVer | null {
  if (typeof version !== 'string') return null;
  const match = SEMVER.exec(version.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export type CompatibilityResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'invalid-version' | 'major-mismatch';
      readonly hostVersion: string;
      readonly remoteVersion: string;
    };

/**
 * A remote may be mounted when its contract major equals the host's. A remote built against a
 * newer minor must feature-detect what it uses, so minors never block.
 */
export function checkContractCompatibility(
  hostVersion: string,
  remoteVersion: unknown,
): CompatibilityResult {
  const host = parseSemVer(hostVersion);
  const remote = parseSemVer(remoteVersion);
  const shown = typeof remoteVersion === 'string' ? remoteVersion : String(remoteVersion);
  if (!host || !remote) {
    return { ok: false, reason: 'invalid-version', hostVersion, remoteVersion: shown };
  }
  if (host.major !== remote.major) {
    return { ok: false, reason: 'major-mismatch', hostVersion, remoteVersion: shown };
  }
  return { ok: true };
}
