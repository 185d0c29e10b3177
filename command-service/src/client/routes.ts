import { optionsTexts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { chooseServicePlan } from './choose-plan.js';
import { reviseClientByAdmin } from './revise-client.js';
import { reviseOwnContact } from './revise-contact.js';

/** The client record: the administration's edit, and the client's own plan and contact. */
export function clientRoutes(deps: CommandDeps) {
  return {
    adminUpdateClient: async (request) => {
      const { revision, position } = await reviseClientByAdmin(deps, request, {
        clientId: request.params.id,
        changes: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    myPlan: async (request) => {
      const position = await chooseServicePlan(deps, request, request.body);
      return { body: { ok: true, message: optionsTexts.planSaved.title }, position };
    },
    updateProfileContact: async (request) => {
      const { revision, position } = await reviseOwnContact(deps, request, {
        contact: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
  } satisfies RouteHandlers;
}
