import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { routes } from '@portal/contracts';
import { parseSync } from '@swc/core';
import type { LintRule } from './rule.js';

/**
 * The front end's data pattern (frontend/README.md, "Data: one pattern per call"): each route of the contracts'
 * table is called from one file, which holds its fetcher, its query key and its hook. Two files naming the same
 * route to the API drift apart (two query keys, so a write in one does not refresh the other; one sends the
 * Idempotency-Key, the other forgets it).
 *
 * A file names a route to the API when a string literal that is a route name is an argument of a call into the
 * API layer: any call written in an `api/` folder (`src/api/`, `features/<x>/api/`), or elsewhere a call of a
 * function imported from one (`call('x')`, `pathOf('x')`, a list helper's `getPage('x', …)`). Other calls that
 * happen to take a route's name (`useMayCall('x')` asks who may call it, `setMode('profile')` is a screen's
 * state) do not reach the API.
 */

/** Where a route name is given to a call: the file (relative to the root) and its line. */
export interface RouteNaming {
  route: string;
  file: string;
  line: number;
}

const routeNames = new Set(Object.keys(routes));

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

/** The text of a string literal (or a template without expressions), else undefined. */
function literalText(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'StringLiteral' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && Array.isArray(node.expressions) && node.expressions.length === 0) {
    const [quasi] = node.quasis as { cooked?: string }[];
    return quasi?.cooked;
  }
  return undefined;
}

/** Whether a path (with '/' separators) is in an `api/` folder of the front end's sources. */
const inApiFolder = (path: string) => /(^|\/)api\//.test(path);

/** The identifiers a file imports from an `api/` folder (`import { call } from '../../api/client'`). */
function apiImports(file: string, body: unknown[]): Set<string> {
  const names = new Set<string>();
  const folder = file.split('/').slice(0, -1);
  for (const item of body) {
    if (!isNode(item) || item.type !== 'ImportDeclaration') continue;
    const source = (item.source as Node).value as string;
    if (!source.startsWith('.')) continue;
    const resolved: string[] = [...folder];
    for (const part of source.split('/')) {
      if (part === '..') resolved.pop();
      else if (part !== '.') resolved.push(part);
    }
    if (!inApiFolder(resolved.join('/'))) continue;
    for (const specifier of item.specifiers as Node[]) names.add((specifier.local as Node).value as string);
  }
  return names;
}

/** The identifier a call starts from: `f` of `f(…)`, `api` of `api.call(…)`. */
function calleeRoot(callee: unknown): string | undefined {
  let node = callee;
  while (isNode(node) && node.type === 'MemberExpression') node = node.object;
  return isNode(node) && node.type === 'Identifier' ? (node.value as string) : undefined;
}

/** Line of a span's start: swc counts UTF-8 bytes from 1 within each parse. */
function lineAt(source: Buffer, spanStart: number): number {
  const end = Math.max(0, Math.min(spanStart - 1, source.length));
  let line = 1;
  for (let i = 0; i < end; i++) if (source[i] === 0x0a) line++;
  return line;
}

/** Every route name given to a call into the API layer in one file (`file`: its path from the root, '/'-separated). */
export function routeNamingsIn(file: string, source: string): RouteNaming[] {
  const ast = parseSync(source, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const bytes = Buffer.from(source);
  const wholeFile = inApiFolder(file.replace(/^.*?frontend\/src\//, ''));
  const imported = apiImports(file, ast.body);
  const reachesApi = (callee: unknown) => {
    const root = calleeRoot(callee);
    return wholeFile || (root !== undefined && imported.has(root));
  };
  const found: RouteNaming[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'CallExpression' && Array.isArray(node.arguments) && reachesApi(node.callee))
      for (const argument of node.arguments as Node[]) {
        const route = literalText(argument.expression);
        if (route === undefined || !routeNames.has(route)) continue;
        const { start } = (argument.expression as Node).span as { start: number };
        found.push({ route, file, line: lineAt(bytes, start) });
      }
    for (const [key, value] of Object.entries(node)) if (key !== 'span') visit(value);
  };
  visit(ast.body);
  return found;
}

/** The app's own sources: tests (which call routes to check them) and declaration files are not the app. */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One violation per route named in two files or more (each file once, at the first line naming it). */
export function violationsOf(namings: readonly RouteNaming[]): string[] {
  const filesByRoute = new Map<string, Map<string, number>>();
  for (const { route, file, line } of namings) {
    const files = filesByRoute.get(route) ?? new Map<string, number>();
    if (!files.has(file)) files.set(file, line);
    filesByRoute.set(route, files);
  }
  const violations: string[] = [];
  for (const [route, files] of [...filesByRoute].sort(([a], [b]) => a.localeCompare(b))) {
    if (files.size < 2) continue;
    const places = [...files].map(([file, line]) => `${file}:${line}`);
    const listed = `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`;
    violations.push(`route '${route}' is called from ${listed}: one file per call (frontend/README.md)`);
  }
  return violations;
}

/** Every route name the front end's sources under `root` give to a call into the API layer. */
export async function routeNamings(root: string): Promise<RouteNaming[]> {
  const namings: RouteNaming[] = [];
  for (const path of await sourceFiles(join(root, 'frontend/src')))
    namings.push(...routeNamingsIn(relative(root, path).split(sep).join('/'), await readFile(path, 'utf8')));
  return namings;
}

export const rule: LintRule = {
  name: 'one-call-one-file',
  check: async (root) => violationsOf(await routeNamings(root)),
};
