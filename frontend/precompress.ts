import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `content` to `path` as one step for anyone reading `path`: first to a hidden temporary name in the same
 * folder (the portal reads no hidden file), then renamed over `path`. A running portal never reads a half-written
 * variant, which it would serve as `immutable` for a year.
 */
async function replaceFile(path: string, content: Buffer): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, content);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of
 * the build, each only when smaller than the file, so the portal serves them without compressing per request.
 * Each variant appears complete or not at all (replaceFile). index.html's variants are written last: a running
 * portal reloads the build when they are newer than index.html (gateway/src/http/static-bundle.ts).
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
          if (compressed.length < content.length) await replaceFile(`${path}${suffix}`, compressed);
        }
      }
    },
  };
}
