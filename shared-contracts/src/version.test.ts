import { CONTRACT_VERSION, checkContractCompatibility, parseSemVer } from './version';

describe('parseSemVer', () => {
  it.each<[unknown, ReturnType<typeof parseSemVer>]>([
    ['1.0.0', { major: 1, minor: 0, patch: 0 }],
    ['0.0.0', { major: 0, minor: 0, patch: 0 }],
    ['12.34.56', { major: 12, minor: 34, patch: 56 }],
    ['1.2.3-beta.1', { major: 1, minor: 2, patch: 3 }],
    ['1.2.3+build.7', { major: 1, minor: 2, patch: 3 }],
    ['1.2.3-rc.1+build.7', { major: 1, minor: 2, patch: 3 }],
    [' 1.2.3 ', { major: 1, minor: 2, patch: 3 }],
    ['1.2', null],
    ['1', null],
    ['1.2.3.4', null],
    ['v1.2.3', null],
    ['01.2.3', null],
    ['1.02.3', null],
    ['1.2.03', null],
    ['-1.2.3', null],
    ['1.2.x', null],
    ['1.2.3-', null],
    ['', null],
    ['garbage', null],
    [1, null],
    [null, null],
    [undefined, null],
    [{ major: 1, minor: 0, patch: 0 }, null],
  ])('parses %p as %p', (input, expected) => {
    expect(parseSemVer(input)).toEqual(expected);
  });
});

describe('checkContractCompatibility', () => {
  it.each<[string, string, unknown]>([
    ['accepts the same version', '1.0.0', '1.0.0'],
    ['accepts a different patch', '1.0.0', '1.0.7'],
    ['accepts a newer remote minor', '1.0.0', '1.3.0'],
    ['accepts an older remote minor', '1.4.2', '1.0.0'],
    ['accepts a pre-release of the same major', '1.0.0', '1.1.0-beta.2'],
  ])('%s', (_name, host, remote) => {
    expect(checkContractCompatibility(host, remote)).toEqual({ ok: true });
  });

  it.each<[string, string, unknown, string]>([
    ['refuses a newer remote major', '1.0.0', '2.0.0', '2.0.0'],
    ['refuses an older remote major', '2.1.0', '1.9.9', '1.9.9'],
    ['refuses major 0 against major 1', '1.0.0', '0.9.0', '0.9.0'],
  ])('%s with major-mismatch', (_name, host, remote, shown) => {
    expect(checkContractCompatibility(host, remote)).toEqual({
      ok: false,
      reason: 'major-mismatch',
      hostVersion: host,
      remoteVersion: shown,
    });
  });

  it.each<[string, string, unknown, string]>([
    ['refuses a garbage remote version', '1.0.0', 'garbage', 'garbage'],
    ['refuses a missing remote version', '1.0.0', undefined, 'undefined'],
    ['refuses a numeric remote version', '1.0.0', 1, '1'],
    ['refuses a partial remote version', '1.0.0', '1.0', '1.0'],
    ['refuses a garbage host version', 'nope', '1.0.0', '1.0.0'],
  ])('%s with invalid-version', (_name, host, remote, shown) => {
    expect(checkContractCompatibility(host, remote)).toEqual({
      ok: false,
      reason: 'invalid-version',
      hostVersion: host,
      remoteVersion: shown,
    });
  });

  it('accepts the contract version against itself', () => {
    expect(parseSemVer(CONTRACT_VERSION)).not.toBeNull();
    expect(checkContractCompatibility(CONTRACT_VERSION, CONTRACT_VERSION)).toEqual({ ok: true });
  });
});
