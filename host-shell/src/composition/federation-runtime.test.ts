import {
  FederationRuntimeMismatch,
  checkFederationRuntime,
  federationRuntimeGuard,
  type RuntimeVerdict,
} from './federation-runtime';

const manifest = (federationRuntime: unknown, pluginVersion = '2.9.2') => ({
  metaData: { name: 'mfe_chart', pluginVersion, federationRuntime },
  exposes: [],
  shared: [],
});

describe('checkFederationRuntime', () => {
  it.each<[string, unknown, RuntimeVerdict]>([
    [
      'a remote using the page runtime of the same version',
      manifest({ version: '2.9.2', external: true }),
      { ok: true },
    ],
    [
      'a remote of an older minor of the same major',
      manifest({ version: '2.1.0', external: true }),
      { ok: true },
    ],
    ['a remote of a newer patch', manifest({ version: '2.9.7', external: true }), { ok: true }],
    [
      'a remote of the next major',
      manifest({ version: '3.0.0', external: true }),
      { ok: false, reason: 'other-major', remoteVersion: '3.0.0' },
    ],
    [
      'a remote of the previous major',
      manifest({ version: '0.21.6', external: true }),
      { ok: false, reason: 'other-major', remoteVersion: '0.21.6' },
    ],
    [
      'a malformed version',
      manifest({ version: 'latest', external: true }),
      { ok: false, reason: 'other-major', remoteVersion: 'latest' },
    ],
    [
      'a remote that carries its own runtime',
      manifest({ version: '2.9.2', external: false }),
      { ok: false, reason: 'own-runtime', remoteVersion: '2.9.2' },
    ],
    [
      'a remote built before the mark, by its plugin version',
      manifest(undefined, '0.8.1'),
      { ok: false, reason: 'own-runtime', remoteVersion: '0.8.1' },
    ],
    [
      'a mark that is not an object',
      manifest('external'),
      { ok: false, reason: 'own-runtime', remoteVersion: '2.9.2' },
    ],
    ['no manifest at all', null, { ok: false, reason: 'own-runtime', remoteVersion: 'unknown' }],
  ])('judges %s', (_name, json, verdict) => {
    expect(checkFederationRuntime('2.9.2', json)).toEqual(verdict);
  });

  it('refuses every remote when the page does not know what it provides', () => {
    expect(checkFederationRuntime('', manifest({ version: '2.9.2', external: true })).ok).toBe(
      false,
    );
  });
});

describe('FederationRuntimeMismatch', () => {
  it.each<['own-runtime' | 'other-major', string]>([
    [
      'own-runtime',
      'mfe_chart carries its own federation runtime (3.0.0); this page provides 2.9.2',
    ],
    ['other-major', 'mfe_chart was built for federation runtime 3.0.0; this page provides 2.9.2'],
  ])('says why for %s', (reason, message) => {
    const error = new FederationRuntimeMismatch(
      'mfe_chart',
      { ok: false, reason, remoteVersion: '3.0.0' },
      '2.9.2',
    );
    expect(error.message).toContain(message);
    expect(error).toBeInstanceOf(Error);
  });
});

describe('federationRuntimeGuard', () => {
  type Hook = (args: Record<string, unknown>) => unknown;
  const hook = federationRuntimeGuard('2.9.2').loadRemoteSnapshot as unknown as Hook;
  const args = (manifestJson: unknown, from = 'manifest') => ({
    from,
    manifestJson,
    moduleInfo: { name: 'mfe_orders', entry: 'http://127.0.0.1:8087/own-runtime/mf-manifest.json' },
    remoteSnapshot: {},
    options: {},
  });

  it('lets a remote that uses the page runtime through unchanged', () => {
    const input = args(manifest({ version: '2.9.2', external: true }));
    expect(hook(input)).toBe(input);
  });

  it('refuses a remote with its own runtime before its entry is loaded', () => {
    expect(() => hook(args(manifest({ version: '2.9.2', external: false })))).toThrow(
      FederationRuntimeMismatch,
    );
  });

  it('leaves snapshots that come from no manifest to the runtime', () => {
    const input = args(undefined, 'global');
    expect(hook(input)).toBe(input);
  });
});
