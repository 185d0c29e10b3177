import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { CODINGS, type Coding } from './accept-encoding.js';

/** One representation of a file: its bytes and a strong ETag from their hash. */
interface Representation {
  body: Buffer;
  etag: string;
}

/** A built file held in memory, with the precompressed variants the build wrote beside it. */
export interface StaticFile {
  /** The file name, for its Content-Type. */
  name: string;
  identity: Representation;
  encoded: Partial<Record<Coding, Representation>>;
}

const suffixOf: Record<Coding, string> = { br: '.br', gzip: '.gz' };

const representation = (body: Buffer): Representation => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
});

/** The files below `dir` as `a/b.js`, without hidden ones (`.vite/manifest.json` is the build's business). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((name) => !name.split('/').some((segment) => segment.startsWith('.')));
}

/**
 * Every file of the build, keyed by its path below `dir` (`index.html`, `assets/index-abc123.js`). A `.br` or
 * `.gz` beside a file is that file's variant, never a file of its own. Source maps are left out unless asked
 * for.
 */
function readBundle(dir: string, options: { sourceMaps: boolean }): Map<string, StaticFile> {
  const names = new Set(filesUnder(dir));
  const variantNames = new Set(
    [...names].flatMap((name) => CODINGS.map((coding) => `${name}${suffixOf[coding]}`)),
  );
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    if (variantNames.has(name)) continue;
    if (!options.sourceMaps && name.endsWith('.map')) continue;
    const encoded: StaticFile['encoded'] = {};
    for (const coding of CODINGS) {
      const variant = `${name}${suffixOf[coding]}`;
      if (names.has(variant)) encoded[coding] = representation(readFileSync(join(dir, variant)));
    }
    files.set(name, { name, identity: representation(readFileSync(join(dir, name))), encoded });
  }
  return files;
}

/**
 * The build in memory, read at start and read again when a new build replaced it, so a running portal never
 * serves an index of deleted assets. A build writes index.html and then (frontend/precompress.ts, after every
 * other file) its `.br` and `.gz`, so their modification times tell a finished new build. While a build is under
 * way (no index.html, an index.html newer than all its variants, or a file vanishing while it is read) the last
 * complete read keeps being served. A rebuild that writes no compressed index.html is therefore only read at
 * the next start.
 */
export class StaticBundle {
  private files: Map<string, StaticFile> | undefined;
  private signature = '';
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly dir: string,
    private readonly options: { sourceMaps: boolean; checkEveryMs: number },
  ) {
    this.refresh();
  }

  /** The file at `path` (below the build folder, no leading slash), if the build has it. */
  get(path: string): StaticFile | undefined {
    return this.current()?.get(path);
  }

  /** Whether a build was found at all. */
  get built(): boolean {
    return this.current() !== undefined;
  }

  private current(): Map<string, StaticFile> | undefined {
    const now = performance.now();
    if (now - this.checkedAt >= this.options.checkEveryMs) {
      this.checkedAt = now;
      this.refresh();
    }
    return this.files;
  }

  private refresh(): void {
    const path = join(this.dir, 'index.html');
    const [index, ...variants] = [path, `${path}.br`, `${path}.gz`].map((file) =>
      statSync(file, { throwIfNoEntry: false }),
    );
    if (!index) return;
    // index.html appears while the build may still be writing other files; the precompress step writes
    // index.html's variants after every other file, each complete at once. Until one of them is as new as index.html the build is under way, so
    // the last read is kept (the first read takes what there is: there is nothing else to serve).
    if (this.files && !variants.some((variant) => variant && variant.mtimeMs >= index.mtimeMs)) return;
    const signature = [index, ...variants]
      .map((stat) => (stat ? `${stat.mtimeMs}:${stat.size}` : '-'))
      .join('|');
    if (signature === this.signature) return;
    try {
      this.files = readBundle(this.dir, { sourceMaps: this.options.sourceMaps });
      this.signature = signature;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
