import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { ENCODINGS, isCompressible, type ContentEncoding } from './content-encoding';

/**
 * A file's `.gz` (zlib level 9) and `.br` (quality 11, the text mode for text) bodies. Both
 * are done once at build time, at the settings a server could not afford per request.
 */
export function compressBody(
  body: Buffer,
  fileName: string,
): Readonly<Record<ContentEncoding, Buffer>> {
  const text = extname(fileName).toLowerCase() !== '.wav';
  return {
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: text
          ? constants.BROTLI_MODE_TEXT
          : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  };
}

/**
 * Writes every emitted JS, CSS, JSON and WAV file also as `<file>.gz` and `<file>.br`, after
 * every other step has settled the files (content hashes, the federation manifest, copied
 * locales and sounds), so nginx (`gzip_static`, `brotli_static`) and the node static server
 * send the bytes a user gets without compressing on each request.
 */
export class CompressAssetsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompressAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompressAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!isCompressible(asset.name)) continue;
            const bodies = compressBody(asset.source.buffer(), asset.name);
            for (const { encoding, suffix } of ENCODINGS) {
              compilation.emitAsset(
                `${asset.name}${suffix}`,
                new sources.RawSource(bodies[encoding]),
                {
                  compressed: true,
                  immutable: asset.info.immutable ?? false,
                },
              );
            }
          }
        },
      );
    });
  }
}
