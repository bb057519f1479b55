import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inputsHash, isStale } from './build';

let root: string;

function write(relativePath: string, content: string): void {
  const full = join(root, relativePath);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-hash-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('shared-contracts/src/index.ts', 'export const CONTRACT_VERSION = "1.0.0";');
  write('tooling/src/mf-config.ts', 'export {};');
  write('mfe-chart/src/expose/app.tsx', 'export default 1;');
  write('mfe-chart/package.json', '{"name":"@spot/mfe-chart"}');
  write('mfe-chart/dist/remoteEntry.js', 'built');
  write('mfe-orders/src/index.ts', 'export {};');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('inputsHash', () => {
  it('is stable while nothing changes', () => {
    expect(inputsHash(root, 'mfe-chart')).toBe(inputsHash(root, 'mfe-chart'));
    expect(inputsHash(root, 'mfe-chart')).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each<[string, string]>([
    ['a source file of the app', 'mfe-chart/src/expose/app.tsx'],
    ['the app package.json', 'mfe-chart/package.json'],
    ['the contract', 'shared-contracts/src/index.ts'],
    ['the tooling', 'tooling/src/mf-config.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('changes when %s changes', (_name, path) => {
    const before = inputsHash(root, 'mfe-chart');
    write(path, 'changed');
    expect(inputsHash(root, 'mfe-chart')).not.toBe(before);
  });

  it('changes when a file is added to the app', () => {
    const before = inputsHash(root, 'mfe-chart');
    write('mfe-chart/src/domain/new-rule.ts', 'export {};');
    expect(inputsHash(root, 'mfe-chart')).not.toBe(before);
  });

  it('changes when a file is renamed with the same content', () => {
    const before = inputsHash(root, 'mfe-chart');
    rmSync(join(root, 'mfe-chart/src/expose/app.tsx'));
    write('mfe-chart/src/expose/app2.tsx', 'export default 1;');
    expect(inputsHash(root, 'mfe-chart')).not.toBe(before);
  });

  it.each<[string, string]>([
    ['a file in dist', 'mfe-chart/dist/remoteEntry.js'],
    ['a new file in dist', 'mfe-chart/dist/static/js/main.12345678.js'],
    ['a file in node_modules', 'mfe-chart/node_modules/x/index.js'],
    ['a test file', 'mfe-chart/src/domain/rule.test.ts'],
    ['a component test file', 'mfe-chart/src/ui/view.test.tsx'],
    ['another app', 'mfe-orders/src/index.ts'],
  ])('does not change when %s changes', (_name, path) => {
    const before = inputsHash(root, 'mfe-chart');
    write(path, `changed ${Math.random()}`);
    expect(inputsHash(root, 'mfe-chart')).toBe(before);
  });

  it('works without a lockfile', () => {
    rmSync(join(root, 'package-lock.json'));
    expect(inputsHash(root, 'mfe-chart')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('isStale', () => {
  it('is stale without a build stamp', () => {
    expect(isStale(root, 'mfe-chart')).toBe(true);
  });

  it('is fresh when the stamp holds the current hash', () => {
    write('mfe-chart/dist/.build-stamp', inputsHash(root, 'mfe-chart'));
    expect(isStale(root, 'mfe-chart')).toBe(false);
  });

  it('is stale again after an input changes', () => {
    write('mfe-chart/dist/.build-stamp', inputsHash(root, 'mfe-chart'));
    write('shared-contracts/src/index.ts', 'export const CONTRACT_VERSION = "1.1.0";');
    expect(isStale(root, 'mfe-chart')).toBe(true);
  });

  it('stays fresh when only the build output changes', () => {
    write('mfe-chart/dist/.build-stamp', inputsHash(root, 'mfe-chart'));
    write('mfe-chart/dist/remoteEntry.js', 'rebuilt');
    expect(isStale(root, 'mfe-chart')).toBe(false);
  });

  it('handles a nested app folder such as e2e/fixtures', () => {
    write('e2e/fixtures/src/index.ts', 'export {};');
    write('e2e/fixtures/dist/.build-stamp', inputsHash(root, 'e2e/fixtures'));
    expect(isStale(root, 'e2e/fixtures')).toBe(false);
  });
});
