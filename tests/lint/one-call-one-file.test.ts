/**
 * The front end calls each route of the contracts' table from one file (frontend/README.md, "Data: one pattern
 * per call"): the rule is green on the real tree, and red on a duplicate planted in a scratch folder laid out
 * like frontend/src (the working tree is not touched).
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { routeNamings, rule } from '../../scripts/lint/one-call-one-file.js';
import { repoRoot } from '../support/portal.js';

/** Probe files under frontend/src → their source. */
const probes: Record<string, string> = {
  'api/client.ts': [
    'export const call = (name: string, options?: unknown) => Promise.resolve({ name, options });',
    "export const pathOf = (name: string) => '/api/' + name;",
  ].join('\n'),
  // The one file for caseFile…
  'features/a/api/get-case-file.ts': [
    "import { call } from '../../../api/client';",
    '',
    "export const getCaseFile = (caseId: string) => call('caseFile', { params: { caseId } });",
  ].join('\n'),
  // …and a screen calling it again: the planted violation.
  'features/b/CasePanel.tsx': [
    "import { call, pathOf } from '../../api/client';",
    "import { useMayCall } from '../../session/permissions';",
    '',
    'export function CasePanel({ setMode }: { setMode: (mode: string) => void }) {',
    "  const mayRead = useMayCall('caseFile');",
    "  setMode('profile');",
    "  const load = () => call('caseFile', {});",
    "  return <a href={pathOf('caseHistoryCsv')} onClick={mayRead ? load : undefined} />;",
    '}',
  ].join('\n'),
  // A helper taking the route's name in second place still names it.
  'features/c/api/list.ts': [
    "import { getPage } from './list-page';",
    '',
    "export const agents = (page: number) => getPage(['c', 'agents'], 'agents', page);",
  ].join('\n'),
  'features/d/api/get-agents.ts': ["import { call } from '../../../api/client';", "call('agents');"].join(
    '\n',
  ),
  // Tests are not the app.
  'features/a/api/get-case-file.test.ts': "import { call } from '../../../api/client';\ncall('caseFile');",
};

function withProbes<T>(run: (root: string) => Promise<T>): Promise<T> {
  const root = mkdtempSync(join(tmpdir(), 'portal-one-call-'));
  for (const [path, source] of Object.entries(probes)) {
    const file = join(root, 'frontend/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  return run(root).finally(() => rmSync(root, { recursive: true, force: true }));
}

describe('one-call-one-file', () => {
  it('is green on the tree: each route the front end calls is named by one file', async () => {
    expect(await rule.check(repoRoot)).toEqual([]);
  });

  it('reads the real calls (the rule is not green for seeing none)', async () => {
    const namings = await routeNamings(repoRoot);
    expect(namings.length).toBeGreaterThan(50);
    expect(namings).toContainEqual(
      expect.objectContaining({ route: 'caseFile', file: 'frontend/src/api/get-case-file.ts' }),
    );
  });

  it('fails on a route named by two files, each at its line', async () => {
    const violations = await withProbes((root) => rule.check(root));
    expect(violations).toEqual([
      "route 'agents' is called from frontend/src/features/c/api/list.ts:3 and frontend/src/features/d/api/get-agents.ts:2: one file per call (frontend/README.md)",
      "route 'caseFile' is called from frontend/src/features/a/api/get-case-file.ts:3 and frontend/src/features/b/CasePanel.tsx:7: one file per call (frontend/README.md)",
    ]);
  });

  it('counts calls into the API layer only: a permission check or a screen state is no call', async () => {
    const namings = await withProbes((root) => routeNamings(root));
    const inPanel = namings.filter((naming) => naming.file.endsWith('CasePanel.tsx'));
    expect(inPanel.map(({ route, line }) => [route, line])).toEqual([
      ['caseFile', 7],
      ['caseHistoryCsv', 8],
    ]);
  });
});
