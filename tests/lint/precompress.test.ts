/**
 * The build's precompress step (frontend/precompress.ts) replaces each `.br` and `.gz` in one step: a running
 * portal that reads the build folder meanwhile gets the old file whole or the new one whole, never a half-written
 * one (which it would serve as `immutable` for a year).
 */
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The hooks of the plugin this test calls (the module is loaded by path: it belongs to the front end's build). */
interface PrecompressPlugin {
  configResolved: (config: { root: string; build: { outDir: string } }) => void;
  writeBundle: () => void;
  closeBundle: () => Promise<void>;
}
const pluginPath = '../../frontend/precompress.ts';

const JS = "console.log('portal de recuperación');\n".repeat(200);
const OLD_BR = Buffer.from('variante anterior, completa');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-AbC123.js'), JS);
  writeFileSync(join(dir, 'assets/index-AbC123.js.br'), OLD_BR);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function precompressBuild(): Promise<void> {
  const { precompress } = (await import(pluginPath)) as { precompress: () => PrecompressPlugin };
  const plugin = precompress();
  plugin.configResolved({ root: dir, build: { outDir: '.' } });
  plugin.writeBundle();
  await plugin.closeBundle();
}

it('replaces a variant by renaming a complete new file over it: a reader of the old one still reads it whole', async () => {
  // The portal in the middle of reading the old variant.
  const reader = openSync(join(dir, 'assets/index-AbC123.js.br'), 'r');
  await precompressBuild();

  const seen = Buffer.alloc(OLD_BR.length + 16);
  const length = readSync(reader, seen, 0, seen.length, 0);
  closeSync(reader);
  expect(seen.subarray(0, length).toString()).toBe('variante anterior, completa');

  expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index-AbC123.js.br'))).toString()).toBe(JS);
  expect(gunzipSync(readFileSync(join(dir, 'assets/index-AbC123.js.gz'))).toString()).toBe(JS);
});

it('leaves no temporary file behind', async () => {
  await precompressBuild();
  expect(readdirSync(join(dir, 'assets')).sort()).toEqual([
    'index-AbC123.js',
    'index-AbC123.js.br',
    'index-AbC123.js.gz',
  ]);
});
