import { consentProfileTexts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { giveOwnConsent } from './give-consent.js';
import { withdrawOwnConsent } from './withdraw-consent.js';

/** The consent routes of the signed-in person; the registrations record theirs themselves. */
export function privacyConsentRoutes(deps: CommandDeps) {
  return {
    giveConsent: async (request) => {
      const position = await giveOwnConsent(deps, request, request.body);
      return { body: { ok: true, message: consentProfileTexts.given.title }, position };
    },
    withdrawConsent: async (request) => {
      const position = await withdrawOwnConsent(deps, request, request.body.purpose);
      return { body: { ok: true, message: consentProfileTexts.withdrawn.title }, position };
    },
  } satisfies RouteHandlers;
}
