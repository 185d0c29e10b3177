/**
 * The import boundary of the front end, written in frontend/biome.json and enforced by `npm run lint`:
 * a feature imports its own files and the shared folders (src/api, src/components, src/lib, src/session,
 * src/ui), never another feature; the shared folders never import a feature or a route. Biome runs with the
 * real configuration files on probe files laid out like the app, in a scratch folder (the working tree is
 * not touched), one import per file so that each diagnostic names its case.
 */

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../support/portal.js';

/** Probe file (under frontend/src) → the one import it makes. */
const allowed: Record<string, string> = {
  'features/a/OwnFile.tsx': './Sibling',
  'features/a/OwnApi.tsx': './api/get-thing',
  'features/a/SharedApi.tsx': '../../api/client',
  'features/a/SharedComponents.tsx': '../../components/PageShell',
  'features/a/SharedLib.tsx': '../../lib/format',
  'features/a/SharedSession.tsx': '../../session/session',
  'features/a/SharedUi.tsx': '../../ui',
  'features/a/Package.tsx': '@portal/contracts',
  'features/a/api/own-root.ts': '../labels',
  'features/a/api/shared-api.ts': '../../../api/client',
  'features/a/x/y/OwnRoot.tsx': '../../labels',
  'features/a/x/y/SharedUi.tsx': '../../../../ui',
  'features/a/w/x/y/SharedLib.tsx': '../../../../../lib/format',
  'routes/a-route.tsx': '../features/a/OwnFile',
  'components/SharedToShared.tsx': '../api/client',
};

const forbidden: Record<string, string> = {
  'features/a/OtherFeature.tsx': '../b/LogoutButton',
  'features/a/OtherFeatureIndex.tsx': '../b',
  'features/a/OtherFeatureViaSrc.tsx': '../../features/b/Page',
  'features/a/Route.tsx': '../../routes/client-dashboard',
  'features/a/api/other-feature.ts': '../../b/api/get-other',
  'features/a/api/other-feature-via-src.ts': '../../../features/b/Page',
  'features/a/x/y/OtherFeature.tsx': '../../../b/Page',
  'features/a/w/x/y/OtherFeature.tsx': '../../../../b/Page',
  'features/a/v/w/x/y/TooDeep.tsx': './Sibling',
  'components/SharedToFeature.tsx': '../features/a/OwnFile',
  'lib/SharedToRoute.ts': '../routes/a-route',
  'session/SharedToFeature.ts': '../features/a/api/get-thing',
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

function lintProbes(): Diagnostic[] {
  const dir = mkdtempSync(join(tmpdir(), 'portal-boundaries-'));
  try {
    copyFileSync(join(repoRoot, 'biome.json'), join(dir, 'biome.json'));
    mkdirSync(join(dir, 'frontend'));
    copyFileSync(join(repoRoot, 'frontend/biome.json'), join(dir, 'frontend/biome.json'));
    for (const [file, source] of Object.entries({ ...allowed, ...forbidden })) {
      const path = join(dir, 'frontend/src', file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `import '${source}';\n`);
    }
    const run = spawnSync(join(repoRoot, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    return report.diagnostics;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('flags exactly the imports that cross a feature boundary', () => {
  const diagnostics = lintProbes();
  const flagged = diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => d.location.path.replace(/^frontend\/src\//, ''))
    .sort();
  expect(flagged).toEqual(Object.keys(forbidden).sort());
  expect(diagnostics.filter((d) => d.category !== 'lint/style/noRestrictedImports')).toEqual([]);
});

it('tells how to fix it', () => {
  const byFile = new Map(lintProbes().map((d) => [d.location.path, d.message]));
  expect(byFile.get('frontend/src/features/a/OtherFeature.tsx')).toBe(
    'A feature imports only its own files and the shared folders (src/api, src/components, src/lib, ' +
      'src/session, src/ui), never another feature: move what two features share to a shared folder.',
  );
  expect(byFile.get('frontend/src/components/SharedToFeature.tsx')).toBe(
    'Shared folders (src/api, src/components, src/lib, src/session, src/ui) never import a feature or a ' +
      'route: features depend on them, not the reverse.',
  );
});
