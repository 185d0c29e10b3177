import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of
 * the build, each only when smaller than the file, so the portal serves them without compressing per request.
 * index.html's variants are written last: a running portal reloads the build when they change.
 */
export function precompress(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // Also called when the build failed: then there is nothing new to compress.
      if (!written) return;
      const files = (await readdir(outDir, { recursive: true }))
        .filter((name) => COMPRESSIBLE.test(name) && !/(^|[\\/])\./.test(name))
        .sort((a, b) => Number(a === 'index.html') - Number(b === 'index.html'));
      for (const name of files) {
        const path = resolve(outDir, name);
        if (!(await stat(path)).isFile()) continue;
        const content = await readFile(path);
        const variants: [string, Buffer][] = [
          [
            '.br',
            await brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ],
          ['.gz', await gz(content, { level: constants.Z_BEST_COMPRESSION })],
        ];
        for (const [suffix, compressed] of variants) {
          if (compressed.length < content.length) await writeFile(`${path}${suffix}`, compressed);
        }
      }
    },
  };
}
