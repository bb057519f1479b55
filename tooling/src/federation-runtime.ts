import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * What a remote's `mf-manifest.json` says about the federation runtime it runs on
 * (`metaData.federationRuntime`): `external` when the remote carries no runtime of its own and
 * uses the one the page provides, and the version of `@module-federation/runtime-core` it was
 * built against. The host reads it before it runs the remote's entry (DESIGN §8).
 */
export interface FederationRuntimeMark {
  readonly version: string;
  readonly external: boolean;
}

/** Resolves packages as the apps' builds do, from the repository root. */
function resolverAt(root: string): NodeJS.Require {
  return createRequire(join(root, 'package.json'));
}

function packageDir(require: NodeJS.Require, name: string, from?: string): string {
  let dir = dirname(require.resolve(name, from ? { paths: [from] } : undefined));
  for (;;) {
    const file = join(dir, 'package.json');
    if (
      existsSync(file) &&
      (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === name
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of ${name}`);
    dir = parent;
  }
}

/** The installed `@module-federation/runtime-core` version: the runtime a build provides or uses. */
export function federationRuntimeVersion(root: string): string {
  const require = resolverAt(root);
  const dir = packageDir(
    require,
    '@module-federation/runtime-core',
    packageDir(require, '@module-federation/runtime'),
  );
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The same file as ES modules (`dist/x.js` beside `dist/x.cjs`), or the file itself. */
function esmSibling(cjsPath: string): string {
  const esm = cjsPath.replace(/\.cjs$/, '.js');
  return esm !== cjsPath && existsSync(esm) ? esm : cjsPath;
}

/**
 * Aliases that make rspack bundle the federation runtime from its ES module builds. rspack's
 * plugin finds the runtime with Node's `require.resolve`, so it bundles the CommonJS builds,
 * which tree-shaking cannot trim: every remote entry carried the whole SDK (Node loaders,
 * manifest tooling) for the two helpers it calls. From the ES builds a remote entry that uses
 * the page's runtime is about 9 KB compressed instead of 16 KB. The inject plugin the host
 * uses to provide the runtime is aliased too, so the host bundles one runtime-core, not a
 * CommonJS copy beside the ES one.
 */
export function federationRuntimeAliases(root: string): Record<string, string> {
  const require = resolverAt(root);
  const tools = packageDir(require, '@module-federation/runtime-tools');
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', {
    paths: [tools],
  });
  const runtime = require.resolve('@module-federation/runtime', { paths: [tools] });
  const injectPlugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [
      packageDir(
        require,
        '@module-federation/rspack',
        packageDir(require, '@module-federation/enhanced'),
      ),
    ],
  });
  return {
    [bundlerRuntime]: esmSibling(bundlerRuntime),
    [injectPlugin]: esmSibling(injectPlugin),
    // The exact key rspack sets; a subpath (`/helpers`) falls through to normal resolution.
    '@module-federation/runtime': esmSibling(runtime),
  };
}

/** A build's mark for its manifest: `external` for remotes that use the page's runtime. */
export function federationRuntimeMark(root: string, external: boolean): FederationRuntimeMark {
  return { version: federationRuntimeVersion(root), external };
}
