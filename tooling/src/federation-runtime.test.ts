import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  federationRuntimeAliases,
  federationRuntimeMark,
  federationRuntimeVersion,
} from './federation-runtime';
import { findRepoRoot } from './service-table';

const root = findRepoRoot(__dirname);

describe('federationRuntimeVersion', () => {
  it('is the installed runtime-core version', () => {
    const pkg = JSON.parse(
      readFileSync(
        join(root, 'node_modules', '@module-federation', 'runtime-core', 'package.json'),
        'utf8',
      ),
    ) as { version: string };
    expect(federationRuntimeVersion(root)).toBe(pkg.version);
    expect(federationRuntimeVersion(root)).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('federationRuntimeMark', () => {
  it.each([true, false])('marks external %s with the runtime version', (external) => {
    expect(federationRuntimeMark(root, external)).toEqual({
      version: federationRuntimeVersion(root),
      external,
    });
  });
});

describe('federationRuntimeAliases', () => {
  const aliases = federationRuntimeAliases(root);

  it('points the bundler runtime, the runtime and the inject plugin at their ES builds', () => {
    const keys = Object.keys(aliases);
    expect(keys.some((k) => k.includes('webpack-bundler-runtime') && k.endsWith('.cjs'))).toBe(
      true,
    );
    expect(
      keys.some((k) => k.includes('inject-external-runtime-core-plugin') && k.endsWith('.cjs')),
    ).toBe(true);
    expect(keys).toContain('@module-federation/runtime');
  });

  it('only to files that exist, beside the CommonJS ones', () => {
    for (const [from, to] of Object.entries(aliases)) {
      expect(to).toMatch(/\.js$/);
      expect(existsSync(to)).toBe(true);
      if (from.endsWith('.cjs')) expect(to).toBe(from.replace(/\.cjs$/, '.js'));
    }
  });
});
