import { okSchema } from '../schemas/auth.js';
import {
  consentWithdrawalSchema,
  myConsentsSchema,
  privacyChoiceSchema,
  privacyNoticeSchema,
} from '../schemas/privacy-notice.js';
import { DATA_SUBJECTS } from './access.js';
import type { RouteDef } from './types.js';

/** The privacy notice and the consents of the people it covers (the data subjects). */
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
    access: DATA_SUBJECTS,
    response: myConsentsSchema,
    summary: 'Mis consentimientos',
  },
  giveConsent: {
    method: 'POST',
    path: '/api/privacy/my-consents',
    access: DATA_SUBJECTS,
    body: privacyChoiceSchema,
    response: okSchema,
    write: true,
    summary: 'Aceptar el aviso de privacidad vigente o una finalidad voluntaria',
  },
  withdrawConsent: {
    method: 'POST',
    path: '/api/privacy/my-consents/withdrawals',
    access: DATA_SUBJECTS,
    body: consentWithdrawalSchema,
    response: okSchema,
    write: true,
    summary: 'Retirar el consentimiento de una finalidad voluntaria',
  },
} as const satisfies Record<string, RouteDef>;
