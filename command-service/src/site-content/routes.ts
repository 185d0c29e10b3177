import { contentAdminTexts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { change } from './change-content.js';
import { articleFields, indicatorFields, indicators, news } from './kinds.js';
import { publish } from './publish-content.js';

/** The home's indicators and news, which the administration publishes, revises and deletes. */
export function siteContentRoutes(deps: CommandDeps) {
  return {
    adminCreateIndicator: async (request) => {
      const { id, position } = await publish(deps, request, indicators, indicatorFields(request.body));
      return { body: { ok: true, id }, position };
    },
    adminUpdateIndicator: async (request) => {
      const { revision, position } = await change(deps, request, indicators, {
        id: request.params.id,
        expectedRevision: request.expectedRevision,
        command: { type: 'Revise', fields: indicatorFields(request.body) },
      });
      return { body: { ok: true, revision }, position };
    },
    adminDeleteIndicator: async (request) => {
      const { position } = await change(deps, request, indicators, {
        id: request.params.id,
        expectedRevision: request.expectedRevision,
        command: { type: 'Delete' },
      });
      return { body: { ok: true, message: contentAdminTexts.deleted }, position };
    },
    adminCreateNews: async (request) => {
      const { id, position } = await publish(deps, request, news, await articleFields(deps, request.body));
      return { body: { ok: true, id }, position };
    },
    adminUpdateNews: async (request) => {
      const { revision, position } = await change(deps, request, news, {
        id: request.params.id,
        expectedRevision: request.expectedRevision,
        command: { type: 'Revise', fields: await articleFields(deps, request.body) },
      });
      return { body: { ok: true, revision }, position };
    },
    adminDeleteNews: async (request) => {
      const { position } = await change(deps, request, news, {
        id: request.params.id,
        expectedRevision: request.expectedRevision,
        command: { type: 'Delete' },
      });
      return { body: { ok: true, message: contentAdminTexts.deleted }, position };
    },
  } satisfies RouteHandlers;
}
