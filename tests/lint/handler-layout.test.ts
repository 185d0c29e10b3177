/**
 * A command's files sit where docs/adding-a-capability.md says: the rule is green on the real tree, and red on
 * misplaced deciders, bindings and specs given in memory or copied into a scratch folder (the working tree is not
 * touched).
 */

import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { layoutViolations, rule } from '../../scripts/lint/handler-layout.js';
import { repoRoot } from '../support/portal.js';

describe('handler-layout', () => {
  it('is green on the tree', async () => {
    expect(await rule.check(repoRoot)).toEqual([]);
  });

  it('names a decider outside decider.ts, a binding outside routes.ts, a decider without its specs and a projector without its test', () => {
    const sources = [
      {
        path: 'command-service/src/parcel/handlers.ts',
        text: [
          "import type { RouteHandlers } from '@portal/platform';",
          'export const parcelDecider = { decide: () => [] };',
          'export const parcelRoutes = () => ({ shipParcel: async () => ({ body: {} }) }) satisfies RouteHandlers;',
        ].join('\n'),
      },
      { path: 'command-service/src/parcel/decider.ts', text: 'export const parcelDecider = {};\n' },
      { path: 'command-service/src/parcel/decider.test.ts', text: '' },
      { path: 'command-service/src/letter/decider.ts', text: 'export const letterDecider = {};\n' },
      {
        path: 'command-service/src/letter/routes.ts',
        text: 'export const letterRoutes = () => ({}) satisfies RouteHandlers;\n',
      },
      // A test may build a decider of its own.
      { path: 'command-service/src/command-handler.test.ts', text: 'export const probeDecider = {};\n' },
      // A projector without its test, and one with it.
      { path: 'projections/src/read-models/parcels/index.ts', text: 'export const parcelsProjector = {};\n' },
      { path: 'projections/src/read-models/letters/index.ts', text: 'export const lettersProjector = {};\n' },
      { path: 'projections/src/read-models/letters/letters.test.ts', text: '' },
    ];
    expect(layoutViolations(sources)).toEqual([
      'command-service/src/letter/decider.ts:1: its specs go beside it, in command-service/src/letter/decider.test.ts',
      "command-service/src/parcel/handlers.ts:2: a decider is declared in its aggregate's decider.ts",
      "command-service/src/parcel/handlers.ts:3: route bindings go in the aggregate's routes.ts",
      'projections/src/read-models/parcels/index.ts:1: a projector has its unit test beside it (projections/src/read-models/parcels/<name>.test.ts)',
    ]);
  });

  it('names a route bound in the merged table of either service', async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-handler-layout-'));
    try {
      for (const folder of ['command-service/src', 'query-service/src', 'projections/src/read-models'])
        cpSync(join(repoRoot, folder), join(root, folder), { recursive: true });
      const merged = (path: string, binding: string) =>
        writeFileSync(
          join(root, path),
          [
            'export function routesOf(deps: Deps) {',
            '  return {',
            '    ...someRoutes(deps),',
            binding,
            '  } satisfies RouteHandlers;',
            '}',
            '',
          ].join('\n'),
        );
      merged('command-service/src/routes.ts', '    shipParcel: async (request) => ({ body: request.body }),');
      merged('query-service/src/routes.ts', '    parcels: async () => ({ body: [] }),');
      expect(await rule.check(root)).toEqual([
        "command-service/src/routes.ts:4: binds a route itself; bind it in its aggregate's (area's) file and spread that here",
        "query-service/src/routes.ts:4: binds a route itself; bind it in its aggregate's (area's) file and spread that here",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
