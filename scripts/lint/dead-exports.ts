import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { LintRule } from './rule.js';

/** The kinds of finding this rule reports: dead files, and exports (values, types, namespace members) no file imports. */
const kinds = ['files', 'exports', 'types', 'nsExports', 'nsTypes', 'duplicates'] as const;
type Kind = (typeof kinds)[number];

interface Finding {
  name: string;
  line?: number;
  col?: number;
}
/** One row of knip's JSON report; `duplicates` lists groups (one export under several names). */
type FileIssues = { file: string } & Partial<Record<Kind, (Finding | Finding[])[]>>;

const knip = resolve(import.meta.dirname, '../../node_modules/.bin/knip');

const labels: Record<Kind, string> = {
  files: 'unused file',
  exports: 'unused export',
  types: 'unused exported type',
  nsExports: 'unused export in a namespace',
  nsTypes: 'unused exported type in a namespace',
  duplicates: 'exported twice',
};

function run(root: string): Promise<string> {
  return new Promise((done, fail) => {
    const args = ['--no-progress', '--no-config-hints', '--no-exit-code', '--reporter', 'json'];
    const child = spawn(knip, [...args, '--include', kinds.join(',')], { cwd: root, env: process.env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk;
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(out) : fail(new Error(`knip exited with ${code}: ${err.trim() || out.trim()}`)),
    );
  });
}

/** knip's JSON report, one string per finding: `file:line:col unused export name`. */
export function violationsOf(report: { issues: FileIssues[] }): string[] {
  const violations: string[] = [];
  for (const issues of report.issues) {
    for (const kind of kinds) {
      const found = issues[kind];
      if (!found) continue;
      for (const item of found) {
        const group = Array.isArray(item) ? item : [item];
        const first = group[0];
        if (!first) continue;
        const at = first.line === undefined ? issues.file : `${issues.file}:${first.line}:${first.col ?? 1}`;
        const names = group.map((finding) => finding.name).join(', ');
        violations.push(kind === 'files' ? `${at} ${labels.files}` : `${at} ${labels[kind]} ${names}`);
      }
    }
  }
  return violations;
}

/**
 * Dead code by knip (its configuration: knip.json, one entry list per workspace). An export counts as used when
 * any file imports it (tests and scripts included); an export its own file alone uses is not reported.
 */
export const rule: LintRule = {
  name: 'dead-exports',
  async check(root) {
    return violationsOf(JSON.parse(await run(root)) as { issues: FileIssues[] });
  },
};
