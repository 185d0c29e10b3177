/**
 * The dead-export check of `npm run lint` (scripts/lint/dead-exports.ts, knip with knip.json): green on the
 * working tree, and red on an export no file imports, planted in a scratch copy of the root configuration and
 * one workspace (the working tree is never touched).
 */

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rule } from '../../scripts/lint/dead-exports.js';
import { repoRoot } from '../support/portal.js';

it('finds no dead export, type or file in the working tree', async () => {
  expect(await rule.check(repoRoot)).toEqual([]);
}, 120_000);

it('names an export no file imports, and an unused file, with their place', async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'dead-exports-'));
  try {
    for (const file of ['package.json', 'knip.json', 'tsconfig.base.json'])
      cpSync(join(repoRoot, file), join(scratch, file));
    cpSync(join(repoRoot, 'contracts/package.json'), join(scratch, 'contracts/package.json'));
    cpSync(join(repoRoot, 'contracts/tsconfig.json'), join(scratch, 'contracts/tsconfig.json'));
    cpSync(join(repoRoot, 'contracts/src'), join(scratch, 'contracts/src'), { recursive: true });
    const before = await rule.check(scratch);

    writeFileSync(
      join(scratch, 'contracts/src/planted.ts'),
      'export const plantedUsed = 1;\nexport const plantedDeadExport = 2;\n',
    );
    writeFileSync(join(scratch, 'contracts/src/planted-orphan.ts'), 'export const orphan = 3;\n');
    const index = join(scratch, 'contracts/src/index.ts');
    writeFileSync(index, `${readFileSync(index, 'utf8')}export { plantedUsed } from './planted.js';\n`);

    const after = await rule.check(scratch);
    expect(after.filter((violation) => !before.includes(violation))).toEqual([
      'contracts/src/planted-orphan.ts unused file',
      'contracts/src/planted.ts:2:14 unused export plantedDeadExport',
    ]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}, 120_000);
