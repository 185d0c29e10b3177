import { z } from 'zod';
import { okSchema } from '../schemas/auth.js';
import {
  filedPrivacyRequestSchema,
  legalHoldInputSchema,
  myDataQuerySchema,
  myDataSchema,
  ownPrivacyRequestSchema,
  privacyAnswerSchema,
  privacyQueueRowSchema,
  privacyRequestInputSchema,
} from '../schemas/privacy-requests.js';
import { listQuerySchema } from '../schemas/staff.js';
import { ADMIN, AUDITORS, DATA_SUBJECTS } from './access.js';
import type { RouteDef } from './types.js';

/**
 * ARCO requests (filed by the data subjects, read by auditors, answered by administration), the person's access
 * download, and the legal hold of a case (administration).
 */
export const privacyRequestRoutes = {
  filePrivacyRequest: {
    method: 'POST',
    path: '/api/privacy/requests',
    access: DATA_SUBJECTS,
    body: privacyRequestInputSchema,
    response: filedPrivacyRequestSchema,
    write: true,
    created: true,
    summary: 'Presentar una solicitud de rectificación, cancelación u oposición',
  },
  myPrivacyRequests: {
    method: 'GET',
    path: '/api/privacy/requests',
    access: DATA_SUBJECTS,
    response: z.array(ownPrivacyRequestSchema),
    summary: 'Mis solicitudes de derechos ARCO',
  },
  privacyRequestQueue: {
    method: 'GET',
    path: '/api/privacy/requests/queue',
    access: AUDITORS,
    query: listQuerySchema,
    response: z.array(privacyQueueRowSchema),
    summary: 'Solicitudes de derechos ARCO con su plazo',
  },
  answerPrivacyRequest: {
    method: 'POST',
    path: '/api/privacy/requests/:id/answer',
    access: ADMIN,
    body: privacyAnswerSchema,
    response: okSchema,
    write: true,
    summary: 'Responder una solicitud (aceptar una cancelación borra los datos de la persona)',
  },
  myData: {
    method: 'GET',
    path: '/api/privacy/my-data',
    access: 'signedIn',
    query: myDataQuerySchema,
    response: myDataSchema,
    summary: 'Mis datos: todo lo que el despacho tiene sobre mí (JSON)',
  },
  placeLegalHold: {
    method: 'PUT',
    path: '/api/fraud-cases/:id/legal-hold',
    access: ADMIN,
    body: legalHoldInputSchema,
    response: okSchema,
    write: true,
    summary: 'Poner un caso en retención legal',
  },
  liftLegalHold: {
    method: 'DELETE',
    path: '/api/fraud-cases/:id/legal-hold',
    access: ADMIN,
    response: okSchema,
    write: true,
    summary: 'Levantar la retención legal de un caso',
  },
} as const satisfies Record<string, RouteDef>;
