/**
 * Comments, test names and docs say why, never which issue: the rule is green on the real tree, and red on
 * citations given in memory or planted in a scratch folder (the working tree is not touched).
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { issueCitations, rule } from '../../scripts/lint/no-issue-numbers.js';
import { repoRoot } from '../support/portal.js';

// Written in two parts, so that this file does not cite an issue itself.
const issue = ['iss', 'ue'].join('');
const Issue = ['Iss', 'ue'].join('');

describe('no-issue-numbers', () => {
  it('is green on the tree', async () => {
    expect(await rule.check(repoRoot)).toEqual([]);
  });

  it('names each line that cites an issue, however it is written', () => {
    const source = [
      `/** The legal hold of a case (${issue} 21). */`,
      `describe('the plan and its terms (${issue}s 11, 20)', () => {});`,
      `// ${Issue} #8: the work on a case.`,
      `// The stream holds the ${issue}s a reviewer raised; t${issue} 3 is no citation either.`,
      'const x = 1; // RFC 6238 §5.2',
    ].join('\n');
    expect(issueCitations('a/b.ts', source)).toEqual([
      `a/b.ts:1: cites '${issue} 21': say the reason instead`,
      `a/b.ts:2: cites '${issue}s 11': say the reason instead`,
      `a/b.ts:3: cites '${Issue} #8': say the reason instead`,
    ]);
  });

  it('reads sources and docs under the root, not installed packages, build output nor the closing notes', async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-issue-numbers-'));
    const plant = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      plant(
        'contracts/src/events/a.ts',
        `export const a = 1;\n/** Added for ${issue} 12. */\nexport const b = 2;\n`,
      );
      plant('frontend/src/Page.tsx', `export const Page = () => null; // see ${issue} 3\n`);
      plant('README.md', `# Portal\n\nStaff sign in with a second factor (${issue} 21).\n`);
      plant('contracts/src/clean.ts', '/** Says why. */\nexport const c = 3;\n');
      plant('node_modules/pkg/index.js', `// ${issue} 1\n`);
      plant('frontend/dist/assets/app.js', `// ${issue} 2\n`);
      plant('docs/closing-notes.md', `Closes ${issue} 23.\n`);
      plant('tests/bench/results/run.md', `${issue} 4\n`);
      plant('contracts/src/notes.txt', `${issue} 5\n`);
      expect(await rule.check(root)).toEqual([
        `README.md:3: cites '${issue} 21': say the reason instead`,
        `contracts/src/events/a.ts:2: cites '${issue} 12': say the reason instead`,
        `frontend/src/Page.tsx:1: cites '${issue} 3': say the reason instead`,
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
