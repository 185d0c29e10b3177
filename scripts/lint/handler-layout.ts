import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LintRule } from './rule.js';

/**
 * Where a command's files go (docs/adding-a-capability.md): in `command-service/src/<aggregate>/`, the decider in
 * `decider.ts` with its specs in `decider.test.ts`, the route bindings in `routes.ts`; the service's `routes.ts`
 * (and the query service's) only merges the tables of the aggregates (areas), one spread each. So a newcomer
 * finds each part of a capability by its name, and a route's handler sits beside its command. Every projector
 * (`projections/src/read-models/<name>/index.ts`) has its unit test in its folder.
 */

const commandRoot = 'command-service/src';
/** Each projector's folder: `projections/src/read-models/<name>/index.ts`, with its test beside it. */
const projectorRoot = 'projections/src/read-models';
const mergers = ['command-service/src/routes.ts', 'query-service/src/routes.ts'];

/** A decider declared by a module: `export const <name>Decider`. */
const deciderDeclaration = /^export const \w+Decider\b/;
/** A route bound where a table is written: `name: async (` or `name: (`, `name() {`. */
const routeBinding = /^\s+[A-Za-z]\w*(: (async )?\(|\s*\()/;

interface Source {
  path: string;
  text: string;
}

/** The violations of the layout among `sources` (paths relative to the root, `/`-separated). */
export function layoutViolations(sources: readonly Source[]): string[] {
  const violations: string[] = [];
  const paths = new Set(sources.map((s) => s.path));
  for (const { path, text } of sources) {
    const lines = text.split('\n');
    const inCommand = path.startsWith(`${commandRoot}/`);
    const parts = path.split('/');
    const folder = parts.length === 4 ? parts.slice(0, 3).join('/') : null;
    const file = parts.at(-1) ?? '';
    if (inCommand && !file.endsWith('.test.ts'))
      lines.forEach((line, index) => {
        if (deciderDeclaration.test(line) && file !== 'decider.ts')
          violations.push(`${path}:${index + 1}: a decider is declared in its aggregate's decider.ts`);
        if (line.includes('satisfies RouteHandlers') && file !== 'routes.ts')
          violations.push(`${path}:${index + 1}: route bindings go in the aggregate's routes.ts`);
      });
    if (inCommand && folder && file === 'decider.ts' && !paths.has(`${folder}/decider.test.ts`))
      violations.push(`${path}:1: its specs go beside it, in ${folder}/decider.test.ts`);
    const projectorFolder = parts.slice(0, -1).join('/');
    if (
      path.startsWith(`${projectorRoot}/`) &&
      parts.length === 5 &&
      file === 'index.ts' &&
      !sources.some((s) => s.path.startsWith(`${projectorFolder}/`) && s.path.endsWith('.test.ts'))
    )
      violations.push(
        `${path}:1: a projector has its unit test beside it (${projectorFolder}/<name>.test.ts)`,
      );
    if (mergers.includes(path)) {
      const start = lines.findIndex((line) => /^\s+return \{/.test(line));
      lines.forEach((line, index) => {
        if (start >= 0 && index > start && routeBinding.test(line) && !line.trim().startsWith('...'))
          violations.push(
            `${path}:${index + 1}: binds a route itself; bind it in its aggregate's (area's) file and spread that here`,
          );
      });
    }
  }
  return violations.sort();
}

async function sourcesUnder(root: string, folder: string): Promise<Source[]> {
  const found: Source[] = [];
  for (const entry of await readdir(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await sourcesUnder(root, path)));
    else if (entry.isFile() && entry.name.endsWith('.ts'))
      found.push({ path, text: await readFile(join(root, path), 'utf8') });
  }
  return found;
}

export const rule: LintRule = {
  name: 'handler-layout',
  async check(root) {
    return layoutViolations([
      ...(await sourcesUnder(root, commandRoot)),
      ...(await sourcesUnder(root, 'query-service/src')),
      ...(await sourcesUnder(root, projectorRoot)),
    ]);
  },
};
