import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { LintRule } from './rule.js';

/**
 * Code and docs say why, not when: a comment, a test's name or a doc that cites an issue by its number (the
 * word, singular or plural, any case of its first letter, then the number, with or without '#') sends the
 * reader to a tracker they may not have, and tells the history of a change where its reason belongs. The
 * closing notes (docs/closing*) are history by design and are not read.
 */

const citation = /\b[Ii]ssues? #?\d+/g;

/** The sources and docs read: TypeScript, JavaScript and Markdown. */
const checked = /\.(ts|tsx|mts|cts|js|mjs|cjs|md)$/;

/** Folders never read: installed packages, build output, data and results the tools write. */
const skippedFolders = new Set(['node_modules', '.git', '.tsbuild', 'dist', 'data', 'test-results', '.tmp']);
const skippedPaths = [/^tests\/bench\/results\//, /^docs\/closing[^/]*$/];

/** One violation per line of `text` (the file at `path`, relative to the root) that cites an issue number. */
export function issueCitations(path: string, text: string): string[] {
  const violations: string[] = [];
  text.split('\n').forEach((line, index) => {
    const found = line.match(citation);
    if (found)
      violations.push(
        `${path}:${index + 1}: cites ${found.map((f) => `'${f}'`).join(', ')}: say the reason instead`,
      );
  });
  return violations;
}

async function* filesUnder(root: string, folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = join(folder, entry.name);
    const path = relative(root, full).split(sep).join('/');
    if (skippedPaths.some((skipped) => skipped.test(entry.isDirectory() ? `${path}/` : path))) continue;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* filesUnder(root, full);
    } else if (entry.isFile() && checked.test(entry.name)) yield path;
  }
}

export const rule: LintRule = {
  name: 'no-issue-numbers',
  async check(root) {
    const violations: string[] = [];
    for await (const path of filesUnder(root, root)) {
      violations.push(...issueCitations(path, await readFile(join(root, path), 'utf8')));
    }
    return violations.sort();
  },
};
