import type { RouteDef } from '../routes.js';
import { okSchema } from '../schemas/auth.js';
import {
  consentWithdrawalSchema,
  myConsentsSchema,
  privacyChoiceSchema,
  privacyNoticeSchema,
} from '../schemas/privacy-notice.js';

/**
 * Who consents: the people whose data the notice covers (clients, and lawyers since their application). Staff
 * accounts (admin, superadmin, compliance) are the firm's own people, under its notice for staff: not asked here.
 */
const CONSENTING = ['client', 'agent'] as const;

/** The privacy notice and the person's consents (issue 21). */
export const privacyRoutes = {
  privacyNotice: {
    method: 'GET',
    path: '/api/public/privacy-notice',
    access: 'public',
    response: privacyNoticeSchema,
    summary: 'Aviso de privacidad',
  },
  myConsents: {
    method: 'GET',
    path: '/api/privacy/my-consents',
    access: CONSENTING,
    response: myConsentsSchema,
    summary: 'Mis consentimientos',
  },
  giveConsent: {
    method: 'POST',
    path: '/api/privacy/my-consents',
    access: CONSENTING,
    body: privacyChoiceSchema,
    response: okSchema,
    write: true,
    summary: 'Aceptar el aviso de privacidad vigente o una finalidad voluntaria',
  },
  withdrawConsent: {
    method: 'POST',
    path: '/api/privacy/my-consents/withdrawals',
    access: CONSENTING,
    body: consentWithdrawalSchema,
    response: okSchema,
    write: true,
    summary: 'Retirar el consentimiento de una finalidad voluntaria',
  },
} as const satisfies Record<string, RouteDef>;
